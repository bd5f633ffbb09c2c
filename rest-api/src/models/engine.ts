// Runs query plans: the model's own query, then one query per page for each loaded property and
// each included relation (models/include.ts), then rows → JSON in definition order, relations after
// the properties; and the writes of a model (create, update, delete) with their audit rows.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import { compileFilter, compileWhere, propertySql, type QueryPlan, type SqlContext } from './filter';
import { forbidden, HttpError, modelNotFound } from '../errors';
import { storedDate } from '../http/stored';
import { SYSTEM, type Access, type ModelDefinition, type PartitionFor, type PropertyDefinition, type Registry } from './definition';
import { searchCondition } from './filter/search';
import { includeRelation, type Page, type Row } from './include';
import { checkData, checkReferences, uniquenessError, type CheckedData } from './write';
import { currentActor } from '../audit/context';
import { auditInsert, changedFields, isEmpty, recordAudit, withAudit } from '../audit/log';

/** A save made on a version of the row that someone has changed since (issue 39). */
export const STALE_RECORD = 'Запись изменилась, пока вы её редактировали: сохранение отменено. Проверьте новые значения и сохраните снова.';

export type JsonObject = Record<string, unknown>;

/** Select lists kept compiled (issue 27): per model and set of columns, at most this many. */
const SELECT_LISTS = 500;

/**
 * Select lists compiled to their SQL text once: building and compiling a model's list of columns
 * (44 of a ticket, a few Kysely nodes each, walked again by the camel-case plugin) was a quarter of
 * the REST API's CPU on a ticket read. The text is what Kysely compiles on this database's executor,
 * plugins included; a list that compiles with parameters is not kept as text.
 */
class SelectLists {
  readonly #lists = new Map<string, RawBuilder<unknown>>();

  get(key: string, db: Kysely<DB>, build: () => RawBuilder<unknown>): RawBuilder<unknown> {
    let list = this.#lists.get(key);
    if (!list) {
      const built = build();
      const compiled = built.compile(db);
      list = compiled.parameters.length ? built : sql.raw(compiled.sql);
      if (this.#lists.size >= SELECT_LISTS) this.#lists.delete(this.#lists.keys().next().value!);
      this.#lists.set(key, list);
    }
    return list;
  }
}

function toJsonValue(property: PropertyDefinition, value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  switch (property.type) {
    case 'Number':
      return property.array ? (value as unknown[]).map(Number) : Number(value);
    case 'Date':
      return (value instanceof Date ? value : new Date(String(value))).toISOString();
    default:
      return value;
  }
}

function and(conditions: Array<RawBuilder<SqlBool> | null | undefined>): RawBuilder<SqlBool> | null {
  const present = conditions.filter((c): c is RawBuilder<SqlBool> => !!c);
  if (present.length === 0) return null;
  return sql<SqlBool>`${sql.join(
    present.map((c) => sql`(${c})`),
    sql` and `,
  )}`;
}

function scope(model: ModelDefinition, access: Access): RawBuilder<SqlBool> | null {
  return access === SYSTEM ? null : (model.scopeFor?.(access) ?? null);
}

/** The longest page (limit + offset) read per id of a PartitionFor: each id's range gives that many rows at most. */
export const PARTITIONED_PAGE_MAX = 500;

/** The model's scope as ids of a column, for a short page of a signed-in user's read; else null. */
function partitionOf(model: ModelDefinition, access: Access, plan: QueryPlan): ReturnType<PartitionFor> {
  if (access === SYSTEM || !model.partitionFor || plan.limit === null) return null;
  if (plan.limit + (plan.offset ?? 0) > PARTITIONED_PAGE_MAX) return null;
  return model.partitionFor(access);
}

/**
 * `from` the first limit + offset rows of each scope id's own range (in the list's order), named as
 * the model's table: the outer query orders, limits and offsets them as it would the whole table.
 * The ids are made distinct, so a row is never read twice.
 */
function partitionedFrom(model: ModelDefinition, partition: NonNullable<ReturnType<PartitionFor>>, condition: RawBuilder<SqlBool> | null, plan: QueryPlan): RawBuilder<unknown> {
  const table = sql.table(model.table);
  const inScope = sql<SqlBool>`${sql.ref(`${model.table}.${partition.column}`)} = scope_ids.id`;
  return sql`from (select distinct * from (${partition.ids}) as ids) as scope_ids(id)
    cross join lateral (select * from ${table} where ${and([inScope, condition])}
      order by ${sql.join(plan.orderBy)} limit ${plan.limit! + (plan.offset ?? 0)}) as ${table}`;
}

/** Without a write scope on the model, only admins write. */
function writeScope(model: ModelDefinition, access: Access): RawBuilder<SqlBool> | null {
  if (access === SYSTEM) return null;
  if (model.writeScopeFor) return model.writeScopeFor(access);
  return access.roleName === 'admin' ? null : sql<SqlBool>`false`;
}

/** The stored properties among `names` (the audit trail records these). */
function auditedProperties(model: ModelDefinition, names: string[]): Array<[string, PropertyDefinition]> {
  return names.map((name) => [name, model.properties[name]] as const).filter((entry): entry is [string, PropertyDefinition] => !!entry[1] && !entry[1].loaded && !entry[1].hidden);
}

export class ModelEngine {
  constructor(
    private readonly db: Kysely<DB>,
    readonly registry: Registry,
    readonly sqlContext: SqlContext,
    private readonly selectLists = new SelectLists(),
  ) {}

  /** The database (or the transaction) this engine runs on, for a repository's own queries. */
  get database(): Kysely<DB> {
    return this.db;
  }

  /** Runs `fn` in a transaction (or in the current one): nothing is half-written when it throws. */
  async transaction<T>(fn: (engine: ModelEngine) => Promise<T>): Promise<T> {
    if (this.db.isTransaction) return fn(this);
    return this.db.transaction().execute((trx) => fn(new ModelEngine(trx, this.registry, this.sqlContext, this.selectLists)));
  }

  /** Does the row exist, and may the user read it? 404 MODEL_NOT_FOUND, else 403 outside the scope. */
  async assertReadable(modelName: string, id: number | null, access: Access, rawId: unknown = id): Promise<void> {
    const model = this.registry.get(modelName);
    if (id === null || !(await this.exists(model, id, null))) throw modelNotFound(model.name, rawId);
    if (!(await this.exists(model, id, scope(model, access)))) throw forbidden();
  }

  /** Does the row exist, and may the user change it? 404, else 403 outside the write scope. */
  async assertWritable(modelName: string, id: number | null, access: Access, rawId: unknown = id): Promise<void> {
    const model = this.registry.get(modelName);
    if (id === null || !(await this.exists(model, id, null))) throw modelNotFound(model.name, rawId);
    if (!(await this.exists(model, id, writeScope(model, access)))) throw forbidden();
  }

  /** `POST /<models>`: checks the body, inserts, checks the new row is within the user's write scope. */
  async create(modelName: string, body: unknown, access: Access, checked?: CheckedData): Promise<JsonObject> {
    const model = this.registry.get(modelName);
    const data = checked ?? checkData(model, body);
    return this.transaction(async (engine) => {
      await checkReferences(engine.db, this.registry, model, data.values);
      const columns = Object.entries(data.columns);
      const insert = columns.length
        ? sql`insert into ${sql.table(model.table)} (${sql.join(columns.map(([c]) => sql.ref(c)))}) values (${sql.join(columns.map(([, v]) => v))}) returning id`
        : sql`insert into ${sql.table(model.table)} default values returning id`;
      const id = Number((await engine.write(model, insert)).id);
      const created = (await engine.findById(model.name, id, undefined, SYSTEM))!;
      const { after } = changedFields({}, created, Object.keys(data.values));
      // The audit row goes in with the scope check's statement (a refusal rolls both back).
      const audit = auditInsert({ model: model.name, entityId: id, action: 'create', before: null, after });
      if (!(await engine.exists(model, id, writeScope(model, access), audit))) throw forbidden();
      return created;
    });
  }

  /**
   * `PATCH /<models>/:id`: 404 / 403 first, then the precondition (`expectedUpdatedAt`: the row's
   * `updatedAt` as the client read it; 409 STALE_RECORD with the row as it is now when it changed
   * since), then the checked body; the row must stay within the scope.
   */
  async update(modelName: string, id: number | null, body: unknown, access: Access, checked?: CheckedData, rawId: unknown = id, expectedUpdatedAt?: unknown): Promise<JsonObject> {
    const model = this.registry.get(modelName);
    return this.transaction(async (engine) => {
      await engine.assertWritable(model.name, id, access, rawId);
      if (expectedUpdatedAt !== undefined) await engine.assertUnchanged(model, id!, expectedUpdatedAt);
      const data = checked ?? checkData(model, body);
      await checkReferences(engine.db, this.registry, model, data.values);
      const columns = Object.entries(data.columns);
      // The audit trail's "before" (a request's write only, not seeding) comes back from the UPDATE
      // itself: a FROM subquery reads the row as it was when the statement began.
      const actor = currentActor();
      const audited = actor && columns.length ? auditedProperties(model, Object.keys(data.values)) : [];
      let before: JsonObject | null = null;
      if (columns.length) {
        const table = sql.table(model.table);
        const set = sql.join(columns.map(([c, v]) => sql`${sql.ref(c)} = ${v}`));
        const written = await engine.write(
          model,
          audited.length
            ? sql`update ${table} set ${set}
                from (select ${sql.join(audited.map(([name, p]) => sql`${propertySql(model, p)} as ${sql.id(name)}`))} from ${table} where id = ${id}) as audit_before
                where ${table}.id = ${id} returning audit_before.*`
            : sql`update ${table} set ${set} where id = ${id} returning id`,
        );
        if (audited.length) before = Object.fromEntries(audited.map(([name, p]) => [name, toJsonValue(p, written[name])]));
      }
      const updated = (await engine.findById(model.name, id!, undefined, SYSTEM))!;
      let audit: RawBuilder<unknown> | null = null;
      if (before) {
        const change = changedFields(before, updated, Object.keys(data.values));
        // Blocking is its own action (a blocked person is explained by it); other changes are `update`.
        const action = 'blocked' in change.after ? (change.after.blocked ? 'block' : 'unblock') : 'update';
        if (!isEmpty(change.after)) audit = auditInsert({ model: model.name, entityId: id, action, ...change }, actor);
      }
      // The row must stay within the write scope; the audit row goes in with that check's statement
      // (no statement of its own: issue 17's cost), and a refusal rolls both back.
      if (columns.length && !(await engine.exists(model, id!, writeScope(model, access), audit))) throw forbidden();
      return updated;
    });
  }

  /**
   * No lost update (issue 39, docs/adr/0025-no-lost-update.md): the row still has the `updatedAt` the client read;
   * it is locked until the transaction ends, so two writers from one version cannot both pass.
   */
  private async assertUnchanged(model: ModelDefinition, id: number, expected: unknown): Promise<void> {
    const at = typeof expected === 'string' ? storedDate(expected) : null;
    if (!at) throw new HttpError(400, 'Версия записи (expectedUpdatedAt) должна быть датой и временем.', { code: 'INVALID_PRECONDITION' });
    const { rows } = await sql<{ at: string }>`select to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
      from ${sql.table(model.table)} where id = ${id} for update`.execute(this.db);
    if (rows[0]?.at === at.toISOString()) return;
    const current = await this.findById(model.name, id, undefined, SYSTEM);
    throw new HttpError(409, STALE_RECORD, { code: 'STALE_RECORD', details: { current } });
  }

  /** `DELETE /<models>/:id`: `{count: 1}`; 404 / 403 as for an update. */
  async destroy(modelName: string, id: number | null, access: Access, rawId: unknown = id): Promise<{ count: number }> {
    const model = this.registry.get(modelName);
    return this.transaction(async (engine) => {
      await engine.assertWritable(model.name, id, access, rawId);
      const actor = currentActor();
      const before = actor ? await engine.findById(model.name, id!, undefined, SYSTEM) : null;
      const { rows } = await sql`delete from ${sql.table(model.table)} where id = ${id} returning id`.execute(engine.db);
      if (rows.length) await recordAudit(engine.db, { model: model.name, entityId: id, action: 'delete', before, after: null }, actor);
      return { count: rows.length };
    });
  }

  private async write(model: ModelDefinition, query: RawBuilder<unknown>): Promise<Row> {
    try {
      const { rows } = await sql<Row>`${query}`.execute(this.db);
      return rows[0] ?? {};
    } catch (error) {
      throw uniquenessError(model, error) ?? error;
    }
  }

  /** Whether the row is within `condition`; `audit` (an audit row's insert) runs in the same statement. */
  private async exists(model: ModelDefinition, id: number, condition: RawBuilder<SqlBool> | null, audit: RawBuilder<unknown> | null = null): Promise<boolean> {
    const where = and([sql<SqlBool>`${propertySql(model, model.properties.id!)} = ${id}`, condition]);
    const { rows } = await withAudit(audit, sql`select 1 from ${sql.table(model.table)} where ${where}`).execute(this.db);
    return rows.length > 0;
  }

  /** `GET /<models>?filter=`: the filter object (or undefined) as parsed from the request. */
  async find(modelName: string, filter: unknown, access: Access, extra: RawBuilder<SqlBool> | null = null): Promise<JsonObject[]> {
    const model = this.registry.get(modelName);
    const plan = compileFilter(this.registry, model, filter, this.sqlContext);
    return (await this.run(plan, access, extra, true)).json;
  }

  /** Spec §5 search over the model's searchFields; null without words. */
  search(modelName: string, text: unknown): RawBuilder<SqlBool> | null {
    const model = this.registry.get(modelName);
    return searchCondition(model, model.searchFields ?? [], text, this.sqlContext);
  }

  /** `GET /<models>/:id?filter=`: the filter's where, fields and include apply; null when not found or out of scope. */
  async findById(modelName: string, id: number, filter: unknown, access: Access): Promise<JsonObject | null> {
    const model = this.registry.get(modelName);
    const plan = compileFilter(this.registry, model, filter, this.sqlContext);
    const byId = sql<SqlBool>`${propertySql(model, model.properties.id!)} = ${id}`;
    const page = await this.run({ ...plan, limit: 1, offset: null }, access, byId);
    return page.json[0] ?? null;
  }

  /** `GET /<models>/findOne?filter=`: the first match, or null. */
  async findOne(modelName: string, filter: unknown, access: Access): Promise<JsonObject | null> {
    const model = this.registry.get(modelName);
    const plan = compileFilter(this.registry, model, filter, this.sqlContext);
    const page = await this.run({ ...plan, limit: 1 }, access, null);
    return page.json[0] ?? null;
  }

  /** `GET /<models>/count?where=`: the bare where. */
  async count(modelName: string, where: unknown, access: Access, extra: RawBuilder<SqlBool> | null = null): Promise<number> {
    const model = this.registry.get(modelName);
    const condition = and([compileWhere(model, where, this.sqlContext), scope(model, access), extra]);
    const query = sql<{ count: number }>`select count(*)::int as count from ${sql.table(model.table)}${condition ? sql` where ${condition}` : sql``}`;
    const { rows } = await query.execute(this.db);
    return Number(rows[0]?.count ?? 0);
  }

  /** Counts per value of one column for a where, in one grouped query: [value, count] rows. */
  async countBy(modelName: string, column: string, where: unknown, access: Access, extra: RawBuilder<SqlBool> | null = null): Promise<Array<[unknown, number]>> {
    const model = this.registry.get(modelName);
    const property = model.properties[column];
    if (!property) throw new Error(`${modelName} has no property ${column}`);
    const condition = and([compileWhere(model, where, this.sqlContext), scope(model, access), extra]);
    const { rows } = await sql<{ value: unknown; count: number }>`select ${propertySql(model, property)} as value, count(*)::int as count
      from ${sql.table(model.table)}${condition ? sql` where ${condition}` : sql``} group by 1`.execute(this.db);
    return rows.map((row) => [row.value, Number(row.count)]);
  }

  /** `partitioned`: a list's page, which may be read per id of the model's PartitionFor. */
  private async run(plan: QueryPlan, access: Access, extra: RawBuilder<SqlBool> | null, partitioned = false): Promise<Page> {
    const { model } = plan;
    const wanted = (name: string) => plan.fields === null || plan.fields.includes(name);
    const selected = Object.entries(model.properties).filter(([name, p]) => !p.hidden && (!p.loaded || p.inline) && (name === 'id' || wanted(name)));
    const partition = partitioned ? partitionOf(model, access, plan) : null;
    const condition = and([plan.where, partition ? null : scope(model, access), extra]);
    const columns = selected.filter(([, p]) => !p.inline);
    const inline = selected.filter(([, p]) => p.inline);
    const names = (list: typeof selected) => list.map(([name]) => name).join(',');
    const columnList = this.selectLists.get(`${model.name} ${names(columns)}`, this.db, () =>
      sql.join(columns.map(([name, p]) => sql`${propertySql(model, p)} as ${sql.id(name)}`)),
    );
    const parts: RawBuilder<unknown>[] = [sql`select ${columnList}`, sql`from ${sql.table(model.table)}`];
    if (partition) parts[1] = partitionedFrom(model, partition, condition, plan);
    else if (condition) parts.push(sql`where ${condition}`);
    parts.push(sql`order by ${sql.join(plan.orderBy)}`);
    if (plan.limit !== null) parts.push(sql`limit ${plan.limit}`);
    if (plan.offset) parts.push(sql`offset ${plan.offset}`);
    let query = sql<Row>`${sql.join(parts, sql` `)}`;
    // Inline loaded properties over the page, outside it: in the same query they would be computed
    // for every row an index scan passes, the skipped ones of an offset too (24,024 for page 1,001).
    // The page keeps its order (a projection of the subquery, no join).
    if (inline.length) {
      const inlineList = this.selectLists.get(`${model.name} inline ${names(inline)}`, this.db, () => sql.join(inline.map(([name, p]) => sql`(${p.inline}) as ${sql.id(name)}`)));
      query = sql<Row>`select *, ${inlineList} from (${query}) as ${sql.table(model.table)}`;
    }
    const { rows } = await query.execute(this.db);

    const ids = rows.map((row) => Number(row.id));
    for (const [name, property] of Object.entries(model.properties)) {
      if (!property.loaded || property.inline || !wanted(name) || rows.length === 0) continue;
      const values = await model.loaders![name]!(this.db, ids);
      for (const row of rows) row[name] = values.get(Number(row.id)) ?? (property.array ? [] : null);
    }

    const json = rows.map((row) => this.toJson(model, plan.fields, row));
    const run = (p: QueryPlan, a: Access, e: RawBuilder<SqlBool> | null) => this.run(p, a, e);
    for (const include of plan.includes) await includeRelation(this.db, run, plan, include, rows, json, access);
    return { rows, json };
  }

  private toJson(model: ModelDefinition, fields: string[] | null, row: Row): JsonObject {
    const json: JsonObject = {};
    for (const [name, property] of Object.entries(model.properties)) {
      if (property.hidden || (fields !== null && !fields.includes(name)) || !(name in row)) continue;
      json[name] = toJsonValue(property, row[name]);
    }
    return json;
  }
}
