// Who may talk with whom (decisions §1, messenger row): an admin every conversation; a regional
// manager the users of its cities (their city, their main place's city, or an assigned place's city);
// a sales rep the vendors of its places; a vendor (an app user) only its own conversation.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
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
