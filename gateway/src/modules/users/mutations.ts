// Invites, user edits and place assignment (spec §7); who may run them: security/policy.ts.
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { assignToPlace, places, placesOfUser as placesOfUserRoute, unassignFromPlace } from '../../upstream/places';
import type { RestInviteResult, RestPlace, RestUser } from '../../upstream/types';
import { invite as inviteRoutes, userPlaces, users } from '../../upstream/users';
import { membershipPage } from '../list-resolver';
import type { LbWhere } from '../lists';
import { restFile } from '../files/resolvers';
import { ErrorCode, gatewayError } from '../../errors';
import { defined, unchangedSince } from '../mutations';
import { requireRole, STAFF } from '../../security/scope';
import { PLACE_SHAPE, USER_SHAPE } from '../shapes';
import { answerIsRow } from '../projection';
import type { GraphQLResolveInfo } from 'graphql';

const PLACE_SEARCH = ['title', 'address', 'internalId', 'inn'];

/**
 * The user after a change of its places: the write's answer when it is the changed row holding what
 * the operation selects (rest-api answers each of these routes with the user as read after the
 * write; so do the LoopBack fixtures), else a fresh read — not the request's loader cache, which
 * may hold the old row. The user loader is primed with it for the rest of the operation.
 */
async function userAfterWrite(ctx: GatewayContext, info: GraphQLResolveInfo, id: number, answer: unknown): Promise<RestUser> {
  const row = answerIsRow(info, [], USER_SHAPE, answer, id, roleNameUnchanged) ? (answer as RestUser) : await users.findById(ctx.upstream, id);
  ctx.loaders.userById.clear(id).prime(id, row);
  return row;
}

/**
 * A place write leaves the role alone: the answer's `roleName` (or the one named from its roleId)
 * is what a read would answer, even from an instance LoopBack loaded before the write.
 */
const roleNameUnchanged = (name: string, row: Record<string, unknown>) => name === 'roleName' && 'roleId' in row;

/**
 * A fresh read of the place after assigning people to it: the API answers these writes with the
 * user (rest-api, spec §7) or with the place as loaded before (the LoopBack fixture), never with
 * the place's people, which is what the mutation answers — so the place is read again.
 */
const readPlace = (ctx: GatewayContext, id: number) => places.findById(ctx.upstream, id);

const trimmed = <T extends { name: string; surname: string; phone: string }>(input: T): T => ({
  ...input,
  // Spec §5: invite fields name, surname, phone are trimmed.
  name: input.name.trim(),
  surname: input.surname.trim(),
  phone: input.phone.trim(),
});

function invite(result: RestInviteResult): RestInviteResult {
  return { user: result.user, code: result.code == null ? null : String(result.code) } as RestInviteResult;
}

export const userMutations: MutationResolvers<GatewayContext> = {
  async inviteRegionalManager(_p, { input }, ctx) {
    return invite(await inviteRoutes.regionalManager(ctx.upstream, trimmed(input)));
  },
  async inviteSalesMan(_p, { input }, ctx) {
    const viewer = await ctx.viewer();
    const body = trimmed(input);
    // Spec §5: the leading + of a sales-rep invite phone is stripped before sending.
    return invite(await inviteRoutes.salesMan(ctx.upstream, { ...body, phone: body.phone.replace(/^\+/, ''), inviterId: viewer?.id }));
  },
  async inviteVendor(_p, { input }, ctx) {
    const viewer = await ctx.viewer();
    return invite(await inviteRoutes.vendor(ctx.upstream, { ...trimmed(input), inviterId: viewer?.id }));
  },
  async inviteToPlace(_p, { phone, roleName, placeId }, ctx) {
    return invite(await inviteRoutes.toPlace(ctx.upstream, { phone: phone.trim(), roleName, placeId }));
  },
  async updateUser(_p, { id, input, expectedUpdatedAt }, ctx, info) {
    const { avatar, ...fields } = input;
    const query = await unchangedSince(() => users.findById(ctx.upstream, id), expectedUpdatedAt);
    return userAfterWrite(ctx, info, id, await users.update(ctx.upstream, id, defined({ ...fields, avatar: restFile(avatar) }), query));
  },
  async setUserPlace(_p, { userId, placeId }, ctx, info) {
    return userAfterWrite(ctx, info, userId, await userPlaces.set(ctx.upstream, userId, placeId));
  },
  async resetUserPlace(_p, { userId }, ctx, info) {
    return userAfterWrite(ctx, info, userId, await userPlaces.reset(ctx.upstream, userId));
  },
  async addUserPlace(_p, { userId, placeId }, ctx, info) {
    return userAfterWrite(ctx, info, userId, await userPlaces.add(ctx.upstream, userId, placeId));
  },
  async removeUserPlace(_p, { userId, placeId }, ctx, info) {
    return userAfterWrite(ctx, info, userId, await userPlaces.remove(ctx.upstream, userId, placeId));
  },
  async assignToPlace(_p, { placeId, userId, role }, ctx) {
    await assignToPlace(ctx.upstream, role, { userId, placeId });
    return readPlace(ctx, placeId);
  },
  async unassignFromPlace(_p, { placeId, userId, role }, ctx) {
    await unassignFromPlace(ctx.upstream, role, { userId, placeId });
    return readPlace(ctx, placeId);
  },
};

/**
 * The places of a user (spec §7). A regional manager's are the places of his cities
 * (docs/adr/0021-place-assignments-by-city.md), with any place given to him one by one: the gateway
 * reads them by that condition over the stock `/places` route, since an API whose `find[Not]InUser`
 * knows only the places linked one by one answered 0 for him (issue 37). Anyone else's: the API's
 * membership routes. The user is read first (in the caller's scope) to know his role.
 */
export const placesOfUser: QueryResolvers<GatewayContext>['placesOfUser'] = async (_p, args, ctx, info) => {
  const user = await ctx.loaders.userById.load(args.userId);
  const byCity = user && (await roleNameOf(ctx, user)) === 'regionalManager' ? { route: places, where: regionalManagerPlaces(user, args.assigned) } : undefined;
  return membershipPage<RestPlace>(
    ctx,
    info,
    { route: placesOfUserRoute, searchFields: PLACE_SEARCH, shape: PLACE_SHAPE },
    { ...args, ownerId: args.userId, member: args.assigned },
    byCity,
  );
};

/** A regional manager's places (`member`) or the others, as a LoopBack condition on places. */
function regionalManagerPlaces(user: RestUser, member: boolean): LbWhere {
  const cityIds = user.cityIds ?? [];
  const placeIds = [...new Set([...(user.placeIds ?? []), ...(user.placeId == null ? [] : [user.placeId])])];
  if (member) {
    const mine: LbWhere[] = [...(cityIds.length ? [{ cityId: { inq: cityIds } }] : []), ...(placeIds.length ? [{ id: { inq: placeIds } }] : [])];
    // None: a condition no place meets (LoopBack's `inq: []`).
    return mine.length === 0 ? { id: { inq: [] } } : mine.length === 1 ? mine[0]! : { or: mine };
  }
  // A place without a city is never his by city (`nin` leaves NULL out, so it is named).
  const others: LbWhere[] = [...(cityIds.length ? [{ or: [{ cityId: { nin: cityIds } }, { cityId: null }] }] : []), ...(placeIds.length ? [{ id: { nin: placeIds } }] : [])];
  return others.length === 0 ? {} : others.length === 1 ? others[0]! : { and: others };
}

/** The role's machine name of a user row: the API's label, else by its role id. */
async function roleNameOf(ctx: GatewayContext, user: RestUser): Promise<string | null> {
  return user.roleName ?? (user.roleId == null ? null : ((await ctx.loaders.roleById.load(user.roleId))?.name ?? null));
}

/**
 * What assigning the place to the user does (docs/adr/0021-place-assignments-by-city.md): a regional manager owns the places of its cities, so it gets the place's city with every
 * place in it (counted over all of the city's places, whoever asks); anyone else gets the one place.
 * Fresh reads (a toast after a change asks again), in the caller's scope: NOT_FOUND outside it.
 */
export const placeAssignment: QueryResolvers<GatewayContext>['placeAssignment'] = async (_p, { userId, placeId }, ctx) => {
  await requireRole(ctx, STAFF);
  const [user, place] = await Promise.all([users.findById(ctx.upstream, userId).catch(() => null), places.findById(ctx.upstream, placeId).catch(() => null)]);
  if (!user) throw gatewayError(ErrorCode.NOT_FOUND, `Пользователь ${userId} не найден`, { id: userId });
  if (!place) throw gatewayError(ErrorCode.NOT_FOUND, `Место ${placeId} не найдено`, { id: placeId });
  const cityId = place.cityId ?? null;
  const city = cityId == null ? null : await ctx.loaders.cityById.load(cityId);
  if ((await roleNameOf(ctx, user)) === 'regionalManager') {
    const count = cityId == null ? 0 : await places.count(ctx.upstream, { cityId });
    return { rule: 'city' as const, city, places: count, assigned: cityId != null && (user.cityIds ?? []).includes(cityId) };
  }
  return { rule: 'place' as const, city, places: 1, assigned: user.placeId === placeId || (user.placeIds ?? []).includes(placeId) };
};
