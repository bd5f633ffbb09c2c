// Per-request DataLoaders: every relation costs one `inq` call per tick, whatever the page size.
import DataLoader from 'dataloader';
import { ErrorCode, gatewayError } from './errors';
import type { Upstream } from './upstream/client';
import { model, type ModelRoutes } from './upstream/loopback';
import { admEntities, cities, placeTypes, regions } from './upstream/geography';
import { campaignProducts, campaigns, periods, plans } from './upstream/campaigns';
import { productCategories, products } from './upstream/catalogue';
import { places, usersOfPlaces } from './upstream/places';
import { tickets, transactionsOf } from './upstream/tickets';
import { allRoles as readRoles, roles as roleRoutes, users } from './upstream/users';
import type { RestPlan, RestRole, RestTicketItem, RestTransaction, RestUser } from './upstream/types';

function byIdLoader<T extends { id: number }>(upstream: Upstream, model: ModelRoutes<T>) {
  return new DataLoader<number, T | null>(
    async (ids) => {
      const rows = await model.findByIds(upstream, ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { maxBatchSize: 200 },
  );
}

/** Rows of a has-many relation, grouped by their foreign key: one `inq` call for many parents. */
function byForeignKeyLoader<T extends { id: number }>(upstream: Upstream, model: ModelRoutes<T>, foreignKey: keyof T & string, order: string[]) {
  return new DataLoader<number, T[]>(
    async (keys) => {
      const rows = await model.findByForeignKey(upstream, foreignKey, keys, order);
      const groups = new Map<number, T[]>(keys.map((k) => [k, []]));
      for (const row of rows) groups.get(row[foreignKey] as number)?.push(row);
      return keys.map((k) => groups.get(k)!);
    },
    { maxBatchSize: 200 },
  );
}

/**
 * Rows by id with the same `include` (the relations a query selected) and `fields` (the properties
 * it selected; undefined: the whole row): one `inq` call for every `thing(id)` of an operation that
 * asks for the same, a loader per include and fields.
 */
function byIdWithIncludeLoaders<T extends { id: number }>(upstream: Upstream, model: ModelRoutes<T>) {
  const loaders = new Map<string, DataLoader<number, T | null>>();
  return (include: unknown, fields?: string[]) => {
    const key = JSON.stringify([include, fields]);
    let loader = loaders.get(key);
    if (!loader) {
      loader = new DataLoader<number, T | null>(
        async (ids) => {
          const rows = await model.findByIds(upstream, ids, include, fields);
          const byId = new Map(rows.map((row) => [row.id, row]));
          return ids.map((id) => byId.get(id) ?? null);
        },
        { maxBatchSize: 200 },
      );
      loaders.set(key, loader);
    }
    return loader;
  };
}

/**
 * Every role (a handful of rows), read once per request on first use; the role loader is primed
 * with them. Role names become role ids here: `roleName` is not a column in a LoopBack model.
 */
function allRoles(upstream: Upstream, byId: DataLoader<number, RestRole | null>) {
  let roles: Promise<RestRole[]> | undefined;
  return () =>
    (roles ??= readRoles(upstream).then((rows) => {
      for (const role of rows) byId.prime(role.id, role);
      return rows;
    }));
}

/**
 * Users assigned to places, by `placeId:role` (role empty for all): one call per role for many
 * places — the places with the API's to-many relation to people included (`relation`, e.g. `users`),
 * or, with none known (upstream/shapes.ts), the people whose `placeId` or `placeIds` hold the places.
 */
function placeUsersLoader(upstream: Upstream, roles: () => Promise<RestRole[]>, relation: string | null) {
  return new DataLoader<string, RestUser[]>(async (keys) => {
    const byRole = new Map<string, number[]>();
    for (const key of keys) {
      const [place, role = ''] = key.split(':');
      byRole.set(role, [...(byRole.get(role) ?? []), Number(place)]);
    }
    const found = new Map<string, RestUser[]>();
    await Promise.all(
      [...byRole].map(async ([role, ids]) => {
        const roleId = role ? (await roles()).find((r) => r.name === role)?.id : undefined;
        if (role && roleId === undefined) return;
        const order = ['surname ASC', 'id ASC'];
        if (relation) {
          const rows = await usersOfPlaces(upstream, ids, relation, role ? { where: { roleId }, order } : { order });
          for (const p of rows) found.set(`${p.id}:${role}`, (p[relation] as RestUser[] | undefined) ?? []);
          return;
        }
        const inPlaces = { or: [{ placeId: { inq: ids } }, { placeIds: { inq: ids } }] };
        const people = await users.find(upstream, { where: role ? { and: [{ roleId }, inPlaces] } : inPlaces, order, limit: 1000 });
        for (const id of ids)
          found.set(
            `${id}:${role}`,
            people.filter((u) => u.placeId === id || (u.placeIds ?? []).includes(id)),
          );
      }),
    );
    return keys.map((k) => found.get(k) ?? []);
  });
}

/** A place's plan in a period, keyed `periodId:placeId`: one `inq` call per period for many places. */
function planByPeriodAndPlaceLoader(upstream: Upstream) {
  return new DataLoader<string, RestPlan | null>(
    async (keys) => {
      const byPeriod = new Map<number, number[]>();
      for (const key of keys) {
        const [period, place] = key.split(':').map(Number) as [number, number];
        byPeriod.set(period, [...(byPeriod.get(period) ?? []), place]);
      }
      const found = new Map<string, RestPlan>();
      await Promise.all(
        [...byPeriod].map(async ([periodId, placeIds]) => {
          const rows = await plans.find(upstream, { where: { periodId, placeId: { inq: placeIds } }, order: ['id ASC'] });
          for (const row of rows) if (!found.has(`${row.periodId}:${row.placeId}`)) found.set(`${row.periodId}:${row.placeId}`, row);
        }),
      );
      return keys.map((key) => found.get(key) ?? null);
    },
    { maxBatchSize: 200 },
  );
}

/**
 * The loaders of one request (or one subscription's context), each made on first use: thousands of
 * open subscriptions pay for the loaders their resolvers use, not for all of them, and a request
 * pays for no more than a class instance (issue 27: defining two dozen properties per request cost
 * more than the loaders it used).
 */
export class Loaders {
  readonly #made = new Map<string, unknown>();

  constructor(private readonly upstream: Upstream) {}

  #once<T>(name: string, make: () => T): T {
    let value = this.#made.get(name) as T | undefined;
    if (value === undefined) {
      value = make();
      this.#made.set(name, value);
    }
    return value;
  }

  get roleById(): DataLoader<number, RestRole | null> {
    return this.#once('roleById', () => byIdLoader(this.upstream, roleRoutes));
  }
  get roles(): () => Promise<RestRole[]> {
    return this.#once('roles', () => allRoles(this.upstream, this.roleById));
  }
  get userById() {
    return this.#once('userById', () => byIdLoader(this.upstream, users));
  }
  get placeById() {
    return this.#once('placeById', () => byIdLoader(this.upstream, places));
  }
  get cityById() {
    return this.#once('cityById', () => byIdLoader(this.upstream, cities));
  }
  get regionById() {
    return this.#once('regionById', () => byIdLoader(this.upstream, regions));
  }
  get ticketById() {
    return this.#once('ticketById', () => byIdLoader(this.upstream, tickets));
  }
  get ticketByIdWith() {
    return this.#once('ticketByIdWith', () => byIdWithIncludeLoaders(this.upstream, tickets));
  }
  get admEntityById() {
    return this.#once('admEntityById', () => byIdLoader(this.upstream, admEntities));
  }
  get placeTypeById() {
    return this.#once('placeTypeById', () => byIdLoader(this.upstream, placeTypes));
  }
  get productCategoryById() {
    return this.#once('productCategoryById', () => byIdLoader(this.upstream, productCategories));
  }
  get productById() {
    return this.#once('productById', () => byIdLoader(this.upstream, products));
  }
  get campaignById() {
    return this.#once('campaignById', () => byIdLoader(this.upstream, campaigns));
  }
  get periodById() {
    return this.#once('periodById', () => byIdLoader(this.upstream, periods));
  }
  get periodsByCampaign() {
    return this.#once('periodsByCampaign', () => byForeignKeyLoader(this.upstream, periods, 'campaignId', ['startDate ASC', 'id ASC']));
  }
  /** The API serves a ticket's transactions per ticket (a detail-view field): one call each. */
  get transactionsByTicket(): DataLoader<number, RestTransaction[]> {
    return this.#once('transactionsByTicket', () => new DataLoader<number, RestTransaction[]>((ids) => Promise.all(ids.map((id) => transactionsOf(this.upstream, id)))));
  }
  /**
   * A receipt's lines where the API keeps them as a related model (`ticketLines` of
   * upstream/shapes.ts): one `inq` call on its foreign key for many tickets.
   */
  ticketLinesOf(lines: { path: string; foreignKey: string }): DataLoader<number, RestTicketItem[]> {
    type Line = RestTicketItem & { id: number } & Record<string, unknown>;
    return this.#once(`ticketLines:${lines.path}:${lines.foreignKey}`, () => byForeignKeyLoader<Line>(this.upstream, model<Line>(lines.path), lines.foreignKey, ['id ASC']));
  }
  get planById() {
    return this.#once('planById', () => byIdLoader(this.upstream, plans));
  }
  get campaignProductsByCampaign() {
    return this.#once('campaignProductsByCampaign', () => byForeignKeyLoader(this.upstream, campaignProducts, 'campaignId', ['id DESC']));
  }
  /** People of places through the API's relation named `relation`, or by their place keys when null. */
  placeUsers(relation: string | null) {
    return this.#once(`placeUsers:${relation}`, () => placeUsersLoader(this.upstream, this.roles, relation));
  }
  /** The regional managers the caller may see, with their cities: read once a request (a handful of rows). */
  get regionalManagers(): () => Promise<RestUser[]> {
    return this.#once('regionalManagers', () => {
      let rows: Promise<RestUser[]> | undefined;
      return () =>
        (rows ??= this.roles().then(async (all) => {
          const roleId = all.find((r) => r.name === 'regionalManager')?.id;
          return roleId === undefined ? [] : users.find(this.upstream, { where: { roleId }, order: ['surname ASC', 'id ASC'], limit: 1000 });
        }));
    });
  }
  get plansByPeriod() {
    return this.#once('plansByPeriod', () => byForeignKeyLoader(this.upstream, plans, 'periodId', ['placeId ASC', 'id ASC']));
  }
  get planByPeriodAndPlace() {
    return this.#once('planByPeriodAndPlace', () => planByPeriodAndPlaceLoader(this.upstream));
  }
}

export function createLoaders(upstream: Upstream): Loaders {
  return new Loaders(upstream);
}

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
