// A small fixture for the filter compiler: gadgets (every property type, NULLs, ties, Cyrillic)
// belonging to groups. Rows are chosen so that each rule of loopback-contract §8 shows in the ids.
import { CamelCasePlugin, DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql, type RawBuilder } from 'kysely';
import { bool, date, decimal, defineModel, int, jsonb, text } from '../src/models/define';
import { Registry } from '../src/models/definition';

export const gadgetModel = defineModel({
  name: 'Gadget',
  table: 'gadgets',
  properties: {
    id: int,
    title: text,
    price: int,
    weight: decimal,
    active: bool,
    releasedAt: date,
    meta: jsonb,
    titleLength: { type: 'Number', expression: sql`length(gadgets.title)` },
    secret: { type: 'String', hidden: true },
    groupId: int,
  },
  relations: {
    group: { type: 'belongsTo', model: 'Group', foreignKey: 'groupId' },
  },
});

export const groupModel = defineModel({
  name: 'Group',
  table: 'groups',
  properties: { id: int, name: text },
  relations: {
    gadgets: { type: 'hasMany', model: 'Gadget', foreignKey: 'groupId' },
  },
});

export function gadgetRegistry(): Registry {
  const registry = new Registry([gadgetModel, groupModel]);
  registry.validate();
  return registry;
}

export const GADGETS_SQL = [
  `create table groups (id integer primary key, name text)`,
  `create table gadgets (
     id integer primary key, title text, price integer, weight numeric(10, 3), active boolean,
     released_at timestamptz, meta jsonb, secret text, group_id integer)`,
  `insert into groups values (1, 'Первая'), (2, 'Вторая'), (3, 'Третья'), (4, 'Пустая')`,
  `insert into gadgets values
     (1, 'Cafe Alpha', 100, 1.5, true, '2024-01-01T10:00:00Z', '{"a":1}', 's1', 1),
     (2, 'Cafe Beta', 200, null, false, '2024-02-01T00:00:00Z', null, 's2', 1),
     (3, 'Привет мир', 300, 2.25, true, null, null, null, 2),
     (4, 'a.b*c', null, 0.5, null, '2024-03-15T12:30:00Z', null, null, 2),
     (5, '50% off', 150, 3, false, '2023-12-31T23:59:59Z', null, null, null),
     (6, 'under_score', 0, null, true, '2024-01-01T00:00:00Z', null, null, 3),
     (7, null, 50, 1, true, '2024-02-01T00:00:00Z', null, null, 99),
     (8, 'cafe gamma', 120, 2, false, '2024-02-01T00:00:00Z', null, null, 3)`,
];

/** A Kysely that only compiles (no database), configured like the service's. */
export const compiler = new Kysely<unknown>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
  plugins: [new CamelCasePlugin()],
});

export function compile(fragment: RawBuilder<unknown> | null): { sql: string; parameters: readonly unknown[] } | null {
  if (!fragment) return null;
  const { sql: text, parameters } = fragment.compile(compiler);
  return { sql: text, parameters };
}
