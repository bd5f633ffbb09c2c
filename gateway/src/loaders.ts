// Per-request DataLoaders: every relation costs one `inq` call per tick, whatever the page size.
import DataLoader from 'dataloader';
import { ErrorCode, gatewayError } from './errors';
import type { Upstream } from './upstream/client';
import { findByIds, modelPaths } from './upstream/api';
import type { RestCampaignProduct, RestTransaction, RestCampaign, RestPeriod, RestPlan, RestProduct, RestProductCategory, RestRole, RestAdmEntity, RestCity, RestPlace, RestPlaceType, RestRegion, RestTicket, RestUser } from './upstream/types';

function byIdLoader<T extends { id: number }>(upstream: Upstream, path: string) {
  return new DataLoader<number, T | null>(
    async (ids) => {
      const rows = await findByIds<T>(upstream, path, ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: 200 },
  );
}

/** Rows of a has-many relation, grouped by their foreign key: one `inq` call for many parents. */
function byForeignKeyLoader<T extends { id: number }>(upstream: Upstream, path: string, foreignKey: keyof T & string, order: string[]) {
  return new DataLoader<number, T[]>(
    async (keys) => {
      const rows = await upstream.get<T[]>(path, { filter: { where: { [foreignKey]: { inq: keys } }, order } });
      const groups = new Map<number, T[]>(keys.map((k) => [k, []]));
      for (const row of rows) groups.get(row[foreignKey] as number)?.push(row);
      return keys.map((k) => groups.get(k)!);
    },
    { maxBatchSize: 200 },
  );
}

/** Users assigned to places, by `placeId:role` (role empty for all): one call per role for many places. */
function placeUsersLoader(upstream: Upstream) {
  return new DataLoader<string, RestUser[]>(async (keys) => {
    const byRole = new Map<string, number[]>();
    for (const key of keys) {
      const [place, role = ''] = key.split(':');
      byRole.set(role, [...(byRole.get(role) ?? []), Number(place)]);
    }
    const found = new Map<string, RestUser[]>();
    await Promise.all(
      [...byRole].map(async ([role, ids]) => {
        const scope = role ? { where: { roleName: role }, order: ['surname ASC', 'id ASC'] } : { order: ['surname ASC', 'id ASC'] };
        const places = await upstream.get<(RestPlace & { users?: RestUser[] })[]>(modelPaths.places, {
          filter: { where: { id: { inq: ids } }, fields: ['id'], include: { relation: 'users', scope } },
        });
        for (const p of places) found.set(`${p.id}:${role}`, p.users ?? []);
      }),
    );
    return keys.map((k) => found.get(k) ?? []);
  });
}

export function createLoaders(upstream: Upstream) {
  return {
    userById: byIdLoader<RestUser>(upstream, modelPaths.users),
    placeById: byIdLoader<RestPlace>(upstream, modelPaths.places),
    cityById: byIdLoader<RestCity>(upstream, modelPaths.cities),
    regionById: byIdLoader<RestRegion>(upstream, modelPaths.regions),
    ticketById: byIdLoader<RestTicket>(upstream, modelPaths.tickets),
    admEntityById: byIdLoader<RestAdmEntity>(upstream, modelPaths.admEntities),
    placeTypeById: byIdLoader<RestPlaceType>(upstream, modelPaths.placeTypes),
    roleById: byIdLoader<RestRole>(upstream, modelPaths.roles),
    productCategoryById: byIdLoader<RestProductCategory>(upstream, modelPaths.productCategories),
    productById: byIdLoader<RestProduct>(upstream, modelPaths.products),
    campaignById: byIdLoader<RestCampaign>(upstream, modelPaths.campaigns),
    periodById: byIdLoader<RestPeriod>(upstream, modelPaths.periods),
    periodsByCampaign: byForeignKeyLoader<RestPeriod>(upstream, modelPaths.periods, 'campaignId', ['startDate ASC', 'id ASC']),
    // The API serves a ticket's transactions per ticket (a detail-view field): one call each.
    transactionsByTicket: new DataLoader<number, RestTransaction[]>((ids) =>
      Promise.all(ids.map((id) => upstream.get<RestTransaction[]>(`${modelPaths.tickets}/${id}/transactions`))),
    ),
    planById: byIdLoader<RestPlan>(upstream, modelPaths.plans),
    campaignProductsByCampaign: byForeignKeyLoader<RestCampaignProduct>(upstream, modelPaths.campaignProducts, 'campaignId', ['id DESC']),
    placeUsers: placeUsersLoader(upstream),
    plansByPeriod: byForeignKeyLoader<RestPlan>(upstream, modelPaths.plans, 'periodId', ['placeId ASC', 'id ASC']),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;

/**
 * A `thing(id)` query field: the row through its loader, or NOT_FOUND with a Russian message
 * (rows outside the user's scope are not found either).
 */
type ByIdLoaderName = { [K in keyof Loaders]: Loaders[K] extends DataLoader<number, infer _R> ? K : never }[keyof Loaders];

export function byIdField<K extends ByIdLoaderName>(loader: K, notFound: (id: number) => string) {
  return async (_parent: unknown, args: { id: number }, ctx: { loaders: Loaders }) => {
    const row = (await ctx.loaders[loader].load(args.id)) as Awaited<ReturnType<Loaders[K]['load']>>;
    if (!row) throw gatewayError(ErrorCode.NOT_FOUND, notFound(args.id), { id: args.id });
    return row as NonNullable<typeof row>;
  };
}
