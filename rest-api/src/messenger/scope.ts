// Who may talk with whom (decisions §1, messenger row): an admin every conversation; a regional
// manager the users of its cities (their city, their main place's city, or an assigned place's city);
// a sales rep the vendors of its places; a vendor (an app user) only its own conversation.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthUser } from '../models/definition';

export const STAFF_ROLES = ['admin', 'regionalManager', 'salesMan'];

/** A condition on `u` (a users row): the viewer may see u's conversation. null = every user. */
export function conversationScope(viewer: AuthUser): RawBuilder<SqlBool> | null {
  switch (viewer.roleName) {
    case 'admin':
      return null;
    case 'regionalManager': {
      const cities = sql`select uc.city_id from user_cities uc where uc.user_id = ${viewer.id}`;
      // The users it may see (auth/scope.ts): itself, and the sales reps and vendors of its cities;
      // never another regional manager or an admin (issue 16, finding 5).
      return sql<SqlBool>`(u.id = ${viewer.id} or (u.role_id in (select r.id from roles r where r.name in ('salesMan', 'vendor')) and (
        u.city_id in (${cities})
        or u.place_id in (select p.id from places p where p.city_id in (${cities}))
        or exists (select 1 from user_places up join places p on p.id = up.place_id where up.user_id = u.id and p.city_id in (${cities})))))`;
    }
    case 'salesMan': {
      const places = sql`select up.place_id from user_places up where up.user_id = ${viewer.id}`;
      return sql<SqlBool>`(u.id = ${viewer.id} or (u.role_id in (select r.id from roles r where r.name = 'vendor') and (
        u.place_id in (${places}) or exists (select 1 from user_places up2 where up2.user_id = u.id and up2.place_id in (${places})))))`;
    }
    default:
      return sql<SqlBool>`u.id = ${viewer.id}`;
  }
}

/** The largest id a users row can have (int4). */
export const MAX_USER_ID = 2_147_483_647;

export async function canSeeConversation(db: Kysely<DB>, viewer: AuthUser, userId: number): Promise<boolean> {
  if (!Number.isSafeInteger(userId) || userId < 1 || userId > MAX_USER_ID) return false;
  const scope = conversationScope(viewer) ?? sql<SqlBool>`true`;
  const { rows } = await sql<{ ok: number }>`select 1 as ok from users u where u.id = ${userId} and ${scope}`.execute(db);
  return rows.length > 0;
}

/** Staff who may see user `userId`'s conversation (they get `messenger.convHasUpdated`). */
export async function staffWatching(db: Kysely<DB>, userId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    with target as (
      select u.id, u.city_id, u.place_id, r.name as role_name from users u left join roles r on r.id = u.role_id where u.id = ${userId}
    ), target_places as (
      select place_id from target where place_id is not null
      union select up.place_id from user_places up where up.user_id = ${userId}
    ), target_cities as (
      select city_id from target where city_id is not null
      union select p.city_id from places p where p.id in (select place_id from target_places) and p.city_id is not null
    )
    select s.id from users s join roles r on r.id = s.role_id
    where s.id <> ${userId} and not s.blocked and (
      r.name = 'admin'
      or (r.name = 'regionalManager' and (select role_name from target) in ('salesMan', 'vendor') and exists (select 1 from user_cities uc where uc.user_id = s.id and uc.city_id in (select city_id from target_cities)))
      or (r.name = 'salesMan' and (select role_name from target) = 'vendor'
          and exists (select 1 from user_places up where up.user_id = s.id and up.place_id in (select place_id from target_places))))`.execute(db);
  return rows.map((row) => row.id);
}
