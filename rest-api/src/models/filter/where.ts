// `where` → SQL, following juggler's ModelUtils._coerce and loopback-connector-postgresql 5.x's
// buildExpression (loopback-contract §2.4-§2.5). Values are always bound parameters.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { foldedPattern, foldedText } from '../../db/sql';
import { badRequest, type HttpError } from '../../errors';
import type { ModelDefinition, PropertyDefinition } from '../definition';
import { coerceArray, hasOwn, isPlainObject, json } from './util';
import { INT_RANGES, storedDate } from '../../http/stored';

export interface SqlContext {
  /** A collation that folds Cyrillic case for ilike/regexp `i`; null when the database default does. */
  caseFoldCollation: string | null;
}

/** juggler's operator order: with several operators on one property only the first one counts. */
export const OPERATORS = ['eq', 'gt', 'gte', 'lt', 'lte', 'between', 'inq', 'nin', 'neq', 'like', 'nlike', 'ilike', 'nilike', 'regexp'] as const;
export type Operator = (typeof OPERATORS)[number];

/** The SQL of a column or computed property of `model`'s table. */
export function propertySql(model: ModelDefinition, property: PropertyDefinition): RawBuilder<unknown> {
  if (property.column) return sql.ref(`${model.table}.${property.column}`);
  if (property.expression) return sql`(${property.expression})`;
  throw new Error('A loaded property has no SQL');
}

class ClauseError extends Error {}

function invalidClause(name: string, clause: unknown, reason: string): HttpError {
  return badRequest(`The ${name} property has invalid clause ${json(clause)}: ${reason}`);
}

function dollarKeys(value: unknown): string[] {
  return isPlainObject(value) ? Object.keys(value).filter((k) => k.startsWith('$')) : [];
}

function assertNoDollarOperators(value: unknown, where: Record<string, unknown>): void {
  const operators = dollarKeys(value);
  if (operators.length > 0) {
    throw badRequest(`Operators "${operators.join(', ')}" are not allowed in query`, {
      code: 'OPERATOR_NOT_ALLOWED_IN_QUERY',
      details: { operators, where },
    });
  }
}

/** Coerces one value by the property's type (juggler's NumberType/BooleanType/DateType/String). */
function coerceScalar(property: PropertyDefinition, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') throw new ClauseError('Expected a single value, not an object or an array');
  switch (property.type) {
    case 'Number': {
      const n = typeof value === 'number' ? value : Number(value);
      if (!Number.isFinite(n)) throw new ClauseError(`${json(value)} is not a number`);
      if (property.integer) {
        if (!Number.isInteger(n)) throw new ClauseError(`${json(value)} is not an integer`);
        const [min, max] = INT_RANGES[property.integer];
        if (n < min || n > max) throw new ClauseError(`${json(value)} is out of range`);
      }
      return n;
    }
    case 'Boolean':
      if (value === 'true' || value === '1') return true;
      if (value === 'false' || value === '0') return false;
      return Boolean(value);
    case 'Date': {
      if (typeof value !== 'string' && typeof value !== 'number') throw new ClauseError(`${json(value)} is not a date`);
      if (Number.isNaN(new Date(value).getTime())) throw new ClauseError(`${json(value)} is not a valid date`);
      const date = storedDate(value);
      if (!date) throw new ClauseError(`${json(value)} is out of range`);
      return date.toISOString();
    }
    case 'String': {
      const text = String(value);
      if (text.includes('\u0000')) throw new ClauseError('Strings cannot contain the NUL character');
      return text;
    }
    case 'JSON':
      throw new ClauseError('A JSON property can only be compared with null, or matched with like/ilike');
  }
}

function bind(property: PropertyDefinition, value: unknown): RawBuilder<unknown> {
  return property.type === 'Date' && value !== null ? sql`${value}::timestamptz` : sql`${value}`;
}

/** A JS regex source that is invalid gets its special characters escaped (juggler's sanitizeQuery). */
function escapeIfInvalidRegExp(pattern: string): string {
  try {
    new RegExp(pattern);
    return pattern;
  } catch {
    return pattern.replace(/[-[\]/{}()+?.\\^$|]/g, '\\$&');
  }
}

/** juggler's utils.toRegExp for a string: `pattern` or `/pattern/flags` with flags from i, g, m. */
function toRegExp(value: unknown): RegExp {
  if (typeof value !== 'string') {
    throw badRequest('Invalid argument, must be a string, regex literal, or RegExp object');
  }
  const pattern = escapeIfInvalidRegExp(value);
  if (!/.*\/.+$/.test(pattern)) return new RegExp(pattern);
  const flags = (pattern.split('/').pop() ?? '').split('');
  const invalid = flags.filter((flag) => !['i', 'g', 'm'].includes(flag));
  if (invalid.length > 0) throw badRequest(`Invalid regex flags: ${invalid.join(',')}`);
  const source = pattern.substring(1, pattern.lastIndexOf('/'));
  try {
    return new RegExp(source, [...new Set(flags)].join(''));
  } catch (error) {
    throw badRequest(`Invalid regex ${json(value)}: ${(error as Error).message}`);
  }
}

/** A column as text; case-insensitive matches compare it folded (case and 'ё', db/sql.ts). */
function textOf(column: RawBuilder<unknown>, fold: boolean, ctx: SqlContext): RawBuilder<unknown> {
  return fold ? foldedText(sql`${column}::text`, ctx.caseFoldCollation) : sql`${column}::text`;
}

/** One `{prop: value}` or `{prop: {op: value}}` condition; null when it adds no condition. */
function buildCondition(
  model: ModelDefinition,
  name: string,
  property: PropertyDefinition,
  clause: unknown,
  where: Record<string, unknown>,
  ctx: SqlContext,
): RawBuilder<SqlBool> | null {
  const column = propertySql(model, property);
  if (clause === null || clause === undefined) return sql<SqlBool>`${column} is null`;

  let operator: Operator | null = null;
  let value: unknown = clause;
  if (isPlainObject(clause)) {
    assertNoDollarOperators(clause, where);
    operator = OPERATORS.find((op) => hasOwn(clause, op)) ?? null;
    if (!operator) {
      const keys = Object.keys(clause);
      throw invalidClause(name, clause, keys.length === 0 ? 'Expected a value or an operator' : `Unknown operator ${keys.map((k) => json(k)).join(', ')}`);
    }
    value = clause[operator];
    assertNoDollarOperators(value, where);
  } else if (Array.isArray(clause)) {
    throw invalidClause(name, clause, 'Expected a single value; use inq for a list of values');
  }

  try {
    switch (operator) {
      case null:
      case 'eq':
      case 'neq': {
        const coerced = coerceScalar(property, value);
        if (operator === 'neq') {
          return coerced === null ? sql<SqlBool>`${column} is not null` : sql<SqlBool>`${column} <> ${bind(property, coerced)}`;
        }
        return coerced === null ? sql<SqlBool>`${column} is null` : sql<SqlBool>`${column} = ${bind(property, coerced)}`;
      }
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte': {
        const coerced = coerceScalar(property, value);
        const op = { gt: sql`>`, gte: sql`>=`, lt: sql`<`, lte: sql`<=` }[operator];
        return sql<SqlBool>`${column} ${op} ${bind(property, coerced)}`;
      }
      case 'between':
      case 'inq':
      case 'nin': {
        let list: unknown[];
        try {
          list = coerceArray(value);
        } catch (error) {
          throw invalidClause(name, clause, `Error: ${(error as Error).message}`);
        }
        if (operator === 'between' && list.length !== 2) {
          throw invalidClause(name, clause, `Expected precisely 2 values, received ${list.length}`);
        }
        const values = list.map((item) => bind(property, coerceScalar(property, item)));
        if (operator === 'between') return sql<SqlBool>`${column} between ${values[0]} and ${values[1]}`;
        if (operator === 'inq') return values.length === 0 ? sql<SqlBool>`false` : sql<SqlBool>`${column} in (${sql.join(values)})`;
        return values.length === 0 ? null : sql<SqlBool>`${column} not in (${sql.join(values)})`;
      }
      case 'like':
      case 'nlike':
      case 'ilike':
      case 'nilike': {
        if (typeof value !== 'string') throw invalidClause(name, clause, 'Expected a string or RegExp');
        if (value.includes('\u0000')) throw invalidClause(name, clause, 'Strings cannot contain the NUL character');
        let pattern = escapeIfInvalidRegExp(value);
        // A trailing lone backslash would be a PostgreSQL error; it means a literal backslash.
        if (/(^|[^\\])(\\\\)*\\$/.test(pattern)) pattern += '\\';
        const fold = operator === 'ilike' || operator === 'nilike';
        const op = { like: sql`like`, nlike: sql`not like`, ilike: sql`ilike`, nilike: sql`not ilike` }[operator];
        return sql<SqlBool>`${textOf(column, fold, ctx)} ${op} ${fold ? foldedPattern(pattern) : pattern} escape '\\'`;
      }
      case 'regexp': {
        const regexp = toRegExp(value);
        const fold = regexp.flags.includes('i');
        return fold ? sql<SqlBool>`${textOf(column, true, ctx)} ~* ${foldedPattern(regexp.source)}` : sql<SqlBool>`${column}::text ~ ${regexp.source}`;
      }
    }
  } catch (error) {
    if (error instanceof ClauseError) throw invalidClause(name, clause, error.message);
    throw error;
  }
}

/**
 * Builds the condition of a where object; null when it has none. Sibling keys are ANDed; `and`/`or`
 * take arrays of where objects and keep their precedence (each clause and the group in parentheses).
 * Unknown and hidden properties are dropped, as LoopBack's PostgreSQL connector drops them.
 */
export function buildWhere(model: ModelDefinition, where: unknown, ctx: SqlContext): RawBuilder<SqlBool> | null {
  if (where === undefined || where === null) return null;
  if (!isPlainObject(where)) throw badRequest(`The where clause ${json(where)} is not an object`);
  const parts: RawBuilder<SqlBool>[] = [];
  for (const [key, clause] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      let clauses: unknown[];
      try {
        clauses = coerceArray(clause);
      } catch (error) {
        throw badRequest(`The ${key} operator has invalid clauses ${json(clause)}: ${(error as Error).message}`);
      }
      const branches = clauses
        .map((c) => buildWhere(model, c, ctx))
        .filter((c): c is RawBuilder<SqlBool> => c !== null)
        .map((c) => sql<SqlBool>`(${c})`);
      if (branches.length > 0) parts.push(sql<SqlBool>`(${sql.join(branches, key === 'and' ? sql` and ` : sql` or `)})`);
      continue;
    }
    if (key === 'nor') continue; // juggler accepts it, the SQL builder drops it
    const property = hasOwn(model.properties, key) ? model.properties[key] : undefined;
    if (!property || property.hidden || property.loaded) continue;
    const condition = buildCondition(model, key, property, clause, where, ctx);
    if (condition) parts.push(condition);
  }
  if (parts.length === 0) return null;
  return parts.length === 1 ? (parts[0] as RawBuilder<SqlBool>) : sql<SqlBool>`${sql.join(parts, sql` and `)}`;
}
