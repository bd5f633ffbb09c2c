// juggler's ModelUtils._normalize (limit/skip/offset, order), utils.fieldsToArray (fields) and
// include.js normalizeInclude, with messages as LoopBack gives them (loopback-contract §2.1-§2.3, §2.6).
import { badRequest } from '../../errors';
import type { ModelDefinition } from '../definition';
import { hasOwn, isPlainObject, json } from './util';

export interface Paging {
  limit: number | null;
  offset: number | null;
}

/**
 * Normalisation only runs when limit, skip or offset is truthy; then a missing limit becomes 100,
 * skip wins over offset, and both must be integers (limit > 0, offset >= 0). Numeric strings are
 * accepted. JSON `{"limit":0}` is falsy and means no limit; the bracket form's "0" is a 400.
 */
export function normalizePaging(filter: Record<string, unknown>): Paging {
  const { limit, skip, offset } = filter;
  if (!limit && !skip && !offset) return { limit: null, offset: null };
  const limitValue = Number(limit || 100);
  const offsetValue = Number(skip || offset || 0);
  if (Number.isNaN(limitValue) || limitValue <= 0 || Math.ceil(limitValue) !== limitValue || limitValue > Number.MAX_SAFE_INTEGER) {
    throw badRequest(`The limit parameter ${json(limit)} is not valid`);
  }
  if (Number.isNaN(offsetValue) || offsetValue < 0 || Math.ceil(offsetValue) !== offsetValue || offsetValue > Number.MAX_SAFE_INTEGER) {
    throw badRequest(`The offset/skip parameter ${json(skip || offset)} is not valid`);
  }
  return { limit: limitValue, offset: offsetValue };
}

export interface OrderItem {
  property: string;
  direction: 'ASC' | 'DESC' | null;
}

/**
 * `"dateTime DESC"`, `"price asc, id desc"`, or an array of those. A second word must be asc/desc
 * (any case); further words are dropped. Unlike LoopBack (a 500 from the database), an unknown
 * property is a 400.
 */
export function normalizeOrder(model: ModelDefinition, order: unknown): OrderItem[] {
  if (order === undefined || order === null || order === '' || order === false || order === 0) return [];
  const items = Array.isArray(order) ? order : [order];
  const result: OrderItem[] = [];
  for (const item of items) {
    if (typeof item !== 'string') throw badRequest(`The order ${json(item)} is not valid`);
    for (const raw of item.split(/(?:\s*,\s*)+/)) {
      const token = raw.trim();
      if (token.length === 0) continue;
      const parts = token.split(/\s+/);
      const property = parts[0] as string;
      let direction: OrderItem['direction'] = null;
      if (parts.length >= 2) {
        const dir = (parts[1] as string).toUpperCase();
        if (dir !== 'ASC' && dir !== 'DESC') throw badRequest(`The order ${json(token)} has invalid direction`);
        direction = dir;
      }
      const definition = hasOwn(model.properties, property) ? model.properties[property] : undefined;
      if (!definition || definition.hidden) {
        throw badRequest(`The order ${json(token)} refers to an unknown property ${json(property)} of ${model.name}`);
      }
      if (definition.loaded) {
        throw badRequest(`The order ${json(token)} refers to the property ${json(property)} of ${model.name}, which cannot be sorted`);
      }
      result.push({ property, direction });
    }
  }
  return result;
}

/** The visible properties, in definition order. */
export function visibleProperties(model: ModelDefinition): string[] {
  return Object.entries(model.properties)
    .filter(([, p]) => !p.hidden)
    .map(([name]) => name);
}

/**
 * utils.fieldsToArray: a name, an array of names, or `{name: truthy|falsy}` (only the truthy ones
 * if any, else all but the falsy ones). Unknown and hidden names are dropped. Null = all.
 */
export function normalizeFields(model: ModelDefinition, fields: unknown): string[] | null {
  if (!fields) return null;
  const all = visibleProperties(model);
  let result: unknown[] = all;
  if (typeof fields === 'string') {
    result = [fields];
  } else if (Array.isArray(fields) && fields.length > 0) {
    result = fields;
  } else if (typeof fields === 'object') {
    const record = fields as Record<string, unknown>;
    const keys = Object.keys(record);
    if (keys.length === 0) return null;
    const included = keys.filter((k) => record[k]);
    const excluded = keys.filter((k) => !record[k]);
    if (included.length > 0) result = included;
    else result = all.filter((name) => !excluded.includes(name));
  } else {
    return null;
  }
  // In definition order, without duplicates; the JSON follows definition order anyway.
  const wanted = new Set(result.filter((v): v is string => typeof v === 'string'));
  return all.filter((name) => wanted.has(name));
}

/** One relation to include, before it is checked against the model. */
export interface RawInclude {
  relation: string;
  /** `{relation, scope}` form: the scope filter (where, fields, order, limit, skip, offset, include). */
  scope: Record<string, unknown> | null;
  /** `{relation: sub}` form: the nested include. */
  include: unknown;
}

/**
 * include.js normalizeInclude: a name, an array, `{name: nested}`, or `{relation|rel, scope}`.
 * A plain object with several relation keys includes only its first key, as in LoopBack.
 */
export function normalizeInclude(include: unknown): RawInclude[] {
  if (include === undefined || include === null || include === false || include === '') return [];
  if (typeof include === 'string') return [{ relation: include, scope: null, include: undefined }];
  if (Array.isArray(include)) return include.flatMap((item) => normalizeInclude(item));
  if (isPlainObject(include)) {
    const rel = include.rel ?? include.relation;
    if (typeof rel === 'string') {
      const scope = include.scope;
      if (scope !== undefined && scope !== null && !isPlainObject(scope)) {
        throw badRequest(`The scope ${json(scope)} of the include ${json(rel)} is not an object`);
      }
      return [{ relation: rel, scope: (scope as Record<string, unknown> | undefined) ?? null, include: undefined }];
    }
    const first = Object.keys(include)[0];
    if (first === undefined) return [];
    const sub = include[first];
    return [{ relation: first, scope: null, include: sub === true ? undefined : sub }];
  }
  throw badRequest(`The include ${json(include)} is not valid`);
}
