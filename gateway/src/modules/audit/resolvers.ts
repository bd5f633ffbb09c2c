// The audit trail (issue 17): `auditLog` for admins and regional managers (the API scopes the rows),
// and `history` on tickets, people, places, campaigns and periods.
import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { auditLogs } from '../../upstream/audit';
import { ErrorCode, gatewayError } from '../../errors';
import type { JournalScope } from '../../store/journal';
import { listResolver, type ListArgs } from '../list-resolver';
import { paging } from '../lists';
import { requireRole } from '../../security/scope';
import { ACTION_TITLES } from './action-titles';

const DEFAULT_ORDER = ['at DESC', 'id DESC'];
const SHAPE = { needs: { user: ['userId'], actionTitle: ['action'], entityName: ['model', 'entityId'], references: ['before', 'after'] } };

const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

/** A stored UTC day as '1 декабря 2026' (the same day in every time zone, as the web shows periods). */
function utcDate(iso: string): string {
  const d = new Date(iso);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

const titled = (row: { title?: string | null } | null) => row?.title || null;

/**
 * The name of an entry's record, through the request's DataLoaders: one batched call per kind of
 * record for the whole page. Kinds without a name (tickets, plans, devices…) answer null.
 */
const ENTITY_NAMES: Readonly<Record<string, (ctx: GatewayContext, id: number) => Promise<string | null>>> = {
  User: async (ctx, id) => {
    const user = await ctx.loaders.userById.load(id);
    return user ? [user.name, user.surname].filter(Boolean).join(' ') || null : null;
  },
  Place: async (ctx, id) => titled(await ctx.loaders.placeById.load(id)),
  Campaign: async (ctx, id) => titled(await ctx.loaders.campaignById.load(id)),
  Period: async (ctx, id) => {
    const period = await ctx.loaders.periodById.load(id);
    return period?.startDate && period.endDate ? `Период ${utcDate(period.startDate)} — ${utcDate(period.endDate)}` : null;
  },
  // A plan has no name: its place and its period's days say which one it is (issue 39: 'План № 2415').
  Plan: async (ctx, id) => {
    const plan = await ctx.loaders.planById.load(id);
    if (!plan) return null;
    const [place, period] = await Promise.all([
      plan.placeId == null ? null : ctx.loaders.placeById.load(plan.placeId),
      plan.periodId == null ? null : ctx.loaders.periodById.load(plan.periodId),
    ]);
    const days = period?.startDate && period.endDate ? `${utcDate(period.startDate)} — ${utcDate(period.endDate)}` : null;
    return place?.title ? [`План «${place.title}»`, days].filter(Boolean).join(', ') : null;
  },
  City: async (ctx, id) => titled(await ctx.loaders.cityById.load(id)),
  Region: async (ctx, id) => titled(await ctx.loaders.regionById.load(id)),
  Product: async (ctx, id) => titled(await ctx.loaders.productById.load(id)),
  ProductCategory: async (ctx, id) => titled(await ctx.loaders.productCategoryById.load(id)),
  AdmEntity: async (ctx, id) => titled(await ctx.loaders.admEntityById.load(id)),
  PlaceType: async (ctx, id) => titled(await ctx.loaders.placeTypeById.load(id)),
};

/** The record's name, or null when it is gone, hidden, unreadable just now (never an error for the page) or nameless. */
async function entityName(e: { model: string; entityId?: number | null }, ctx: GatewayContext): Promise<string | null> {
  const read = ENTITY_NAMES[e.model];
  if (!read || e.entityId == null) return null;
  try {
    return await read(ctx, e.entityId);
  } catch {
    return null;
  }
}

/**
 * The fields of `before` / `after` that name another record by id (issue 26), and its kind: the
 * API's names (rest-api's and LoopBack 3's) and the gateway journal's, which keeps the API's.
 */
export const REFERENCE_FIELDS: Readonly<Record<string, string>> = {
  cityId: 'City',
  cityIds: 'City',
  placeId: 'Place',
  placeIds: 'Place',
  mainPlaceId: 'Place',
  regionId: 'Region',
  regionIds: 'Region',
  userId: 'User',
  userIds: 'User',
  inviterId: 'User',
  productId: 'Product',
  productIds: 'Product',
  campaignId: 'Campaign',
  campaignIds: 'Campaign',
  periodId: 'Period',
  typeId: 'PlaceType',
  placeTypeId: 'PlaceType',
  categoryId: 'ProductCategory',
  admEntityId: 'AdmEntity',
};

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2_147_483_647;

/** One `{field, id, model}` per id-valued field of `before` then `after` (each field and id once). */
export function referencesOf(before: unknown, after: unknown): Array<{ field: string; id: number; model: string }> {
  const out: Array<{ field: string; id: number; model: string }> = [];
  const seen = new Set<string>();
  for (const side of [before, after]) {
    if (!side || typeof side !== 'object' || Array.isArray(side)) continue;
    for (const [field, value] of Object.entries(side as Record<string, unknown>)) {
      const model = REFERENCE_FIELDS[field];
      if (!model) continue;
      for (const id of Array.isArray(value) ? value : [value]) {
        if (!isId(id) || seen.has(`${field}:${id}`)) continue;
        seen.add(`${field}:${id}`);
        out.push({ field, id, model });
      }
    }
  }
  return out;
}

/**
 * What a client needs to link a reference to its page, where the page's address needs more than the
 * id: a person's role, a period's campaign. Read through the same loaders as the names (no more calls).
 */
const PAGE_DETAILS: Readonly<Record<string, (ctx: GatewayContext, id: number) => Promise<{ roleName?: string | null; parentId?: number | null }>>> = {
  User: async (ctx, id) => {
    const user = await ctx.loaders.userById.load(id);
    if (!user) return {};
    const roleName = user.roleName ?? user.role?.name ?? (user.roleId == null ? null : ((await ctx.loaders.roleById.load(user.roleId))?.name ?? null));
    return { roleName };
  },
  Period: async (ctx, id) => ({ parentId: (await ctx.loaders.periodById.load(id))?.campaignId ?? null }),
};

async function pageDetails(model: string, id: number, ctx: GatewayContext): Promise<{ roleName: string | null; parentId: number | null }> {
  try {
    const details = (await PAGE_DETAILS[model]?.(ctx, id)) ?? {};
    return { roleName: details.roleName ?? null, parentId: details.parentId ?? null };
  } catch {
    return { roleName: null, parentId: null };
  }
}

/** The records an entry's change names, with their names (null when unreadable: never an error for the page). */
function references(e: { before?: unknown; after?: unknown }, ctx: GatewayContext) {
  return Promise.all(
    referencesOf(e.before, e.after).map(async (r) => ({
      ...r,
      name: await entityName({ model: r.model, entityId: r.id }, ctx),
      ...(await pageDetails(r.model, r.id, ctx)),
    })),
  );
}

const list = listResolver({ route: auditLogs, defaultOrder: DEFAULT_ORDER, shape: SHAPE });

/** The viewer's role name (null for a visitor). */
async function roleOf(ctx: GatewayContext): Promise<string | null> {
  const viewer = await ctx.viewer();
  if (!viewer) return null;
  return viewer.roleName ?? viewer.role?.name ?? (viewer.roleId == null ? null : ((await ctx.loaders.roleById.load(viewer.roleId))?.name ?? null));
}

/**
 * The gateway's journal, where the API keeps no audit trail (issue 24): administrators read every
 * entry; a regional manager its own actions in the journal, and in a record's 'История' the changes
 * of a record it can open (not other people's sign-ins or addresses); others nothing.
 */
async function journalPage(ctx: GatewayContext, args: ListArgs, scopeOf: (role: string | null, viewerId: number) => JournalScope, base?: { model: string; entityId: number }) {
  const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, 24);
  const viewer = await ctx.viewer();
  if (!viewer) throw gatewayError(ErrorCode.UNAUTHENTICATED, 'Требуется вход');
  const scope = scopeOf(await roleOf(ctx), viewer.id);
  const where = base ? { and: [args.where ?? {}, { model: { eq: base.model }, entityId: { eq: base.entityId } }] } : args.where;
  const { items, total } = await ctx.own.journal.page(
    scope,
    where as Record<string, unknown> | null,
    args.orderBy?.map((o) => ({ field: String(o.field), direction: o.direction ?? 'ASC' })),
    limit,
    skip,
    true,
  );
  return { items, total, page, pageSize };
}

/**
 * The entries of one record, newest first. An API without the audit trail (the programme's
 * LoopBack 3 has no `/auditLogs`: UPSTREAM_UNSUPPORTED) has no entries to show: an empty page,
 * so that a mutation selecting `history` (`rejectTicket` on the ticket page) still answers the
 * record it changed instead of losing it to this non-null field (docs/adr/0004-capabilities-and-degradation.md). The `auditLog` query itself still says UPSTREAM_UNSUPPORTED.
 */
function history(model: string) {
  const resolve = async (parent: { id: number }, args: ListArgs, ctx: GatewayContext, info: GraphQLResolveInfo) => {
    if (ctx.own.serves('auditTrail')) {
      return journalPage(ctx, args, (role, viewerId) => (role === 'admin' ? { kind: 'all' } : role === 'regionalManager' ? { kind: 'records', viewerId } : { kind: 'none' }), {
        model,
        entityId: parent.id,
      });
    }
    try {
      return await listResolver({ route: auditLogs, defaultOrder: DEFAULT_ORDER, shape: SHAPE, baseWhere: { model, entityId: parent.id } })(parent, args, ctx, info);
    } catch (error) {
      if (!(error instanceof GraphQLError && error.extensions.code === ErrorCode.UPSTREAM_UNSUPPORTED)) throw error;
      const { page, pageSize } = paging(args.page, args.pageSize, 12);
      return { items: [], total: 0, page, pageSize };
    }
  };
  return resolve;
}

export const auditResolvers: Resolvers = {
  Query: {
    async auditLog(parent, args, ctx, info) {
      const role = await requireRole(ctx, ['admin', 'regionalManager']);
      if (ctx.own.serves('auditTrail')) return journalPage(ctx, args, (_r, viewerId) => (role === 'admin' ? { kind: 'all' } : { kind: 'own', userId: viewerId }));
      return list(parent, args, ctx, info);
    },
  },
  AuditLogEntry: {
    user: (e, _args, ctx) => (e.userId == null ? null : ctx.loaders.userById.load(e.userId)),
    userName: (e) => e.userName ?? null,
    entityName: (e, _args, ctx) => entityName(e, ctx),
    references: (e, _args, ctx) => references(e, ctx),
    actionTitle: (e) => ACTION_TITLES[e.action] ?? e.action,
    before: (e) => e.before ?? null,
    after: (e) => e.after ?? null,
  },
  Ticket: { history: history('Ticket') },
  User: { history: history('User') },
  Place: { history: history('Place') },
  Campaign: { history: history('Campaign') },
  Period: { history: history('Period') },
};
