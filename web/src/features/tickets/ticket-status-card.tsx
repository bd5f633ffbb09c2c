// The ticket page's status card: the status, its reason in the viewer's language and the points.
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { graphql } from '../../__generated__';
import { formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { ticketReasonMessages } from '../../shared/ui/ticket-reason-messages';
import { ticketMessages } from './ticket-messages';
import { TicketStatusBadge } from './ticket-status-badge';
import { Fields, Section } from './ticket-section';

export const TicketStatusFragmentDoc = graphql(`
  fragment TicketStatusCard_ticket on Ticket {
    id
    status
    statusCode
    statusTitle
    statusDescription
    score
    planSales
    bonusSales
    scoredItems
    totalSales
  }
`);

export function StatusCard({ ticket: ref, actions }: { ticket: FragmentType<typeof TicketStatusFragmentDoc>; actions: ReactNode }) {
  const t = useMessages(ticketMessages);
  const { reasons } = useMessages(ticketReasonMessages);
  const { data: ticket, complete } = useFragment({ fragment: TicketStatusFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <Section title={t.sections.status} actions={actions}>
      <Fields
        rows={[
          [t.fields.status, <TicketStatusBadge key="s" status={ticket.status} statusCode={ticket.statusCode} statusTitle={ticket.statusTitle} />],
          [t.fields.reason, ticket.statusDescription ? (reasons[ticket.statusDescription] ?? ticket.statusDescription) : ticket.statusDescription],
          [
            t.fields.score,
            <span key="score" data-testid="ticket-score">
              {formatNumber(ticket.score)}
            </span>,
          ],
          [t.fields.planSales, formatNumber(ticket.planSales)],
          [t.fields.bonusSales, formatNumber(ticket.bonusSales)],
          [t.fields.scoredItems, formatNumber(ticket.scoredItems)],
          [t.fields.totalSales, formatNumber(ticket.totalSales)],
        ]}
      />
    </Section>
  );
}
