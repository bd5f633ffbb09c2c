// LoopBack's stock routes of a model (loopback-contract §2–§3), typed once per model: the domain
// modules (`tickets.ts`, `users.ts`, …) declare their models with `model<Row>(path)` and add their
// own routes; resolvers, list factories and loaders call these, never a path.
import type { Upstream } from './client';
import type { RestCount } from './types';

/** A LoopBack `where` (loopback-contract §2.1); `like` becomes `ilike` on the way out (client.ts). */
export type Where = Record<string, unknown>;

/** A LoopBack filter (loopback-contract §2). */
export interface RestFilter {
  where?: Where;
  order?: string | string[];
  limit?: number;
  skip?: number;
  fields?: string[] | Record<string, boolean>;
  include?: unknown;
}

/** A body of a create or a patch: the GraphQL input with unset fields left out. */
export type RestBody = Record<string, unknown>;

/** What a stock `DELETE /<model>/{id}` answers (`{count}`; some APIs answer nothing). */
export type DeleteAnswer = { count?: number } | undefined;

/** A paged list over REST: the rows of a filter (`GET path?filter=`) and the count of a where. */
export interface ListRoute<Row> {
  find(api: Upstream, filter: RestFilter): Promise<Row[]>;
  count(api: Upstream, where: Where): Promise<number>;
}

/** The stock routes of one LoopBack model. */
export interface ModelRoutes<Row extends { id: number }> extends ListRoute<Row> {
  /** `GET /<model>/{id}`: a fresh read (not the request's loader cache). */
  findById(api: Upstream, id: number): Promise<Row>;
  /** Rows by id, one `inq` call for many ids (DataLoader batches), with an optional `include` and `fields`. */
  findByIds(api: Upstream, ids: readonly number[], include?: unknown, fields?: string[]): Promise<Row[]>;
  /** Rows of a has-many relation: one `inq` call on the foreign key for many parents. */
  findByForeignKey(api: Upstream, foreignKey: keyof Row & string, keys: readonly number[], order: string[]): Promise<Row[]>;
  create(api: Upstream, body: RestBody): Promise<Row>;
  /** `query`: the version precondition (`expectedUpdatedAt`, mutations.ts `unchangedSince`). */
  update(api: Upstream, id: number, body: RestBody, query?: Record<string, string>): Promise<Row>;
  remove(api: Upstream, id: number): Promise<DeleteAnswer>;
}

/** A list route over two paths of their own (a custom find and its count). */
export function listRoute<Row>(findPath: string, countPath: string): ListRoute<Row> {
  return {
    find: (api, filter) => api.get<Row[]>(findPath, { filter }),
    count: (api, where) => api.get<RestCount>(countPath, { where }).then((r) => r.count),
  };
}

export function model<Row extends { id: number }>(path: string): ModelRoutes<Row> {
  const one = (id: number) => `${path}/${id}`;
  return {
    ...listRoute<Row>(path, `${path}/count`),
    findById: (api, id) => api.get<Row>(one(id)),
    findByIds: (api, ids, include, fields) =>
      api.get<Row[]>(path, { filter: { where: { id: { inq: ids } }, ...(fields === undefined ? {} : { fields }), ...(include === undefined ? {} : { include }) } }),
    findByForeignKey: (api, foreignKey, keys, order) => api.get<Row[]>(path, { filter: { where: { [foreignKey]: { inq: keys } }, order } }),
    create: (api, body) => api.post<Row>(path, body),
    update: (api, id, body, query) => api.patch<Row>(one(id), body, query),
    remove: (api, id) => api.delete<DeleteAnswer>(one(id)),
  };
}

/** The rows in (or not in) an owner: `{path}/find[Not]In{Owner}/{id}` and `{path}/count[Not]In{Owner}/{id}`. */
export interface MembershipRoute<Row> {
  find(api: Upstream, ownerId: number, member: boolean, filter: RestFilter): Promise<Row[]>;
  count(api: Upstream, ownerId: number, member: boolean, where: Where): Promise<number>;
}

/** `owner` is the owner's kind in the route name: `/places/find[Not]InUser/{id}` → `User`. */
export function membership<Row>(path: string, owner: string): MembershipRoute<Row> {
  const kind = (member: boolean) => `${member ? 'In' : 'NotIn'}${owner}`;
  return {
    // Some APIs answer the page as `{items}`.
    find: (api, ownerId, member, filter) =>
      api.get<Row[] | { items: Row[] }>(`${path}/find${kind(member)}/${ownerId}`, { filter }).then((found) => (Array.isArray(found) ? found : found.items)),
    count: (api, ownerId, member, where) => api.get<RestCount>(`${path}/count${kind(member)}/${ownerId}`, { where }).then((r) => r.count),
  };
}
