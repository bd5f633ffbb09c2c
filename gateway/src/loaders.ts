// Per-request DataLoaders: every relation costs one `inq` call per tick, whatever the page size.
import DataLoader from 'dataloader';
import type { Upstream } from './upstream/client';
import { findByIds, modelPaths } from './upstream/api';
import type { RestCity, RestPlace, RestRegion, RestTicket, RestUser } from './upstream/types';

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

export function createLoaders(upstream: Upstream) {
  return {
    userById: byIdLoader<RestUser>(upstream, modelPaths.users),
    placeById: byIdLoader<RestPlace>(upstream, modelPaths.places),
    cityById: byIdLoader<RestCity>(upstream, modelPaths.cities),
    regionById: byIdLoader<RestRegion>(upstream, modelPaths.regions),
    ticketById: byIdLoader<RestTicket>(upstream, modelPaths.tickets),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
