// The filter compiler and the query engine on a real database (PGlite, or with TEST_PG_URL a fresh
// PostgreSQL database created with LC_CTYPE 'C', where the database itself does not fold Cyrillic).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GADGETS_SQL, gadgetModel, gadgetRegistry, groupModel } from '../../test/gadgets';
import { defineModel, int } from './define';
import { Registry } from './definition';
import { BACKEND, createTestDatabase, TEST_PG_URL, type TestDatabase } from '../../test/support';
import { openDatabase, type Database } from '../db/database';
import { HttpError } from '../errors';
import { SYSTEM } from './definition';
import { ModelEngine } from './engine';

let testDatabase: TestDatabase;
let database: Database;
let engine: ModelEngine;

beforeAll(async () => {
  testDatabase = await createTestDatabase({ lcCtype: 'C' });
  database = await openDatabase({ dataDir: 'memory', databaseUrl: testDatabase.databaseUrl });
  for (const statement of GADGETS_SQL) await sql.raw(statement).execute(database.db);
  engine = new ModelEngine(database.db, gadgetRegistry(), { caseFoldCollation: database.caseFoldCollation });
});

afterAll(async () => {
  await database?.close();
  await testDatabase?.drop();
});

const find = (filter: unknown) => engine.find('Gadget', filter, SYSTEM);
const ids = async (filter: unknown) => (await find(filter)).map((row) => row.id);
const idsWhere = (where: unknown) => ids({ where });

async function status400(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (e) {
    if (e instanceof HttpError && e.statusCode === 400) return e.message;
    throw e;
  }
  throw new Error('expected a 400');
}

describe(`like, ilike and regexp on ${BACKEND}`, () => {
  it('matches like without wildcards exactly', async () => {
    expect(await idsWhere({ title: { like: 'Cafe' } })).toEqual([]);
    expect(await idsWhere({ title: { like: 'Cafe Alpha' } })).toEqual([1]);
  });

  it('reads % and _ as wildcards and a backslash as their escape', async () => {
    expect(await idsWhere({ title: { like: 'Cafe%' } })).toEqual([1, 2]);
    expect(await idsWhere({ title: { like: 'Caf_ Beta' } })).toEqual([2]);
    expect(await idsWhere({ title: { like: '50\\% off' } })).toEqual([5]);
    expect(await idsWhere({ title: { like: '50\\%' } })).toEqual([]);
    expect(await idsWhere({ title: { like: '%\\_%' } })).toEqual([6]);
  });

  it('matches regex metacharacters literally', async () => {
    expect(await idsWhere({ title: { like: 'a.b*c' } })).toEqual([4]);
  });

  it('matches like on a number column through its text', async () => {
    expect(await idsWhere({ price: { like: '1%' } })).toEqual([1, 5, 8]);
  });

  it('folds case in ilike for Latin and Cyrillic alike', async () => {
    expect(await idsWhere({ title: { ilike: 'cafe%' } })).toEqual([1, 2, 8]);
    expect(await idsWhere({ title: { ilike: 'привет%' } })).toEqual([3]);
    expect(await idsWhere({ title: { ilike: 'ПРИВЕТ МИР' } })).toEqual([3]);
  });

  it.runIf(TEST_PG_URL)('needs the folding collation here: this database does not fold Cyrillic itself', async () => {
    const { rows } = await sql<{ folds: boolean }>`select 'Привет' ilike 'привет%' as folds`.execute(database.db);
    expect(rows[0]?.folds).toBe(false);
    expect(database.caseFoldCollation).toBe('C.utf8');
  });

  it('matches regexp case-sensitively, and case-insensitively with /i', async () => {
    expect(await idsWhere({ title: { regexp: '^Cafe' } })).toEqual([1, 2]);
    expect(await idsWhere({ title: { regexp: '/^cafe/i' } })).toEqual([1, 2, 8]);
    expect(await idsWhere({ title: { regexp: '/^привет/i' } })).toEqual([3]);
  });
});

describe(`operators and NULL rows on ${BACKEND}`, () => {
  it('excludes NULL rows from neq, nin, nlike and nilike', async () => {
    expect(await idsWhere({ price: { neq: 100 } })).toEqual([2, 3, 5, 6, 7, 8]);
    expect(await idsWhere({ price: { nin: [100, 200] } })).toEqual([3, 5, 6, 7, 8]);
    expect(await idsWhere({ title: { nlike: 'Cafe%' } })).toEqual([3, 4, 5, 6, 8]);
    expect(await idsWhere({ title: { nilike: 'cafe%' } })).toEqual([3, 4, 5, 6]);
  });

  it('returns nothing for inq [], everything for nin [], and works with one element', async () => {
    expect(await idsWhere({ id: { inq: [] } })).toEqual([]);
    expect(await idsWhere({ id: { nin: [] } })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await idsWhere({ id: { inq: [3] } })).toEqual([3]);
  });

  it('applies only the first of several operators on one property', async () => {
    expect(await idsWhere({ price: { gt: 100, lt: 200 } })).toEqual([2, 3, 5, 8]);
  });

  it('includes both ends of between', async () => {
    expect(await idsWhere({ price: { between: [100, 200] } })).toEqual([1, 2, 5, 8]);
    expect(await idsWhere({ releasedAt: { between: ['2024-01-01', '2024-01-31'] } })).toEqual([1, 6]);
  });

  it('compares decimals', async () => {
    expect(await idsWhere({ weight: { gt: 1.5 } })).toEqual([3, 5, 8]);
  });

  it('turns null, {eq: null} and {neq: null} into IS NULL and IS NOT NULL', async () => {
    expect(await idsWhere({ price: null })).toEqual([4]);
    expect(await idsWhere({ price: { eq: null } })).toEqual([4]);
    expect(await idsWhere({ price: { neq: null } })).toEqual([1, 2, 3, 5, 6, 7, 8]);
  });

  it('keeps the precedence of or next to a sibling key, in both key orders', async () => {
    expect(await idsWhere({ or: [{ id: 1 }, { id: 2 }], active: true })).toEqual([1]);
    expect(await idsWhere({ active: true, or: [{ id: 1 }, { id: 2 }] })).toEqual([1]);
  });

  it('adds no condition for and: [] or or: [], alone or with a sibling', async () => {
    expect(await idsWhere({ and: [] })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await idsWhere({ or: [], active: true })).toEqual([1, 3, 6, 7]);
  });

  it('nests and inside or inside and', async () => {
    expect(await idsWhere({ and: [{ or: [{ and: [{ price: { gt: 100 } }, { active: true }] }, { id: 5 }] }] })).toEqual([3, 5]);
  });

  it('refuses a query deeper than 12 levels', async () => {
    let where: unknown = { id: 1 };
    for (let i = 0; i < 6; i++) where = { and: [where] };
    expect(await status400(() => idsWhere(where))).toBe('The query object exceeds maximum depth 12');
  });

  it('drops conditions on unknown and hidden properties, as LoopBack on PostgreSQL does', async () => {
    expect(await idsWhere({ nope: 1 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await idsWhere({ secret: 's1' })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('coerces values by property type', async () => {
    expect(await idsWhere({ active: 'no' })).toEqual([1, 3, 6, 7]);
    expect(await idsWhere({ active: 'false' })).toEqual([2, 5, 8]);
    expect(await idsWhere({ price: '' })).toEqual([6]);
    expect(await idsWhere({ releasedAt: '2024-02-01' })).toEqual([2, 7, 8]);
    expect(await idsWhere({ releasedAt: { gte: '2024-02-01' } })).toEqual([2, 4, 7, 8]);
  });

  it('filters a computed property', async () => {
    expect(await idsWhere({ titleLength: 10 })).toEqual([1, 3, 8]);
  });

  it('compares JSON properties with null and matches their text', async () => {
    expect(await idsWhere({ meta: { neq: null } })).toEqual([1]);
    expect(await idsWhere({ meta: { like: '%"a"%' } })).toEqual([1]);
  });
});

describe(`order, paging and fields on ${BACKEND}`, () => {
  it('orders by id ascending by default', async () => {
    expect(await ids({})).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('puts NULLs first in DESC and last in ASC, and breaks ties by id', async () => {
    expect(await ids({ order: 'releasedAt DESC' })).toEqual([3, 4, 8, 7, 2, 1, 6, 5]);
    expect(await ids({ order: 'releasedAt ASC' })).toEqual([5, 6, 1, 2, 7, 8, 4, 3]);
  });

  it('pages through ties without overlap', async () => {
    const first = await ids({ order: 'releasedAt DESC', limit: 3 });
    const second = await ids({ order: 'releasedAt DESC', limit: 3, skip: 3 });
    expect([...first, ...second]).toEqual([3, 4, 8, 7, 2, 1]);
  });

  it('orders by several keys given as a list or an array', async () => {
    expect(await ids({ order: 'price asc, id desc' })).toEqual([6, 7, 1, 8, 5, 2, 3, 4]);
    expect(await ids({ order: ['active DESC', 'id ASC'] })).toEqual([4, 1, 3, 6, 7, 2, 5, 8]);
    expect(await ids({ order: 'title' })).toEqual([5, 1, 2, 4, 8, 6, 3, 7]);
  });

  it('refuses an order by an unknown property with a 400', async () => {
    expect(await status400(() => ids({ order: 'nope DESC' }))).toBe('The order "nope DESC" refers to an unknown property "nope" of Gadget');
  });

  it('applies limit, skip and offset', async () => {
    expect(await ids({ limit: 3 })).toEqual([1, 2, 3]);
    expect(await ids({ skip: 6 })).toEqual([7, 8]);
    expect(await ids({ offset: 7 })).toEqual([8]);
    expect(await ids({ limit: 2, skip: 2, order: 'id DESC' })).toEqual([6, 5]);
    expect(await ids({ limit: 0 })).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('returns every property but the hidden ones, NULLs as null, dates as ISO strings, decimals as numbers', async () => {
    const [first] = await find({ where: { id: 1 } });
    expect(first).toEqual({
      id: 1,
      title: 'Cafe Alpha',
      price: 100,
      weight: 1.5,
      active: true,
      releasedAt: '2024-01-01T10:00:00.000Z',
      meta: { a: 1 },
      titleLength: 10,
      groupId: 1,
    });
    const [second] = await find({ where: { id: 2 } });
    expect(second).toMatchObject({ weight: null, meta: null });
  });

  it('returns only the selected fields, in definition order', async () => {
    expect(await find({ fields: ['title', 'id'], where: { id: { inq: [1, 2] } } })).toEqual([
      { id: 1, title: 'Cafe Alpha' },
      { id: 2, title: 'Cafe Beta' },
    ]);
    expect(await find({ fields: { title: true }, limit: 1 })).toEqual([{ title: 'Cafe Alpha' }]);
    expect(Object.keys((await find({ fields: { price: false }, limit: 1 }))[0]!)).toEqual(['id', 'title', 'weight', 'active', 'releasedAt', 'meta', 'titleLength', 'groupId']);
    expect(await find({ fields: ['nope'], limit: 2 })).toEqual([{}, {}]);
  });
});

describe(`include on ${BACKEND}`, () => {
  it('includes belongsTo, leaving the key out for a NULL or dangling foreign key', async () => {
    const rows = await find({ include: 'group', fields: ['id', 'groupId'] });
    expect(rows).toEqual([
      { id: 1, groupId: 1, group: { id: 1, name: 'Первая' } },
      { id: 2, groupId: 1, group: { id: 1, name: 'Первая' } },
      { id: 3, groupId: 2, group: { id: 2, name: 'Вторая' } },
      { id: 4, groupId: 2, group: { id: 2, name: 'Вторая' } },
      { id: 5, groupId: null },
      { id: 6, groupId: 3, group: { id: 3, name: 'Третья' } },
      { id: 7, groupId: 99 },
      { id: 8, groupId: 3, group: { id: 3, name: 'Третья' } },
    ]);
  });

  it('includes hasMany in id order, [] when there are no children', async () => {
    const groups = await engine.find('Group', { include: { relation: 'gadgets', scope: { fields: ['id'] } } }, SYSTEM);
    expect(groups).toEqual([
      {
        id: 1,
        name: 'Первая',
        gadgets: [
          { id: 1, groupId: 1 },
          { id: 2, groupId: 1 },
        ],
      },
      {
        id: 2,
        name: 'Вторая',
        gadgets: [
          { id: 3, groupId: 2 },
          { id: 4, groupId: 2 },
        ],
      },
      {
        id: 3,
        name: 'Третья',
        gadgets: [
          { id: 6, groupId: 3 },
          { id: 8, groupId: 3 },
        ],
      },
      { id: 4, name: 'Пустая', gadgets: [] },
    ]);
  });

  it('applies a scope where to the children only, and a scope limit per parent', async () => {
    const active = await engine.find('Group', { fields: ['id'], include: { relation: 'gadgets', scope: { where: { active: true }, fields: 'id' } } }, SYSTEM);
    expect(active.map((g) => [g.id, (g.gadgets as Array<{ id: number }>).map((x) => x.id)])).toEqual([
      [1, [1]],
      [2, [3]],
      [3, [6]],
      [4, []],
    ]);
    const newest = await engine.find('Group', { fields: ['id'], include: { rel: 'gadgets', scope: { order: 'id DESC', limit: 1, fields: ['title'] } } }, SYSTEM);
    expect(newest).toEqual([
      { id: 1, gadgets: [{ title: 'Cafe Beta', groupId: 1 }] },
      { id: 2, gadgets: [{ title: 'a.b*c', groupId: 2 }] },
      { id: 3, gadgets: [{ title: 'cafe gamma', groupId: 3 }] },
      { id: 4, gadgets: [] },
    ]);
  });

  it('nests includes in every form', async () => {
    const [gadget] = await find({ where: { id: 1 }, fields: ['id', 'groupId'], include: { group: { relation: 'gadgets', scope: { fields: 'id' } } } });
    expect(gadget).toEqual({
      id: 1,
      groupId: 1,
      group: {
        id: 1,
        name: 'Первая',
        gadgets: [
          { id: 1, groupId: 1 },
          { id: 2, groupId: 1 },
        ],
      },
    });
    const [same] = await find({ where: { id: 1 }, fields: ['id', 'groupId'], include: [{ group: 'gadgets' }] });
    expect((same!.group as { gadgets: unknown[] }).gadgets).toHaveLength(2);
  });

  it('leaves the relation out when the fields leave out its key', async () => {
    expect(await find({ where: { id: 1 }, fields: ['id', 'title'], include: 'group' })).toEqual([{ id: 1, title: 'Cafe Alpha' }]);
  });

  it('includes only the first key of an object with several keys', async () => {
    const [gadget] = await find({ where: { id: 1 }, fields: ['id', 'groupId'], include: { group: true, nope: true } });
    expect(gadget).toEqual({ id: 1, groupId: 1, group: { id: 1, name: 'Первая' } });
  });

  it('refuses an unknown relation with a 400', async () => {
    expect(await status400(() => find({ include: 'nope' }))).toBe('Relation "nope" is not defined for Gadget model');
  });
});

describe(`count and findById on ${BACKEND}`, () => {
  it('counts with a bare where, and counts everything given a {where} wrapper', async () => {
    expect(await engine.count('Gadget', { active: true }, SYSTEM)).toBe(4);
    expect(await engine.count('Gadget', { where: { active: true } }, SYSTEM)).toBe(8);
    expect(await engine.count('Gadget', undefined, SYSTEM)).toBe(8);
  });

  it('finds by id with fields and include, null when missing', async () => {
    expect(await engine.findById('Gadget', 3, { fields: ['id', 'groupId'], include: 'group' }, SYSTEM)).toEqual({
      id: 3,
      groupId: 2,
      group: { id: 2, name: 'Вторая' },
    });
    expect(await engine.findById('Gadget', 99, undefined, SYSTEM)).toBeNull();
    expect(await engine.findById('Gadget', 3, { where: { active: false } }, SYSTEM)).toBeNull();
  });
});

describe(`select lists kept compiled (issue 27) on ${BACKEND}`, () => {
  it('answers each set of fields with its own columns, one after another on a new engine', async () => {
    const own = new ModelEngine(database.db, gadgetRegistry(), { caseFoldCollation: database.caseFoldCollation });
    const keys = async (filter: unknown) => Object.keys((await own.findById('Gadget', 1, filter, SYSTEM))!);
    expect(await keys({ fields: ['id', 'title'] })).toEqual(['id', 'title']);
    expect(await keys(undefined)).toEqual(['id', 'title', 'price', 'weight', 'active', 'releasedAt', 'meta', 'titleLength', 'groupId']);
    expect(await keys({ fields: ['id', 'price'] })).toEqual(['id', 'price']);
    expect(await keys({ fields: ['id', 'title'] })).toEqual(['id', 'title']);
  });

  it('binds the parameters of a property’s SQL on every read (such a list is not kept as text)', async () => {
    const labelled = defineModel({
      name: 'LabelledGadget',
      table: 'gadgets',
      properties: { id: int, label: { type: 'String', expression: sql`${'№ '} || gadgets.id` } },
    });
    const registry = new Registry([gadgetModel, groupModel, labelled]);
    registry.validate();
    const own = new ModelEngine(database.db, registry, { caseFoldCollation: database.caseFoldCollation });
    const labels = async (where: unknown) => (await own.find('LabelledGadget', { where, order: 'id' }, SYSTEM)).map((row) => row.label);
    expect(await labels({ id: { inq: [2, 3] } })).toEqual(['№ 2', '№ 3']);
    expect(await labels({ id: { gt: 6 } })).toEqual(['№ 7', '№ 8']);
  });
});
