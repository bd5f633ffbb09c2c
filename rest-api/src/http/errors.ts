// Every error leaves as LoopBack's body (loopback-contract §4): 4xx with name, message and maybe
// code/details; 5xx as `{"statusCode":500,"message":"Internal Server Error"}`, the real error logged.
import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { badRequest, clientErrorBody, HttpError, INTERNAL_ERROR_BODY, ValidationErrors, type LoopbackErrorBody } from '../errors';
import { redactUrl } from './log-redaction';
import { MESSAGES } from '../models/field-messages';
import type { Rule } from '../models/schema';

/** Database errors that only client input can cause (a pattern PostgreSQL rejects). */
const CLIENT_DATABASE_ERRORS: Record<string, string> = {
  '2201B': 'Invalid regular expression',
  '22025': 'Invalid LIKE pattern',
  // Backstops of the input checks below (issue 16): a NUL byte, a number beyond its column.
  '22021': 'Invalid character',
  '22P05': 'Invalid character',
  '22003': 'Number out of range',
};

/**
 * The database cannot be reached (a restart, a lost session, a full pool): the request may be tried
 * again, so 503 rather than 500 (the gateway maps it to UPSTREAM_UNAVAILABLE). Found by
 * `npm run test:chaos`: every request during a PostgreSQL restart answered 500.
 */
const UNAVAILABLE_ERRNO = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN']);
const UNAVAILABLE_MESSAGE = /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof e.code === 'string') {
    // SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, starting up), 53300 (too many connections).
    if (/^08/.test(e.code) || /^57P0[123]$/.test(e.code) || e.code === '53300' || UNAVAILABLE_ERRNO.has(e.code)) return true;
  }
  return typeof e.message === 'string' && UNAVAILABLE_MESSAGE.test(e.message);
}

export const NUL_MESSAGE = 'Strings must not contain the NUL character (\\u0000)';

function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  for (const [key, child] of Object.entries(value)) {
    if (key.includes('\u0000') || hasNul(child, depth + 1)) return true;
  }
  return false;
}

/**
 * PostgreSQL text cannot hold NUL: a query string or JSON body carrying one is refused with 400
 * before it reaches a query, rather than failing there as a 500 (issue 16, finding 7).
 */
export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (/%00/i.test(request.url) || request.url.includes('\u0000')) throw badRequest(NUL_MESSAGE, { code: 'NUL_CHARACTER' });
  });
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.body)) throw badRequest(NUL_MESSAGE, { code: 'NUL_CHARACTER' });
    // No body at all reads as `{}`, as the routes always read it: a body schema (openapi/schemas.ts)
    // then never answers a request without a body (and without a token: that is the route's 401).
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
}

const TYPE_WORDS: Record<string, string> = {
  string: 'строкой',
  integer: 'целым числом',
  number: 'числом',
  boolean: 'true или false',
  object: 'объектом',
  array: 'списком',
};

/** `/a/b` or `a.b` (ajv's instancePath) as `a.b`, the property a `required` or `additionalProperties` names last. */
function pathOf(error: FastifySchemaValidationError): string {
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const { missingProperty, additionalProperty } = error.params as { missingProperty?: string; additionalProperty?: string };
  return [path, missingProperty ?? additionalProperty].filter(Boolean).join('.');
}

type Annotated = { 'x-errors'?: Record<string, Rule> };

/** LoopBack's code and the Russian message of a failed keyword, unless the schema (a missing property's own) names its own (models/schema.ts). */
function ruleOf(error: FastifySchemaValidationError & { parentSchema?: Annotated & { properties?: Record<string, Annotated> } }): Rule {
  const missing = (error.params as { missingProperty?: string }).missingProperty;
  const own = (missing ? error.parentSchema?.properties?.[missing] : error.parentSchema)?.['x-errors']?.[error.keyword];
  if (own) return own;
  const params = error.params as { type?: unknown; limit?: unknown; allowedValues?: unknown[] };
  switch (error.keyword) {
    case 'required':
      return ['presence', MESSAGES.presence];
    case 'additionalProperties':
      return ['unknown-property', MESSAGES.unknown];
    case 'type': {
      const type = String(params.type ?? '').split(',')[0]!;
      return ['type', `Значение должно быть ${TYPE_WORDS[type] ?? type}.`];
    }
    case 'enum':
      return ['inclusion', `Значение должно быть одним из: ${(params.allowedValues ?? []).join(', ')}.`];
    case 'maxLength':
      return ['length.max', `Значение должно быть не длиннее ${String(params.limit)} символов.`];
    case 'minimum':
    case 'maximum':
      return ['numericality', `Значение должно быть ${error.keyword === 'minimum' ? 'не меньше' : 'не больше'} ${String(params.limit)}.`];
    default:
      return ['format', 'Значение имеет неверный формат.'];
  }
}

/**
 * A request that fails its route's schema (fastify validates params, querystring and body; see
 * models/schema.ts, openapi/schemas.ts) answers as LoopBack would, never fastify's own body: a body
 * as a 422 ValidationError with `details.codes` and Russian `details.messages`, one per property (its
 * first failure), a query or path parameter as a 400 `Error`: a filter or where that is not an object
 * with strong-remoting's `Value is not an object.`, any other parameter `The <name> parameter must be a <type>`.
 */
export function schemaError(errors: FastifySchemaValidationError[], dataVar: string, modelName = 'Body'): HttpError {
  const first = errors[0]!;
  if (dataVar === 'body') {
    const validation = new ValidationErrors();
    for (const error of errors) {
      const path = pathOf(error).split('.');
      const property = path[0] || 'body';
      if (validation.codes[property]) continue;
      const [code, message] = ruleOf(error);
      validation.add(property, code, message, path.length === 1 && error.keyword !== 'required' ? (error as { data?: unknown }).data : undefined);
    }
    return validation.toError(modelName);
  }
  const name = pathOf(first).split('.')[0] || dataVar;
  if ((name === 'filter' || name === 'where') && dataVar === 'querystring') return badRequest('Value is not an object.');
  const type = first.keyword === 'type' ? String((first.params as { type?: unknown }).type ?? '') : '';
  if (type) return badRequest(`The ${name} parameter must be ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`);
  return badRequest(`The ${name} parameter ${first.message ?? 'is not valid'}`);
}

export interface ErrorReply {
  statusCode: number;
  body: LoopbackErrorBody;
  /** Unexpected: log it. */
  internal: boolean;
}

export function toErrorReply(error: unknown): ErrorReply {
  if (error instanceof HttpError && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      statusCode: error.statusCode,
      // fastify marks a schema failure FST_ERR_VALIDATION: not LoopBack's, left out.
      body: clientErrorBody(error.statusCode, error.errorName, error.message, error.code === 'FST_ERR_VALIDATION' ? undefined : error.code, error.details),
      internal: false,
    };
  }
  const e = (error ?? {}) as Partial<FastifyError> & { code?: unknown };
  if (!(error instanceof HttpError)) {
    if (isDatabaseUnavailable(error)) {
      return { statusCode: 503, body: clientErrorBody(503, 'Error', 'Service Unavailable', 'DATABASE_UNAVAILABLE'), internal: true };
    }
    const databaseError = typeof e.code === 'string' ? CLIENT_DATABASE_ERRORS[e.code] : undefined;
    if (databaseError) {
      return { statusCode: 400, body: clientErrorBody(400, 'Error', `${databaseError}: ${e.message ?? ''}`), internal: false };
    }
    // Fastify's own client errors: malformed JSON body, unsupported media type, body too large.
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      return { statusCode: e.statusCode, body: clientErrorBody(e.statusCode, 'Error', e.message ?? 'Bad Request'), internal: false };
    }
  }
  return { statusCode: 500, body: INTERNAL_ERROR_BODY, internal: true };
}

export function registerErrorHandling(app: FastifyInstance, sharedClasses: Map<string, string>): void {
  app.setSchemaErrorFormatter((errors, dataVar) => schemaError(errors, dataVar));
  // A body's 422 names the route's model (its OpenAPI tag) as its context, as the model validation does.
  app.addHook('onRoute', (route) => {
    const modelName = route.config?.openapi?.tags?.[0];
    if (modelName && !route.schemaErrorFormatter) route.schemaErrorFormatter = (errors, dataVar) => schemaError(errors, dataVar, modelName);
  });
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body, internal } = toErrorReply(error);
    if (internal) request.log.error({ err: error }, 'request failed');
    return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const [path = ''] = request.url.split('?');
    // The message names the URL; a token in it is not echoed (the gateway may log the message).
    const url = redactUrl(request.url);
    const prefix = [...sharedClasses.keys()].find((p) => path === p || path.startsWith(`${p}/`));
    const message = prefix
      ? `Shared class "${sharedClasses.get(prefix)}" has no method handling ${request.method} ${url.substring(prefix.length) || '/'}`
      : `There is no method to handle ${request.method} ${url}`;
    return reply
      .code(404)
      .type('application/json; charset=utf-8')
      .send(clientErrorBody(404, 'Error', message));
  });
}
