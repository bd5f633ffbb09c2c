// The SQL of product-rules §1 (who may see what), shared by the models' scopeFor, the ticket counts, the
// reports, the messenger and the audit view. Each function answers a condition on a column of the
// model's table (or a subquery), null for "everything", or `false` SQL for nothing. `visiblePlaceIds`
// is the one home of which places a role sees.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AuthUser } from '../models/definition';

export const NOTHING = sql<SqlBool>`false`;

/** Ids of the places a user may see: all (null) for an admin. */
export function visiblePlaceIds(user: AuthUser): RawBuilder<unknown> | null {
  switch (user.roleName) {
    case 'admin':
      return null;
    case 'regionalManager':
      return sql`select p.id from places p join user_cities uc on uc.city_id = p.city_id where uc.user_id = ${user.id}`;
    case 'salesMan':
      return sql`select up.place_id from user_places up where up.user_id = ${user.id}`;
    case 'vendor':
      return sql`select up.place_id from user_places up where up.user_id = ${user.id}
        union select u.place_id from users u where u.id = ${user.id} and u.place_id is not null`;
    default:
      return sql`select null::integer where false`;
  }
}

/** `column in (places the user may see)`. */
export function placeColumnScope(user: AuthUser, column: RawBuilder<unknown>): RawBuilder<SqlBool> | null {
  const ids = visiblePlaceIds(user);
  return ids === null ? null : sql<SqlBool>`${column} in (${ids})`;
}

/** Reference data and the catalogue: every staff role reads them; vendors do not (product-rules §1). */
export function staffOnly(user: AuthUser): RawBuilder<SqlBool> | null {
  return user.roleName === 'admin' || user.roleName === 'regionalManager' || user.roleName === 'salesMan' ? null : NOTHING;
}

/** Writes of reference data and the catalogue: admins only. */
export function adminOnly(user: AuthUser): RawBuilder<SqlBool> | null {
  return user.roleName === 'admin' ? null : NOTHING;
}

/**
 * Users a user may see: an admin everyone; a regional manager itself and the sales reps and vendors
 * of its cities (their city, or a place in them: their main place or an assigned one); a sales rep
 * itself and the vendors of its places (main or assigned); a vendor itself. A condition on the users
 * row `alias` (`users` for the User model, `u` in the messenger's queries); the places are
 * `visiblePlaceIds`, so who sees which place is written once.
 */
export function userScope(user: AuthUser, alias: 'users' | 'u' = 'users'): RawBuilder<SqlBool> | null {
  const u = sql.raw(alias);
  const self = sql<SqlBool>`${u}.id = ${user.id}`;
  switch (user.roleName) {
    case 'admin':
      return null;
    case 'regionalManager': {
      const cities = sql`select uc.city_id from user_cities uc where uc.user_id = ${user.id}`;
      const places = visiblePlaceIds(user)!;
      return sql<SqlBool>`(${self} or (${u}.role_id in (select r.id from roles r where r.name in ('salesMan', 'vendor')) and (
        ${u}.city_id in (${cities})
        or ${u}.place_id in (${places})
        or exists (select 1 from user_places up where up.user_id = ${u}.id and up.place_id in (${places})))))`;
    }
    case 'salesMan': {
      const places = visiblePlaceIds(user)!;
      return sql<SqlBool>`(${self} or (${u}.role_id in (select r.id from roles r where r.name = 'vendor') and (
        ${u}.place_id in (${places})
        or exists (select 1 from user_places up2 where up2.user_id = ${u}.id and up2.place_id in (${places})))))`;
    }
    default:
      return self;
  }
}
