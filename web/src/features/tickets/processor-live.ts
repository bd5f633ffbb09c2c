// The auto-processor's live streams (spec §4, §5): its status, hourly history and counters, kept in
// the cache entry the panel draws (the status apart too: LiveStatus). Started by the tickets screen
// once the read of its panel has answered, after the rows; the panel itself (processor-panel.tsx,
// with its chart) loads apart and never holds up the rows (issue 42, ADR 0082).
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../__generated__';
import type { AutoProcessorStatus, ProcessorHourRecordFragment } from '../../__generated__/graphql';

/** The processor keeps the last 168 hourly records (spec §9). */
export const HISTORY_CAP = 168;

const ProcessorStatusSubscription = graphql(`
  subscription ProcessorStatusLive {
    autoProcessorStatus
  }
`);

/** One hour of the processor's history, as the panel draws it and its stream sends it. */
export const ProcessorHourRecordFragmentDoc = graphql(`
  fragment ProcessorHourRecord on AutoProcessorHourRecord {
    hour
    processed
    rejected
    delayed
    manual
    failed
  }
`);

const ProcessorHistoryRecordSubscription = graphql(`
  subscription ProcessorHistoryRecordLive {
    autoProcessorHistoryRecord {
      ...ProcessorHourRecord @unmask
    }
  }
`);

const TicketCountersSubscription = graphql(`
  subscription TicketCountersLive {
    ticketCounters {
      status
      statusCode
      count
    }
  }
`);

/** The processor's one cache entry. */
export const PROCESSOR_ID = 'AutoProcessor:{}';

export type HourRecord = ProcessorHourRecordFragment & { __typename?: 'AutoProcessorHourRecord' };

/** The history with a new or updated hourly record, oldest first, at most 168 records. */
export function withRecord<T extends { hour: string }>(history: readonly T[], record: T): T[] {
  const others = history.filter((r) => r.hour !== record.hour);
  return [...others, record].sort((a, b) => a.hour.localeCompare(b.hour)).slice(-HISTORY_CAP);
}

/**
 * The processor's status as its live stream last said it (or a start or stop answered it since), for
 * the panel to draw over the status a read answered. The gateway's stream listens first and then
 * sends the status it reads (gateway/src/realtime/stream.ts: `initial`), then every change: its last
 * message is never older than a read's answer, which may arrive after it (a stop made while the
 * panel's read was under way) or before the panel's cache entry exists (ADR 0082).
 */
export interface LiveStatus {
  get: () => AutoProcessorStatus | undefined;
  set: (status: AutoProcessorStatus) => void;
  subscribe: (listener: () => void) => () => void;
}

export function liveStatus(): LiveStatus {
  let status: AutoProcessorStatus | undefined;
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(next) {
      if (next === status) return;
      status = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

const sameCounters = (a: readonly { status: string; count: number }[], b: readonly { status: string; count: number }[]) =>
  a.length === b.length && a.every((c, i) => c.status === b[i]?.status && c.count === b[i]?.count);

/**
 * Keeps the processor's cache entry live: status, counters (the whole programme's; the named filters'
 * own counts are read again on each change) and the history. Mounted once by the tickets screen for admins and regional
 * managers.
 */
export function useProcessorLive(enabled: boolean, onCountersChange?: (changed: boolean) => void): LiveStatus {
  const client = useApolloClient();
  const [status] = useState(liveStatus);
  useSubscription(ProcessorStatusSubscription, {
    skip: !enabled,
    // Kept apart and in the cache by onData: the screen is not drawn again for each message (issue 42).
    ignoreResults: true,
    onData: ({ data }) => {
      const next = data.data?.autoProcessorStatus;
      if (!next) return;
      status.set(next);
      client.cache.modify({ id: PROCESSOR_ID, fields: { status: () => next } });
    },
  });
  useSubscription(ProcessorHistoryRecordSubscription, {
    skip: !enabled,
    ignoreResults: true,
    onData: ({ data }) => {
      const record = data.data?.autoProcessorHistoryRecord as HourRecord | undefined;
      if (!record) return;
      client.cache.modify({
        id: PROCESSOR_ID,
        fields: {
          history: (existing) => withRecord((existing ?? []) as unknown as HourRecord[], { ...record, __typename: 'AutoProcessorHourRecord' }) as never,
        },
      });
    },
  });
  useSubscription(TicketCountersSubscription, {
    skip: !enabled,
    ignoreResults: true,
    onData: ({ data }) => {
      const counters = data.data?.ticketCounters;
      if (!counters) return;
      // The processor's own counters (the whole programme's), replaced whole. The tickets screen's
      // named filters count its list in the role's scope: they are read again (onCountersChange) on a
      // change of the counters the panel's read answered. The stream starts once that read has
      // answered: its first message (the current value) is then no change, and the list is not read
      // again for it. Without that answer (the API away) every message is one. The screen reads a list
      // that could not be read again on any message (onCountersChange(false)).
      let changed = true;
      client.cache.modify({
        id: PROCESSOR_ID,
        fields: {
          counters: (existing: readonly { status: string; count: number }[] = []) => {
            changed = !sameCounters(existing, counters);
            return (counters.length ? counters.map((c) => ({ __typename: 'TicketStatusCount', status: c.status, statusCode: c.statusCode, count: c.count })) : existing) as never;
          },
        },
      });
      onCountersChange?.(changed);
    },
  });
  return status;
}
