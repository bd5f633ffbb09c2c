import { describe, expect, it } from 'vitest';
import { compile, gadgetModel } from '../../../test/gadgets';
import { HttpError } from '../../errors';
import { buildWhere, type SqlContext } from './where';

const plain: SqlContext = { caseFoldCollation: null };
const folding: SqlContext = { caseFoldCollation: 'C.utf8' };

function where(value: unknown, ctx = plain) {
  return compile(buildWhere(gadgetModel, value, ctx));
}

function failure(value: unknown): { message: string; code?: string; details?: unknown } {
  try {
    buildWhere(gadgetModel, value, plain);
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 400) {
      return { message: e.message, ...(e.code ? { code: e.code } : {}), ...(e.details ? { details: e.details } : {}) };
    }
    throw e;
  }
  throw new Error('expected a 400');
}

describe('where → SQL (loopback-contract §2.5)', () => {
  it('binds an implicit equality as a parameter', () => {
    expect(where({ price: 100 })).toEqual({ sql: '"gadgets"."price" = $1', parameters: [100] });
  });

  it('turns null, {eq: null} and {neq: null} into IS NULL / IS NULL / IS NOT NULL', () => {
    expect(where({ price: null })?.sql).toBe('"gadgets"."price" is null');
    expect(where({ price: { eq: null } })?.sql).toBe('"gadgets"."price" is null');
    expect(where({ price: { neq: null } })?.sql).toBe('"gadgets"."price" is not null');
  });

  it('keeps only the first operator in juggler order when several are given', () => {
    expect(where({ id: { lt: 4, gt: 1 } })).toEqual({ sql: '"gadgets"."id" > $1', parameters: [1] });
  });

  it('emits each comparison operator', () => {
    expect(where({ price: { gte: 1 } })?.sql).toBe('"gadgets"."price" >= $1');
    expect(where({ price: { lte: 1 } })?.sql).toBe('"gadgets"."price" <= $1');
    expect(where({ price: { neq: 1 } })?.sql).toBe('"gadgets"."price" <> $1');
    expect(where({ price: { between: [1, 5] } })).toEqual({ sql: '"gadgets"."price" between $1 and $2', parameters: [1, 5] });
    expect(where({ id: { inq: [1, 2] } })).toEqual({ sql: '"gadgets"."id" in ($1, $2)', parameters: [1, 2] });
    expect(where({ id: { nin: [3] } })).toEqual({ sql: '"gadgets"."id" not in ($1)', parameters: [3] });
  });

  it('matches nothing for inq [] and drops nin []', () => {
    expect(where({ id: { inq: [] } })?.sql).toBe('false');
    expect(where({ id: { nin: [] } })).toBeNull();
  });

  it('casts like patterns to text with a backslash escape, and folds case (with the collation given) and ё', () => {
    expect(where({ title: { like: 'Cafe%' } })).toEqual({ sql: `"gadgets"."title"::text like $1 escape '\\'`, parameters: ['Cafe%'] });
    expect(where({ price: { nlike: '1%' } })?.sql).toBe(`"gadgets"."price"::text not like $1 escape '\\'`);
    expect(where({ title: { ilike: 'привет%' } })?.sql).toBe(`translate("gadgets"."title"::text, 'ёЁ', 'еЕ') ilike $1 escape '\\'`);
    expect(where({ title: { nilike: 'привет%' } }, folding)?.sql).toBe(`translate("gadgets"."title"::text, 'ёЁ', 'еЕ') collate "C.utf8" not ilike $1 escape '\\'`);
    expect(where({ title: { ilike: 'Ёлка%ёж' } })?.parameters).toEqual(['Елка%еж']);
    expect(where({ title: { like: 'Ёлка%' } })?.parameters).toEqual(['Ёлка%']);
  });

  it('escapes a like pattern that is not a valid JS regex, as juggler does', () => {
    expect(where({ title: { like: 'foo(' } })?.parameters).toEqual(['foo\\(']);
    expect(where({ title: { like: 'abc\\' } })?.parameters).toEqual(['abc\\\\']);
  });

  it('binds a regexp source, case-insensitive with the i flag', () => {
    expect(where({ title: { regexp: '^Cafe' } })).toEqual({ sql: '"gadgets"."title"::text ~ $1', parameters: ['^Cafe'] });
    expect(where({ title: { regexp: '/^cafe/i' } }, folding)).toEqual({
      sql: `translate("gadgets"."title"::text, 'ёЁ', 'еЕ') collate "C.utf8" ~* $1`,
      parameters: ['^cafe'],
    });
    expect(where({ title: { regexp: '/^cafe/gm' } })?.sql).toBe('"gadgets"."title"::text ~ $1');
  });

  it('binds dates as ISO timestamps with time zone', () => {
    expect(where({ releasedAt: { gt: '2024-01-01' } })).toEqual({
      sql: '"gadgets"."released_at" > $1::timestamptz',
      parameters: ['2024-01-01T00:00:00.000Z'],
    });
  });

  it('filters a computed property by its SQL expression', () => {
    expect(where({ titleLength: { gt: 5 } })?.sql).toBe('(length(gadgets.title)) > $1');
  });

  it('ANDs sibling keys in key order', () => {
    expect(where({ price: 1, active: true })).toEqual({ sql: '"gadgets"."price" = $1 and "gadgets"."active" = $2', parameters: [1, true] });
  });

  it('keeps the precedence of or next to a sibling, in both key orders', () => {
    expect(where({ or: [{ id: 1 }, { id: 2 }], active: true })?.sql).toBe('(("gadgets"."id" = $1) or ("gadgets"."id" = $2)) and "gadgets"."active" = $3');
    expect(where({ active: true, or: [{ id: 1 }, { id: 2 }] })?.sql).toBe('"gadgets"."active" = $1 and (("gadgets"."id" = $2) or ("gadgets"."id" = $3))');
  });

  it('adds no condition for and: [] / or: [], nor, unknown and hidden properties', () => {
    expect(where({ and: [] })).toBeNull();
    expect(where({ or: [] })).toBeNull();
    expect(where({ nor: [{ id: 1 }] })).toBeNull();
    expect(where({ nope: 1, secret: 's1', 'meta.a': 1 })).toBeNull();
    expect(where({ and: [], price: 1 })?.sql).toBe('"gadgets"."price" = $1');
    expect(where({ or: [{ nope: 1 }, { id: 2 }] })?.sql).toBe('(("gadgets"."id" = $1))');
  });

  it('accepts array-like objects (qs builds them from more than 20 indices)', () => {
    expect(where({ id: { inq: { 0: '1', 1: '2' } } })?.parameters).toEqual([1, 2]);
    expect(where({ and: { 0: { id: 1 } } })?.sql).toBe('(("gadgets"."id" = $1))');
  });
});

describe('where value coercion (loopback-contract §2.4)', () => {
  it('coerces numbers, with "" as 0', () => {
    expect(where({ price: '12' })?.parameters).toEqual([12]);
    expect(where({ price: '' })?.parameters).toEqual([0]);
    expect(where({ weight: '1.5' })?.parameters).toEqual([1.5]);
    expect(where({ id: { inq: ['1', '2'] } })?.parameters).toEqual([1, 2]);
  });

  it('coerces booleans as juggler does ("no" is true)', () => {
    expect(where({ active: 'true' })?.parameters).toEqual([true]);
    expect(where({ active: '1' })?.parameters).toEqual([true]);
    expect(where({ active: 'false' })?.parameters).toEqual([false]);
    expect(where({ active: '0' })?.parameters).toEqual([false]);
    expect(where({ active: 'no' })?.parameters).toEqual([true]);
    expect(where({ active: '' })?.parameters).toEqual([false]);
  });

  it('coerces strings from numbers', () => {
    expect(where({ title: 5 })?.parameters).toEqual(['5']);
  });

  it('reads date-only strings as UTC midnight', () => {
    expect(where({ releasedAt: '2024-02-01' })?.parameters).toEqual(['2024-02-01T00:00:00.000Z']);
  });
});

describe('where errors are 400s with clear messages', () => {
  it('refuses values that are not numbers, integers or in range for a Number property', () => {
    expect(failure({ price: 'abc' }).message).toBe('The price property has invalid clause "abc": "abc" is not a number');
    expect(failure({ price: { gt: 'abc' } }).message).toBe('The price property has invalid clause {"gt":"abc"}: "abc" is not a number');
    expect(failure({ price: 1.5 }).message).toBe('The price property has invalid clause 1.5: 1.5 is not an integer');
    expect(failure({ id: 99999999999 }).message).toBe('The id property has invalid clause 99999999999: 99999999999 is out of range');
  });

  it('refuses an invalid date', () => {
    expect(failure({ releasedAt: 'yesterday' }).message).toBe('The releasedAt property has invalid clause "yesterday": "yesterday" is not a valid date');
  });

  it('refuses inq/nin/between that are not arrays, and between without exactly two values', () => {
    expect(failure({ id: { inq: 1 } }).message).toBe('The id property has invalid clause {"inq":1}: Error: Value is not an array or object with sequential numeric indices');
    expect(failure({ id: { nin: '1,2' } }).message).toBe(
      'The id property has invalid clause {"nin":"1,2"}: Error: Value is not an array or object with sequential numeric indices',
    );
    expect(failure({ price: { between: [1] } }).message).toBe('The price property has invalid clause {"between":[1]}: Expected precisely 2 values, received 1');
    expect(failure({ price: { between: [1, 2, 3] } }).message).toBe('The price property has invalid clause {"between":[1,2,3]}: Expected precisely 2 values, received 3');
  });

  it('refuses a like value that is not a string', () => {
    expect(failure({ title: { like: 5 } }).message).toBe('The title property has invalid clause {"like":5}: Expected a string or RegExp');
  });

  it('refuses bad regexp flags', () => {
    expect(failure({ title: { regexp: 'a/b' } }).message).toBe('Invalid regex flags: b');
    expect(failure({ title: { regexp: '/x/iz' } }).message).toBe('Invalid regex flags: z');
  });

  it('refuses $-operators with OPERATOR_NOT_ALLOWED_IN_QUERY and details', () => {
    expect(failure({ price: { $gt: 1 } })).toEqual({
      message: 'Operators "$gt" are not allowed in query',
      code: 'OPERATOR_NOT_ALLOWED_IN_QUERY',
      details: { operators: ['$gt'], where: { price: { $gt: 1 } } },
    });
  });

  it('refuses a where that is not an object, and and/or that are not arrays', () => {
    expect(failure('x').message).toBe('The where clause "x" is not an object');
    expect(failure({ and: [5] }).message).toBe('The where clause 5 is not an object');
    expect(failure({ or: 'x' }).message).toBe('The or operator has invalid clauses "x": Value is not an array or object with sequential numeric indices');
  });

  it('refuses unknown operators, list values without inq, and JSON comparisons', () => {
    expect(failure({ price: { foo: 1 } }).message).toBe('The price property has invalid clause {"foo":1}: Unknown operator "foo"');
    expect(failure({ id: ['1', '2'] }).message).toBe('The id property has invalid clause ["1","2"]: Expected a single value; use inq for a list of values');
    expect(failure({ meta: { gt: 1 } }).message).toBe('The meta property has invalid clause {"gt":1}: A JSON property can only be compared with null, or matched with like/ilike');
  });

  it('refuses strings with a NUL character', () => {
    expect(failure({ title: 'a\u0000b' }).message).toBe('The title property has invalid clause "a\\u0000b": Strings cannot contain the NUL character');
  });
});
