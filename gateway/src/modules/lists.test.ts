import { describe, expect, it } from 'vitest';
import { combine, paging, searchWhere, toLoopbackOrder, toLoopbackWhere } from './lists';
import { rewriteLike } from '../upstream/client';

describe('toLoopbackWhere', () => {
  it('turns one operator per field into sibling conditions', () => {
    expect(toLoopbackWhere({ status: { eq: 'processed' }, placeId: { in: [1, 2] } })).toEqual({
      status: 'processed',
      placeId: { inq: [1, 2] },
    });
  });

  it('splits several operators on one field into an and list, since LoopBack keeps only one', () => {
    expect(toLoopbackWhere({ totalSum: { gte: 100, lt: 500 } })).toEqual({
      and: [{ totalSum: { gte: 100 } }, { totalSum: { lt: 500 } }],
    });
  });

  it('maps notIn, isNull and between', () => {
    expect(toLoopbackWhere({ userId: { notIn: [3] }, periodId: { isNull: true } })).toEqual({
      userId: { nin: [3] },
      periodId: null,
    });
    expect(toLoopbackWhere({ periodId: { isNull: false } })).toEqual({ periodId: { neq: null } });
    expect(toLoopbackWhere({ score: { between: [1, 9] } })).toEqual({ score: { between: [1, 9] } });
  });

  it('refuses a between without exactly two values', () => {
    expect(() => toLoopbackWhere({ score: { between: [1] } })).toThrow(/ровно двух значений/);
  });

  it('nests and/or', () => {
    expect(toLoopbackWhere({ or: [{ status: { eq: 'new' } }, { and: [{ status: { eq: 'manual' } }, { score: { gt: 0 } }] }] })).toEqual({
      or: [{ status: 'new' }, { and: [{ status: 'manual' }, { score: { gt: 0 } }] }],
    });
  });

  it('ignores null and empty inputs', () => {
    expect(toLoopbackWhere(null)).toBeUndefined();
    expect(toLoopbackWhere({ status: null })).toBeUndefined();
  });
});

describe('combine', () => {
  it('merges clauses with distinct keys and lists clauses with repeated keys', () => {
    expect(combine([{ a: 1 }, undefined, { b: 2 }])).toEqual({ a: 1, b: 2 });
    expect(combine([{ a: 1 }, { a: 2 }])).toEqual({ and: [{ a: 1 }, { a: 2 }] });
    expect(combine([undefined, {}])).toBeUndefined();
  });
});

describe('searchWhere', () => {
  it('splits words by spaces, drops +, and needs every word in some field', () => {
    expect(searchWhere(' +7999 Иван ', ['phone', 'name'])).toEqual({
      and: [{ or: [{ phone: { like: '%7999%' } }, { name: { like: '%7999%' } }] }, { or: [{ phone: { like: '%Иван%' } }, { name: { like: '%Иван%' } }] }],
    });
  });

  it('escapes LIKE wildcards typed by the user', () => {
    expect(searchWhere('50%_off', ['title'])).toEqual({ title: { like: '%50\\%\\_off%' } });
  });

  it('gives nothing for blank text', () => {
    expect(searchWhere('  + ', ['title'])).toBeUndefined();
  });
});

describe('toLoopbackOrder', () => {
  it('uses the fallback and adds id as a tie-breaker in the last direction', () => {
    expect(toLoopbackOrder(null, ['dateTime DESC'])).toEqual(['dateTime DESC', 'id DESC']);
    expect(toLoopbackOrder([{ field: 'totalSum', direction: 'ASC' }], ['dateTime DESC'])).toEqual(['totalSum ASC', 'id ASC']);
    expect(toLoopbackOrder([{ field: 'id', direction: 'DESC' }], [])).toEqual(['id DESC']);
  });
});

describe('paging', () => {
  it('converts a page number to skip = (page - 1) × limit', () => {
    expect(paging(3, 24, 12)).toEqual({ page: 3, pageSize: 24, limit: 24, skip: 48 });
    expect(paging(undefined, undefined, 12)).toEqual({ page: 1, pageSize: 12, limit: 12, skip: 0 });
  });

  it('refuses pages below 1 and sizes outside 1..100', () => {
    expect(() => paging(0, 24, 24)).toThrow('Номер страницы должен быть целым числом от 1');
    expect(() => paging(1, 101, 24)).toThrow('Размер страницы должен быть от 1 до 100');
  });
});

describe('rewriteLike', () => {
  it('rewrites like to ilike at any depth, as the spec client does', () => {
    expect(rewriteLike({ and: [{ title: { like: '%a%' } }, { or: [{ inn: { like: '1%' } }] }] })).toEqual({
      and: [{ title: { ilike: '%a%' } }, { or: [{ inn: { ilike: '1%' } }] }],
    });
  });
});
