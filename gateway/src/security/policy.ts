// Who may do what to whom (issue 37): the one home of the product's rules in the gateway — the
// roles table of product-rules §1 (why here: docs/adr/0006-authorisation-in-the-gateway.md). An
// administrator everything; a regional manager the sales reps and vendors of his cities and the places
// in them; a sales rep the vendors of his places; a vendor himself (his own profile fields). The scope
// is what the API reports for the signed-in user (`GET /users/me`: cityIds, placeIds, placeId) and the
// target rows read through the stock model routes, memoised per request by the loaders. Every mutation
// field of the schema has its rule in MUTATION_RULES, run before its resolver (`enforcePolicy`); the
// API's own checks still apply on top.
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';
import { me } from '../upstream/session';
import type { RestPlace, RestTicket, RestUser } from '../upstream/types';
import { READ_ONLY_MESSAGE } from './grants';
import { liveDecisions } from './live-decisions';

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
const forbidden = (extra: Record<string, unknown> = {}) => gatewayError(ErrorCode.FORBIDDEN, FORBIDDEN_MESSAGE, extra);

/** The people a role manages (invites, edits, blocks, assigns places to). */
const MANAGES: Readonly<Record<RoleName, readonly string[]>> = {
  admin: ['admin', 'regionalManager', 'salesMan', 'vendor'],
  regionalManager: ['salesMan', 'vendor'],
  salesMan: ['vendor'],
  vendor: [],
};
/** The fields everyone edits of himself; staff edit the rest of the people they manage (spec §6). */
const PERSONAL_FIELDS = new Set(['name', 'surname', 'middleName', 'email', 'avatar', 'phone']);

/** The signed-in user as the rules see him. */
export interface Scope {
  id: number;
  role: RoleName | null;
  /** A regional manager's (and a sales rep's) cities. */
  cityIds: ReadonlySet<number>;
  /** A sales rep's and a vendor's places. */
  placeIds: ReadonlySet<number>;
}

const ids = (...lists: (readonly (number | null | undefined)[] | null | undefined)[]) =>
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
async function signedIn(ctx: GatewayContext, roles: readonly RoleName[]): Promise<Scope & { role: RoleName }> {
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
async function managesPerson(ctx: GatewayContext, scope: Scope, person: RestUser): Promise<boolean> {
  return scope.role === 'admin' || (person.id !== scope.id && (await readsPerson(ctx, scope, person)));
}

export async function readsTicket(ctx: GatewayContext, scope: Scope, ticket: Pick<RestTicket, 'placeId' | 'userId'>): Promise<boolean> {
  if (scope.role === 'admin') return true;
  if (scope.role === 'vendor' && ticket.userId === scope.id) return true;
  const place = ticket.placeId == null ? null : await ctx.loaders.placeById.load(ticket.placeId).catch(() => null);
  return place != null && readsPlace(scope, place);
}

// --- the checks a mutation runs first ------------------------------------------------------------

async function person(ctx: GatewayContext, id: number): Promise<RestUser> {
  const row = await ctx.loaders.userById.load(id).catch(() => null);
  if (!row) throw gatewayError(ErrorCode.NOT_FOUND, `Пользователь ${id} не найден`, { id });
  return row;
}

async function place(ctx: GatewayContext, id: number): Promise<RestPlace> {
  const row = await ctx.loaders.placeById.load(id).catch(() => null);
  if (!row) throw gatewayError(ErrorCode.NOT_FOUND, `Место ${id} не найдено`, { id });
  return row;
}

/** The person `id` is one the caller manages (blocks, edits, assigns places to). */
export async function mayManagePerson(ctx: GatewayContext, id: number): Promise<void> {
  const scope = await signedIn(ctx, STAFF);
  // An administrator acts on everyone: nothing to read (the write says NOT_FOUND itself).
  if (scope.role === 'admin') return;
  if (!(await managesPerson(ctx, scope, await person(ctx, id)))) throw forbidden({ id });
}

/** `updateUser`: one's own personal fields, or the people one manages (their cities within one's own). */
async function mayEditPerson(ctx: GatewayContext, id: number, patch: Record<string, unknown>): Promise<void> {
  const scope = await signedIn(ctx, EVERY_ROLE);
  if (scope.role === 'admin') return;
  const target = await person(ctx, id);
  const changed = Object.keys(patch).filter((key) => patch[key] !== undefined);
  if (target.id === scope.id) {
    if (changed.some((key) => !PERSONAL_FIELDS.has(key))) throw forbidden({ id });
    return;
  }
  if (!(await managesPerson(ctx, scope, target))) throw forbidden({ id });
  const cityIds = patch.cityIds as number[] | null | undefined;
  if (cityIds != null) {
    const before = ids(target.cityIds);
    const after = new Set(cityIds);
    const moved = [...after].filter((c) => !before.has(c)).concat([...before].filter((c) => !after.has(c)));
    if (moved.some((c) => !scope.cityIds.has(c))) throw forbidden({ id });
  }
}

/** A place assignment: a person the caller manages, a place within its reach. */
async function mayAssign(ctx: GatewayContext, userId: number, placeId: number | null, role?: string): Promise<void> {
  await mayManagePerson(ctx, userId);
  await mayPlaceRole(ctx, placeId, role);
}

/** The place (if any) is within the caller's reach, and people of `role` (if given) are his to place. */
async function mayPlaceRole(ctx: GatewayContext, placeId: number | null, role?: string): Promise<void> {
  const scope = await signedIn(ctx, STAFF);
  if (scope.role === 'admin') return;
  if (role !== undefined && !MANAGES[scope.role].includes(role)) throw forbidden({ role });
  if (placeId != null && !readsPlace(scope, await place(ctx, placeId))) throw forbidden({ placeId });
}

/** An invitation of `roleName` into the caller's cities or places. */
async function mayInvite(ctx: GatewayContext, roleName: string, where: { placeId?: number | null; cityId?: number | null } = {}): Promise<void> {
  const scope = await signedIn(ctx, STAFF);
  if (!MANAGES[scope.role].includes(roleName)) throw forbidden({ role: roleName });
  if (scope.role === 'admin') return;
  if (where.placeId != null && !readsPlace(scope, await place(ctx, where.placeId))) throw forbidden({ placeId: where.placeId });
  if (where.cityId != null && !scope.cityIds.has(where.cityId)) throw forbidden({ cityId: where.cityId });
}

/** A ticket the caller reviews (`roles`) within its scope. */
export async function mayActOnTicket(ctx: GatewayContext, id: number, roles: readonly RoleName[] = REVIEWERS): Promise<void> {
  const scope = await signedIn(ctx, roles);
  if (scope.role === 'admin') return;
  const ticket = await ctx.loaders.ticketById.load(id).catch(() => null);
  if (!ticket) throw gatewayError(ErrorCode.NOT_FOUND, `Чек ${id} не найден`, { id });
  if (!(await readsTicket(ctx, scope, ticket))) throw forbidden({ id });
}

/**
 * Undoing an action is its reverse, checked as that would be (issue 37): a reject as the ticket's
 * review, a block as managing the person, a place taken away as giving the person that place again.
 */
export async function mayUndo(ctx: GatewayContext, action: string, id: number, placeId: number | null | undefined): Promise<void> {
  if (action === 'TICKET_REJECT') return mayActOnTicket(ctx, id);
  if (action !== 'PERSON_UNASSIGN_PLACE') return mayManagePerson(ctx, id);
  if (placeId == null) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Укажите место, которое вернуть (placeId).', { fields: { placeId: 'Укажите место.' } });
  return mayAssign(ctx, id, placeId);
}

/** A conversation (`user-{id}`) with a person the caller sees (a vendor: his own). */
async function mayWriteTo(ctx: GatewayContext, room: string): Promise<void> {
  const scope = await signedIn(ctx, EVERY_ROLE);
  const userId = roomUser(room);
  if (userId === null) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Неверная комната: ожидается user-{id}', { room });
  if (scope.role === 'admin') return;
  if (!(await readsPerson(ctx, scope, await person(ctx, userId)))) throw forbidden({ room });
}

/** The person of a conversation's room (`user-{id}`, spec §7), or null for another room. */
export function roomUser(room: string | null | undefined): number | null {
  const match = /^user-(\d+)$/.exec(room?.trim() ?? '');
  return match ? Number(match[1]) : null;
}

/** Of many records, those refused (each with the refusal) and those let through. */
export async function partition(ids: readonly number[], check: (id: number) => Promise<void>): Promise<{ allowed: number[]; refused: Map<number, Error> }> {
  const refused = new Map<number, Error>();
  const allowed: number[] = [];
  for (const id of ids) {
    try {
      await check(id);
      allowed.push(id);
    } catch (error) {
      refused.set(id, error as Error);
    }
  }
  return { allowed, refused };
}

// --- every mutation's rule ----------------------------------------------------------------------

type Rule = (ctx: GatewayContext, args: Record<string, any>) => Promise<unknown>; // eslint-disable-line @typescript-eslint/no-explicit-any
type MutationName = Exclude<keyof MutationResolvers, '__isTypeOf'>;

const anyone: Rule = async () => undefined;
const roles =
  (...allowed: RoleName[]): Rule =>
  (ctx) =>
    requireRole(ctx, allowed);
const admin = roles('admin');

/**
 * The rule of each mutation field of schema/, checked before its resolver. A field without one fails
 * the gateway's start (`enforcePolicy`), so a new mutation cannot go unchecked. Bulk actions check the
 * role here and each record in their resolver (`partition`): a refused record is that record's message.
 */
export const MUTATION_RULES: Readonly<Record<MutationName, Rule>> = {
  noop: anyone,
  login: anyone,
  logout: anyone,
  renewPassword: anyone,
  // The gateway's own store: each user's own records.
  createApiToken: roles(...EVERY_ROLE),
  revokeApiToken: roles(...EVERY_ROLE),
  createSavedView: roles(...EVERY_ROLE),
  renameSavedView: roles(...EVERY_ROLE),
  deleteSavedView: roles(...EVERY_ROLE),
  uploadFile: roles(...EVERY_ROLE),
  // People.
  inviteRegionalManager: (ctx) => mayInvite(ctx, 'regionalManager'),
  inviteSalesMan: (ctx) => mayInvite(ctx, 'salesMan'),
  inviteVendor: (ctx, { input }) => mayInvite(ctx, 'vendor', { cityId: input.cityId }),
  inviteToPlace: (ctx, { roleName, placeId }) => mayInvite(ctx, roleName, { placeId }),
  updateUser: (ctx, { id, input }) => mayEditPerson(ctx, id, input),
  setUserPlace: (ctx, { userId, placeId }) => mayAssign(ctx, userId, placeId),
  resetUserPlace: (ctx, { userId }) => mayAssign(ctx, userId, null),
  addUserPlace: (ctx, { userId, placeId }) => mayAssign(ctx, userId, placeId),
  removeUserPlace: (ctx, { userId, placeId }) => mayAssign(ctx, userId, placeId),
  assignToPlace: (ctx, { userId, placeId, role }) => mayAssign(ctx, userId, placeId, role),
  unassignFromPlace: (ctx, { userId, placeId, role }) => mayAssign(ctx, userId, placeId, role),
  bulkPeople: roles(...STAFF),
  // Tickets.
  rejectTicket: (ctx, { id }) => mayActOnTicket(ctx, id, TICKET_ACTION_ROLES.REJECT),
  scoreTicket: (ctx, { id }) => mayActOnTicket(ctx, id, TICKET_ACTION_ROLES.SCORE),
  processTicket: (ctx, { id }) => mayActOnTicket(ctx, id, TICKET_ACTION_ROLES.PROCESS),
  editTicket: (ctx, { id }) => mayActOnTicket(ctx, id, TICKET_ACTION_ROLES.EDIT),
  lockTicket: (ctx, { id }) => mayActOnTicket(ctx, id, ['admin']),
  unlockTicket: admin,
  bulkTickets: (ctx, { action }) => requireRole(ctx, action === 'process' ? ['admin'] : REVIEWERS),
  undo: roles(...STAFF),
  // Messages.
  // About a receipt: staff who read it, and the app user about his own (his conversation, product-rules §5).
  sendMessage: async (ctx, { input }) => {
    await mayActOnTicket(ctx, input.ticketId, EVERY_ROLE);
  },
  sendRoomMessage: (ctx, { room }) => mayWriteTo(ctx, room),
  markConversationRead: (ctx, { room }) => mayWriteTo(ctx, room),
  // The programme: administrators only.
  sendDeviceCommand: admin,
  startAutoProcessing: admin,
  stopAutoProcessing: admin,
  createRegion: admin,
  updateRegion: admin,
  deleteRegion: admin,
  createAdmEntity: admin,
  updateAdmEntity: admin,
  deleteAdmEntity: admin,
  createPlaceType: admin,
  updatePlaceType: admin,
  deletePlaceType: admin,
  createCity: admin,
  updateCity: admin,
  deleteCity: admin,
  createPlace: admin,
  updatePlace: admin,
  deletePlace: admin,
  createProductCategory: admin,
  updateProductCategory: admin,
  deleteProductCategory: admin,
  createProduct: admin,
  updateProduct: admin,
  deleteProduct: admin,
  setProductImage: admin,
  createCampaign: admin,
  updateCampaign: admin,
  deleteCampaign: admin,
  setCampaignMiniature: admin,
  createPeriod: admin,
  updatePeriod: admin,
  deletePeriod: admin,
  createPlan: admin,
  updatePlan: admin,
  deletePlan: admin,
  createCampaignProduct: admin,
  updateCampaignProduct: admin,
  deleteCampaignProduct: admin,
  createPeriodProduct: admin,
  updatePeriodProduct: admin,
  deletePeriodProduct: admin,
};

/** Puts each mutation's rule in front of its resolver; a mutation without a rule stops the start. */
export function enforcePolicy(schema: GraphQLSchema): GraphQLSchema {
  const fields = schema.getMutationType()?.getFields() ?? {};
  for (const [name, field] of Object.entries(fields)) {
    const rule = (MUTATION_RULES as Record<string, Rule | undefined>)[name];
    if (!rule) throw new Error(`Mutation.${name} has no rule in gateway/src/security/policy.ts`);
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = async (parent, args, ctx: GatewayContext, info) => {
      if (rule !== anyone) {
        // A read-only API token writes nothing, whatever its owner may do (the session's read tells):
        // refused before the rule and before any per-record check could answer rows instead.
        await scopeOf(ctx);
        if (ctx.grant?.readOnly || ctx.upstream.readOnlyToken) throw gatewayError(ErrorCode.FORBIDDEN, READ_ONLY_MESSAGE);
      }
      await rule(ctx, args);
      // Who reads whom may have changed: the live streams decide again (live-decisions.ts).
      return Promise.resolve(resolve(parent, args, ctx, info)).finally(() => liveDecisions.mutated(name));
    };
  }
  return schema;
}

/** A fresh look at the signed-in user's reach (a live subscription re-checks it on its events). */
export async function freshScope(ctx: GatewayContext): Promise<Scope | null> {
  return scopeFrom(ctx, await me(ctx.upstream).catch(() => null));
}

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

// --- what the schema tells the viewer he may do (User.can, User.rights, Place.can) ----------------
// Answered by running the rules above, so the screens hide exactly what a mutation would refuse.

const allows = (check: Promise<unknown>): Promise<boolean> =>
  check.then(
    () => true,
    () => false,
  );
const PLACE_ROLES = ['regionalManager', 'salesMan', 'vendor'] as const;
type PlaceRoleName = (typeof PLACE_ROLES)[number];
const rolesWhere = async (check: (role: PlaceRoleName) => Promise<unknown>): Promise<PlaceRoleName[]> => {
  const allowed = await Promise.all(PLACE_ROLES.map((role) => allows(check(role))));
  return PLACE_ROLES.filter((_, i) => allowed[i]);
};

/** What the signed-in user may do across the programme; null when `user` is someone else. */
export async function rightsOf(ctx: GatewayContext, user: Pick<RestUser, 'id'>) {
  const scope = await scopeOf(ctx);
  if (scope?.id !== user.id) return null;
  const [invite, bulkPeople, editPlaces, commandDevices, reviewTickets, processTickets, controlProcessor, editCatalogue] = await Promise.all([
    rolesWhere((role) => mayInvite(ctx, role)),
    allows(MUTATION_RULES.bulkPeople(ctx, {})),
    allows(MUTATION_RULES.createPlace(ctx, {})),
    allows(MUTATION_RULES.sendDeviceCommand(ctx, {})),
    allows(MUTATION_RULES.bulkTickets(ctx, { action: 'reject' })),
    allows(MUTATION_RULES.bulkTickets(ctx, { action: 'process' })),
    allows(MUTATION_RULES.startAutoProcessing(ctx, {})),
    allows(MUTATION_RULES.createProduct(ctx, {})),
  ]);
  const useExplorer = scope.role != null && SCHEMA_READERS.includes(scope.role);
  return { invite, bulkPeople, editPlaces, commandDevices, reviewTickets, processTickets, controlProcessor, editCatalogue, useExplorer };
}

/** What the signed-in user may do to this person. */
export async function userCan(ctx: GatewayContext, user: Pick<RestUser, 'id' | 'blocked'>) {
  const [update, block, assignPlaces] = await Promise.all([
    allows(MUTATION_RULES.updateUser(ctx, { id: user.id, input: { phoneVerified: true } })),
    allows(MUTATION_RULES.updateUser(ctx, { id: user.id, input: { blocked: !user.blocked } })),
    allows(MUTATION_RULES.resetUserPlace(ctx, { userId: user.id })),
  ]);
  return { update, block, assignPlaces };
}

/** What the signed-in user may do to this place. */
export async function placeCan(ctx: GatewayContext, row: Pick<RestPlace, 'id'>) {
  const [update, assign, invite] = await Promise.all([
    allows(MUTATION_RULES.updatePlace(ctx, { id: row.id })),
    rolesWhere((role) => mayPlaceRole(ctx, row.id, role)),
    rolesWhere((role) => mayInvite(ctx, role, { placeId: row.id })),
  ]);
  return { update, assign, invite };
}
