// What the screens call to tell the user something (spec §8). Every message goes through here, so
// durations and texts stay the spec's.
import { errorCodes, errorMessage, fieldErrors, onlyFieldErrors, type FieldLabels } from '../apollo/errors';
import { messages } from '../i18n/i18n';
import { plainNotify } from './plain-notify';
import { NOTIFY_LONG_DURATION_MS, toaster } from './toaster';

/**
 * Error codes whose text (and title) the spec fixes, whatever the server said. The gateway's codes
 * (`extensions.code`) and the API's own (`extensions.upstreamCode`) both count.
 */
export function knownErrors(): Readonly<Record<string, { title?: string; message: string }>> {
  const t = messages().common;
  return {
    LOGIN_FAILED: { message: t.loginFailed },
    TICKET_ALREADY_PROCESSED: { title: t.scoreErrorTitle, message: t.alreadyProcessed },
  };
}

function knownError(error: unknown) {
  const known = knownErrors();
  for (const code of errorCodes(error)) if (known[code]) return known[code];
  return undefined;
}

/** The message of spec §8's resolution order, with the spec's text for a known code. */
export function resolveErrorMessage(error: unknown, fallback: string = messages().common.unknownError, fieldLabels?: FieldLabels): string {
  return knownError(error)?.message ?? errorMessage(error, fallback, fieldLabels);
}

export type { NotifyOptions } from './plain-notify';

export const notify = {
  ...plainNotify,
  /**
   * `title` ('Ошибка' unless a known code has its own, e.g. 'Ошибка начисления') with the resolved
   * message, for 3 s (spec §8).
   */
  error(error: unknown, title?: string, duration: number = NOTIFY_LONG_DURATION_MS, fieldLabels?: FieldLabels): void {
    toaster.create({
      type: 'error',
      title: title ?? knownError(error)?.title ?? messages().common.error,
      description: resolveErrorMessage(error, undefined, fieldLabels),
      duration,
      closable: true,
    });
  },
};

export interface ActionOptions<T> {
  /**
   * The action's own success line, shown under 'Операция выполнена'; a function of the result (a
   * `{title, description}` of its own replaces both lines), or `false` for no notification.
   */
  success?: string | ((result: T) => string | { title: string; description?: string }) | false;
  /** Title of the error notification; 'Ошибка' by default. A title of its own is shown even when the form shows the fields (spec §8). */
  errorTitle?: string;
  /** How long the error notification stays, ms; 3 s by default (spec §8: 5 s for a ticket edit). */
  errorDuration?: number;
  /** The form's own names of fields a validation error may name ('Название' for a view's `name`). */
  fieldLabels?: FieldLabels;
  /**
   * Puts a validation error's per-field messages under the form's fields and answers the names of
   * the fields it showed. When it showed every one and the error is nothing else, there is no toast:
   * the form already says it (the same sentence twice, the toast over a dialog's controls).
   */
  inline?: (fields: Readonly<Record<string, string>>) => readonly string[];
}

/**
 * Gives a failure's per-field messages to `inline` (when the error has any); answers true when the
 * form showed them all and the error is only that — a `BAD_USER_INPUT` with fields, nothing else.
 */
function shownInline(error: unknown, inline: ActionOptions<unknown>['inline']): boolean {
  if (!inline) return false;
  const fields = fieldErrors(error);
  const names = Object.keys(fields);
  if (names.length === 0) return false;
  const shown = new Set(inline(fields));
  return onlyFieldErrors(error) && names.every((name) => shown.has(name));
}

/**
 * Runs an action that is not a fetch (a mutation, an upload, a command): on success shows
 * 'Операция выполнена' (with the given line under it), on failure the error notification (none for a
 * validation error the form shows under its fields, see `inline`); answers the result, or `undefined`
 * after a failure. Every mutation of the back-office goes through this.
 */
export async function runAction<T>(action: () => Promise<T>, options: ActionOptions<T> = {}): Promise<T | undefined> {
  let result: T;
  try {
    result = await action();
  } catch (error) {
    // A failure the spec names ('Ошибка приглашения.', 'Ошибка обновления') is always its toast, besides
    // the fields' sentences under the form (spec §8, issue 39); a plain 'Ошибка' leaves it to the form.
    if (!shownInline(error, options.inline) || options.errorTitle) notify.error(error, options.errorTitle, options.errorDuration, options.fieldLabels);
    return undefined;
  }
  const { success } = options;
  if (success === false) return result;
  const done = messages().common.done;
  const shown = typeof success === 'function' ? success(result) : success;
  // Spec §8: 'Операция выполнена' after every action; the action's own line ('Место сохранено')
  // follows as the description. A title and description of the action's own (an invite's code) stay.
  if (shown === undefined || shown === done) notify.success(done);
  else if (typeof shown === 'string') notify.success(done, { description: shown });
  else notify.success(shown.title, { description: shown.description });
  return result;
}
