import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { createFormatError, fromRestError } from './errors';
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
  it('passes known errors and masks unexpected ones, logging them', () => {
    const lines: string[] = [];
    const format = createFormatError(createLogger('error', (l) => lines.push(l)));
    const known = new GraphQLError('login failed', { extensions: { code: 'LOGIN_FAILED' } });
    expect(format({ message: 'login failed', extensions: { code: 'LOGIN_FAILED', stacktrace: ['x'] } }, known)).toEqual({
      message: 'login failed',
      extensions: { code: 'LOGIN_FAILED' },
    });
    const masked = format(
      { message: 'Cannot read properties of undefined', extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      new TypeError('Cannot read properties of undefined'),
    );
    expect(masked).toEqual({
      message: 'Внутренняя ошибка сервера',
      locations: undefined,
      path: undefined,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'error', msg: 'unexpected error' });
  });
});
