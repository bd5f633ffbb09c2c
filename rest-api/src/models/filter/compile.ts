// The LoopBack filter compiler: a filter object (already parsed from the query string) becomes a
// query plan of SQL fragments for the model's table and its includes. Pure: no database access.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { badRequest } from '../../errors';
import type { ModelDefinition, Registry, RelationDefinition } from '../definition';
import { normalizeFields, normalizeInclude, normalizeOrder, normalizePaging, type OrderItem } from './normalize';
import { assertQueryDepth } from './sanitize';
import { hasOwn, isPlainObject, json } from './util';
import { buildWhere, propertySql, type SqlContext } from './where';

export interface QueryPlan {
  model: ModelDefinition;
  where: RawBuilder<SqlBool> | null;
  /** ORDER BY items, always ending with the id (the default order is id ASC). */
  orderBy: RawBuilder<unknown>[];
  limit: number | null;
  offset: number | null;
  /** Properties to return, in definition order; null = all visible ones. */
  fields: string[] | null;
  includes: IncludePlan[];
}

export interface IncludePlan {
  name: string;
  relation: RelationDefinition;
  plan: QueryPlan;
  /** The scope has limit/skip/offset: LoopBack then runs one query per parent. */
  perParent: boolean;
}

/**
 * ORDER BY for the normalised order. Ties are broken by the id in the direction of the last key, so
 * that pages never overlap (LoopBack leaves ties in arbitrary order; a correct client cannot tell).
 */
export function buildOrderBy(model: ModelDefinition, order: OrderItem[]): RawBuilder<unknown>[] {
  const items = order.map(({ property, direction }) => {
    const column = propertySql(model, model.properties[property]!);
    return direction ? sql`${column} ${sql.raw(direction.toLowerCase())}` : column;
  });
  if (!order.some((item) => item.property === 'id')) {
    const last = order[order.length - 1];
    items.push(sql`${propertySql(model, model.properties.id!)} ${sql.raw(last?.direction === 'DESC' ? 'desc' : 'asc')}`);
  }
  return items;
}

function withKey(model: ModelDefinition, fields: string[] | null, key: string): string[] | null {
  if (fields === null || fields.includes(key)) return fields;
  const wanted = new Set([...fields, key]);
  return Object.keys(model.properties).filter((name) => wanted.has(name));
}

function planFor(registry: Registry, model: ModelDefinition, filter: Record<string, unknown>, ctx: SqlContext, extraKey: string | null): QueryPlan {
  const { limit, offset } = normalizePaging(filter);
  const order = normalizeOrder(model, filter.order);
  const fields = normalizeFields(model, filter.fields);
  const where = buildWhere(model, filter.where, ctx);
  const includes: IncludePlan[] = [];
  const requested = normalizeInclude(filter.include);
  for (const name of model.defaultInclude ?? []) {
    if (!requested.some((r) => r.relation === name)) requested.push({ relation: name, scope: null, include: undefined });
  }
  for (const raw of requested) {
    if (includes.some((i) => i.name === raw.relation)) continue;
    const relation = model.relations && hasOwn(model.relations, raw.relation) ? model.relations[raw.relation] : undefined;
    if (!relation) throw badRequest(`Relation ${json(raw.relation)} is not defined for ${model.name} model`);
    const target = registry.get(relation.model);
    const scope: Record<string, unknown> = raw.scope ? { ...raw.scope } : { include: raw.include };
    const key = relation.type === 'belongsTo' || relation.through ? 'id' : relation.foreignKey;
    includes.push({
      name: raw.relation,
      relation,
      plan: planFor(registry, target, scope, ctx, key),
      perParent: !!(scope.limit || scope.skip || scope.offset),
    });
  }
  return {
    model,
    where,
    orderBy: buildOrderBy(model, order),
    limit,
    offset,
    fields: extraKey ? withKey(model, fields, extraKey) : fields,
    includes,
  };
}

/** Compiles a `find` filter (the `filter` query parameter, already an object or undefined). */
export function compileFilter(registry: Registry, model: ModelDefinition, filter: unknown, ctx: SqlContext): QueryPlan {
  if (filter === undefined || filter === null) return planFor(registry, model, {}, ctx, null);
  if (!isPlainObject(filter)) throw badRequest(`The query filter ${json(filter)} is not an object`);
  assertQueryDepth(filter);
  return planFor(registry, model, filter, ctx, null);
}

/** Compiles the bare where of `count` (no `{where: ...}` wrapper). */
export function compileWhere(model: ModelDefinition, where: unknown, ctx: SqlContext): RawBuilder<SqlBool> | null {
  assertQueryDepth(where);
  return buildWhere(model, where, ctx);
}
