// Whose records the signed-in user reaches (issue 37): the roles and their scope of product-rules §1,
// read from what the API reports for him (`GET /users/me`: cityIds, placeIds, placeId), and the reads
// of tickets, people and places it lets through. The checks a mutation runs are in checks.ts, the rule
// of every mutation and what the viewer may do in policy.ts.
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';
import { me } from '../upstream/session';
import type { RestPlace, RestTicket, RestUser } from '../upstream/types';

export type RoleName = 'admin' | 'regionalManager' | 'salesMan' | 'vendor';
export const STAFF: readonly RoleName[] = ['admin', 'regionalManager', 'salesMan'];
export const EVERY_ROLE: readonly RoleName[] = [...STAFF, 'vendor'];
/** Who reviews tickets (score, reject; one by one or in bulk): spec §4, the roles table. */
/** Roles that read the schema (issue 40): the staff and their API tokens (analysts); not vendors, nor their tokens. */
export const SCHEMA_READERS: readonly RoleName[] = STAFF;
export const REVIEWERS: readonly RoleName[] = ['admin', 'regionalManager'];
/** Who takes each action on a receipt (product-rules §1); its status further decides (`Ticket.actions`). */
export const TICKET_ACTION_ROLES = { REJECT: REVIEWERS, SCORE: REVIEWERS, EDIT: ['admin'], PROCESS: ['admin'] } as const satisfies Record<string, readonly RoleName[]>;

export const FORBIDDEN_MESSAGE = 'Недостаточно прав для этого действия';
export const forbidden = (extra: Record<string, unknown> = {}) => gatewayError(ErrorCode.FORBIDDEN, FORBIDDEN_MESSAGE, extra);

/** The people a role manages (invites, edits, blocks, assigns places to). */
export const MANAGES: Readonly<Record<RoleName, readonly string[]>> = {
  admin: ['admin', 'regionalManager', 'salesMan', 'vendor'],
  regionalManager: ['salesMan', 'vendor'],
  salesMan: ['vendor'],
  vendor: [],
};

/** The signed-in user as the rules see him. */
export interface Scope {
  id: number;
  role: RoleName | null;
  /** A regional manager's (and a sales rep's) cities. */
  cityIds: ReadonlySet<number>;
  /** A sales rep's and a vendor's places. */
  placeIds: ReadonlySet<number>;
}

export const ids = (...lists: (readonly (number | null | undefined)[] | null | undefined)[]) =>
  new Set(lists.flatMap((list) => (list ?? []).filter((v): v is number => typeof v === 'number')));

/** The signed-in user's role; null for a visitor, undefined when the API names none. */
export async function viewerRole(ctx: Pick<GatewayContext, 'viewer' | 'loaders'>): Promise<RoleName | null | undefined> {
  const viewer = await ctx.viewer();
  if (!viewer) return null;
  return (await roleOf(ctx, viewer)) ?? undefined;
}

async function roleOf(ctx: Pick<GatewayContext, 'loaders'>, user: RestUser): Promise<RoleName | null> {
  // `/users/me` of a LoopBack API may carry only the role id (roleName is a derived label).
  const name = user.roleName ?? user.role?.name ?? (user.roleId == null ? undefined : (await ctx.loaders.roleById.load(user.roleId))?.name);
  return (name as RoleName | undefined) ?? null;
}

async function scopeFrom(ctx: GatewayContext, viewer: RestUser | null): Promise<Scope | null> {
  if (!viewer) return null;
  return { id: viewer.id, role: await roleOf(ctx, viewer), cityIds: ids(viewer.cityIds), placeIds: ids(viewer.placeIds, [viewer.placeId]) };
}

/** Per request (keyed by its viewer, which a sign-in replaces): Apollo hands resolvers copies of the context. */
const scopes = new WeakMap<object, Promise<Scope | null>>();

export function scopeOf(ctx: GatewayContext): Promise<Scope | null> {
  let scope = scopes.get(ctx.viewer);
  if (!scope) {
    scope = ctx.viewer().then((viewer) => scopeFrom(ctx, viewer));
    scopes.set(ctx.viewer, scope);
  }
  return scope;
}

/** The signed-in user's scope; UNAUTHENTICATED for a visitor, FORBIDDEN outside `roles`. */
export async function signedIn(ctx: GatewayContext, roles: readonly RoleName[]): Promise<Scope & { role: RoleName }> {
  const scope = await scopeOf(ctx);
  if (!scope) throw gatewayError(ErrorCode.UNAUTHENTICATED, 'Требуется вход');
  if (!scope.role || !roles.includes(scope.role)) throw forbidden({ role: scope.role });
  return scope as Scope & { role: RoleName };
}

/** The signed-in user's role name; UNAUTHENTICATED for a visitor, FORBIDDEN outside `roles`. */
export async function requireRole(ctx: GatewayContext, roles: readonly RoleName[]): Promise<RoleName> {
  return (await signedIn(ctx, roles)).role;
}

// --- reads: which records the scope reaches -------------------------------------------------------

export function readsPlace(scope: Scope, place: Pick<RestPlace, 'id' | 'cityId'>): boolean {
  switch (scope.role) {
    case 'admin':
      return true;
    case 'regionalManager':
      return place.cityId != null && scope.cityIds.has(place.cityId);
    case 'salesMan':
    case 'vendor':
      return scope.placeIds.has(place.id);
    default:
      return false;
  }
}

const placesOf = async (ctx: GatewayContext, ids: Iterable<number>) =>
  (await Promise.all([...ids].map((id) => ctx.loaders.placeById.load(id).catch(() => null)))).filter((p): p is RestPlace => p != null);

/** A person the scope sees: himself, or one of the people it manages in its cities or places. */
export async function readsPerson(ctx: GatewayContext, scope: Scope, person: RestUser): Promise<boolean> {
  if (scope.role === 'admin' || person.id === scope.id) return true;
  if (!scope.role || !MANAGES[scope.role].includes((await roleOf(ctx, person)) ?? '')) return false;
  const theirPlaces = ids(person.placeIds, [person.placeId]);
  if (scope.role === 'regionalManager') {
    if (person.cityId != null && scope.cityIds.has(person.cityId)) return true;
    return (await placesOf(ctx, theirPlaces)).some((place) => readsPlace(scope, place));
  }
  return [...theirPlaces].some((id) => scope.placeIds.has(id));
}

/** A person the scope may change: one it manages (not himself, unless an administrator). */
export async function managesPerson(ctx: GatewayContext, scope: Scope, person: RestUser): Promise<boolean> {
  return scope.role === 'admin' || (person.id !== scope.id && (await readsPerson(ctx, scope, person)));
}

export async function readsTicket(ctx: GatewayContext, scope: Scope, ticket: Pick<RestTicket, 'placeId' | 'userId'>): Promise<boolean> {
  if (scope.role === 'admin') return true;
  if (scope.role === 'vendor' && ticket.userId === scope.id) return true;
  const place = ticket.placeId == null ? null : await ctx.loaders.placeById.load(ticket.placeId).catch(() => null);
  return place != null && readsPlace(scope, place);
}

/** A fresh look at the signed-in user's reach (a live subscription re-checks it on its events). */
export async function freshScope(ctx: GatewayContext): Promise<Scope | null> {
  return scopeFrom(
    ctx,
    await me(ctx.upstream).catch((error: unknown) => {
      // An API that does not answer says nothing of the caller's reach: the outage is the caller's to handle.
      if (isOutage(error)) throw error;
      return null;
    }),
  );
}

/** Whether an error is the API's outage (unreachable, timed out, failing), not an answer about the caller. */
export const isOutage = (error: unknown): boolean =>
  error instanceof GraphQLError && [ErrorCode.UPSTREAM_UNAVAILABLE, ErrorCode.UPSTREAM_TIMEOUT, ErrorCode.UPSTREAM_ERROR].includes(error.extensions.code as never);

/** A record of a live subscription (`LiveRecordModel`) and its row, as read with the caller's rights. */
export type RecordKind = 'TICKET' | 'USER' | 'PLACE' | 'CAMPAIGN' | 'PERIOD';

/** Whether the scope reads this row: the API answered it, and the roles table lets the caller see it. */
export async function readsRecord(ctx: GatewayContext, scope: Scope | null, kind: RecordKind, row: object | null): Promise<boolean> {
  if (!scope || !row) return false;
  switch (kind) {
    case 'TICKET':
      return readsTicket(ctx, scope, row as RestTicket);
    case 'USER':
      return readsPerson(ctx, scope, row as RestUser);
    case 'PLACE':
      return readsPlace(scope, row as RestPlace);
    default:
      return scope.role != null && STAFF.includes(scope.role);
  }
}
