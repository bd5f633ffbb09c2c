// Writes of a model from its declaration: the route's schema (models/schema.ts) has checked the
// body's names, types and formats; here the values become columns (dates, files, emptied texts) and
// references are checked, refused as a whole with a 422 ValidationError in Russian; nothing is
// written then. Values are always bound parameters.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { ValidationErrors } from '../errors';
import { isPlainObject } from './filter/util';
import type { ModelDefinition, PropertyDefinition, Registry } from './definition';
import { FILE_REFERENCE_MESSAGE, ownFileReference } from '../files/references';
import { storedDate } from '../http/stored';
import { MESSAGES } from './field-messages';

/** Properties a body never sets: the id, timestamps, computed and loaded ones. */
const NEVER_WRITTEN = new Set(['id', 'createdAt', 'updatedAt']);

/** A writable property of the body: a column, not hidden, not read-only, not an id or a timestamp. */
export function isWritable(name: string, property: PropertyDefinition): boolean {
  return !!property.column && !property.hidden && !property.readOnly && !NEVER_WRITTEN.has(name);
}

/** A value the body's schema passed (models/schema.ts) as its column takes it; undefined when refused. */
function checkValue(name: string, property: PropertyDefinition, value: unknown, errors: ValidationErrors): unknown {
  if (value === null) return null;
  switch (property.type) {
    case 'Date': {
      // A date PostgreSQL stores and a person means (years 1–9999), else a 500 from the database (issue 23, F4).
      const date = storedDate(value);
      if (!date) return void errors.add(name, 'type', MESSAGES.date, value);
      return date.toISOString();
    }
    case 'String':
      return property.format ? value || null : value;
    case 'JSON': {
      if (property.format !== 'file') return JSON.stringify(value);
      const reference = ownFileReference(value);
      if (!reference) return void errors.add(name, 'format', FILE_REFERENCE_MESSAGE, value);
      return JSON.stringify(reference);
    }
    default:
      return value;
  }
}

export interface CheckedData {
  /** SQL column → value, ready to bind. */
  columns: Record<string, unknown>;
  /** Property → value, as written. */
  values: Record<string, unknown>;
}

/**
 * A body (its schema passed) as columns: ids, timestamps, computed and read-only properties are
 * ignored (clients send whole objects back). Throws a 422 with every problem at once.
 */
export function checkData(model: ModelDefinition, body: unknown): CheckedData {
  const errors = new ValidationErrors();
  const data = isPlainObject(body) ? body : {};
  const columns: Record<string, unknown> = {};
  const values: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const property = Object.hasOwn(model.properties, name) ? model.properties[name] : undefined;
    // Unknown names never pass the body's schema; an included relation sent back is not written.
    if (!property || !isWritable(name, property)) continue;
    const checked = checkValue(name, property, value, errors);
    if (checked === undefined) continue;
    if (property.required && (checked === null || checked === '' || (typeof value === 'string' && value.trim() === ''))) {
      errors.add(name, 'presence', MESSAGES.presence, value);
      continue;
    }
    columns[property.column!] = checked;
    values[name] = checked;
  }
  if (!errors.empty) throw errors.toError(model.name);
  return { columns, values };
}

/** Every belongsTo key in `values` must point at an existing row (422 `reference` otherwise). */
export async function checkReferences(db: Kysely<DB>, registry: Registry, model: ModelDefinition, values: Record<string, unknown>): Promise<void> {
  const errors = new ValidationErrors();
  for (const relation of Object.values(model.relations ?? {})) {
    if (relation.type !== 'belongsTo') continue;
    const value = values[relation.foreignKey];
    if (value === undefined || value === null) continue;
    const target = registry.get(relation.model);
    const { rows } = await sql`select 1 from ${sql.table(target.table)} where id = ${value}`.execute(db);
    if (rows.length === 0) errors.add(relation.foreignKey, 'reference', MESSAGES.reference, value);
  }
  if (!errors.empty) throw errors.toError(model.name);
}

/** A unique violation (23505) as a 422 `uniqueness` on the property of its first column; otherwise null. */
export function uniquenessError(model: ModelDefinition, error: unknown): Error | null {
  const e = error as { code?: string; detail?: string } | null;
  if (e?.code !== '23505') return null;
  const column = /Key \(([^),]+)/.exec(e.detail ?? '')?.[1]?.trim();
  const name = Object.entries(model.properties).find(([, p]) => p.column === column)?.[0] ?? column ?? 'id';
  return new ValidationErrors().add(name, 'uniqueness', MESSAGES.uniqueness, undefined).toError(model.name);
}
