// The keys' help of the tickets list and of the review queue (issue 25): whether its dialog is open,
// the '?' key, and the queue's arrows as the page reads; the dialog itself is queue-keys-dialog.tsx.
import { useSyncExternalStore } from 'react';
import type { Direction } from '../../shared/i18n/language';

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
