// The keys of the tickets list and of the review queue, in a dialog that '?' opens on both (issue 25),
// the queue's arrows as the page reads.
import { useEffect, useSyncExternalStore } from 'react';
import { useI18n } from '../../shared/i18n/i18n';
import { type Direction, directionOf } from '../../shared/i18n/language';
import { onDemand, useOnDemand } from '../../shared/ui/on-demand';

/** '?' on any layout: the key itself, or Shift and the key that has '/' in the Latin layout. */
export const isHelpKey = (event: KeyboardEvent) => event.key === '?' || (event.code === 'Slash' && event.shiftKey);

// ---- the keys' help ----

const helpOpen = { value: false, listeners: new Set<() => void>() };
export const setHelpOpen = (value: boolean) => {
  helpOpen.value = value;
  helpOpen.listeners.forEach((listener) => listener());
};
const useHelpOpen = () =>
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

const dialog = onDemand(() => import('./queue-keys-dialog'));

/**
 * The keys of the list and of the queue ('?' opens it on both): the dialog's code loads when it is
 * first opened (queue-keys-dialog.tsx); a failed load is said and the dialog stays closed.
 */
export function QueueKeysHelp() {
  const open = useHelpOpen();
  const arrows = queueArrows(directionOf(useI18n().language));
  const { module, open: load } = useOnDemand(dialog);
  useEffect(() => {
    if (open && !module) load(undefined, () => setHelpOpen(false));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, module]);
  return module ? <module.QueueKeysDialog open={open} onOpenChange={setHelpOpen} arrows={arrows} /> : null;
}
