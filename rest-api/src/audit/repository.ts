// GET /auditLogs for everyone but admins: the rows of the scope (model.ts) with the addresses of
// other people's actions left out, and no filter or order by address (decisions, "The regional
// manager's audit view").
import type { RawBuilder, SqlBool } from 'kysely';
import { HttpError } from '../errors';
import type { Access } from '../models/definition';
import type { JsonObject } from '../models/engine';
import { ModelRepository } from '../models/repository';
import { addressVisible, mentionsAddress } from './model';

const ADDRESS_FILTER = 'Фильтр и сортировка по адресу доступны только администратору';

export class AuditLogRepository extends ModelRepository {
  #check(access: Access, filter: unknown): void {
    if (typeof access === 'object' && access.roleName !== 'admin' && mentionsAddress(filter)) throw new HttpError(403, ADDRESS_FILTER, { code: 'ACCESS_DENIED' });
  }

  #mask(access: Access, row: JsonObject): JsonObject {
    if (typeof access !== 'object' || addressVisible(access, row) || !('address' in row)) return row;
    return { ...row, address: null };
  }

  override async find(filter: unknown, access: Access, extra: RawBuilder<SqlBool> | null = null): Promise<JsonObject[]> {
    this.#check(access, filter);
    return (await super.find(filter, access, extra)).map((row) => this.#mask(access, row));
  }

  override async findById(id: number, filter: unknown, access: Access): Promise<JsonObject | null> {
    this.#check(access, filter);
    const row = await super.findById(id, filter, access);
    return row && this.#mask(access, row);
  }

  override async findOne(filter: unknown, access: Access): Promise<JsonObject | null> {
    this.#check(access, filter);
    const row = await super.findOne(filter, access);
    return row && this.#mask(access, row);
  }

  override count(where: unknown, access: Access, extra: RawBuilder<SqlBool> | null = null): Promise<number> {
    this.#check(access, { where });
    return super.count(where, access, extra);
  }
}
