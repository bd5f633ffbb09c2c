import { Link, Table, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { paths, to } from '../../shared/paths';
import { EMPTY, formatDateTime, formatMoney, formatNumber } from '../../shared/format';
import { userDisplayName } from '../../shared/users';
import { TicketStatusBadge } from './ticket-status-badge';
import { ticketsMessages } from './messages';
import { useMessages } from '../../shared/i18n/define';

export const TicketsTableTicketFragmentDoc = graphql(`
  fragment TicketsTable_ticket on Ticket {
    id
    dateTime
    status
    statusTitle
    totalSum
    score
    user {
      id
      name
      surname
      phone
    }
    place {
      id
      title
      address
    }
  }
`);

export type TicketsTableTicket = FragmentType<typeof TicketsTableTicketFragmentDoc>;

function TicketRow({ ticket: ref }: { ticket: TicketsTableTicket }) {
  const t = useMessages(ticketsMessages);
  const { data: ticket, complete } = useFragment({ fragment: TicketsTableTicketFragmentDoc, from: ref });
  if (!complete) return null;
  const { user, place } = ticket;
  return (
    <Table.Row>
      <Table.Cell>
        <Link asChild color="blue.fg" fontWeight="medium" aria-label={t.ticketLink(ticket.id)}>
          <RouterLink to={to(paths.ticket, { id: ticket.id })}>{ticket.id}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(ticket.dateTime)}</Table.Cell>
      <Table.Cell minW="48">
        <Text lineClamp={1}>{place?.title || EMPTY}</Text>
        {place?.address && (
          <Text textStyle="xs" color="fg.muted" lineClamp={1}>
            {place.address}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell minW="40">
        <Text lineClamp={1}>{user ? userDisplayName(user) : EMPTY}</Text>
        {user?.phone && user.phone !== userDisplayName(user) && (
          <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
            {user.phone}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatMoney(ticket.totalSum)}
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
        {formatNumber(ticket.score)}
      </Table.Cell>
      <Table.Cell>
        <TicketStatusBadge status={ticket.status} title={ticket.statusTitle} />
      </Table.Cell>
    </Table.Row>
  );
}

export function TicketsTable({ tickets, busy }: { tickets: readonly (TicketsTableTicket & { id: number })[]; busy?: boolean }) {
  const t = useMessages(ticketsMessages);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3" bg="bg" opacity={busy ? 0.6 : 1} transition="opacity 0.15s">
      <Table.Root size="sm" interactive aria-busy={busy || undefined}>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader w="20">{t.columns.id}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.columns.dateTime}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.columns.place}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.columns.user}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.columns.totalSum}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t.columns.score}</Table.ColumnHeader>
            <Table.ColumnHeader>{t.columns.status}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {tickets.map((ticket) => (
            <TicketRow key={ticket.id} ticket={ticket} />
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
