import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { errorLogPlugin, formatError, fromRestError } from './errors';
import { createLogger } from './shared/logger';

describe('fromRestError', () => {
  it('maps LoopBack error bodies to stable codes and keeps the API message', () => {
    const login = fromRestError(401, { statusCode: 401, name: 'Error', message: 'login failed', code: 'LOGIN_FAILED' });
    expect(login.message).toBe('login failed');
    expect(login.extensions).toEqual({ code: 'LOGIN_FAILED', statusCode: 401, upstreamCode: 'LOGIN_FAILED' });
    expect(fromRestError(401, { message: 'Authorization Required', code: 'AUTHORIZATION_REQUIRED' }).extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(fromRestError(401, { message: 'Invalid Access Token', code: 'INVALID_TOKEN' }).extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(fromRestError(403, { message: 'Access Denied' }).extensions.code).toBe('FORBIDDEN');
    expect(fromRestError(404, { message: 'Unknown "Ticket" id "9".' }).extensions.code).toBe('NOT_FOUND');
    expect(fromRestError(500, { message: 'Internal Server Error' }).extensions.code).toBe('UPSTREAM_ERROR');
    const limited = fromRestError(429, { statusCode: 429, message: 'Слишком много попыток входа. Повторите попытку через 15 минут.', code: 'TOO_MANY_ATTEMPTS' });
    expect([limited.message, limited.extensions]).toEqual([
      'Слишком много попыток входа. Повторите попытку через 15 минут.',
      { code: 'TOO_MANY_REQUESTS', statusCode: 429, upstreamCode: 'TOO_MANY_ATTEMPTS' },
    ]);
  });

  it("maps LoopBack's 404 for a route it does not have to UPSTREAM_UNSUPPORTED, a missing row to NOT_FOUND", () => {
    expect(fromRestError(404, { message: 'There is no method to handle GET /ticket/userDetails/3' }).extensions.code).toBe(
      'UPSTREAM_UNSUPPORTED',
    );
    expect(fromRestError(404, { message: 'Shared class "Place" has no method handling DELETE /find/x' }).extensions.code).toBe(
      'UPSTREAM_UNSUPPORTED',
    );
    expect(fromRestError(404, { message: 'Unknown "Place" id "99".', code: 'MODEL_NOT_FOUND' }).extensions.code).toBe('NOT_FOUND');
  });

  it('says in Russian which request the API does not support, never with its English text or query', () => {
    const missing = fromRestError(
      404,
      { statusCode: 404, name: 'Error', message: 'Shared class "user" has no method handling GET /me/apiTokens' },
      { method: 'GET', path: '/users/me/apiTokens?filter=%7B%22order%22%3A%22id%20DESC%22%7D' },
    );
    expect([missing.message, missing.extensions]).toEqual([
      'Этот API не поддерживает запрос GET /users/me/apiTokens',
      { code: 'UPSTREAM_UNSUPPORTED', statusCode: 404, route: 'GET /users/me/apiTokens' },
    ]);
    expect(fromRestError(404, { message: 'There is no method to handle GET /nothing' }).message).toBe('Этот API не поддерживает такой запрос');
  });

  it('carries per-field messages of a validation error', () => {
    const error = fromRestError(422, {
      name: 'ValidationError',
      message: 'invalid',
      details: { codes: { phone: ['format'] }, messages: { phone: ['Неверный формат телефона'] } },
    });
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { phone: ['Неверный формат телефона'] } });
  });
});

describe('formatError', () => {
  it('passes known errors without stack traces and masks unexpected ones', () => {
    expect(formatError({ message: 'login failed', extensions: { code: 'LOGIN_FAILED', stacktrace: ['x'] } })).toEqual({
      message: 'login failed',
      extensions: { code: 'LOGIN_FAILED' },
    });
    expect(formatError({ message: 'Cannot read properties of undefined', path: ['tickets'], extensions: { code: 'INTERNAL_SERVER_ERROR' } })).toEqual({
      message: 'Внутренняя ошибка сервера',
      locations: undefined,
      path: ['tickets'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});

describe('errorLogPlugin', () => {
  it('logs unexpected errors with the request id and skips expected ones', async () => {
    const lines: string[] = [];
    const plugin = errorLogPlugin(createLogger('error', (l) => lines.push(l)));
    const listener = await plugin.requestDidStart!({} as never);
    await listener!.didEncounterErrors!({
      errors: [
        new GraphQLError('login failed', { extensions: { code: 'LOGIN_FAILED' } }),
        new GraphQLError('boom', { originalError: new TypeError('boom'), path: ['me'] }),
      ],
      contextValue: { requestId: 'req-7' },
      operationName: 'Me',
    } as never);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', msg: 'unexpected error', requestId: 'req-7', operation: 'Me', path: ['me'], error: { message: 'boom' } });
  });
});
