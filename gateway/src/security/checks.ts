// The checks a mutation runs before its resolver (policy.ts's MUTATION_RULES): the caller's role and
// that the target person, place, ticket or conversation is within his scope (scope.ts).
import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';
import type { RestPlace, RestUser } from '../upstream/types';
import { EVERY_ROLE, forbidden, ids, MANAGES, managesPerson, readsPerson, readsPlace, readsTicket, REVIEWERS, signedIn, STAFF, type RoleName } from './scope';

/** The fields everyone edits of himself; staff edit the rest of the people they manage (spec §6). */
const PERSONAL_FIELDS = new Set(['name', 'surname', 'middleName', 'email', 'avatar', 'phone']);

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
export async function mayEditPerson(ctx: GatewayContext, id: number, patch: Record<string, unknown>): Promise<void> {
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
export async function mayAssign(ctx: GatewayContext, userId: number, placeId: number | null, role?: string): Promise<void> {
  await mayManagePerson(ctx, userId);
  await mayPlaceRole(ctx, placeId, role);
}

/** The place (if any) is within the caller's reach, and people of `role` (if given) are his to place. */
export async function mayPlaceRole(ctx: GatewayContext, placeId: number | null, role?: string): Promise<void> {
  const scope = await signedIn(ctx, STAFF);
  if (scope.role === 'admin') return;
  if (role !== undefined && !MANAGES[scope.role].includes(role)) throw forbidden({ role });
  if (placeId != null && !readsPlace(scope, await place(ctx, placeId))) throw forbidden({ placeId });
}

/** An invitation of `roleName` into the caller's cities or places. */
export async function mayInvite(ctx: GatewayContext, roleName: string, where: { placeId?: number | null; cityId?: number | null } = {}): Promise<void> {
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
export async function mayWriteTo(ctx: GatewayContext, room: string): Promise<void> {
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
