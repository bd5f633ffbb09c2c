// The one home of who may see and do what (product-rules §1; issue 38): every reader and writer — the
// models' scopeFor, the ticket counts and reports, the messenger and its watchers, the audit view, undo,
// bulk actions and stored files — asks this module. Each scope answers a condition on a column of the
// model's table (or a subquery), null for "everything", or `false` SQL for nothing. `visiblePlaceIds`
// is the one home of which places a role sees.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AuthUser } from '../models/definition';

export const NOTHING = sql<SqlBool>`false`;

/** Who reviews tickets by hand: rejects, scores, delays, and undoes a rejection (routes, bulk, undo). */
export const REVIEWERS: readonly string[] = ['admin', 'regionalManager'];
export const mayReview = (user: AuthUser) => REVIEWERS.includes(user.roleName ?? '');

/** A viewer whose id is a number, or a column (`s.id`) when the question is "which staff see X". */
type Viewer = Omit<AuthUser, 'id'> & { id: number | RawBuilder<unknown> };

/** Ids of the places a user may see: all (null) for an admin. */
export function visiblePlaceIds(user: Viewer): RawBuilder<unknown> | null {
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

/** The places staff reports cover, on `column`: an admin every place, a regional manager or sales rep its own; others none. */
export function reportPlaceScope(user: AuthUser, column: RawBuilder<unknown>): RawBuilder<SqlBool> | null {
  return user.roleName === 'admin' || ticketPartition(user) ? placeColumnScope(user, column) : NOTHING;
}

/** The programme's staff; a vendor (an app user) is not. */
export const STAFF_ROLES: readonly string[] = ['admin', 'regionalManager', 'salesMan'];
export const isStaff = (user: AuthUser) => STAFF_ROLES.includes(user.roleName ?? '');

/** Reference data and the catalogue: every staff role reads them; vendors do not (product-rules §1). */
export function staffOnly(user: AuthUser): RawBuilder<SqlBool> | null {
  return isStaff(user) ? null : NOTHING;
}

/** Writes of reference data and the catalogue: admins only. */
export function adminOnly(user: AuthUser): RawBuilder<SqlBool> | null {
  return user.roleName === 'admin' ? null : NOTHING;
}

/** A model of reference data or the catalogue: staff read it, admins write it. */
export const referenceData = { scopeFor: staffOnly, writeScopeFor: adminOnly } as const;

/**
 * The scope of tickets that is a matter of places: a regional manager's (the places of its cities) or a
 * sales rep's (its own), as the places of `place_id` (models' PartitionFor); null for the other roles
 * (an admin sees every ticket, a vendor its own uploads).
 */
export function ticketPartition(user: AuthUser): { column: string; ids: RawBuilder<unknown> } | null {
  const places = user.roleName === 'regionalManager' || user.roleName === 'salesMan' ? visiblePlaceIds(user) : null;
  return places && { column: 'place_id', ids: places };
}

/** Tickets a user may see: admin all; a regional manager or sales rep those of its places; a vendor its own. */
export function ticketScope(user: AuthUser, alias = 'tickets'): RawBuilder<SqlBool> | null {
  if (user.roleName === 'admin') return null;
  const partition = ticketPartition(user);
  if (partition) return sql<SqlBool>`${sql.raw(alias)}.place_id in (${partition.ids})`;
  return user.roleName === 'vendor' ? sql<SqlBool>`${sql.raw(alias)}.user_id = ${user.id}` : NOTHING;
}

/**
 * The same scope as a condition on a bare `place_id` (the status deltas) where it is one: null for an
 * administrator (every ticket), undefined where it is not a matter of places (a vendor).
 */
export function ticketPlaceScope(user: AuthUser): RawBuilder<SqlBool> | null | undefined {
  if (user.roleName === 'admin') return null;
  const partition = ticketPartition(user);
  return partition ? sql<SqlBool>`place_id in (${partition.ids})` : undefined;
}

/**
 * Users a user may see (and whose conversation it may read): an admin everyone; a regional manager
 * itself and the sales reps and vendors of its cities (their city, or a place in them: their main place
 * or an assigned one); a sales rep itself and the vendors of its places (main or assigned); a vendor
 * itself. A condition on the users row `alias` (`users` for the User model, `u` in the messenger's
 * queries); the places are `visiblePlaceIds`, so who sees which place is written once.
 */
export function userScope(user: Viewer, alias: 'users' | 'u' = 'users'): RawBuilder<SqlBool> | null {
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

/**
 * The staff who watch user `userId` (see its conversation): `userScope` read the other way round, as a
 * condition on a staff users row `s` whose role name is `r.name` — the same rule, not a mirror of it.
 */
export function watchersOf(userId: number): RawBuilder<SqlBool> {
  const sees = (roleName: string) =>
    sql<SqlBool>`(r.name = ${roleName} and exists (select 1 from users u where u.id = ${userId} and ${userScope({ id: sql`s.id`, roleName }, 'u')!}))`;
  return sql<SqlBool>`s.id <> ${userId} and not s.blocked and (r.name = 'admin' or ${sees('regionalManager')} or ${sees('salesMan')})`;
}

/** A person's sessions and tokens: a regional manager reads only its own rows of these (docs/adr/0012-audit-trail.md). */
export const SESSION_ACTIONS = ['signIn', 'signInFailed', 'signOut', 'apiTokenCreate', 'apiTokenRevoke'] as const;

/**
 * The audit trail: admins read every row; a regional manager its own rows and those about the tickets,
 * places and people it may see now (a deleted entity's rows are left to admins); others nothing.
 */
export function auditScope(user: AuthUser): RawBuilder<SqlBool> | null {
  if (user.roleName === 'admin') return null;
  if (user.roleName !== 'regionalManager') return NOTHING;
  const own = sql<SqlBool>`(audit_log.user_id = ${user.id} or (audit_log.model = 'User' and audit_log.entity_id = ${user.id}))`;
  return sql<SqlBool>`(${own} or (audit_log.action not in (${sql.join([...SESSION_ACTIONS])}) and (
    (audit_log.model = 'Ticket' and audit_log.entity_id in (select t.id from tickets t where ${ticketScope(user, 't')!}))
    or (audit_log.model = 'Place' and audit_log.entity_id in (${visiblePlaceIds(user)!}))
    or (audit_log.model = 'User' and audit_log.entity_id in (select u.id from users u where ${userScope(user, 'u')!})))))`;
}
