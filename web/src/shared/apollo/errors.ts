// Reading errors of the gateway. Components branch on `extensions.code`, never on message text.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';

/** The codes the gateway puts in `extensions.code` that the web reacts to. */
export const ErrorCode = {
  LoginFailed: 'LOGIN_FAILED',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  BadUserInput: 'BAD_USER_INPUT',
  UpstreamUnavailable: 'UPSTREAM_UNAVAILABLE',
} as const;

export const UNKNOWN_ERROR = 'Неизвестная ошибка';
/** Shown when the gateway cannot be reached at all (the browser's own text is English). */
export const NETWORK_ERROR = 'Нет связи с сервером.';

function serverErrors(error: unknown): readonly GraphQLFormattedError[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors;
  if (ServerError.is(error)) {
    // A non-2xx answer may still carry a GraphQL body (e.g. a 400 for invalid variables).
    try {
      const body = JSON.parse(error.bodyText) as { errors?: unknown };
      if (Array.isArray(body.errors)) return body.errors as GraphQLFormattedError[];
    } catch {
      // not JSON: no server errors to read
    }
  }
  return [];
}

/** `extensions.code` of the first GraphQL error, if the error has one. */
export function errorCode(error: unknown): string | undefined {
  for (const e of serverErrors(error)) {
    const code = e.extensions?.code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** True when any GraphQL error of `error` has the code. */
export function hasErrorCode(error: unknown, code: string): boolean {
  return serverErrors(error).some((e) => e.extensions?.code === code);
}

/**
 * The text to show for an error (spec §8): the server's message, then the error's own message,
 * then `fallback`. A failed request that never reached the gateway gets a Russian text instead of
 * the browser's English one.
 */
export function errorMessage(error: unknown, fallback: string = UNKNOWN_ERROR): string {
  const fromServer = serverErrors(error).find((e) => e.message)?.message;
  if (fromServer) return fromServer;
  if (error instanceof TypeError) return NETWORK_ERROR; // fetch() itself failed
  if (ServerError.is(error)) return fallback;
  if (error instanceof Error && error.message && !CombinedGraphQLErrors.is(error)) return error.message;
  return fallback;
}
