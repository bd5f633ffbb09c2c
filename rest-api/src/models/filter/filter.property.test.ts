// Property-based: random LoopBack filters (where with every operator, and/or nesting, order, limit,
// skip, fields) run by the compiler and engine on a real database (PGlite, or a PostgreSQL server
// with TEST_PG_URL) must answer exactly what a reference evaluator, written from
// loopback-contract §2 (PostgreSQL connector semantics), answers over the same rows in memory.
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gadgetRegistry } from '../../../test/gadgets';
import { BACKEND, createTestDatabase, type TestDatabase } from '../../../test/support';
import { openDatabase, type Database } from '../../db/database';
import { SYSTEM } from '../definition';
import { ModelEngine } from '../engine';

interface Gadget {
  id: number;
  title: string | null;
  price: number | null;
  weight: number | null;
  active: boolean | null;
  releasedAt: string | null;
  meta: null;
  titleLength: number | null;
  groupId: number | null;
}

type Where = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// Rows: small alphabets so that conditions hit; NULLs in every column; Latin and Cyrillic, % and _.

const CHARS = ['a', 'A', 'b', 'б', 'Б', 'я', 'Я', '%', '_', ' ', 'x'];
const titleArb = fc.option(
  fc.array(fc.constantFrom(...CHARS), { minLength: 0, maxLength: 4 }).map((c) => c.join('')),
  { freq: 6 },
);
const priceArb = fc.option(fc.integer({ min: -3, max: 12 }), { freq: 6 });
const weightArb = fc.option(
  fc.integer({ min: 0, max: 8 }).map((n) => n / 4),
  { freq: 6 },
);
const DATES = ['2024-01-01T00:00:00.000Z', '2024-01-01T12:00:00.000Z', '2024-02-15T08:30:00.000Z', '2024-03-01T00:00:00.000Z', '2023-12-31T23:59:59.000Z'];
const dateArb = fc.option(fc.constantFrom(...DATES), { freq: 6 });
const rowArb = fc.record({
  title: titleArb,
  price: priceArb,
  weight: weightArb,
  active: fc.option(fc.boolean(), { freq: 6 }),
  releasedAt: dateArb,
  groupId: fc.option(fc.integer({ min: 1, max: 3 }), { freq: 6 }),
});

const ROWS: Gadget[] = fc.sample(rowArb, { seed: 4242, numRuns: 60 }).map((r, i) => ({
  id: i + 1,
  title: r.title,
  price: r.price,
  weight: r.weight,
  active: r.active,
  releasedAt: r.releasedAt,
  meta: null,
  titleLength: r.title === null ? null : [...r.title].length,
  groupId: r.groupId,
}));

// ---------------------------------------------------------------------------------------------
// The reference evaluator (loopback-contract §2.4-§2.5, PostgreSQL): NULL rows never match a
// comparison (neq, nin, nlike, nilike included); inq [] matches nothing, nin [] everything; like
// matches the whole text with % and _ and a backslash escape; ilike folds case.

function likeToRegExp(pattern: string, flags: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '\\' && i + 1 < pattern.length) source += pattern[++i]!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    else if (c === '%') source += '[\\s\\S]*';
    else if (c === '_') source += '[\\s\\S]';
    else source += c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, flags);
}

type Scalar = string | number | boolean;
const PROPS = ['title', 'price', 'weight', 'active', 'releasedAt', 'titleLength'] as const;
type Prop = (typeof PROPS)[number];

function valueOf(row: Gadget, prop: Prop): Scalar | null {
  return row[prop];
}

function comparable(prop: Prop, v: Scalar): number | string | boolean {
  if (prop === 'releasedAt') return new Date(v as string).getTime();
  return v;
}

function textOf(prop: Prop, v: Scalar): string {
  if (prop === 'releasedAt') throw new Error('no like on dates');
  return String(v);
}

/** Null: the clause builds no SQL (nin: []), and is dropped like an empty and/or. */
function matchCondition(row: Gadget, prop: Prop, clause: unknown): boolean | null {
  const raw = valueOf(row, prop);
  if (clause === null) return raw === null;
  if (typeof clause !== 'object' || Array.isArray(clause)) return raw !== null && comparable(prop, raw) === comparable(prop, clause as Scalar);
  const [op, arg] = Object.entries(clause as Record<string, unknown>)[0]!;
  if (op === 'eq' && arg === null) return raw === null;
  if (op === 'neq' && arg === null) return raw !== null;
  if (op === 'nin' && (arg as unknown[]).length === 0) return null;
  if (raw === null) return false;
  const v = comparable(prop, raw);
  const a = (x: unknown) => comparable(prop, x as Scalar);
  switch (op) {
    case 'eq':
      return v === a(arg);
    case 'neq':
      return v !== a(arg);
    case 'gt':
      return v > a(arg);
    case 'gte':
      return v >= a(arg);
    case 'lt':
      return v < a(arg);
    case 'lte':
      return v <= a(arg);
    case 'between':
      return v >= a((arg as unknown[])[0]) && v <= a((arg as unknown[])[1]);
    case 'inq':
      return (arg as unknown[]).some((x) => a(x) === v);
    case 'nin':
      return !(arg as unknown[]).some((x) => a(x) === v);
    case 'like':
      return likeToRegExp(arg as string, 'u').test(textOf(prop, raw));
    case 'nlike':
      return !likeToRegExp(arg as string, 'u').test(textOf(prop, raw));
    case 'ilike':
      return likeToRegExp(arg as string, 'iu').test(textOf(prop, raw));
    case 'nilike':
      return !likeToRegExp(arg as string, 'iu').test(textOf(prop, raw));
    default:
      throw new Error(`reference: unknown operator ${op}`);
  }
}

/**
 * A where as the connector builds it: every key is a condition; and/or join the conditions of their
 * clauses, dropping clauses that build no SQL (`{}`, `or: []`), so `or: [{or: []}, X]` is just X.
 * Null = no condition at all.
 */
function condition(row: Gadget, where: Where): boolean | null {
  const parts: boolean[] = [];
  for (const [key, clause] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const branches = (clause as Where[]).map((w) => condition(row, w)).filter((c): c is boolean => c !== null);
      if (branches.length > 0) parts.push(key === 'and' ? branches.every(Boolean) : branches.some(Boolean));
    } else {
      const c = matchCondition(row, key as Prop, clause);
      if (c !== null) parts.push(c);
    }
  }
  return parts.length === 0 ? null : parts.every(Boolean);
}

function matches(row: Gadget, where: Where): boolean {
  return condition(row, where) ?? true;
}

interface Filter {
  where?: Where;
  order?: string[];
  limit?: number;
  skip?: number;
  fields?: string[];
}

function compare(a: Scalar | null, b: Scalar | null, prop: Prop, desc: boolean): number {
  // PostgreSQL: NULLs last ascending, first descending.
  if (a === null && b === null) return 0;
  if (a === null) return desc ? -1 : 1;
  if (b === null) return desc ? 1 : -1;
  const x = comparable(prop, a);
  const y = comparable(prop, b);
  const c = typeof x === 'string' && typeof y === 'string' ? (x < y ? -1 : x > y ? 1 : 0) : x < y ? -1 : x > y ? 1 : 0;
  return desc ? -c : c;
}

function reference(filter: Filter): Array<Record<string, unknown>> {
  let rows = ROWS.filter((row) => (filter.where ? matches(row, filter.where) : true));
  const order = (filter.order ?? []).map((o) => {
    const [prop, dir] = o.split(' ') as [Prop, string | undefined];
    return { prop, desc: dir === 'DESC' };
  });
  const lastDesc = order.at(-1)?.desc ?? false;
  rows = [...rows].sort((r1, r2) => {
    for (const { prop, desc } of order) {
      const c = compare(valueOf(r1, prop), valueOf(r2, prop), prop, desc);
      if (c !== 0) return c;
    }
    return lastDesc ? r2.id - r1.id : r1.id - r2.id;
  });
  const skip = filter.skip ?? 0;
  const limit = filter.limit ?? (skip ? 100 : Infinity);
  rows = rows.slice(skip, skip + limit);
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const key of ['id', 'title', 'price', 'weight', 'active', 'releasedAt', 'meta', 'titleLength', 'groupId'] as const) {
      if (!filter.fields || filter.fields.includes(key)) out[key] = row[key];
    }
    return out;
  });
}

// ---------------------------------------------------------------------------------------------
// Filters.

const likePattern = fc.array(fc.constantFrom('a', 'A', 'б', 'Я', '%', '_', '\\%', '\\_', 'x', ' '), { minLength: 0, maxLength: 4 }).map((p) => p.join(''));
const values: Record<Prop, fc.Arbitrary<Scalar>> = {
  title: fc.array(fc.constantFrom(...CHARS), { maxLength: 3 }).map((c) => c.join('')),
  price: fc.integer({ min: -3, max: 12 }),
  weight: fc.integer({ min: 0, max: 8 }).map((n) => n / 4),
  active: fc.boolean(),
  releasedAt: fc.constantFrom(...DATES),
  titleLength: fc.integer({ min: 0, max: 4 }),
};
const ORDERED: Prop[] = ['price', 'weight', 'releasedAt', 'titleLength'];
const LIKEABLE: Prop[] = ['title', 'price', 'titleLength'];

function conditionArb(prop: Prop): fc.Arbitrary<Where> {
  const v = values[prop];
  const options: Array<fc.Arbitrary<unknown>> = [
    v,
    fc.constant(null),
    fc.record({ eq: fc.option(v, { freq: 4 }) }),
    fc.record({ neq: fc.option(v, { freq: 4 }) }),
    fc.record({ inq: fc.array(v, { maxLength: 3 }) }),
    fc.record({ nin: fc.array(v, { maxLength: 3 }) }),
  ];
  if (ORDERED.includes(prop)) {
    for (const op of ['gt', 'gte', 'lt', 'lte'] as const) options.push(fc.record({ [op]: v }));
    options.push(fc.tuple(v, v).map((pair) => ({ between: pair })));
  }
  if (LIKEABLE.includes(prop)) for (const op of ['like', 'nlike', 'ilike', 'nilike'] as const) options.push(fc.record({ [op]: likePattern }));
  return fc.oneof(...options).map((clause) => ({ [prop]: clause }));
}

const leafArb: fc.Arbitrary<Where> = fc.constantFrom(...PROPS).chain(conditionArb);
const whereArb: fc.Arbitrary<Where> = fc.letrec<{ where: Where }>((tie) => ({
  where: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leafArb,
    fc.array(leafArb, { minLength: 1, maxLength: 3 }).map((leaves) => Object.assign({}, ...leaves) as Where),
    fc.array(tie('where'), { minLength: 0, maxLength: 3 }).map((list) => ({ and: list })),
    fc.array(tie('where'), { minLength: 0, maxLength: 3 }).map((list) => ({ or: list })),
    fc.tuple(leafArb, fc.array(tie('where'), { minLength: 1, maxLength: 2 })).map(([leaf, list]) => ({ ...leaf, or: list })),
  ),
})).where;

const orderArb = fc
  .array(fc.tuple(fc.constantFrom<Prop>('title', ...ORDERED, 'active'), fc.constantFrom('ASC', 'DESC')), { maxLength: 2 })
  .map((items) => items.map(([p, d]) => `${p} ${d}`));

const filterArb: fc.Arbitrary<Filter> = fc.record(
  {
    where: whereArb,
    order: orderArb,
    limit: fc.integer({ min: 1, max: 20 }),
    skip: fc.integer({ min: 0, max: 30 }),
    fields: fc.subarray(['id', 'title', 'price', 'weight', 'active', 'releasedAt', 'titleLength', 'groupId'], { minLength: 1 }),
  },
  { requiredKeys: [] },
);

// ---------------------------------------------------------------------------------------------

let testDatabase: TestDatabase;
let database: Database;
let engine: ModelEngine;

beforeAll(async () => {
  testDatabase = await createTestDatabase({ lcCtype: 'C' });
  database = await openDatabase({ dataDir: 'memory', databaseUrl: testDatabase.databaseUrl });
  await sql`create table groups (id integer primary key, name text)`.execute(database.db);
  await sql`create table gadgets (id integer primary key, title text, price integer, weight numeric(10, 3), active boolean,
    released_at timestamptz, meta jsonb, secret text, group_id integer)`.execute(database.db);
  for (const row of ROWS) {
    await sql`insert into gadgets values (${row.id}, ${row.title}, ${row.price}, ${row.weight}, ${row.active}, ${row.releasedAt}, null, 'hidden', ${row.groupId})`.execute(
      database.db,
    );
  }
  engine = new ModelEngine(database.db, gadgetRegistry(), { caseFoldCollation: database.caseFoldCollation });
});

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

/** Path segments of the deepest node below the root (juggler's maxDepthOfQuery counts these). */
function depth(node: unknown): number {
  if (node === null || typeof node !== 'object') return 0;
  const children = Object.values(node);
  return children.length === 0 ? 0 : 1 + Math.max(...children.map(depth));
}

/** The property: the engine answers each generated query as the reference does, or refuses one deeper than 12 levels as QUERY_OBJECT_TOO_DEEP. */
const agrees = <Q>(queries: fc.Arbitrary<Q>, run: (query: Q) => Promise<unknown>, expected: (query: Q) => unknown) =>
  fc.asyncProperty(queries, async (query) => {
    if (depth(query) > 12) await expect(run(query)).rejects.toMatchObject({ code: 'QUERY_OBJECT_TOO_DEEP' });
    else expect(await run(query)).toEqual(expected(query));
  });

describe(`the filter compiler against the contract's reference evaluator on ${BACKEND}`, () => {
  it('answers every generated filter exactly as the reference does (rows, order, paging, fields)', async () => {
    await fc.assert(
      agrees(filterArb, (filter) => engine.find('Gadget', filter, SYSTEM), reference),
      { numRuns: 300, seed: 20240901 },
    );
  });

  it('counts what find returns for every generated where', async () => {
    await fc.assert(
      agrees(
        whereArb,
        (where) => engine.count('Gadget', where, SYSTEM),
        (where) => reference({ where }).length,
      ),
      { numRuns: 150, seed: 7 },
    );
  });

  it('never lets the hidden property filter, sort or show', async () => {
    await fc.assert(
      fc.asyncProperty(whereArb, async (where) => {
        const withSecret = { and: [where, { secret: 'nope' }] };
        if (depth(withSecret) > 12) return;
        expect(await engine.count('Gadget', withSecret, SYSTEM)).toBe(reference({ where }).length);
        const rows = await engine.find('Gadget', { where: withSecret, fields: ['id', 'secret'] }, SYSTEM);
        expect(rows.every((r) => !('secret' in r))).toBe(true);
      }),
      { numRuns: 50, seed: 11 },
    );
  });
});
