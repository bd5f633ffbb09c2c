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
import { dateTime, Section } from './ticket-section';

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
    <Section title={t.sections.transactions}>
      {ticket.transactions == null ? (
        // The API has no `GET /tickets/{id}/transactions` (issue 24): the panel says so, the page renders.
        <UnsupportedPanel what="transactions" />
      ) : ticket.transactions.length === 0 ? (
        <Text color="fg.muted">{t.noTransactions}</Text>
      ) : (
        <Table.ScrollArea tabIndex={0} role="region" aria-label={t.sections.transactions}>
          <Table.Root size="sm" aria-label={t.sections.transactions}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t.transactions.createdAt}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t.transactions.amount}</Table.ColumnHeader>
                <Table.ColumnHeader>{t.transactions.reason}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {ticket.transactions.map((tr) => (
                <Table.Row key={tr.id}>
                  <Table.Cell whiteSpace="nowrap">{dateTime(tr.createdAt)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(tr.amount)}</Table.Cell>
                  <Table.Cell>{tr.reason ? accrualReason(reasons, tr.reason) : EMPTY}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Section>
  );
}
