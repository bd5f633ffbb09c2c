import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { errorLogPlugin, formatError, fromRestError } from './errors';
import { createLogger } from './shared/logger';

describe('fromRestError', () => {
  it('maps LoopBack error bodies to stable codes and keeps the API message', () => {
    const login = fromRestError(401, { statusCode: 401, name: 'Error', message: 'login failed', code: 'LOGIN_FAILED' });
    expect(login.message).toBe('Вы ввели неверные данные.');
    expect(login.extensions).toEqual({ code: 'LOGIN_FAILED', statusCode: 401, upstreamCode: 'LOGIN_FAILED' });
    expect(fromRestError(401, { message: 'Authorization Required', code: 'AUTHORIZATION_REQUIRED' }).extensions.code).toBe('UNAUTHENTICATED');
    expect(fromRestError(401, { message: 'Invalid Access Token', code: 'INVALID_TOKEN' }).extensions.code).toBe('UNAUTHENTICATED');
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
    expect(fromRestError(404, { message: 'There is no method to handle GET /ticket/userDetails/3' }).extensions.code).toBe('UPSTREAM_UNSUPPORTED');
    expect(fromRestError(404, { message: 'Shared class "Place" has no method handling DELETE /find/x' }).extensions.code).toBe('UPSTREAM_UNSUPPORTED');
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

  it("says stock LoopBack's English framework texts in Russian, by status and code", () => {
    const texts = (status: number, body: Parameters<typeof fromRestError>[1]) => {
      const e = fromRestError(status, body);
      return [e.extensions.code, e.message];
    };
    expect(texts(401, { message: 'Authorization Required', code: 'AUTHORIZATION_REQUIRED' })).toEqual(['UNAUTHENTICATED', 'Требуется вход в систему.']);
    expect(texts(401, { message: 'Invalid Access Token', code: 'INVALID_TOKEN' })).toEqual(['UNAUTHENTICATED', 'Сеанс истёк. Войдите снова.']);
    expect(texts(403, { message: 'Access Denied', code: 'ACCESS_DENIED' })).toEqual(['FORBIDDEN', 'Недостаточно прав для этого действия.']);
    expect(texts(404, { message: 'Unknown "Place" id "99".', code: 'MODEL_NOT_FOUND' })).toEqual(['NOT_FOUND', 'Запись не найдена.']);
    expect(texts(400, { message: 'The limit parameter -1 is not valid' })).toEqual(['BAD_USER_INPUT', 'Проверьте введённые данные.']);
    expect(texts(500, { message: 'Internal Server Error' })).toEqual(['UPSTREAM_ERROR', 'Неизвестная ошибка']);
    expect(texts(500, undefined)).toEqual(['UPSTREAM_ERROR', 'Неизвестная ошибка']);
    // Our API's Russian texts are for a person and stay.
    expect(texts(403, { message: 'Токен только для чтения', code: 'READ_ONLY_TOKEN' })).toEqual(['FORBIDDEN', 'Токен только для чтения']);
  });

  it.each([
    [
      'our API',
      'phone',
      'The `User` instance is not valid. Details: `phone` Пользователь с таким телефоном уже существует (value: "+79992000012").',
      'Пользователь с таким телефоном уже существует',
    ],
    ['stock LoopBack', 'email', 'The `user` instance is not valid. Details: `email` Email already exists (value: "a@b.c").', 'Email already exists'],
  ])("turns a ValidationError of %s into a clean sentence with the field's messages and codes", (_, field, message, text) => {
    const error = fromRestError(422, {
      statusCode: 422,
      name: 'ValidationError',
      message,
      details: { context: 'user', codes: { [field]: ['uniqueness'] }, messages: { [field]: [text] } },
    });
    expect([error.message, error.extensions]).toEqual([
      'Проверьте введённые данные.',
      { code: 'BAD_USER_INPUT', statusCode: 422, fields: { [field]: [text] }, fieldCodes: { [field]: ['uniqueness'] } },
    ]);
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
      errors: [new GraphQLError('login failed', { extensions: { code: 'LOGIN_FAILED' } }), new GraphQLError('boom', { originalError: new TypeError('boom'), path: ['me'] })],
      contextValue: { requestId: 'req-7' },
      operationName: 'Me',
    } as never);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', msg: 'unexpected error', requestId: 'req-7', operation: 'Me', path: ['me'], error: { message: 'boom' } });
  });
});
