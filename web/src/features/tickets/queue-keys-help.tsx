// The keys of the tickets list and of the review queue, in a dialog that '?' opens on both (issue 25);
// the dialog (Chakra's dialog and portal) loads the first time '?' opens it, not with the list.
import { lazy, Suspense, useState } from 'react';
import { useHelpOpen } from './queue-keys';

export { isHelpKey, queueArrows, setHelpOpen } from './queue-keys';

const QueueKeysDialog = lazy(() => import('./queue-keys-dialog').then((m) => ({ default: m.QueueKeysDialog })));

/** The keys of the list and of the queue ('?' opens it on both); its dialog's code loads on the first opening. */
export function QueueKeysHelp() {
  const open = useHelpOpen();
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <QueueKeysDialog />
    </Suspense>
  ) : null;
}
