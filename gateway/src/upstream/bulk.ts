// Bulk actions and undo (issue 25): `POST /tickets/bulk`, `POST /users/bulk`, `POST /auditLogs/undo`
// of this product's API; an API without them (the programme's LoopBack 3 one) gets the single calls
// one record at a time (modules/bulk/resolvers.ts), a few at once.
import type { Upstream } from './client';
import type { Where } from './loopback';

/** One record's answer. */
export interface RestBulkRow {
  id: number;
  ok: boolean;
  status?: string | null;
  message?: string | null;
  code?: string | null;
}

/** `{action, total, succeeded, failed, results}`. */
export interface RestBulkResult {
  action: string;
  total: number;
  succeeded: number;
  failed: number;
  results: RestBulkRow[];
}

export const ticketBulk = (api: Upstream, body: { action: string; ids?: number[]; where?: Where; reason?: string; score?: number }) =>
  api.post<RestBulkResult>('/tickets/bulk', body);

export const userBulk = (api: Upstream, body: { action: string; ids: number[] }) => api.post<RestBulkResult>('/users/bulk', body);

export const undoActions = (api: Upstream, body: { model: 'Ticket' | 'User'; action: string; ids: number[]; placeId?: number }) =>
  api.post<RestBulkResult>('/auditLogs/undo', body);
