// The auto-processor's live streams (spec §4, §5): its status, hourly history and counters, kept in
// the cache entry the panel draws. Mounted by the tickets screen with its list; the panel itself
// (processor-panel.tsx, with its chart) loads apart and never holds up the rows (issue 42).
import { useApolloClient, useSubscription } from '@apollo/client/react';
import { graphql } from '../../__generated__';

/** The processor keeps the last 168 hourly records (spec §9). */
export const HISTORY_CAP = 168;

const ProcessorStatusSubscription = graphql(`
  subscription ProcessorStatusLive {
    autoProcessorStatus
  }
`);

const ProcessorHistoryRecordSubscription = graphql(`
  subscription ProcessorHistoryRecordLive {
    autoProcessorHistoryRecord {
      hour
      processed
      rejected
      delayed
      manual
      failed
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

export interface HourRecord {
  __typename?: 'AutoProcessorHourRecord';
  hour: string;
  processed: number;
  rejected: number;
  delayed: number;
  manual: number;
  failed: number;
}

/** The history with a new or updated hourly record, oldest first, at most 168 records. */
export function withRecord<T extends { hour: string }>(history: readonly T[], record: T): T[] {
  const others = history.filter((r) => r.hour !== record.hour);
  return [...others, record].sort((a, b) => a.hour.localeCompare(b.hour)).slice(-HISTORY_CAP);
}

/**
 * Keeps the processor's cache entry live: status, counters (the whole programme's; the named filters'
 * own counts are read again on each change) and the history. Mounted once by the tickets screen for admins and regional
 * managers.
 */
export function useProcessorLive(enabled: boolean, onCountersChange?: () => void): void {
  const client = useApolloClient();
  useSubscription(ProcessorStatusSubscription, {
    skip: !enabled,
    // Kept in the cache by onData: the screen is not drawn again for each message (issue 42).
    ignoreResults: true,
    onData: ({ data }) => {
      const status = data.data?.autoProcessorStatus;
      if (status) client.cache.modify({ id: PROCESSOR_ID, fields: { status: () => status } });
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
      onCountersChange?.();
      // The processor's own counters (the whole programme's), replaced whole. The tickets screen's
      // named filters count its list in the role's scope: they are read again (onCountersChange).
      client.cache.modify({
        id: PROCESSOR_ID,
        fields: {
          counters: (existing: readonly unknown[] = []) =>
            (counters.length ? counters.map((c) => ({ __typename: 'TicketStatusCount', status: c.status, statusCode: c.statusCode, count: c.count })) : existing) as never,
        },
      });
    },
  });
}
