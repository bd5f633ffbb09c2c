// Bulk actions and undo (issue 25): `POST /tickets/bulk`, `POST /users/bulk`, `POST /auditLogs/undo`
// of this product's API; an API without them (the programme's LoopBack 3 one) gets the single calls
// one record at a time (modules/bulk/resolvers.ts), a few at once.
import type { Upstream } from './client';
import type { Where } from './loopback';

import type { RestBulkResult } from './types';

export type { RestBulkResult, RestBulkRow } from './types';

/**
 * How long a bulk call may take: up to 1,000 records, each in a transaction of its own with its audit
 * row (the benchmark's undo of 1,000 rejects took longer than the 5 s a single call gets).
 */
export const BULK_TIMEOUT_MS = 120_000;

export const ticketBulk = (api: Upstream, body: { action: string; ids?: number[]; where?: Where; reason?: string; score?: number }) =>
  api.postLong<RestBulkResult>('/tickets/bulk', body, BULK_TIMEOUT_MS);

export const userBulk = (api: Upstream, body: { action: string; ids: number[] }) => api.postLong<RestBulkResult>('/users/bulk', body, BULK_TIMEOUT_MS);

export const undoActions = (api: Upstream, body: { model: 'Ticket' | 'User'; action: string; ids: number[]; placeId?: number }) =>
  api.postLong<RestBulkResult>('/auditLogs/undo', body, BULK_TIMEOUT_MS);
