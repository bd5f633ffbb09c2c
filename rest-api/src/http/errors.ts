// Every error leaves as LoopBack's body (loopback-contract §4): 4xx with name, message and maybe
// code/details; 5xx as `{"statusCode":500,"message":"Internal Server Error"}`, the real error logged.
import type { FastifyError, FastifyInstance } from 'fastify';
import { clientErrorBody, HttpError, INTERNAL_ERROR_BODY, type LoopbackErrorBody } from '../errors';

/** Database errors that only client input can cause (a pattern PostgreSQL rejects). */
const CLIENT_DATABASE_ERRORS: Record<string, string> = {
  '2201B': 'Invalid regular expression',
  '22025': 'Invalid LIKE pattern',
};

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
      body: clientErrorBody(error.statusCode, error.errorName, error.message, error.code, error.details),
      internal: false,
    };
  }
  const e = (error ?? {}) as Partial<FastifyError> & { code?: unknown };
  if (!(error instanceof HttpError)) {
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
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body, internal } = toErrorReply(error);
    if (internal) request.log.error({ err: error }, 'request failed');
    return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const [path = ''] = request.url.split('?');
    const prefix = [...sharedClasses.keys()].find((p) => path === p || path.startsWith(`${p}/`));
    const message = prefix
      ? `Shared class "${sharedClasses.get(prefix)}" has no method handling ${request.method} ${request.url.substring(prefix.length) || '/'}`
      : `There is no method to handle ${request.method} ${request.url}`;
    return reply.code(404).type('application/json; charset=utf-8').send(clientErrorBody(404, 'Error', message));
  });
}
