// The ticket's 'История' section: a button until the reviewer asks for it; then the history's code
// (its query, the audit format of a ticket's fields, ticket-history.tsx) and its data load (issue 42:
// not on the ticket page's first paint).
import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { loadChunk } from '../../shared/load-chunk';
import { HistoryOnDemand } from '../../shared/ui/history-on-demand';

const TicketHistoryLoaded = lazy(() => loadChunk(() => import('./ticket-history')).then((module) => ({ default: module.TicketHistoryLoaded })));

export function TicketHistorySection({ ticketId }: { ticketId: number }) {
  return (
    <HistoryOnDemand>
      {() => (
        <Suspense fallback={<Skeleton height="24" borderRadius="l3" aria-busy="true" />}>
          <TicketHistoryLoaded ticketId={ticketId} />
        </Suspense>
      )}
    </HistoryOnDemand>
  );
}
