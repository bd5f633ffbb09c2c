import { describe, expect, it } from 'vitest';
import { HttpError } from '../../errors';
import { parseObjectParam } from './parse';
import { assertQueryDepth } from './sanitize';

function error(run: () => unknown): { statusCode: number; message: string; code?: string } {
  try {
    run();
  } catch (e) {
    if (e instanceof HttpError) return { statusCode: e.statusCode, message: e.message, ...(e.code ? { code: e.code } : {}) };
    throw e;
  }
  throw new Error('expected an error');
}

describe('the filter query parameter (loopback-contract §3.1)', () => {
  it('parses a JSON object', () => {
    expect(parseObjectParam('{"where":{"id":1}}')).toEqual({ where: { id: 1 } });
    expect(parseObjectParam('  {"limit":2}  ')).toEqual({ limit: 2 });
  });

  it('treats an absent, empty or null filter as no filter', () => {
    expect(parseObjectParam(undefined)).toBeUndefined();
    expect(parseObjectParam('')).toBeUndefined();
    expect(parseObjectParam('null')).toBeUndefined();
  });

  it('keeps the bracket form that qs has turned into an object', () => {
    expect(parseObjectParam({ where: { id: { inq: ['1', '2'] } } })).toEqual({ where: { id: { inq: ['1', '2'] } } });
  });

  it('answers broken JSON that looks like an object with "Cannot parse JSON-encoded object value."', () => {
    expect(error(() => parseObjectParam('{abc}'))).toEqual({ statusCode: 400, message: 'Cannot parse JSON-encoded object value.' });
  });

  it('answers anything that is not an object with "Value is not an object."', () => {
    for (const value of ['abc', '{abc', '[1]', '5', 'true', '"x"', ['a', 'b'], ['{"a":1}', '{"b":2}']]) {
      expect(error(() => parseObjectParam(value))).toEqual({ statusCode: 400, message: 'Value is not an object.' });
    }
  });
});

describe('the depth limit of REST queries', () => {
  const nested = (levels: number): unknown => {
    let where: unknown = { id: 1 };
    for (let i = 0; i < levels; i++) where = { and: [where] };
    return { where };
  };

  it('accepts a where seven levels deep', () => {
    expect(() => assertQueryDepth({ where: { and: [{ or: [{ title: { like: 'x' } }] }] } })).not.toThrow();
  });

  it('accepts five nested and-arrays (12 path segments) and refuses six', () => {
    expect(() => assertQueryDepth(nested(5))).not.toThrow();
    expect(error(() => assertQueryDepth(nested(6)))).toEqual({
      statusCode: 400,
      message: 'The query object exceeds maximum depth 12',
      code: 'QUERY_OBJECT_TOO_DEEP',
    });
  });
});
