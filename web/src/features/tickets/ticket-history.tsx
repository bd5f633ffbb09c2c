// The ticket's 'История' (issue 17) from `Ticket.history`, read when the reviewer asks for it (the
// page keeps its REST budget of 8 calls); once shown, the answers of reject, score, process and edit
// (which spread its fragment) keep it current. Statuses shown in words, sums in roubles, lines counted.
import type { FragmentType } from '@apollo/client';
import { useFragment, useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { formatDateTimeWithYear, formatMoney, formatNumber } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { useI18n } from '../../shared/i18n/i18n';
import { ticketStatusCodeLabel } from '../../shared/ticket-status';
import type { AuditFieldFormat } from '../../shared/ui/audit-history';
import { AuditHistory, HistoryOnDemand } from '../../shared/ui/history-on-demand';
import { historyMessages } from './history-messages';

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

/** The history's own query, run once the reviewer asks for it. */
function TicketHistoryLoaded({ ticketId }: { ticketId: number }) {
  const { data } = useQuery(TicketHistoryQuery, { variables: { id: ticketId } });
  return data?.ticket ? <TicketHistory ticket={data.ticket} /> : null;
}

export function TicketHistorySection({ ticketId }: { ticketId: number }) {
  return <HistoryOnDemand>{() => <TicketHistoryLoaded ticketId={ticketId} />}</HistoryOnDemand>;
}

/** An edit's change of one line's field (the API's `line2.product`: that line's product title). */
const LINE_FIELD = /^line(\d+)\.(product|name|price|quantity)$/;
const LINE_ORDER = Array.from({ length: 100 }, (_, i) => ['product', 'name', 'price', 'quantity'].map((f) => `line${i + 1}.${f}`)).flat();

export function TicketHistory({ ticket: ref }: { ticket: FragmentType<typeof TicketHistoryFragmentDoc> }) {
  const t = useMessages(historyMessages);
  const ticketStatuses = useI18n().t.common.ticketStatuses;
  const { data: ticket, complete } = useFragment({ fragment: TicketHistoryFragmentDoc, fragmentName: 'TicketHistory_ticket', from: ref });
  if (!complete) return null;
  const format: AuditFieldFormat = {
    label: (field) => {
      const line = LINE_FIELD.exec(field);
      return line ? t.lineField(Number(line[1]), t.lineFields[line[2]!]!) : t.fields[field];
    },
    order: [...Object.keys(t.fields), ...LINE_ORDER],
    value: (field, value) => {
      const line = LINE_FIELD.exec(field);
      if (line?.[2] === 'price' && typeof value === 'number') return formatMoney(value);
      if (line?.[2] === 'quantity' && typeof value === 'number') return formatNumber(value);
      if (field === 'status' && typeof value === 'string') return ticketStatusCodeLabel(value, ticketStatuses);
      if (field === 'totalSum' && typeof value === 'number') return formatMoney(value);
      if (field === 'score' && typeof value === 'number') return formatNumber(value);
      if (field === 'items' && Array.isArray(value)) return t.lines(value.length);
      if (field === 'dateTime' && typeof value === 'string') return formatDateTimeWithYear(value);
      return undefined;
    },
  };
  return <AuditHistory entries={ticket.history.items} format={format} />;
}
