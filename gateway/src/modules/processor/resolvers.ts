import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import * as processor from '../../upstream/processor';
import { identity, socketStream } from '../../realtime/stream';
import { topics } from '../../realtime/topics';
import { statusCount } from '../tickets/status';
import type { RestProcessorHistoryRecord } from '../../upstream/types';

const STATUSES = ['stopped', 'processing', 'stopping'] as const;
type Status = (typeof STATUSES)[number];

/** The API sends the status as a string, or as `{status}` from some routes. */
export function toStatus(payload: unknown): Status | null {
  const value = typeof payload === 'string' ? payload : (payload as { status?: unknown } | null)?.status;
  return STATUSES.includes(value as Status) ? (value as Status) : null;
}

const COUNTS = ['processed', 'rejected', 'delayed', 'manual', 'failed'] as const;

/**
 * An hourly record of the processor as the schema answers it (issue 37): a count the API leaves out
 * or sends as something else is 0; a record without a readable hour is no hour of the chart, and is
 * left out with a warning in the log (never silently, never failing the whole panel).
 */
export function toHourRecord(payload: unknown, ctx: Pick<GatewayContext, 'logger'>): RestProcessorHistoryRecord | null {
  const record = payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  const hour = typeof record?.hour === 'string' && !Number.isNaN(Date.parse(record.hour)) ? record.hour : null;
  if (!record || hour === null) {
    ctx.logger.warn('processor history record not understood', { keys: record ? Object.keys(record).join(',') : typeof payload });
    return null;
  }
  const counts = Object.fromEntries(COUNTS.map((name) => [name, typeof record[name] === 'number' && Number.isFinite(record[name]) ? record[name] : 0]));
  return { hour, ...counts } as RestProcessorHistoryRecord;
}

export function toCounters(counter: unknown): ReturnType<typeof statusCount>[] {
  if (!counter || typeof counter !== 'object') return [];
  return Object.entries(counter as Record<string, unknown>)
    .filter(([, v]) => typeof v === 'number')
    .map(([status, count]) => statusCount(status, count as number))
    .sort((a, b) => a.statusCode.localeCompare(b.statusCode));
}

/** The processor's state (UPSTREAM_UNSUPPORTED from an API without the route). */
const readState = (ctx: GatewayContext) => processor.state(ctx.upstream);

export const processorResolvers: Resolvers = {
  Query: {
    async autoProcessor(_p, _a, ctx) {
      try {
        return await readState(ctx);
      } catch (error) {
        // An API without the route (the programme's own): no panel rather than no page.
        if (error instanceof GraphQLError && error.extensions.code === ErrorCode.UPSTREAM_UNSUPPORTED) return null;
        throw error;
      }
    },
  },
  Mutation: {
    async startAutoProcessing(_p, _a, ctx) {
      const answer = await processor.start(ctx.upstream);
      return toStatus(answer) ?? toStatus((await readState(ctx)).status) ?? 'stopped';
    },
    async stopAutoProcessing(_p, _a, ctx) {
      const answer = await processor.stop(ctx.upstream);
      return toStatus(answer) ?? toStatus((await readState(ctx)).status) ?? 'stopped';
    },
  },
  AutoProcessor: {
    status: (s) => toStatus(s.status) ?? 'stopped',
    history: (s, _a, ctx) => (Array.isArray(s.history) ? s.history : []).map((r) => toHourRecord(r, ctx)).filter((r) => r !== null),
    counters: (s) => toCounters(s.counter),
  },
  Subscription: {
    autoProcessorStatus: {
      subscribe: (_p, _a, ctx) =>
        socketStream(ctx, {
          channel: topics.processorStatus(),
          map: toStatus,
          distinct: true,
          initial: async () => toStatus((await readState(ctx)).status) ?? 'stopped',
        }),
      resolve: identity,
    },
    autoProcessorHistory: {
      subscribe: (_p, _a, ctx) =>
        socketStream(ctx, {
          channel: topics.processorHistory(),
          map: (p) => (Array.isArray(p) ? p.map((r) => toHourRecord(r, ctx)).filter((r) => r !== null) : null),
          initial: async () => ((await readState(ctx)).history ?? []).map((r) => toHourRecord(r, ctx)).filter((r) => r !== null),
        }),
      resolve: identity,
    },
    autoProcessorHistoryRecord: {
      subscribe: (_p, _a, ctx) =>
        socketStream(ctx, {
          channel: topics.processorHistoryRecord(),
          map: (p) => toHourRecord(p, ctx),
        }),
      resolve: identity,
    },
    ticketCounters: {
      subscribe: (_p, _a, ctx) =>
        socketStream(ctx, {
          channel: topics.ticketCounter(),
          map: toCounters,
          distinct: true,
          initial: async () => toCounters((await readState(ctx)).counter),
        }),
      resolve: identity,
    },
  },
};
