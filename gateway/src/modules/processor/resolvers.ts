import { GraphQLError } from 'graphql';
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode } from '../../errors';
import * as processor from '../../upstream/processor';
import { identity, socketStream } from '../../realtime/stream';
import { topics } from '../../realtime/topics';
import { statusCount } from '../tickets/status';

const STATUSES = ['stopped', 'processing', 'stopping'] as const;
type Status = (typeof STATUSES)[number];

/** The API sends the status as a string, or as `{status}` from some routes. */
export function toStatus(payload: unknown): Status | null {
  const value = typeof payload === 'string' ? payload : (payload as { status?: unknown } | null)?.status;
  return STATUSES.includes(value as Status) ? (value as Status) : null;
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
    history: (s) => s.history ?? [],
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
          map: (p) => (Array.isArray(p) ? p : null),
          initial: async () => (await readState(ctx)).history ?? [],
        }),
      resolve: identity,
    },
    autoProcessorHistoryRecord: {
      subscribe: (_p, _a, ctx) =>
        socketStream(ctx, {
          channel: topics.processorHistoryRecord(),
          map: (p) => (p && typeof p === 'object' && 'hour' in p ? p : null),
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
