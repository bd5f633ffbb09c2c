import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { Box, useRecipe, type SystemStyleObject } from '@chakra-ui/react';
import { useMemo } from 'react';
import { graphql } from '../../__generated__';
import type { TicketsTable_TicketFragment } from '../../__generated__/graphql';
import { EMPTY, formatDateTime, formatMoney, formatNumber, formatPhone } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { useI18n } from '../../shared/i18n/i18n';
import { directionOf } from '../../shared/i18n/language';
import { paths, to } from '../../shared/paths';
import { TICKET_STATUS_COLORS, ticketStatusLabel } from '../../shared/ticket-status';
import { DataTable, type DataColumn, type DataTableSelection, type SortState } from '../../shared/ui/data-table';
import { userDisplayName } from '../../shared/users';
import { ticketsMessages } from './messages';

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
          <Line>{x.place?.title || EMPTY}</Line>
          {x.place?.address && <Line secondary>{x.place.address}</Line>}
        </>
      )),
    },
    {
      key: 'user',
      header: t.columns.user,
      minW: '40',
      cell: cell((x) => (
        <>
          <Line>{x.user ? userDisplayName(x.user) : EMPTY}</Line>
          {x.user?.phone && x.user.phone !== userDisplayName(x.user) && <div className="tt-secondary tt-nowrap">{formatPhone(x.user.phone)}</div>}
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
      cell: cell((x) => (
        <span className="tt-badge" data-status={x.status}>
          {ticketStatusLabel(x)}
        </span>
      )),
    },
  ];
  return (
    <Box css={useCellStyles()} display="contents">
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
    </Box>
  );
}

/**
 * A data text of a cell on one line, cut with an ellipsis, in its own direction (as the shared
 * `CellText`), drawn as plain markup: a page has 24 rows of them, and a styled component per line
 * made the rows the heaviest render of the list screens (issue 42). Their styles are the table's, once.
 */
function Line({ children, secondary }: { children: React.ReactNode; secondary?: boolean }) {
  return (
    <div dir="auto" className={secondary ? 'tt-line tt-secondary' : 'tt-line'}>
      {children}
    </div>
  );
}

/** The styles of the rows' lines and status badges (Chakra's badge, subtle, in each status's colour), once for the table. */
function useCellStyles(): SystemStyleObject {
  const badge = useRecipe({ key: 'badge' });
  const rtl = directionOf(useI18n().language) === 'rtl';
  return useMemo(
    () => ({
      '& .tt-line': { lineClamp: 1, textAlign: rtl ? 'right' : 'left' },
      '& .tt-secondary': { textStyle: 'xs', color: 'fg.muted' },
      '& .tt-nowrap': { whiteSpace: 'nowrap' },
      '& .tt-badge': badge({ variant: 'subtle', size: 'md' }),
      ...Object.fromEntries(Object.entries(TICKET_STATUS_COLORS).map(([status, color]) => [`& .tt-badge[data-status="${status}"]`, { colorPalette: color }])),
    }),
    [badge, rtl],
  );
}
