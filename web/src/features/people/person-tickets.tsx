// A vendor's newest receipts on his page (spec §2), linking under the vendor; the route query spreads
// the fragment, so the card names what it reads.
import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { graphql } from '../../__generated__';
import type { PersonTickets_TicketFragment, RecentTickets_TicketFragment } from '../../__generated__/graphql';
import { EMPTY, formatDateTime, formatMoney, formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { ticketStatusLabel } from '../../shared/ticket-status';
import { DataTable, type DataColumn } from '../../shared/ui/data-table';
import { peopleMessages } from './messages';

// A row of a person's or a place's newest tickets (RecentTickets); each list adds who or where.
graphql(`
  fragment RecentTickets_ticket on Ticket {
    id
    dateTime
    totalSum
    score
    status
    statusCode
    statusTitle
  }
`);

graphql(`
  fragment PersonTickets_ticket on Ticket {
    ...RecentTickets_ticket @unmask
    place {
      id
      title
    }
  }
`);

type Ticket = PersonTickets_TicketFragment;
type Row = Omit<RecentTickets_TicketFragment, ' $fragmentName'>;

/** The newest tickets as a table (number, date, who or where, sum, points, status), or 'Чеков нет'. */
export function RecentTickets<T extends Row>({ label, tickets, who, href }: { label: string; tickets: readonly T[]; who: DataColumn<T>; href: (row: T) => string }) {
  const t = useMessages(peopleMessages);
  const columns: DataColumn<T>[] = [
    { key: 'id', header: t.columns.id, cell: (r) => r.id, link: true, nowrap: true },
    { key: 'dateTime', header: t.columns.dateTime, cell: (r) => formatDateTime(r.dateTime), nowrap: true },
    who,
    { key: 'totalSum', header: t.columns.totalSum, cell: (r) => formatMoney(r.totalSum), align: 'end', nowrap: true },
    { key: 'score', header: t.columns.score, cell: (r) => formatNumber(r.score), align: 'end' },
    { key: 'status', header: t.columns.status, cell: (r) => ticketStatusLabel(r) },
  ];
  if (tickets.length === 0) return <Text color="fg.muted">{t.person.noTickets}</Text>;
  return <DataTable label={label} columns={columns} rows={tickets} rowKey={(r) => r.id} rowHref={href} rowLabel={(r) => t.ticketLink(r.id)} />;
}

/** The vendor's 12 newest tickets; the tickets screen filtered by the vendor has them all. */
export function VendorTickets({ userId, name, tickets }: { userId: number; name: string; tickets: readonly Ticket[] }) {
  const t = useMessages(peopleMessages);
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
      <RecentTickets
        label={t.person.tickets}
        tickets={tickets}
        who={{ key: 'place', header: t.columns.place, cell: (r) => r.place?.title ?? EMPTY }}
        href={(r) => to(paths.vendorTicket, { userId, ticketId: r.id })}
      />
    </Stack>
  );
}
