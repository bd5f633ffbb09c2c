// The generic reads of one model (LoopBack's find, findById, findOne, count), which every domain
// repository extends with its own queries.
import type { Access } from './definition';
import type { JsonObject, ModelEngine } from './engine';

export class ModelRepository {
  constructor(
    protected readonly engine: ModelEngine,
    readonly modelName: string,
  ) {}

  find(filter: unknown, access: Access): Promise<JsonObject[]> {
    return this.engine.find(this.modelName, filter, access);
  }

  findById(id: number, filter: unknown, access: Access): Promise<JsonObject | null> {
    return this.engine.findById(this.modelName, id, filter, access);
  }

  findOne(filter: unknown, access: Access): Promise<JsonObject | null> {
    return this.engine.findOne(this.modelName, filter, access);
  }

  count(where: unknown, access: Access): Promise<number> {
    return this.engine.count(this.modelName, where, access);
  }
}
