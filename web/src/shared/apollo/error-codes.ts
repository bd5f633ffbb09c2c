// Reading what an error is (spec §8): its codes, its status, whether its text is written for the user.
// Components branch on `extensions.code`, never on message text. Apollo's error classes are
// recognised by shape, so this module does not load Apollo Client. It has no texts: the app's entry
// and the sign-in route read codes with it without loading the error texts of every language
// (`errors.ts`, which says an error in words, re-exports all of this).
import type { GraphQLFormattedError } from 'graphql';
import { getLanguage, type Language } from '../i18n/language';

/** The codes the gateway puts in `extensions.code` that the web reacts to. */
export const ErrorCode = {
  LoginFailed: 'LOGIN_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  BadUserInput: 'BAD_USER_INPUT',
  UpstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  UpstreamTimeout: 'UPSTREAM_TIMEOUT',
  UpstreamUnsupported: 'UPSTREAM_UNSUPPORTED',
  /** A save on a version of the record changed since (issue 39): the page reads it again. */
  StaleRecord: 'STALE_RECORD',
} as const;

export interface ErrorLike {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  errors?: unknown;
  bodyText?: unknown;
  statusCode?: unknown;
  /** A LoopBack-style answer: `{response: {data: {error: {message, code, statusCode}}}}`. */
  response?: { data?: { error?: { message?: unknown; code?: unknown; statusCode?: unknown } } };
  /** An error object carried inside the error (`{error: {message}}`). */
  error?: { message?: unknown };
}

export const asObject = (value: unknown): ErrorLike | null => (typeof value === 'object' && value !== null ? (value as ErrorLike) : null);
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** GraphQL errors of an Apollo `CombinedGraphQLErrors`, our `GraphQLRequestError`, or a GraphQL body of a non-2xx answer. */
export function serverErrors(error: unknown): readonly GraphQLFormattedError[] {
  const e = asObject(error);
  if (!e) return [];
  if (Array.isArray(e.errors)) return e.errors as GraphQLFormattedError[];
  if (e.name === 'ServerError' && typeof e.bodyText === 'string') {
    try {
      const body = JSON.parse(e.bodyText) as { errors?: unknown };
      if (Array.isArray(body.errors)) return body.errors as GraphQLFormattedError[];
    } catch {
      // not JSON: no server errors to read
    }
  }
  return [];
}

/** The server's error code (`extensions.code`, or a LoopBack body's `code`), else the error's own `code`. */
export function errorCode(error: unknown): string | undefined {
  for (const e of serverErrors(error)) {
    const code = e.extensions?.code;
    if (typeof code === 'string') return code;
  }
  const e = asObject(error);
  return text(e?.response?.data?.error?.code) ?? text(e?.code);
}

/** Every code the error carries: the gateway's `extensions.code`, the API's `extensions.upstreamCode`, the error's own. */
export function errorCodes(error: unknown): string[] {
  const codes: string[] = [];
  for (const e of serverErrors(error)) {
    for (const key of ['code', 'upstreamCode']) {
      const code = e.extensions?.[key];
      if (typeof code === 'string') codes.push(code);
    }
  }
  const own = errorCode(error);
  if (own && !codes.includes(own)) codes.push(own);
  return codes;
}

/** The server's status code (`extensions.statusCode` or a LoopBack body's `statusCode`). */
export function errorStatusCode(error: unknown): number | undefined {
  for (const e of serverErrors(error)) {
    const status = e.extensions?.statusCode;
    if (typeof status === 'number') return status;
  }
  const status = asObject(error)?.response?.data?.error?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** True when any GraphQL error of `error` has the code. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return serverErrors(error).some((e) => e.extensions?.code === code);
}

/**
 * A failure the web itself words, already in the user's language ('Некому отправить команду', 'Что-то
 * пошло не так'): its message is shown as it is, whatever the language (issue 26: a plain `Error` with
 * such a text read as 'Неизвестная ошибка' outside Russian).
 */
export class ShownError extends Error {
  override readonly name = 'ShownError';
}

/** Russian text has Cyrillic letters; a framework's text (LoopBack's, the browser's) has none. */
const CYRILLIC = /[А-Яа-яЁё]/;

/**
 * Whether a text from the server or an error object can be shown as it is in the current language:
 * the API and the gateway write for people in Russian, so in Russian a text with Cyrillic letters is
 * theirs; any other text is a framework's ('Authorization Required', 'The `User` instance is not
 * valid…') and in another language every such text is Russian or a framework's. Those texts give way
 * to the text of the error's code in the user's language.
 */
export function readable(value: unknown, language: Language): value is string {
  return typeof value === 'string' && value !== '' && language === 'ru' && CYRILLIC.test(value);
}

/**
 * A text the server wrote for a person (a success answer such as `renewPassword`'s), when it can be
 * shown in the current language (see `readable`); else undefined, and the screen says its own.
 */
export function serverText(value: unknown): string | undefined {
  return readable(value, getLanguage()) ? value : undefined;
}
