// Typed REST routes of the programme's API (spec §7), one function per call.
import type { Upstream } from './client';
import type { RestCity, RestLoginResult, RestPlace, RestRegion, RestTicket, RestUser } from './types';

/** A LoopBack filter (loopback-contract §2). */
export interface RestFilter {
  where?: Record<string, unknown>;
  order?: string | string[];
  limit?: number;
  skip?: number;
  fields?: string[] | Record<string, boolean>;
  include?: unknown;
}

export const sessionApi = {
  login: (api: Upstream, phone: string, password: string) =>
    api.post<RestLoginResult>('/users/login', { phone, password }),
  me: (api: Upstream) => api.get<RestUser>('/users/me'),
  logout: (api: Upstream) => api.post<unknown>('/users/logout'),
  /** Answers the message to show: a JSON string, or `{message}`. */
  renewToken: (api: Upstream, phone: string) =>
    api.post<string | { message?: string }>('/users/renewToken', { phone }).then((r) => (typeof r === 'string' ? r : r?.message ?? '')),
};

export const ticketsApi = {
  find: (api: Upstream, filter: RestFilter) => api.get<RestTicket[]>('/tickets', { filter }),
  count: (api: Upstream, where: Record<string, unknown>) =>
    api.get<{ count: number }>('/tickets/count', { where }).then((r) => r.count),
};

/** Rows of a model by id, one call for many ids (DataLoader batches). */
export function findByIds<T>(api: Upstream, path: string, ids: readonly number[]): Promise<T[]> {
  return api.get<T[]>(path, { filter: { where: { id: { inq: ids } } } });
}

export const modelPaths = {
  users: '/users',
  places: '/places',
  cities: '/cities',
  regions: '/regions',
  tickets: '/tickets',
  admEntities: '/admEntities',
  placeTypes: '/placeTypes',
  roles: '/roles',
  productCategories: '/productCategories',
  products: '/products',
  campaigns: '/campaigns',
  periods: '/periods',
  plans: '/plans',
  campaignProducts: '/campaignProducts',
  periodProducts: '/periodProducts',
} as const;

export type ByIdRow = RestUser | RestPlace | RestCity | RestRegion;
