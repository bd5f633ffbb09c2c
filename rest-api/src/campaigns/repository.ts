// The campaigns domain's own rule: a period's dates. Campaigns, plans, campaign products and period
// products have only the generic queries (models/repository.ts).
import { ValidationErrors } from '../errors';
import { isPlainObject } from '../models/filter/util';
import type { Access } from '../models/definition';
import type { JsonObject, ModelEngine } from '../models/engine';
import { ModelRepository } from '../models/repository';

export class PeriodsRepository extends ModelRepository {
  constructor(engine: ModelEngine) {
    super(engine, 'Period');
  }

  /** A period ends on or after its start (422 otherwise, rather than the table's check). */
  private async checkDates(id: number | null, body: unknown): Promise<void> {
    const data = isPlainObject(body) ? body : {};
    let { startDate, endDate } = data;
    if (startDate === undefined && endDate === undefined) return;
    if (id !== null && (startDate === undefined || endDate === undefined)) {
      const current = await this.engine.database.selectFrom('periods').select(['startDate', 'endDate']).where('id', '=', id).executeTakeFirst();
      startDate ??= current?.startDate;
      endDate ??= current?.endDate;
    }
    const start = new Date(startDate as string);
    const end = new Date(endDate as string);
    if (!Number.isNaN(start.getTime()) && !Number.isNaN(end.getTime()) && end < start) {
      throw new ValidationErrors().add('endDate', 'range', 'Дата окончания не может быть раньше даты начала.', endDate).toError('Period');
    }
  }

  override async create(body: unknown, access: Access): Promise<JsonObject> {
    await this.checkDates(null, body);
    return super.create(body, access);
  }

  override async update(id: number | null, body: unknown, access: Access, rawId?: unknown): Promise<JsonObject> {
    await this.checkDates(id, body);
    return super.update(id, body, access, rawId);
  }
}
