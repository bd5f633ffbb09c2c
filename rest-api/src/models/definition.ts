// A model is declared once (properties in JSON order, SQL columns, types, hidden flags, relations)
// and that declaration drives the filter compiler, the generic queries and the JSON mapping.
import type { Kysely, RawBuilder, SqlBool } from 'kysely';
import type { DB } from '../db/schema';

/** LoopBack property types, which decide how `where` values are coerced (loopback-contract §2.4). */
export type PropertyType = 'Number' | 'String' | 'Boolean' | 'Date' | 'JSON';

export interface PropertyDefinition {
  type: PropertyType;
  /** The SQL column (snake_case) of the model's table. */
  column?: string;
  /** SQL of a computed property (e.g. `statusTitle`): filterable and sortable like a column. */
  expression?: RawBuilder<unknown>;
  /** Filled per page by a loader, or by `inline` (e.g. `items`): neither filterable nor sortable. */
  loaded?: boolean;
  /**
   * A loaded property's value for one row as SQL on the model's table (a correlated subquery), read
   * by the model's own query instead of a loader's query of its own (issue 27: one query fewer).
   */
  inline?: RawBuilder<unknown>;
  /** Never readable, never filterable (password hash). */
  hidden?: boolean;
  /** The integer column type, so that filter values out of its range are refused with a 400. */
  integer?: 'int4' | 'int8';
  /** A list (cityIds, items): `[]` when the loader has nothing for a row; Number lists are converted item by item. */
  array?: boolean;
  /** Writes: must be present and not empty on create, and may not be emptied by an update. */
  required?: boolean;
  /** Writes: a format checked on create and update (spec §5), besides the type. */
  format?: 'phone' | 'inn' | 'email' | 'stringArray' | 'latLng' | 'nonNegative' | 'file';
  /** Writes: the API keeps it (scores, counters); a value in the body is ignored. */
  readOnly?: boolean;
}

export interface RelationDefinition {
  type: 'belongsTo' | 'hasMany';
  /** Target model name. */
  model: string;
  /**
   * belongsTo: the property of this model that holds the target's id (`placeId`);
   * hasMany: the property of the target that holds this model's id (`cityId`).
   */
  foreignKey: string;
  /**
   * hasMany through a link table (user → places over user_places): the link table and its columns
   * pointing at this model and at the target. `foreignKey` is then unused (set it to 'id').
   */
  through?: { table: string; from: string; to: string };
}

/** The signed-in user, as far as scoping needs it. */
export interface AuthUser {
  id: number;
  roleName: string | null;
}

/** Values of a loaded property for a page of rows, by row id. */
export type PropertyLoader = (db: Kysely<DB>, ids: number[]) => Promise<Map<number, unknown>>;

/** An extra condition (SQL on the model's table) limiting what a user may read; null = everything. */
export type ScopeFor = (user: AuthUser) => RawBuilder<SqlBool> | null;

/**
 * A read scope of the form "the row's `column` is one of `ids`" (a subquery of ids), for a model
 * whose table has an index on (column, then its list order): `ModelEngine.find` reads a short page
 * (limit + offset ≤ PARTITIONED_PAGE_MAX) as the first rows of each id's own index range, merged,
 * instead of walking the whole order and dropping what is out of scope (issue 27: a regional
 * manager's first page of tickets read 200,000 rows of other places' on 1,000,000 tickets). It must
 * say exactly what the model's scopeFor says for the same user; null where the scope is not of
 * that form.
 */
export type PartitionFor = (user: AuthUser) => { column: string; ids: RawBuilder<unknown> } | null;

/** Reads on behalf of the service itself (the signed-in user's own profile): no scope applies. */
export const SYSTEM = Symbol('system');
/** Who a read is for: a signed-in user (scoped), or the service itself. */
export type Access = AuthUser | typeof SYSTEM;

export interface ModelDefinition {
  /** LoopBack model name, used in messages (`Unknown "Ticket" id "99".`). */
  name: string;
  /** SQL table name; generic queries use it as the alias of the table. */
  table: string;
  /** In JSON order. Every model has an integer `id`. */
  properties: Record<string, PropertyDefinition>;
  relations?: Record<string, RelationDefinition>;
  /** Relations always included, unless the request's `fields` leave out their key. */
  defaultInclude?: string[];
  loaders?: Record<string, PropertyLoader>;
  scopeFor?: ScopeFor;
  /** The same scope as ids of one column, where it is one (see PartitionFor). */
  partitionFor?: PartitionFor;
  /**
   * Which rows a user may create, change or delete; null = every row, `false` SQL = none. A write
   * outside it is a 403; a changed row must still be inside it afterwards. Without it, only admins write.
   */
  writeScopeFor?: ScopeFor;
  /** Spec §5: the properties the `search` parameter of the list routes looks in. */
  searchFields?: string[];
}

export class Registry {
  readonly #models = new Map<string, ModelDefinition>();

  constructor(models: ModelDefinition[] = []) {
    for (const model of models) this.add(model);
  }

  add(model: ModelDefinition): this {
    if (this.#models.has(model.name)) throw new Error(`Model ${model.name} is already registered`);
    if (!model.properties.id) throw new Error(`Model ${model.name} has no id property`);
    for (const [name, property] of Object.entries(model.properties)) {
      const sources = [property.column, property.expression, property.loaded].filter((v) => v !== undefined && v !== false);
      if (sources.length !== 1) throw new Error(`${model.name}.${name} needs exactly one of column, expression, loaded`);
      if (property.loaded && !property.inline && !model.loaders?.[name]) throw new Error(`${model.name}.${name} is loaded but has no loader`);
    }
    this.#models.set(model.name, model);
    return this;
  }

  get(name: string): ModelDefinition {
    const model = this.#models.get(name);
    if (!model) throw new Error(`Unknown model ${name}`);
    return model;
  }

  has(name: string): boolean {
    return this.#models.has(name);
  }

  /** Checks that every relation points at a registered model and an existing property. */
  validate(): void {
    for (const model of this.#models.values()) {
      for (const [name, relation] of Object.entries(model.relations ?? {})) {
        const target = this.#models.get(relation.model);
        if (!target) throw new Error(`${model.name}.${name} points at unknown model ${relation.model}`);
        if (relation.through) continue;
        const owner = relation.type === 'belongsTo' ? model : target;
        if (!owner.properties[relation.foreignKey]) {
          throw new Error(`${model.name}.${name}: ${owner.name} has no property ${relation.foreignKey}`);
        }
      }
      for (const name of model.defaultInclude ?? []) {
        if (!model.relations?.[name]) throw new Error(`${model.name} default include ${name} is not a relation`);
      }
    }
  }

  all(): ModelDefinition[] {
    return [...this.#models.values()];
  }
}
