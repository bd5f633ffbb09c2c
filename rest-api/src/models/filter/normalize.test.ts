import { describe, expect, it } from 'vitest';
import { gadgetModel } from '../../../test/gadgets';
import { HttpError } from '../../errors';
import { normalizeFields, normalizeInclude, normalizeOrder, normalizePaging } from './normalize';

function message(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 400) return e.message;
    throw e;
  }
  throw new Error('expected a 400');
}

describe('limit, skip and offset (loopback-contract §2.1)', () => {
  it('leaves paging out when none of them is truthy', () => {
    expect(normalizePaging({})).toEqual({ limit: null, offset: null });
    expect(normalizePaging({ limit: 0 })).toEqual({ limit: null, offset: null });
    expect(normalizePaging({ limit: 0, skip: 0, offset: 0 })).toEqual({ limit: null, offset: null });
  });

  it('gives skip or offset without a limit an implicit limit of 100', () => {
    expect(normalizePaging({ skip: 1 })).toEqual({ limit: 100, offset: 1 });
    expect(normalizePaging({ offset: 5 })).toEqual({ limit: 100, offset: 5 });
  });

  it('prefers skip over offset', () => {
    expect(normalizePaging({ limit: 10, skip: 20, offset: 30 })).toEqual({ limit: 10, offset: 20 });
  });

  it('accepts numeric strings, as the bracket form sends them', () => {
    expect(normalizePaging({ limit: '12', skip: '24' })).toEqual({ limit: 12, offset: 24 });
  });

  it("refuses a limit that is not a positive integer with LoopBack's message", () => {
    expect(message(() => normalizePaging({ limit: -1 }))).toBe('The limit parameter -1 is not valid');
    expect(message(() => normalizePaging({ limit: 1.5 }))).toBe('The limit parameter 1.5 is not valid');
    expect(message(() => normalizePaging({ limit: '0' }))).toBe('The limit parameter "0" is not valid');
    expect(message(() => normalizePaging({ limit: 'abc' }))).toBe('The limit parameter "abc" is not valid');
  });

  it('refuses a skip that is not a non-negative integer', () => {
    expect(message(() => normalizePaging({ skip: 'abc' }))).toBe('The offset/skip parameter "abc" is not valid');
    expect(message(() => normalizePaging({ limit: 5, skip: -2 }))).toBe('The offset/skip parameter -2 is not valid');
    expect(message(() => normalizePaging({ offset: 0.5 }))).toBe('The offset/skip parameter 0.5 is not valid');
  });
});

describe('order (loopback-contract §2.2)', () => {
  it('reads a single key with or without a direction, in any case', () => {
    expect(normalizeOrder(gadgetModel, 'releasedAt DESC')).toEqual([{ property: 'releasedAt', direction: 'DESC' }]);
    expect(normalizeOrder(gadgetModel, 'price desc')).toEqual([{ property: 'price', direction: 'DESC' }]);
    expect(normalizeOrder(gadgetModel, 'title')).toEqual([{ property: 'title', direction: null }]);
  });

  it('splits comma lists and arrays of them', () => {
    expect(normalizeOrder(gadgetModel, 'price asc, id desc')).toEqual([
      { property: 'price', direction: 'ASC' },
      { property: 'id', direction: 'DESC' },
    ]);
    expect(normalizeOrder(gadgetModel, ['active DESC', 'price ASC,title'])).toEqual([
      { property: 'active', direction: 'DESC' },
      { property: 'price', direction: 'ASC' },
      { property: 'title', direction: null },
    ]);
  });

  it('drops the words after the direction', () => {
    expect(normalizeOrder(gadgetModel, 'title ASC NULLS LAST')).toEqual([{ property: 'title', direction: 'ASC' }]);
  });

  it('means no order when missing or empty', () => {
    expect(normalizeOrder(gadgetModel, undefined)).toEqual([]);
    expect(normalizeOrder(gadgetModel, '')).toEqual([]);
  });

  it('refuses a bad direction, a non-string item, and an unknown or hidden property', () => {
    expect(message(() => normalizeOrder(gadgetModel, 'id DOWN'))).toBe('The order "id DOWN" has invalid direction');
    expect(message(() => normalizeOrder(gadgetModel, 5))).toBe('The order 5 is not valid');
    expect(message(() => normalizeOrder(gadgetModel, ['id', { id: 'DESC' }]))).toBe('The order {"id":"DESC"} is not valid');
    expect(message(() => normalizeOrder(gadgetModel, 'nope DESC'))).toBe('The order "nope DESC" refers to an unknown property "nope" of Gadget');
    expect(message(() => normalizeOrder(gadgetModel, 'secret'))).toBe('The order "secret" refers to an unknown property "secret" of Gadget');
  });
});

describe('fields (loopback-contract §2.3)', () => {
  it('takes a name or an array of names, in definition order', () => {
    expect(normalizeFields(gadgetModel, 'title')).toEqual(['title']);
    expect(normalizeFields(gadgetModel, ['title', 'id'])).toEqual(['id', 'title']);
  });

  it('means all properties for an empty array or object', () => {
    expect(normalizeFields(gadgetModel, [])).toBeNull();
    expect(normalizeFields(gadgetModel, {})).toBeNull();
    expect(normalizeFields(gadgetModel, undefined)).toBeNull();
  });

  it('keeps only the truthy keys of an object, without adding the id', () => {
    expect(normalizeFields(gadgetModel, { title: true })).toEqual(['title']);
    expect(normalizeFields(gadgetModel, { id: true, title: false })).toEqual(['id']);
    expect(normalizeFields(gadgetModel, { price: 'false' })).toEqual(['price']);
  });

  it('leaves out the falsy keys when no key is truthy', () => {
    expect(normalizeFields(gadgetModel, { price: false, meta: 0 })).toEqual(['id', 'title', 'weight', 'active', 'releasedAt', 'titleLength', 'groupId']);
  });

  it('drops unknown and hidden names, leaving possibly nothing', () => {
    expect(normalizeFields(gadgetModel, ['nope'])).toEqual([]);
    expect(normalizeFields(gadgetModel, { nope: true })).toEqual([]);
    expect(normalizeFields(gadgetModel, ['title', 'secret'])).toEqual(['title']);
  });
});

describe('include (loopback-contract §2.6)', () => {
  it('takes a name, an array, and {name: nested}', () => {
    expect(normalizeInclude('group')).toEqual([{ relation: 'group', scope: null, include: undefined }]);
    expect(normalizeInclude(['group', 'gadgets'])).toEqual([
      { relation: 'group', scope: null, include: undefined },
      { relation: 'gadgets', scope: null, include: undefined },
    ]);
    expect(normalizeInclude({ group: 'gadgets' })).toEqual([{ relation: 'group', scope: null, include: 'gadgets' }]);
    expect(normalizeInclude({ group: true })).toEqual([{ relation: 'group', scope: null, include: undefined }]);
  });

  it('takes {relation, scope} and its alias {rel, scope}', () => {
    const scope = { where: { id: 1 }, limit: 2 };
    expect(normalizeInclude({ relation: 'gadgets', scope })).toEqual([{ relation: 'gadgets', scope, include: undefined }]);
    expect(normalizeInclude({ rel: 'gadgets' })).toEqual([{ relation: 'gadgets', scope: null, include: undefined }]);
  });

  it('includes only the first key of an object with several relation keys, as LoopBack does', () => {
    expect(normalizeInclude({ group: true, gadgets: true })).toEqual([{ relation: 'group', scope: null, include: undefined }]);
  });

  it('refuses an include that is neither a name, an array nor an object', () => {
    expect(message(() => normalizeInclude(5))).toBe('The include 5 is not valid');
    expect(message(() => normalizeInclude({ relation: 'group', scope: 'x' }))).toBe('The scope "x" of the include "group" is not an object');
  });
});
