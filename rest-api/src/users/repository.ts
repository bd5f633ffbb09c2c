// Every query of the users domain.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { ModelEngine } from '../models/engine';
import { ModelRepository } from '../models/repository';

function group(rows: Array<{ userId: number; value: number }>): Map<number, number[]> {
  const result = new Map<number, number[]>();
  for (const { userId, value } of rows) {
    const list = result.get(userId) ?? [];
    list.push(value);
    result.set(userId, list);
  }
  return result;
}

/** cityIds[] of a page of users (a regional manager's cities), in one query. */
export async function loadUserCityIds(db: Kysely<DB>, userIds: number[]): Promise<Map<number, number[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('userCities')
    .select(['userId', 'cityId as value'])
    .where('userId', 'in', userIds)
    .orderBy('userId')
    .orderBy('cityId')
    .execute();
  return group(rows);
}

/** placeIds[] of a page of users (a sales rep's or vendor's places), in one query. */
export async function loadUserPlaceIds(db: Kysely<DB>, userIds: number[]): Promise<Map<number, number[]>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('userPlaces')
    .select(['userId', 'placeId as value'])
    .where('userId', 'in', userIds)
    .orderBy('userId')
    .orderBy('placeId')
    .execute();
  return group(rows);
}

export class UsersRepository extends ModelRepository {
  constructor(engine: ModelEngine) {
    super(engine, 'User');
  }
}
