// The generic reads and writes of one model (LoopBack's find, findById, findOne, count, create,
// patchAttributes, deleteById), which every domain repository extends with its own queries. The
// scope (models' scopeFor / writeScopeFor) is applied by the engine on every one of them.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Access, ModelDefinition } from './definition';
import type { JsonObject, ModelEngine } from './engine';

export class ModelRepository {
  constructor(
    protected readonly engine: ModelEngine,
    readonly modelName: string,
  ) {}

  /** The model's declaration (its bodies' schemas are made from it). */
  get model(): ModelDefinition {
    return this.engine.registry.get(this.modelName);
  }

  find(filter: unknown, access: Access, extra: RawBuilder<SqlBool> | null = null): Promise<JsonObject[]> {
    return this.engine.find(this.modelName, filter, access, extra);
  }

  /** Spec §5 search over the model's searchFields (the `search` query parameter). */
  search(text: unknown): RawBuilder<SqlBool> | null {
    return this.engine.search(this.modelName, text);
  }

  /** `condition`, and the search words over the model's searchFields when there are any (custom list routes). */
  searchWithin(condition: RawBuilder<SqlBool>, text: unknown): RawBuilder<SqlBool> {
    const search = this.search(text);
    return search ? sql<SqlBool>`${condition} and (${search})` : condition;
  }

  /** `{items, total}` of the custom list routes: a page and the count of the same where. */
  async page(filter: Record<string, unknown> | undefined, access: Access, extra: RawBuilder<SqlBool> | null = null): Promise<{ items: JsonObject[]; total: number }> {
    const [items, total] = [await this.find(filter, access, extra), await this.count(filter?.where, access, extra)];
    return { items, total };
  }

  findById(id: number, filter: unknown, access: Access): Promise<JsonObject | null> {
    return this.engine.findById(this.modelName, id, filter, access);
  }

  findOne(filter: unknown, access: Access): Promise<JsonObject | null> {
    return this.engine.findOne(this.modelName, filter, access);
  }

  count(where: unknown, access: Access, extra: RawBuilder<SqlBool> | null = null): Promise<number> {
    return this.engine.count(this.modelName, where, access, extra);
  }

  /** Counts per value of one property for a where (one grouped query). */
  countBy(column: string, where: unknown, access: Access, extra: RawBuilder<SqlBool> | null = null): Promise<Array<[unknown, number]>> {
    return this.engine.countBy(this.modelName, column, where, access, extra);
  }

  /** 404 when the row does not exist, 403 when it is outside the user's scope. */
  assertReadable(id: number | null, access: Access, rawId?: unknown): Promise<void> {
    return this.engine.assertReadable(this.modelName, id, access, rawId ?? id);
  }

  create(body: unknown, access: Access): Promise<JsonObject> {
    return this.engine.create(this.modelName, body, access);
  }

  update(id: number | null, body: unknown, access: Access, rawId?: unknown, expectedUpdatedAt?: unknown): Promise<JsonObject> {
    return this.engine.update(this.modelName, id, body, access, undefined, rawId ?? id, expectedUpdatedAt);
  }

  destroy(id: number | null, access: Access, rawId?: unknown): Promise<{ count: number }> {
    return this.engine.destroy(this.modelName, id, access, rawId ?? id);
  }
}
