import { describe, expect, it } from 'vitest';
import { getIntrospectionQuery, parse } from 'graphql';
import { buildSchema } from '../schema';
import { checkLimits, DEFAULT_LIMITS } from './limits';
import { guardOperation, mayReadSchema, stripSuggestions } from './guard';
import type { GatewayContext } from '../context';
import type { RestUser } from '../upstream/types';

/** No role is looked up by id in these tests (the viewer names it, or there is none). */
const NO_LOADERS = {} as GatewayContext['loaders'];

const limits = { maxDepth: 4, maxAliases: 2, maxCost: 100 };

describe('checkLimits', () => {
  it('passes an operation within the limits', () => {
    expect(checkLimits(parse('{ tickets { items { id place { city { title } } } } }'), {}, { ...limits, maxDepth: 5 })).toEqual([]);
  });

  it('measures depth through fragments and inline fragments', () => {
    const doc = parse(`
      query { tickets { items { ...T } } }
      fragment T on Ticket { place { ... on Place { city { region { title } } } } }
    `);
    const [error] = checkLimits(doc, {}, limits);
    expect(error?.message).toBe('Запрос слишком глубокий: 6 уровней при допустимых 4');
    expect(error?.extensions).toEqual({ code: 'BAD_USER_INPUT', limit: 'depth', value: 6, max: 4 });
  });

  it('counts aliases', () => {
    const [error] = checkLimits(parse('{ a: ping b: ping c: ping }'), {}, limits);
    expect(error?.message).toBe('Слишком много псевдонимов: 3 при допустимых 2');
  });

  it('multiplies the cost of a paged list by its page size, from a variable too', () => {
    const doc = parse('query ($n: Int) { tickets(pageSize: $n) { items { id user { id } } } }');
    // tickets 1 + (items 1 + (id 1 + user (1 + id 1)) ) × n  → with n = 100: 1 + 4 × 100 = 401
    expect(checkLimits(doc, { n: 100 }, { ...limits, maxCost: 400 })[0]?.extensions).toMatchObject({ limit: 'cost', value: 401 });
    expect(checkLimits(doc, { n: 24 }, { ...limits, maxCost: 400 })).toEqual([]);
  });

  it('checks a document found within the limits again when its page size is a variable, and its variables every time', () => {
    const same = { ...limits, maxCost: 400, maxInputDepth: 3 };
    const paged = parse('query ($n: Int) { tickets(pageSize: $n) { items { id user { id } } } }');
    expect(checkLimits(paged, { n: 24 }, same)).toEqual([]);
    expect(checkLimits(paged, { n: 100 }, same).map((e) => e.extensions)).toEqual([{ code: 'BAD_USER_INPUT', limit: 'cost', value: 401, max: 400 }]);
    const fixed = parse('query ($where: TicketWhere) { tickets(where: $where, pageSize: 24) { items { id } } }');
    expect(checkLimits(fixed, { where: {} }, same)).toEqual([]);
    expect(checkLimits(fixed, { where: { and: [{ and: [{ id: 1 }] }] } }, same).map((e) => e.extensions)).toEqual([
      { code: 'BAD_USER_INPUT', limit: 'inputDepth', value: 4, max: 3 },
    ]);
    // Measured once against these limits, not against stricter ones.
    expect(checkLimits(fixed, {}, { ...same, maxCost: 10 }).map((e) => e.extensions?.limit)).toEqual(['cost']);
  });
});

describe('guardOperation', () => {
  it('refuses introspection to a visitor and allows it to a signed-in user', async () => {
    const doc = parse('{ __schema { types { name } } }');
    const [error] = await guardOperation(doc, {}, false);
    expect(error?.message).toBe('Схема API доступна только после входа');
    expect(error?.extensions.code).toBe('UNAUTHENTICATED');
    expect(await guardOperation(doc, {}, true)).toEqual([]);
  });

  it('asks for the session only when introspection is used, and refuses a token the API does not know', async () => {
    let asked = 0;
    const invalid = async () => (asked++, await mayReadSchema({ token: 'garbage', viewer: async () => null, loaders: NO_LOADERS }));
    expect(await guardOperation(parse('{ ping }'), {}, invalid)).toEqual([]);
    expect(asked).toBe(0);
    const [error] = await guardOperation(parse('{ __type(name: "Query") { name } }'), {}, invalid);
    expect(error?.extensions.code).toBe('UNAUTHENTICATED');
    expect(asked).toBe(1);
    const failing = { token: 'x', viewer: () => Promise.reject(new Error('API down')), loaders: NO_LOADERS };
    expect(await mayReadSchema(failing)).toBe(false);
  });

  it('lets staff read the schema, not vendors (issue 40)', async () => {
    const as = (roleName: string) => mayReadSchema({ token: 't', viewer: async () => ({ id: 1, roleName }) as RestUser, loaders: NO_LOADERS });
    expect(await Promise.all(['admin', 'regionalManager', 'salesMan', 'vendor'].map(as))).toEqual([true, true, true, false]);
  });
});

describe('__ fields and the limits (issue 16)', () => {
  it('counts aliased __typename toward the alias limit', () => {
    const doc = parse(`{ ${Array.from({ length: 3 }, (_, i) => `t${i}: __typename`).join(' ')} }`);
    expect(checkLimits(doc, {}, limits)[0]?.extensions).toMatchObject({ limit: 'aliases', value: 3 });
  });

  it('counts aliased __schema toward the alias and cost limits', () => {
    const doc = parse(`{ a: __schema { types { name } } b: __schema { types { name } } c: __schema { types { name } } }`);
    expect(checkLimits(doc, {}, limits).map((e) => e.extensions.limit)).toContain('aliases');
    expect(checkLimits(parse('{ __schema { types { name } } }'), {}, { ...limits, maxCost: 2 })[0]?.extensions).toMatchObject({ limit: 'cost' });
  });

  it('multiplies lists without paging when it knows the schema (issue 16)', () => {
    const schema = buildSchema();
    const nested = parse('{ users { items { places { users { places { users { places { id } } } } } } } }');
    expect(checkLimits(nested, {}, DEFAULT_LIMITS)).toEqual([]);
    expect(checkLimits(nested, {}, DEFAULT_LIMITS, schema)[0]?.extensions).toMatchObject({ limit: 'cost' });
    // A page without pageSize counts its default page size (12), its items once per row: 1 + 12 × (1 + 1) = 25.
    expect(checkLimits(parse('{ users { items { id } } }'), {}, { ...DEFAULT_LIMITS, maxCost: 24 }, schema)[0]?.extensions).toMatchObject({ value: 25 });
  });

  it('counts __typename toward the depth, and lets the standard introspection query through', () => {
    const deep = parse('{ tickets { items { place { __typename } } } }');
    expect(checkLimits(deep, {}, { ...limits, maxDepth: 3 })[0]?.extensions).toMatchObject({ limit: 'depth', value: 4 });
    expect(checkLimits(parse(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true })))).toEqual([]);
    const ofType = `{ __schema { types { ${'ofType { '.repeat(20)}name${' }'.repeat(20)} } } }`;
    expect(checkLimits(parse(ofType))[0]?.extensions).toMatchObject({ limit: 'depth', max: 16 });
  });
});

describe('stripSuggestions', () => {
  it('removes the schema hint from a validation message', () => {
    expect(stripSuggestions('Cannot query field "tikets" on type "Query". Did you mean "tickets" or "ticket"?')).toBe('Cannot query field "tikets" on type "Query".');
  });
});
