// Saying an error in the user's language (spec §8), by its codes and shape (`error-codes.ts`, re-exported
// here). Components branch on `extensions.code`, never on message text.
import type { GraphQLFormattedError } from 'graphql';
import { messagesOf } from '../i18n/define';
import { getLanguage, messages, type Language } from '../i18n/i18n';
import { asObject, errorCode, ErrorCode, readable, serverErrors, ShownError } from './error-codes';
import { errorMessages } from './error-messages';

export * from './error-codes';

/**
 * A refusal the server wrote with its code (a bulk action's row): its text when that reads in the
 * user's language, else its code's text, else 'Неизвестная ошибка'.
 */
export function refusalText(message: string | null | undefined, code: string | null | undefined): string {
  const language = getLanguage();
  if (readable(message, language)) return message;
  return (code && messagesOf(errorMessages, language).codes[code]) || messages(language).common.unknownError;
}

/** The text of the error's codes (the API's own code first, then the gateway's) in the user's language. */
function codeText(error: unknown, language: Language): string | undefined {
  const codes = messagesOf(errorMessages, language).codes;
  const upstream = serverErrors(error)
    .map((e) => e.extensions?.upstreamCode)
    .find((c): c is string => typeof c === 'string' && !!codes[c]);
  if (upstream) return codes[upstream];
  const code = errorCode(error);
  return code ? codes[code] : undefined;
}

/**
 * The text to show for an error, in the user's language, following the order of spec §8: a
 * validation error names its fields ('Телефон: такое значение уже есть'); then the server response's
 * error message, the error object's message, the error's own message — each only when it is written
 * for a person in the current language (see `readable`), else the text of the error's code — then
 * `fallback` ('Неизвестная ошибка'). `fieldLabels` names a form's fields where the shared names
 * would be wrong. A request that never reached the gateway (fetch's TypeError)
 * gets 'Нет связи с сервером.' instead of the browser's English; an HTTP failure without a body gets
 * the fallback, not `HTTP 502`.
 */
export function errorMessage(error: unknown, fallback: string = messages().common.unknownError, fieldLabels?: FieldLabels): string {
  if (error instanceof ShownError) return error.message;
  const language = getLanguage();
  const NETWORK_ERROR = messages(language).common.networkError;
  // The gateway is there but the API behind it is not (or too slow): the same for the user as no
  // connection at all, and the gateway's own text is for operators.
  const code = errorCode(error);
  if (code === ErrorCode.UpstreamUnavailable || code === ErrorCode.UpstreamTimeout) return NETWORK_ERROR;
  const fields = validationSentence(error, language, fieldLabels);
  if (fields) return fields;
  const fromServer = serverErrors(error).find((e) => e.message)?.message;
  if (fromServer) return readable(fromServer, language) ? fromServer : (codeText(error, language) ?? fallback);
  const e = asObject(error);
  const fromResponse = e?.response?.data?.error?.message;
  if (typeof fromResponse === 'string' && fromResponse) return readable(fromResponse, language) ? fromResponse : (codeText(error, language) ?? fallback);
  const fromErrorObject = asObject(e?.error)?.message;
  if (readable(fromErrorObject, language)) return fromErrorObject;
  if (error instanceof TypeError) return NETWORK_ERROR; // fetch() itself failed
  // The gateway or a proxy in front of it answered 502/503/504 without a GraphQL body: unreachable.
  if ((e?.name === 'ServerError' || e?.name === 'GraphQLRequestError') && typeof e.statusCode === 'number' && e.statusCode >= 500) return NETWORK_ERROR;
  if (readable(e?.message, language)) return e.message as string;
  return fallback;
}

/** A text as a whole sentence: a capital first letter and a full stop ('уже существует' → 'Уже существует.'). */
export function sentence(text: string): string {
  const trimmed = text.trim();
  if (!trimmed) return trimmed;
  const capital = trimmed[0]!.toLocaleUpperCase() + trimmed.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

interface FieldProblem {
  field: string;
  message: string;
}

/** Each field of a `BAD_USER_INPUT` answer with its first problem, in the user's language. */
function fieldProblems(error: unknown, language: Language): FieldProblem[] {
  const t = messagesOf(errorMessages, language);
  const problems = new Map<string, string>();
  for (const e of serverErrors(error)) {
    if (e.extensions?.code !== ErrorCode.BadUserInput) continue;
    const given = asStringLists(e.extensions?.fields);
    const codes = asStringLists(e.extensions?.fieldCodes);
    for (const name of new Set([...Object.keys(given), ...Object.keys(codes)])) {
      if (problems.has(name)) continue;
      const own = given[name]?.find((m) => readable(m, language));
      const code = codes[name]?.[0];
      // The field's own sentence first, then the API's words, then the code's (issue 39: never a bare 'уже существует').
      const specific = code === undefined ? undefined : t.fieldMessages[`${name}.${code}`];
      problems.set(name, sentence(specific ?? own ?? (code !== undefined ? (t.fieldCodes[code] ?? t.fieldOther) : t.fieldOther)));
    }
  }
  return [...problems].map(([field, message]) => ({ field, message }));
}

const asStringLists = (value: unknown): Record<string, string[]> => {
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(value as Record<string, unknown>)) {
    const strings = (Array.isArray(list) ? list : [list]).filter((m): m is string => typeof m === 'string' && m !== '');
    if (strings.length) out[name] = strings;
  }
  return out;
};

/**
 * 'Телефон: Пользователь с таким телефоном уже существует' — the fields of a validation error by
 * their names on screen, one after another; a field without a known name makes it the code's text
 * ('Проверьте введённые данные.'). Undefined when the error is not a validation error with fields.
 */
function validationSentence(error: unknown, language: Language, own?: FieldLabels): string | undefined {
  const problems = fieldProblems(error, language);
  if (problems.length === 0) return undefined;
  const t = messagesOf(errorMessages, language);
  const labels: Record<string, string | undefined> = { ...t.fieldLabels, ...own };
  if (problems.some((p) => !labels[p.field])) return t.codes.BAD_USER_INPUT;
  return problems.map((p) => t.fieldLine(labels[p.field]!, p.message)).join(' ');
}

/**
 * A form's own names of its fields, where the shared one would be wrong: a saved view's or a
 * token's `name` is 'Название', not a person's 'Имя' (issue 26).
 */
export type FieldLabels = Readonly<Record<string, string>>;

/**
 * Per-field messages of a `BAD_USER_INPUT` answer (the gateway's `extensions.fields` and
 * `extensions.fieldCodes`, from the API's 422 `details`), in the user's language: the API's own
 * message where it is readable (Russian in Russian), else the text of LoopBack's code —
 * `{ phone: 'такое значение уже есть' }`, the first problem of each field.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  return Object.fromEntries(fieldProblems(error, getLanguage()).map((p) => [p.field, p.message]));
}

/**
 * True when every error of the answer is a `BAD_USER_INPUT` naming fields (and there is one): a form
 * that shows those fields' messages (`fieldErrors`) has said all of it.
 */
export function onlyFieldErrors(error: unknown): boolean {
  const errors = serverErrors(error);
  return errors.length > 0 && errors.every((e) => e.extensions?.code === ErrorCode.BadUserInput && (e.extensions.fields || e.extensions.fieldCodes));
}

/**
 * The GraphQL errors of a partial answer (`errorPolicy: 'all'`) at `path` or below it: `['ticket',
 * 'transactions']` finds the error of that field of that query (issue 24: one panel degrades, not the screen).
 */
export function errorsAt(error: unknown, path: readonly (string | number)[]): GraphQLFormattedError[] {
  return serverErrors(error).filter((e) => Array.isArray(e.path) && path.every((key, i) => e.path![i] === key));
}

/**
 * The error of a partial answer without its GraphQL errors at `path` or below (those are a panel's
 * own, see `errorsAt`): the screen's part, undefined when nothing else failed. An error that is no
 * GraphQL answer (the network's) is the screen's as it is.
 */
export function withoutErrorsAt(error: unknown, path: readonly (string | number)[]): unknown {
  const all = serverErrors(error);
  if (all.length === 0) return error;
  const at = errorsAt(error, path);
  if (at.length === 0) return error;
  const rest = all.filter((e) => !at.includes(e));
  return rest.length === 0 ? undefined : { name: 'CombinedGraphQLErrors', message: rest.map((e) => e.message).join('\n'), errors: rest };
}

/** True when the error is the API's lack of a route (`UPSTREAM_UNSUPPORTED`), at `path` when given. */
export function isUnsupported(error: unknown, path?: readonly (string | number)[]): boolean {
  const errors = path ? errorsAt(error, path) : serverErrors(error);
  return errors.some((e) => e.extensions?.code === ErrorCode.UpstreamUnsupported);
}

/**
 * Whether a partial answer failed only where the API lacks a route: every GraphQL error is
 * `UPSTREAM_UNSUPPORTED` (each such panel says so), none is a failure of the screen itself.
 */
export function onlyUnsupported(error: unknown): boolean {
  const errors = serverErrors(error);
  return errors.length > 0 && errors.every((e) => e.extensions?.code === ErrorCode.UpstreamUnsupported);
}
