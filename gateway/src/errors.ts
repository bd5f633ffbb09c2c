// The one place that turns failures into GraphQL errors with a stable `extensions.code`.
// Clients branch on the code, never on the text.
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Logger } from './shared/logger';

export const ErrorCode = {
  LOGIN_FAILED: 'LOGIN_FAILED',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  /** The API's rate limit (sign-in attempts, password renewals): try again later. */
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  /** A WebSocket holds as many subscriptions as it may (`MAX_SUBSCRIPTIONS_PER_SOCKET`). */
  TOO_MANY_SUBSCRIPTIONS: 'TOO_MANY_SUBSCRIPTIONS',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  UPSTREAM_TIMEOUT: 'UPSTREAM_TIMEOUT',
  UPSTREAM_ERROR: 'UPSTREAM_ERROR',
  /** The API has no such route (e.g. an API without the statistics extension). */
  UPSTREAM_UNSUPPORTED: 'UPSTREAM_UNSUPPORTED',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The LoopBack error body (`{error: {statusCode, name, message, code, details}}`). */
export interface RestErrorBody {
  statusCode?: number;
  name?: string;
  message?: string;
  code?: string;
  details?: unknown;
}

export function gatewayError(code: ErrorCode, message: string, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(message, { extensions: { code, ...extra } });
}

/**
 * Maps an API error response to a GraphQL error; the API's message is kept, except for a route the
 * API does not have: `UPSTREAM_UNSUPPORTED` says so in Russian, naming the `request` (method and
 * path, no query) when given, never with LoopBack's English text (nor its URL-encoded filter).
 */
export function fromRestError(status: number, body: RestErrorBody | undefined, request?: { method: string; path: string }): GraphQLError {
  const message = body?.message || `REST API answered ${status}`;
  const extra: Record<string, unknown> = { statusCode: status };
  if (body?.code) extra.upstreamCode = body.code;
  if (body?.code === 'LOGIN_FAILED' || body?.code === 'LOGIN_FAILED_EMAIL_NOT_VERIFIED') {
    return gatewayError(ErrorCode.LOGIN_FAILED, message, extra);
  }
  if (status === 401) return gatewayError(ErrorCode.UNAUTHENTICATED, message, extra);
  if (status === 403) return gatewayError(ErrorCode.FORBIDDEN, message, extra);
  // strong-remoting's 404 for a route the API does not have (loopback-contract §4.2), not a row.
  if (status === 404 && /^There is no method to handle |has no method handling /.test(message)) {
    const route = request ? `${request.method} ${request.path.split('?')[0]}` : undefined;
    return gatewayError(
      ErrorCode.UPSTREAM_UNSUPPORTED,
      route ? `Этот API не поддерживает запрос ${route}` : 'Этот API не поддерживает такой запрос',
      route ? { ...extra, route } : extra,
    );
  }
  if (status === 404) return gatewayError(ErrorCode.NOT_FOUND, message, extra);
  if (status === 400 || status === 422) {
    const details = body?.details as { messages?: Record<string, string[]> } | undefined;
    if (details?.messages) extra.fields = details.messages;
    return gatewayError(ErrorCode.BAD_USER_INPUT, message, extra);
  }
  if (status === 429) return gatewayError(ErrorCode.TOO_MANY_REQUESTS, message, extra);
  if (status === 502 || status === 503) return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, message, extra);
  if (status === 504) return gatewayError(ErrorCode.UPSTREAM_TIMEOUT, message, extra);
  return gatewayError(ErrorCode.UPSTREAM_ERROR, message, extra);
}

const KNOWN = new Set<string>(Object.values(ErrorCode));
// Apollo's own request-level codes (parse and validation errors, persisted queries) pass through.
const APOLLO_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'OPERATION_RESOLUTION_FAILURE',
]);

/** Whether an error was raised on purpose with one of our codes (or Apollo's request-level ones). */
export function isExpected(code: unknown): boolean {
  return typeof code === 'string' && code !== ErrorCode.INTERNAL_SERVER_ERROR && (KNOWN.has(code) || APOLLO_CODES.has(code));
}

/**
 * Apollo's formatError: errors we raised on purpose go out as they are; anything else (a bug, an
 * unexpected exception) is masked. The log line with the request id comes from `errorLogPlugin`.
 */
export function formatError(formatted: GraphQLFormattedError): GraphQLFormattedError {
  if (isExpected(formatted.extensions?.code)) {
    const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return {
    message: 'Внутренняя ошибка сервера',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
  };
}

/** Logs every unexpected error of an operation with its request id (what the client got is masked). */
export function errorLogPlugin(logger: Logger): ApolloServerPlugin<{ requestId: string }> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue, operationName }) {
          for (const error of errors) {
            if (isExpected(error.extensions?.code)) continue;
            const original = unwrapResolverError(error);
            logger.error('unexpected error', {
              requestId: contextValue.requestId,
              operation: operationName ?? null,
              path: error.path,
              error: original instanceof Error ? { message: original.message, stack: original.stack } : String(original),
            });
          }
        },
      };
    },
  };
}
