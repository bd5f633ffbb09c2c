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
  /** A save made on a version of the record that someone has changed since (issue 39): read it again. */
  STALE_RECORD: 'STALE_RECORD',
  /** A browser session sent a document that is not one of the web's (security/trusted-documents.ts). */
  OPERATION_NOT_TRUSTED: 'OPERATION_NOT_TRUSTED',
  /** A browser session sent an id this gateway does not list: a page of an older build, to reload. */
  APP_OUTDATED: 'APP_OUTDATED',
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

/** Our API speaks Russian; a text without a Cyrillic letter is a framework's (stock LoopBack's English). */
const RUSSIAN = /[А-Яа-яЁё]/;
const russianOr = (message: string | undefined, fallback: string): string => (message && RUSSIAN.test(message) ? message : fallback);

/** The gateway's own Russian sentence for an API answer whose text is not for a person (by status and code, never by wording). */
export const REST_ERROR_TEXTS = {
  loginFailed: 'Вы ввели неверные данные.',
  sessionExpired: 'Сеанс истёк. Войдите снова.',
  signInRequired: 'Требуется вход в систему.',
  forbidden: 'Недостаточно прав для этого действия.',
  notFound: 'Запись не найдена.',
  badInput: 'Проверьте введённые данные.',
  tooManyRequests: 'Слишком много запросов. Повторите попытку позже.',
  unavailable: 'Сервер недоступен. Повторите попытку позже.',
  failed: 'Неизвестная ошибка',
  stale: 'Запись изменилась, пока вы её редактировали: сохранение отменено. Проверьте новые значения и сохраните снова.',
} as const;

/**
 * Maps an API error response to a GraphQL error with a clean sentence: the API's message when it is
 * written for a person (Russian), else the gateway's by status and code — never LoopBack's framework
 * text ('Authorization Required', 'The `User` instance is not valid. Details: …'). A 422
 * ValidationError carries its per-field `details` as `extensions.fields` (messages) and
 * `extensions.fieldCodes` (LoopBack's codes: presence, uniqueness, format, …), which clients turn
 * into field messages in their language; its message is 'Проверьте введённые данные.'. A route the API does not have: `UPSTREAM_UNSUPPORTED` names the
 * `request` (method and path, no query) when given.
 */
export function fromRestError(status: number, body: RestErrorBody | undefined, request?: { method: string; path: string }): GraphQLError {
  const error = restError(status, body, request);
  // The API's own text stays readable by the gateway (probes tell routes apart by it), never sent.
  Object.defineProperty(error, 'upstreamMessage', { value: body?.message ?? '', enumerable: false });
  return error;
}

/** The API's own message of an error from `fromRestError` (its English for stock LoopBack), else the error's message. */
export function upstreamMessage(error: unknown): string {
  const e = error as { upstreamMessage?: unknown; message?: unknown } | null;
  if (typeof e?.upstreamMessage === 'string') return e.upstreamMessage;
  return typeof e?.message === 'string' ? e.message : '';
}

function restError(status: number, body: RestErrorBody | undefined, request?: { method: string; path: string }): GraphQLError {
  const given = body?.message || undefined;
  const extra: Record<string, unknown> = { statusCode: status };
  if (body?.code) extra.upstreamCode = body.code;
  const T = REST_ERROR_TEXTS;
  if (body?.code === 'LOGIN_FAILED' || body?.code === 'LOGIN_FAILED_EMAIL_NOT_VERIFIED') {
    return gatewayError(ErrorCode.LOGIN_FAILED, russianOr(given, T.loginFailed), extra);
  }
  if (status === 401) {
    return gatewayError(ErrorCode.UNAUTHENTICATED, russianOr(given, body?.code === 'INVALID_TOKEN' ? T.sessionExpired : T.signInRequired), extra);
  }
  if (status === 403) return gatewayError(ErrorCode.FORBIDDEN, russianOr(given, T.forbidden), extra);
  // strong-remoting's 404 for a route the API does not have (loopback-contract §4.2), not a row.
  if (status === 404 && given && /^There is no method to handle |has no method handling /.test(given)) {
    const route = request ? `${request.method} ${request.path.split('?')[0]}` : undefined;
    return gatewayError(
      ErrorCode.UPSTREAM_UNSUPPORTED,
      route ? `Этот API не поддерживает запрос ${route}` : 'Этот API не поддерживает такой запрос',
      route ? { ...extra, route } : extra,
    );
  }
  if (status === 404) return gatewayError(ErrorCode.NOT_FOUND, russianOr(given, T.notFound), extra);
  if (status === 400 || status === 422) {
    const details = body?.details as { messages?: Record<string, unknown>; codes?: Record<string, unknown> } | undefined;
    const fields = stringLists(details?.messages);
    const fieldCodes = stringLists(details?.codes);
    if (fields) extra.fields = fields;
    if (fieldCodes) extra.fieldCodes = fieldCodes;
    // The field messages are the API's sentences per field; the whole answer says 'Проверьте введённые данные.'.
    if (fields || fieldCodes) return gatewayError(ErrorCode.BAD_USER_INPUT, T.badInput, extra);
    return gatewayError(ErrorCode.BAD_USER_INPUT, russianOr(given, T.badInput), extra);
  }
  if (status === 409 && body?.code === 'STALE_RECORD') return gatewayError(ErrorCode.STALE_RECORD, russianOr(given, T.stale), extra);
  if (status === 429) return gatewayError(ErrorCode.TOO_MANY_REQUESTS, russianOr(given, T.tooManyRequests), extra);
  if (status === 502 || status === 503) return gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, russianOr(given, T.unavailable), extra);
  if (status === 504) return gatewayError(ErrorCode.UPSTREAM_TIMEOUT, russianOr(given, T.unavailable), extra);
  return gatewayError(ErrorCode.UPSTREAM_ERROR, russianOr(given, T.failed), extra);
}

/** `{field: [text, …]}` of a ValidationError's details, strings only; undefined when there is none. */
function stringLists(value: unknown): Record<string, string[]> | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(value as Record<string, unknown>)) {
    const strings = (Array.isArray(list) ? list : [list]).filter((v): v is string => typeof v === 'string' && v !== '');
    if (strings.length) out[key] = strings;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * The refusals of GraphQL over HTTP in Russian (issue 39, adr/0046): what Apollo Server and graphql-js
 * answer in English to a malformed request — a GET without a query, a method other than GET/POST,
 * CSRF prevention, a batch, a body that is not an operation, a mutation over GET, a parse error, an
 * operation it cannot pick. Matched by their fixed wording (they are framework texts, not ours); the
 * English detail of a parse or validation error stays after the Russian sentence, for the developer.
 */
export const GRAPHQL_REFUSAL_TEXTS: readonly (readonly [RegExp, (...groups: string[]) => string])[] = [
  [
    /^GraphQL operations must contain a non-empty `query` or a `persistedQuery` extension\.$/,
    () => 'В запросе нет операции: передайте непустой `query` (или расширение `persistedQuery`).',
  ],
  [/^No operations found in request\.$/, () => 'В запросе нет операции: передайте непустой `query`.'],
  [/^Apollo Server supports only GET\/POST requests\.$/, () => 'GraphQL принимает только запросы GET и POST.'],
  [
    /^This operation has been blocked as a potential Cross-Site Request Forgery/,
    () =>
      'Запрос отклонён как возможная подделка межсайтового запроса (CSRF): укажите заголовок Content-Type (не application/x-www-form-urlencoded, multipart/form-data или text/plain) или непустой заголовок Apollo-Require-Preflight.',
  ],
  [/^Operation batching disabled\.$/, () => 'Пакеты операций (массив в теле запроса) не принимаются: отправляйте по одной операции.'],
  [
    /^POST body missing, invalid Content-Type, or JSON object has no keys\.$/,
    () => 'Тело запроса POST пустое или не объект JSON: отправьте {"query": "…"} с заголовком Content-Type: application/json.',
  ],
  [/^GraphQL queries must be strings\./, () => 'Поле query должно быть строкой.'],
  [
    /^`(variables|extensions)` in a POST body (?:must be an object if provided|should be provided as an object, not a recursively JSON-encoded string)\.$/,
    (field) => `Поле ${field} должно быть объектом JSON.`,
  ],
  [/^`operationName` in a POST body must be a string if provided\.$/, () => 'Поле operationName должно быть строкой.'],
  [/^The (\w+) search parameter (?:contains invalid JSON|should contain a JSON-encoded object)\.$/, (field) => `Параметр ${field} в адресе должен быть объектом JSON.`],
  [/^The '(\w+)' search parameter may only be specified once\.$/, (field) => `Параметр ${field} в адресе можно указать только один раз.`],
  [/^GET requests may not have a content-type header other than application\/json\.$/, () => 'У запроса GET может быть только заголовок Content-Type: application/json.'],
  [/^GET requests only support query operations, not (\w+) operations$/, (kind) => `Запросом GET выполняются только чтения (query), не ${kind}: отправьте её запросом POST.`],
  [
    /^An 'accept' header was provided for this request which does not accept /,
    () => 'Заголовок Accept этого запроса не принимает ни application/json, ни application/graphql-response+json.',
  ],
  [/^Apollo [Ss]erver received an operation that uses incremental delivery/, () => 'Постепенная выдача ответа (@defer, @stream) не поддерживается.'],
  [/^Must provide operation name if query contains multiple operations\.$/, () => 'В запросе несколько операций: укажите operationName.'],
  [/^Unknown operation named "(.*)"\.$/, (name) => `Операции «${name}» в запросе нет.`],
  [/^Syntax Error: (.*)$/s, (detail) => `Синтаксическая ошибка в запросе: ${detail}`],
];

/** The Russian sentence of a GraphQL-over-HTTP refusal; a validation error of graphql-js keeps its detail after one. */
export function russianRefusal(message: string, code: unknown): string {
  if (RUSSIAN.test(message)) return message;
  for (const [pattern, say] of GRAPHQL_REFUSAL_TEXTS) {
    const m = pattern.exec(message);
    if (m) return say(...m.slice(1));
  }
  if (code === 'GRAPHQL_VALIDATION_FAILED') return `Запрос не соответствует схеме: ${message}`;
  return message;
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
    return { ...formatted, message: russianRefusal(formatted.message, extensions.code), extensions };
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

/**
 * A write's answer is the write (issue 37): once a mutation's field answers (the write was stored),
 * an error below it — a secondary field the API cannot serve (a ticket's transactions, a history, a
 * relation) — leaves that field null (its panel says so, as on a read) and is logged, not reported:
 * the client would take the error for a failed write. A mutation field that answers null (the write
 * itself failed, or a non-null field below it did) keeps its errors.
 */
export function writeAnswerPlugin(logger: Logger): ApolloServerPlugin<{ requestId: string }> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, operation, contextValue, operationName }) {
          if (operation?.operation !== 'mutation' || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          const data = result.data as Record<string, unknown> | null | undefined;
          if (!result.errors || !data) return;
          const secondary = (e: GraphQLFormattedError) => (e.path?.length ?? 0) > 1 && data[e.path![0] as string] != null;
          for (const error of result.errors.filter(secondary)) {
            logger.warn('write answered without a secondary field', {
              requestId: contextValue.requestId,
              operation: operationName ?? null,
              path: error.path,
              code: error.extensions?.code ?? null,
              error: error.message,
            });
          }
          const kept = result.errors.filter((e) => !secondary(e));
          result.errors = kept.length ? kept : undefined;
        },
      };
    },
  };
}
