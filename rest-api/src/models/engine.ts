// Runs query plans: the model's own query, then one query per page for each loaded property and
// each included relation (`WHERE key IN (...)`, in chunks of 256; one query per parent when the
// include scope pages), then rows → JSON in definition order, relations after the properties.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import { compileFilter, compileWhere, propertySql, type QueryPlan, type SqlContext } from '../filter';
import { SYSTEM, type Access, type ModelDefinition, type PropertyDefinition, type Registry } from './definition';

export type JsonObject = Record<string, unknown>;
type Row = Record<string, unknown>;

interface Page {
  rows: Row[];
  json: JsonObject[];
}

const INCLUDE_CHUNK = 256;

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

function chunk<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

function and(conditions: Array<RawBuilder<SqlBool> | null | undefined>): RawBuilder<SqlBool> | null {
  const present = conditions.filter((c): c is RawBuilder<SqlBool> => !!c);
  if (present.length === 0) return null;
  return sql<SqlBool>`${sql.join(present.map((c) => sql`(${c})`), sql` and `)}`;
}

function scope(model: ModelDefinition, access: Access): RawBuilder<SqlBool> | null {
  return access === SYSTEM ? null : (model.scopeFor?.(access) ?? null);
}

export class ModelEngine {
  constructor(
    private readonly db: Kysely<DB>,
    readonly registry: Registry,
    readonly sqlContext: SqlContext,
  ) {}

  /** `GET /<models>?filter=`: the filter object (or undefined) as parsed from the request. */
  async find(modelName: string, filter: unknown, access: Access): Promise<JsonObject[]> {
    const model = this.registry.get(modelName);
    const plan = compileFilter(this.registry, model, filter, this.sqlContext);
    return (await this.run(plan, access, null)).json;
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
  async count(modelName: string, where: unknown, access: Access): Promise<number> {
    const model = this.registry.get(modelName);
    const condition = and([compileWhere(model, where, this.sqlContext), scope(model, access)]);
    const query = sql<{ count: number }>`select count(*)::int as count from ${sql.table(model.table)}${condition ? sql` where ${condition}` : sql``}`;
    const { rows } = await query.execute(this.db);
    return Number(rows[0]?.count ?? 0);
  }

  private async run(plan: QueryPlan, access: Access, extra: RawBuilder<SqlBool> | null): Promise<Page> {
    const { model } = plan;
    const wanted = (name: string) => plan.fields === null || plan.fields.includes(name);
    const selected = Object.entries(model.properties).filter(
      ([name, p]) => !p.hidden && !p.loaded && (name === 'id' || wanted(name)),
    );
    const condition = and([plan.where, scope(model, access), extra]);
    const parts: RawBuilder<unknown>[] = [
      sql`select ${sql.join(selected.map(([name, p]) => sql`${propertySql(model, p)} as ${sql.id(name)}`))}`,
      sql`from ${sql.table(model.table)}`,
    ];
    if (condition) parts.push(sql`where ${condition}`);
    parts.push(sql`order by ${sql.join(plan.orderBy)}`);
    if (plan.limit !== null) parts.push(sql`limit ${plan.limit}`);
    if (plan.offset) parts.push(sql`offset ${plan.offset}`);
    const { rows } = await sql<Row>`${sql.join(parts, sql` `)}`.execute(this.db);

    const ids = rows.map((row) => Number(row.id));
    for (const [name, property] of Object.entries(model.properties)) {
      if (!property.loaded || !wanted(name) || rows.length === 0) continue;
      const values = await model.loaders![name]!(this.db, ids);
      for (const row of rows) row[name] = values.get(Number(row.id)) ?? (property.array ? [] : null);
    }

    const json = rows.map((row) => this.toJson(model, plan.fields, row));
    for (const include of plan.includes) await this.include(plan, include, rows, json, access);
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

  private async include(parent: QueryPlan, include: QueryPlan['includes'][number], rows: Row[], json: JsonObject[], access: Access): Promise<void> {
    if (include.relation.through) return this.includeThrough(include, rows, json, access);
    const { relation, plan } = include;
    const target = plan.model;
    const parentKey = relation.type === 'belongsTo' ? relation.foreignKey : 'id';
    const childKey = relation.type === 'belongsTo' ? 'id' : relation.foreignKey;
    // LoopBack does not extend the parent's fields: without the key the relation is left out.
    if (parent.fields !== null && !parent.fields.includes(parentKey)) return;
    const keys = [...new Set(rows.map((row) => row[parentKey]).filter((v) => v !== null && v !== undefined).map(Number))];

    const children = new Map<number, JsonObject[]>();
    const collect = (page: Page) => {
      page.rows.forEach((row, i) => {
        const key = Number(row[childKey]);
        const list = children.get(key) ?? [];
        list.push(page.json[i]!);
        children.set(key, list);
      });
    };
    const childColumn = propertySql(target, target.properties[childKey]!);
    if (include.perParent) {
      for (const key of keys) collect(await this.run(plan, access, sql<SqlBool>`${childColumn} = ${key}`));
    } else {
      const unpaged = { ...plan, limit: null, offset: null };
      for (const part of chunk(keys, INCLUDE_CHUNK)) {
        collect(await this.run(unpaged, access, sql<SqlBool>`${childColumn} in (${sql.join(part)})`));
      }
    }

    rows.forEach((row, i) => {
      const value = row[parentKey];
      const found = value === null || value === undefined ? undefined : children.get(Number(value));
      if (relation.type === 'hasMany') json[i]![include.name] = found ?? [];
      else if (found?.[0]) json[i]![include.name] = found[0]; // a missing target leaves the key out
    });
  }

  /** hasMany through a link table: the links of the page's ids, then the targets (per parent when paged). */
  private async includeThrough(include: QueryPlan['includes'][number], rows: Row[], json: JsonObject[], access: Access): Promise<void> {
    const { relation, plan } = include;
    const through = relation.through!;
    const targetId = propertySql(plan.model, plan.model.properties.id!);
    const ids = rows.map((row) => Number(row.id));
    const byParent = new Map<number, JsonObject[]>();
    if (include.perParent) {
      for (const id of ids) {
        const links = sql`select ${sql.ref(through.to)} from ${sql.table(through.table)} where ${sql.ref(through.from)} = ${id}`;
        byParent.set(id, (await this.run(plan, access, sql<SqlBool>`${targetId} in (${links})`)).json);
      }
    } else {
      const unpaged = { ...plan, limit: null, offset: null };
      for (const part of chunk(ids, INCLUDE_CHUNK)) {
        const { rows: links } = await sql<{ source: number; target: number }>`
          select ${sql.ref(through.from)} as source, ${sql.ref(through.to)} as target from ${sql.table(through.table)}
          where ${sql.ref(through.from)} in (${sql.join(part)})`.execute(this.db);
        const targets = [...new Set(links.map((l) => Number(l.target)))];
        const found = new Map<number, JsonObject>();
        for (const targetPart of chunk(targets, INCLUDE_CHUNK)) {
          const page = await this.run(unpaged, access, sql<SqlBool>`${targetId} in (${sql.join(targetPart)})`);
          page.rows.forEach((row, i) => found.set(Number(row.id), page.json[i]!));
        }
        // Keep the targets' order (the scope's order) within each parent.
        const order = new Map([...found.keys()].map((id, i) => [id, i]));
        for (const link of links) {
          const target = found.get(Number(link.target));
          if (!target) continue;
          const list = byParent.get(Number(link.source)) ?? [];
          list.push(target);
          byParent.set(Number(link.source), list);
        }
        for (const id of part) byParent.get(id)?.sort((a, b) => order.get(Number(a.id))! - order.get(Number(b.id))!);
      }
    }
    rows.forEach((row, i) => {
      json[i]![include.name] = byParent.get(Number(row.id)) ?? [];
    });
  }
}
