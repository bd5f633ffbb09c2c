// The notifications that say a text of their own (spec §8): success, info, an undo offer, a permanent
// one. `notify.ts` adds the error notification, which words an error (and so loads the error texts of
// every language); the sign-in pages show their success with this alone.
import { NOTIFY_DURATION_MS, toaster, UNDO_OFFER_MS } from './toaster';

export interface NotifyOptions {
  description?: string;
  /** Milliseconds; 2000 by default. */
  duration?: number;
}

/** A notification that goes after `duration` (2000 ms by default), or when closed. */
const timed =
  (type: 'success' | 'info') =>
  (title: string, options: NotifyOptions = {}): void => {
    toaster.create({ type, title, description: options.description, duration: options.duration ?? NOTIFY_DURATION_MS, closable: true });
  };

export const plainNotify = {
  success: timed('success'),
  info: timed('info'),
  /**
   * A done action that can be undone (issue 25): the toast offers `undoLabel` ('Отменить') for 10 s;
   * the action is already done on the server, and `undo` makes its recorded reverse action.
   */
  undoable(title: string, options: { description?: string; undoLabel: string; undo: () => void }): void {
    toaster.create({
      type: 'success',
      title,
      description: options.description,
      duration: UNDO_OFFER_MS,
      closable: true,
      action: { label: options.undoLabel, onClick: options.undo },
    });
  },
  /** Stays until clicked (e.g. an invite code the user has to copy); shows 'нажмите, что бы закрыть'. */
  permanent(title: string, options: Omit<NotifyOptions, 'duration'> = {}): void {
    toaster.create({ type: 'info', title, description: options.description, duration: Infinity, closable: true });
  },
};
