// The ticket's 'История' (issue 17) from `Ticket.history`, read when the reviewer asks for it (the
// page keeps its REST budget of 8 calls); once shown, the answers of reject, score, process and edit
// (which spread its fragment) keep it current. Statuses shown in words, sums in roubles, lines counted
// (shared/ui/ticket-audit-format.ts, as the journal shows them).
import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { AuditHistory } from '../../shared/ui/history-on-demand';
import { useTicketAuditFormat } from '../../shared/ui/ticket-audit-format';

export const TicketHistoryFragmentDoc = graphql(`
  fragment TicketHistory_ticket on Ticket {
    id
    history(pageSize: 50) {
      items {
        ...AuditHistory_entry @unmask
      }
    }
  }
`);

const TicketHistoryQuery = graphql(`
  query TicketHistory($id: Int!) {
    ticket(id: $id) {
      id
      ...TicketHistory_ticket
    }
  }
`);

/** The history's own query, run once the reviewer asks for it (ticket-history-section.tsx loads this module then). */
export function TicketHistoryLoaded({ ticketId }: { ticketId: number }) {
  const { data } = useQuery(TicketHistoryQuery, { variables: { id: ticketId } });
  return data?.ticket ? <TicketHistory ticket={data.ticket} /> : null;
}

export function TicketHistory({ ticket: ref }: { ticket: FragmentType<typeof TicketHistoryFragmentDoc> }) {
  const format = useTicketAuditFormat();
  const { data: ticket, complete } = useFragment({ fragment: TicketHistoryFragmentDoc, fragmentName: 'TicketHistory_ticket', from: ref });
  if (!complete) return null;
  return <AuditHistory entries={ticket.history.items} format={format} />;
}
