// Invites, user edits and place assignment (spec §7), each behind the role check of decisions §1.
import type { MutationResolvers, QueryResolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { modelPaths } from '../../upstream/api';
import type { RestInviteResult, RestPlace, RestUser } from '../../upstream/types';
import { membershipPage } from '../list-resolver';
import { defined, requireRole } from '../mutations';
import { PLACE_SHAPE } from '../shapes';

const PLACE_SEARCH = ['title', 'address', 'internalId', 'inn'];
const STAFF = ['admin', 'regionalManager', 'salesMan'] as const;

/** A fresh read after a write (not the request's loader cache, which may hold the old row). */
const readUser = (ctx: GatewayContext, id: number) => ctx.upstream.get<RestUser>(`${modelPaths.users}/${id}`);
const readPlace = (ctx: GatewayContext, id: number) => ctx.upstream.get<RestPlace>(`${modelPaths.places}/${id}`);

const trimmed = <T extends { name: string; surname: string; phone: string }>(input: T): T => ({
  ...input,
  // Spec §5: invite fields name, surname, phone are trimmed.
  name: input.name.trim(),
  surname: input.surname.trim(),
  phone: input.phone.trim(),
});

const placeRoute = { regionalManager: 'RegionalManager', salesMan: 'SalesMan', vendor: 'Vendor' } as const;

function invite(result: RestInviteResult): RestInviteResult {
  return { user: result.user, code: result.code == null ? null : String(result.code) } as RestInviteResult;
}

export const userMutations: MutationResolvers<GatewayContext> = {
  async inviteRegionalManager(_p, { input }, ctx) {
    await requireRole(ctx, ['admin']);
    return invite(await ctx.upstream.post<RestInviteResult>('/regionalManagers/invite', trimmed(input)));
  },
  async inviteSalesMan(_p, { input }, ctx) {
    await requireRole(ctx, ['admin', 'regionalManager']);
    const viewer = await ctx.viewer();
    const body = trimmed(input);
    // Spec §5: the leading + of a sales-rep invite phone is stripped before sending.
    return invite(
      await ctx.upstream.post<RestInviteResult>('/salesMans/invite', { ...body, phone: body.phone.replace(/^\+/, ''), inviterId: viewer?.id }),
    );
  },
  async inviteVendor(_p, { input }, ctx) {
    await requireRole(ctx, STAFF);
    const viewer = await ctx.viewer();
    return invite(await ctx.upstream.post<RestInviteResult>('/vendors/invite', { ...trimmed(input), inviterId: viewer?.id }));
  },
  async inviteToPlace(_p, { phone, roleName, placeId }, ctx) {
    await requireRole(ctx, STAFF);
    return invite(await ctx.upstream.post<RestInviteResult>('/users/invite', { phone: phone.trim(), roleName, placeId }));
  },
  async updateUser(_p, { id, input }, ctx) {
    await requireRole(ctx, ['admin', 'regionalManager']);
    return ctx.upstream.patch<RestUser>(`${modelPaths.users}/${id}`, defined(input));
  },
  async setUserPlace(_p, { userId, placeId }, ctx) {
    await requireRole(ctx, STAFF);
    await ctx.upstream.get(`/users/setUserPlace/${userId}/${placeId}`);
    return readUser(ctx, userId);
  },
  async resetUserPlace(_p, { userId }, ctx) {
    await requireRole(ctx, STAFF);
    await ctx.upstream.get(`/users/resetUserPlace/${userId}`);
    return readUser(ctx, userId);
  },
  async addUserPlace(_p, { userId, placeId }, ctx) {
    await requireRole(ctx, STAFF);
    await ctx.upstream.get(`/users/addPlace/${userId}/${placeId}`);
    return readUser(ctx, userId);
  },
  async removeUserPlace(_p, { userId, placeId }, ctx) {
    await requireRole(ctx, STAFF);
    await ctx.upstream.get(`/users/removePlace/${userId}/${placeId}`);
    return readUser(ctx, userId);
  },
  async assignToPlace(_p, { placeId, userId, role }, ctx) {
    await requireRole(ctx, STAFF);
    await ctx.upstream.post(`/places/add${placeRoute[role]}`, { userId, placeId });
    return readPlace(ctx, placeId);
  },
  async unassignFromPlace(_p, { placeId, userId, role }, ctx) {
    await requireRole(ctx, STAFF);
    await ctx.upstream.post(`/places/remove${placeRoute[role]}`, { userId, placeId });
    return readPlace(ctx, placeId);
  },
};

export const placesOfUser: QueryResolvers<GatewayContext>['placesOfUser'] = (_p, args, ctx, info) =>
  membershipPage<RestPlace>(ctx, info, { path: modelPaths.places, owner: 'User', searchFields: PLACE_SEARCH, shape: PLACE_SHAPE }, {
    ...args,
    ownerId: args.userId,
    member: args.assigned,
  });
