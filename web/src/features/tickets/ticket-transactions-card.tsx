// The ticket page's accruals card: one row per transaction, its reason in the viewer's language.
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Table, Text } from '@chakra-ui/react';
import { graphql } from '../../__generated__';
import { EMPTY, formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { accrualReason, ticketReasonMessages } from '../../shared/ui/ticket-reason-messages';
import { UnsupportedPanel } from '../../shared/ui/unsupported-panel';
import { ticketMessages } from './ticket-messages';
import { dateTime, TableSection } from './ticket-section';

export const TicketTransactionsFragmentDoc = graphql(`
  fragment TicketTransactionsCard_ticket on Ticket {
    id
    transactions {
      id
      amount
      reason
      createdAt
    }
  }
`);

export function TransactionsCard({ ticket: ref }: { ticket: FragmentType<typeof TicketTransactionsFragmentDoc> }) {
  const t = useMessages(ticketMessages);
  const reasons = useMessages(ticketReasonMessages);
  const { data: ticket, complete } = useFragment({ fragment: TicketTransactionsFragmentDoc, from: ref });
  if (!complete) return null;
  return (
    <TableSection
      title={t.sections.transactions}
      columns={[{ header: t.transactions.createdAt }, { header: t.transactions.amount, end: true }, { header: t.transactions.reason }]}
      instead={
        ticket.transactions == null ? (
          // The API has no `GET /tickets/{id}/transactions` (issue 24): the panel says so, the page renders.
          <UnsupportedPanel what="transactions" />
        ) : (
          ticket.transactions.length === 0 && <Text color="fg.muted">{t.noTransactions}</Text>
        )
      }
    >
      {ticket.transactions?.map((tr) => (
        <Table.Row key={tr.id}>
          <Table.Cell whiteSpace="nowrap">{dateTime(tr.createdAt)}</Table.Cell>
          <Table.Cell textAlign="end">{formatNumber(tr.amount)}</Table.Cell>
          <Table.Cell>{tr.reason ? accrualReason(reasons, tr.reason) : EMPTY}</Table.Cell>
        </Table.Row>
      ))}
    </TableSection>
  );
}
