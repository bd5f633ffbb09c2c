// Reading errors of the gateway (spec §8). Components branch on `extensions.code`, never on message
// text. Apollo's error classes are recognised by shape, so this module does not load Apollo Client
// and the sign-in route can use it.
import type { GraphQLFormattedError } from 'graphql';
import { messages } from '../i18n/i18n';

/** The codes the gateway puts in `extensions.code` that the web reacts to. */
export const ErrorCode = {
  LoginFailed: 'LOGIN_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  BadUserInput: 'BAD_USER_INPUT',
  UpstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
  UpstreamTimeout: 'UPSTREAM_TIMEOUT',
} as const;

export const UNKNOWN_ERROR = 'Неизвестная ошибка';
/** Shown when the gateway cannot be reached at all (the browser's own text is English). */
export const NETWORK_ERROR = 'Нет связи с сервером.';

interface ErrorLike {
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

const asObject = (value: unknown): ErrorLike | null =>
  typeof value === 'object' && value !== null ? (value as ErrorLike) : null;
const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** GraphQL errors of an Apollo `CombinedGraphQLErrors`, our `GraphQLRequestError`, or a GraphQL body of a non-2xx answer. */
function serverErrors(error: unknown): readonly GraphQLFormattedError[] {
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
 * The text to show for an error, in the order of spec §8: the server response's error message, then
 * the error object's message, then the error's own message, then `fallback` ('Неизвестная ошибка').
 * A request that never reached the gateway (fetch's TypeError) gets a Russian text instead of the
 * browser's English one; an HTTP failure without a body gets the fallback, not `HTTP 502`.
 */
export function errorMessage(error: unknown, fallback: string = messages().common.unknownError): string {
  const NETWORK_ERROR = messages().common.networkError;
  // The gateway is there but the API behind it is not (or too slow): the same for the user as no
  // connection at all, and the gateway's own text is for operators.
  const code = errorCode(error);
  if (code === ErrorCode.UpstreamUnavailable || code === ErrorCode.UpstreamTimeout) return NETWORK_ERROR;
  const fromServer = serverErrors(error).find((e) => e.message)?.message;
  if (fromServer) return fromServer;
  const e = asObject(error);
  const fromResponse = text(e?.response?.data?.error?.message);
  if (fromResponse) return fromResponse;
  const fromErrorObject = text(asObject(e?.error)?.message);
  if (fromErrorObject) return fromErrorObject;
  if (error instanceof TypeError) return NETWORK_ERROR; // fetch() itself failed
  // The gateway or a proxy in front of it answered 502/503/504 without a GraphQL body: unreachable.
  if ((e?.name === 'ServerError' || e?.name === 'GraphQLRequestError') && typeof e.statusCode === 'number' && e.statusCode >= 500)
    return NETWORK_ERROR;
  if (e?.name === 'ServerError' || e?.name === 'GraphQLRequestError') return fallback;
  if (e?.name === 'CombinedGraphQLErrors') return fallback;
  return text(e?.message) ?? fallback;
}

/**
 * Per-field messages of a `BAD_USER_INPUT` answer (the gateway's `extensions.fields`, from the API's
 * 422 `details.messages`): `{ phone: 'Телефон уже занят' }`, the first message of each field.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const e of serverErrors(error)) {
    if (e.extensions?.code !== ErrorCode.BadUserInput) continue;
    const given = e.extensions?.fields;
    if (typeof given !== 'object' || given === null) continue;
    for (const [name, messages] of Object.entries(given as Record<string, unknown>)) {
      const first = Array.isArray(messages) ? messages.find((m) => typeof m === 'string' && m) : typeof messages === 'string' ? messages : undefined;
      if (typeof first === 'string' && !(name in fields)) fields[name] = first;
    }
  }
  return fields;
}
