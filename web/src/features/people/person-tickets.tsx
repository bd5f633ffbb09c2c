// A vendor's newest receipts on his page (spec §2), linking under the vendor; the route query spreads
// the fragment, so the card names what it reads.
import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { PersonTickets_TicketFragment } from '../../__generated__/graphql';
import { EMPTY, formatDateTime, formatMoney, formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { ticketStatusLabel } from '../../shared/ticket-status';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { peopleMessages } from './messages';

graphql(`
  fragment PersonTickets_ticket on Ticket {
    id
    dateTime
    totalSum
    score
    status
    statusCode
    statusTitle
    place {
      id
      title
    }
  }
`);

type Ticket = PersonTickets_TicketFragment;

/** The vendor's 12 newest tickets; the tickets screen filtered by the vendor has them all. */
export function VendorTickets({ userId, name, tickets }: { userId: number; name: string; tickets: readonly Ticket[] }) {
  const t = useMessages(peopleMessages);
  const columns: DataColumn<Ticket>[] = [
    {
      key: 'id',
      header: t.columns.id,
      cell: (r) => r.id,
      link: true,
      nowrap: true,
    },
    {
      key: 'dateTime',
      header: t.columns.dateTime,
      cell: (r) => formatDateTime(r.dateTime),
      nowrap: true,
    },
    {
      key: 'place',
      header: t.columns.place,
      cell: (r) => r.place?.title ?? EMPTY,
    },
    {
      key: 'totalSum',
      header: t.columns.totalSum,
      cell: (r) => formatMoney(r.totalSum),
      align: 'end',
      nowrap: true,
    },
    {
      key: 'score',
      header: t.columns.score,
      cell: (r) => formatNumber(r.score),
      align: 'end',
    },
    {
      key: 'status',
      header: t.columns.status,
      cell: (r) => ticketStatusLabel(r),
    },
  ];
  return (
    <Stack gap="3" as="section" aria-label={t.person.tickets}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h2" size="md">
          {t.person.tickets}
        </Heading>
        <Link asChild textStyle="sm">
          <RouterLink to={`${paths.tickets}?${new URLSearchParams({ user: String(userId), userName: name })}`}>{t.person.allTickets}</RouterLink>
        </Link>
      </HStack>
      {tickets.length === 0 ? (
        <Text color="fg.muted">{t.person.noTickets}</Text>
      ) : (
        <DataTable
          label={t.person.tickets}
          columns={columns}
          rows={tickets}
          rowKey={(r) => r.id}
          rowHref={(r) => to(paths.vendorTicket, { userId, ticketId: r.id })}
          rowLabel={(r) => t.ticketLink(r.id)}
        />
      )}
    </Stack>
  );
}
