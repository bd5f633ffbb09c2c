// Who may do what to whom (issue 37): the one home of the product's rules in the gateway — the
// roles table of product-rules §1 (why here: docs/adr/0006-authorisation-in-the-gateway.md). An
// administrator everything; a regional manager the sales reps and vendors of his cities and the places
// in them; a sales rep the vendors of his places; a vendor himself (his own profile fields). The scope
// is what the API reports for the signed-in user (`GET /users/me`: cityIds, placeIds, placeId) and the
// target rows read through the stock model routes, memoised per request by the loaders. Every mutation
// field of the schema has its rule in MUTATION_RULES, run before its resolver (`enforcePolicy`); the
// API's own checks still apply on top. In three files: scope.ts (roles, the scope, which records it
// reads), checks.ts (what a mutation checks first), this one (each mutation's rule, what the viewer may do).
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { MutationResolvers } from '../__generated__/resolvers-types';
import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';
import type { RestPlace, RestUser } from '../upstream/types';
import { mayActOnTicket, mayAssign, mayEditPerson, mayInvite, mayPlaceRole, mayWriteTo } from './checks';
import { READ_ONLY_MESSAGE } from './grants';
import { liveDecisions } from './live-decisions';
import { EVERY_ROLE, REVIEWERS, requireRole, SCHEMA_READERS, scopeOf, STAFF, TICKET_ACTION_ROLES, type RoleName } from './scope';

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
