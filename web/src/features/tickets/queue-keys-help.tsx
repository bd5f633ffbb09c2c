// The keys of the tickets list and of the review queue, in a dialog that '?' opens on both (issue 25),
// the queue's arrows as the page reads.
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { Direction } from '../../shared/i18n/language';

// The dialog (Chakra's dialog and portal) loads the first time '?' opens it, not with the list.
const QueueKeysDialog = lazy(() => import('./queue-keys-dialog').then((m) => ({ default: m.QueueKeysDialog })));

/** '?' on any layout: the key itself, or Shift and the key that has '/' in the Latin layout. */
export const isHelpKey = (event: KeyboardEvent) => event.key === '?' || (event.code === 'Slash' && event.shiftKey);

// ---- the keys' help ----

const helpOpen = { value: false, listeners: new Set<() => void>() };
export const setHelpOpen = (value: boolean) => {
  helpOpen.value = value;
  helpOpen.listeners.forEach((listener) => listener());
};
export const useHelpOpen = () =>
  useSyncExternalStore(
    (listener) => {
      helpOpen.listeners.add(listener);
      return () => helpOpen.listeners.delete(listener);
    },
    () => helpOpen.value,
  );

/**
 * The queue's arrows as the page reads: in right-to-left the next ticket is to the left, so ← moves on
 * and → goes back (and the link back to the list points right).
 */
const ARROWS = {
  ltr: { next: 'ArrowRight', previous: 'ArrowLeft', nextSign: '→', previousSign: '←', back: '←' },
  rtl: { next: 'ArrowLeft', previous: 'ArrowRight', nextSign: '←', previousSign: '→', back: '→' },
} as const;
export const queueArrows = (direction: Direction) => ARROWS[direction];

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
