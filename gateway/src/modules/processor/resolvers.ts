import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import type { RestProcessorHistoryRecord, RestProcessorState } from '../../upstream/types';
import { requireRole } from '../mutations';
import { identity, socketStream } from '../../realtime/stream';

/** Spec §7: the processor's socket room. */
export const PROCESSOR_ROOM = 'ticket-auto-processor';
const STATUSES = ['stopped', 'processing', 'stopping'] as const;
type Status = (typeof STATUSES)[number];

/** The API sends the status as a string, or as `{status}` from some routes. */
export function toStatus(payload: unknown): Status | null {
  const value = typeof payload === 'string' ? payload : (payload as { status?: unknown } | null)?.status;
  return STATUSES.includes(value as Status) ? (value as Status) : null;
}

export function toCounters(counter: unknown): { status: string; count: number }[] {
  if (!counter || typeof counter !== 'object') return [];
  return Object.entries(counter as Record<string, unknown>)
    .filter(([, v]) => typeof v === 'number')
    .map(([status, count]) => ({ status, count: count as number }))
    .sort((a, b) => a.status.localeCompare(b.status));
}

const readState = (ctx: GatewayContext) => ctx.upstream.get<RestProcessorState>('/tickets/autoProcessing');

export const processorResolvers: Resolvers = {
  Query: {
    autoProcessor: (_p, _a, ctx) => readState(ctx),
  },
  Mutation: {
    async startAutoProcessing(_p, _a, ctx) {
      await requireRole(ctx, ['admin']);
      const answer = await ctx.upstream.get<unknown>('/tickets/startAutoProcessing');
      return toStatus(answer) ?? toStatus((await readState(ctx)).status) ?? 'stopped';
    },
    async stopAutoProcessing(_p, _a, ctx) {
      await requireRole(ctx, ['admin']);
      const answer = await ctx.upstream.get<unknown>('/tickets/stopAutoProcessing');
      return toStatus(answer) ?? toStatus((await readState(ctx)).status) ?? 'stopped';
    },
  },
  AutoProcessor: {
    status: (s) => toStatus(s.status) ?? 'stopped',
    history: (s) => s.history ?? [],
    counters: (s) => toCounters(s.counter),
  },
  Subscription: {
    autoProcessorStatus: {
      subscribe: (_p, _a, ctx) =>
        socketStream(ctx, {
          room: PROCESSOR_ROOM,
          event: 'ticketAutoProcessor.status',
          map: toStatus,
          distinct: true,
          initial: async () => toStatus((await readState(ctx)).status) ?? 'stopped',
        }),
      resolve: identity,
    },
    autoProcessorHistory: {
      subscribe: (_p, _a, ctx) =>
        socketStream(ctx, {
          room: PROCESSOR_ROOM,
          event: 'ticketAutoProcessor.history',
          map: (p) => (Array.isArray(p) ? (p as RestProcessorHistoryRecord[]) : null),
          initial: async () => (await readState(ctx)).history ?? [],
        }),
      resolve: identity,
    },
    autoProcessorHistoryRecord: {
      subscribe: (_p, _a, ctx) =>
        socketStream(ctx, {
          room: PROCESSOR_ROOM,
          event: 'ticketAutoProcessor.historyRecord',
          map: (p) => (p && typeof p === 'object' && 'hour' in p ? (p as RestProcessorHistoryRecord) : null),
        }),
      resolve: identity,
    },
    ticketCounters: {
      subscribe: (_p, _a, ctx) =>
        socketStream(ctx, {
          room: PROCESSOR_ROOM,
          event: 'ticketAutoProcessor.ticketCounter',
          map: toCounters,
          distinct: true,
          initial: async () => toCounters((await readState(ctx)).counter),
        }),
      resolve: identity,
    },
  },
};
