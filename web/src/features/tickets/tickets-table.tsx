import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql } from '../../__generated__';
import type { TicketsTable_TicketFragment } from '../../__generated__/graphql';
import { EMPTY, formatDateTime, formatMoney, formatNumber, formatPhone } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { paths, to } from '../../shared/paths';
import { CellText, DataTable, type DataColumn, type DataTableSelection, type SortState } from '../../shared/ui/data-table';
import { userDisplayName } from '../../shared/users';
import { ticketsMessages } from './messages';
import { TicketStatusBadge } from './ticket-status-badge';

export const TicketsTableTicketFragmentDoc = graphql(`
  fragment TicketsTable_ticket on Ticket {
    id
    dateTime
    status
    statusCode
    statusTitle
    totalSum
    score
    fiscalDocumentNumber
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

export interface TicketsTableProps {
  tickets: readonly (TicketsTableTicket & { id: number })[];
  busy?: boolean;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Where a row leads; the ticket page by default (the vendor's or the place's ticket route elsewhere). */
  href?: (id: number) => string;
  /** Row selection for bulk actions (issue 25); none by default. */
  selection?: DataTableSelection<number>;
}

export function TicketsTable({ tickets, busy, sort, onSortChange, href = (id) => to(paths.ticket, { id }), selection }: TicketsTableProps) {
  const t = useMessages(ticketsMessages);
  // The rows' data, read from the cache through the fragment (data masking) in one binding for the
  // page, not one per cell (issue 42: 24 rows × 5 cells were 120 cache watches on each render).
  const from = useMemo(() => [...tickets], [tickets]);
  const { data, complete } = useFragment({ fragment: TicketsTableTicketFragmentDoc, from });
  type Row = { id: number; x: TicketsTable_TicketFragment | null };
  const rows: Row[] = tickets.map((ticket, index) => ({ id: ticket.id, x: complete ? (data[index] ?? null) : null }));
  const cell = (render: (ticket: TicketsTable_TicketFragment) => React.ReactNode) => (r: Row) => (r.x ? render(r.x) : null);
  const columns: DataColumn<Row>[] = [
    { key: 'id', header: t.columns.id, cell: (r) => r.id, link: true, sortField: 'id', firstDirection: 'DESC', nowrap: true },
    {
      key: 'dateTime',
      header: t.columns.dateTime,
      cell: cell((x) => formatDateTime(x.dateTime)),
      sortField: 'dateTime',
      firstDirection: 'DESC',
      nowrap: true,
    },
    {
      key: 'place',
      header: t.columns.place,
      minW: '48',
      cell: cell((x) => (
        <>
          <CellText>{x.place?.title || EMPTY}</CellText>
          {x.place?.address && <CellText secondary>{x.place.address}</CellText>}
        </>
      )),
    },
    {
      key: 'user',
      header: t.columns.user,
      minW: '40',
      cell: cell((x) => (
        <>
          <CellText>{x.user ? userDisplayName(x.user) : EMPTY}</CellText>
          {x.user?.phone && x.user.phone !== userDisplayName(x.user) && (
            <Text textStyle="xs" color="fg.muted" whiteSpace="nowrap">
              {formatPhone(x.user.phone)}
            </Text>
          )}
        </>
      )),
    },
    {
      key: 'totalSum',
      header: t.columns.totalSum,
      align: 'end',
      nowrap: true,
      sortField: 'totalSum',
      firstDirection: 'DESC',
      cell: cell((x) => formatMoney(x.totalSum)),
    },
    {
      key: 'score',
      header: t.columns.score,
      align: 'end',
      sortField: 'score',
      firstDirection: 'DESC',
      cell: cell((x) => formatNumber(x.score)),
    },
    {
      key: 'status',
      header: t.columns.status,
      sortField: 'status',
      cell: cell((x) => <TicketStatusBadge status={x.status} statusCode={x.statusCode} statusTitle={x.statusTitle} />),
    },
  ];
  return (
    <DataTable
      label={t.title}
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      rowHref={(r) => href(r.id)}
      rowLabel={(r) => t.ticketLink(r.id)}
      sort={sort}
      onSortChange={onSortChange}
      selection={selection}
      busy={busy}
    />
  );
}
