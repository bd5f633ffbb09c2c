// An included relation of a page (LoopBack's `include`): one query per page (`WHERE key IN (...)`,
// in chunks of 256), or one per parent when the include's scope pages; hasMany through a link table
// reads the links, then the targets.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import type { Access } from './definition';
import { propertySql, type QueryPlan } from './filter';

export type Row = Record<string, unknown>;
type JsonObject = Record<string, unknown>;
export interface Page {
  rows: Row[];
  json: JsonObject[];
}
type Include = QueryPlan['includes'][number];
/** The engine's read of a plan's page within the access, narrowed by `extra`. */
type RunPage = (plan: QueryPlan, access: Access, extra: RawBuilder<SqlBool> | null) => Promise<Page>;

const INCLUDE_CHUNK = 256;

function chunk<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

export async function includeRelation(db: Kysely<DB>, run: RunPage, parent: QueryPlan, include: Include, rows: Row[], json: JsonObject[], access: Access): Promise<void> {
  if (include.relation.through) return includeThrough(db, run, include, rows, json, access);
  const { relation, plan } = include;
  const target = plan.model;
  const parentKey = relation.type === 'belongsTo' ? relation.foreignKey : 'id';
  const childKey = relation.type === 'belongsTo' ? 'id' : relation.foreignKey;
  // LoopBack does not extend the parent's fields: without the key the relation is left out.
  if (parent.fields !== null && !parent.fields.includes(parentKey)) return;
  const keys = [
    ...new Set(
      rows
        .map((row) => row[parentKey])
        .filter((v) => v !== null && v !== undefined)
        .map(Number),
    ),
  ];

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
    for (const key of keys) collect(await run(plan, access, sql<SqlBool>`${childColumn} = ${key}`));
  } else {
    const unpaged = { ...plan, limit: null, offset: null };
    for (const part of chunk(keys, INCLUDE_CHUNK)) {
      collect(await run(unpaged, access, sql<SqlBool>`${childColumn} in (${sql.join(part)})`));
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
async function includeThrough(db: Kysely<DB>, run: RunPage, include: Include, rows: Row[], json: JsonObject[], access: Access): Promise<void> {
  const { relation, plan } = include;
  const through = relation.through!;
  const targetId = propertySql(plan.model, plan.model.properties.id!);
  const ids = rows.map((row) => Number(row.id));
  const byParent = new Map<number, JsonObject[]>();
  if (include.perParent) {
    for (const id of ids) {
      const links = sql`select ${sql.ref(through.to)} from ${sql.table(through.table)} where ${sql.ref(through.from)} = ${id}`;
      byParent.set(id, (await run(plan, access, sql<SqlBool>`${targetId} in (${links})`)).json);
    }
  } else {
    const unpaged = { ...plan, limit: null, offset: null };
    for (const part of chunk(ids, INCLUDE_CHUNK)) {
      const { rows: links } = await sql<{ source: number; target: number }>`
        select ${sql.ref(through.from)} as source, ${sql.ref(through.to)} as target from ${sql.table(through.table)}
        where ${sql.ref(through.from)} in (${sql.join(part)})`.execute(db);
      const targets = [...new Set(links.map((l) => Number(l.target)))];
      const found = new Map<number, JsonObject>();
      for (const targetPart of chunk(targets, INCLUDE_CHUNK)) {
        const page = await run(unpaged, access, sql<SqlBool>`${targetId} in (${sql.join(targetPart)})`);
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
