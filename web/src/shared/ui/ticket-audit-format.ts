// How a ticket's changes read (issue 17): statuses in words, sums in roubles, lines counted, an
// edit's line fields by line ('Позиция 2, цена'), the API's reasons in the chosen language. Shared by the ticket's 'История' and the journal
// (/app/audit showed 'line2.price: 8999 → 9550' and 'dateTime' for a correction).
import { formatDateTimeWithYear, formatMoney, formatNumber } from '../format';
import { useMessages } from '../i18n/define';
import { useI18n } from '../i18n/i18n';
import { ticketStatusCodeLabel } from '../ticket-status';
import type { AuditFieldFormat } from './audit-history';
import { historyMessages } from './ticket-history-messages';
import { ticketReasonMessages } from './ticket-reason-messages';

/** An edit's change of one line's field (the API's `line2.product`: that line's product title). */
const LINE_FIELD = /^line(\d+)\.(product|name|price|quantity)$/;
const LINE_ORDER = Array.from({ length: 100 }, (_, i) => ['product', 'name', 'price', 'quantity'].map((f) => `line${i + 1}.${f}`)).flat();

export function useTicketAuditFormat(): AuditFieldFormat {
  const t = useMessages(historyMessages);
  const ticketStatuses = useI18n().t.common.ticketStatuses;
  const { reasons } = useMessages(ticketReasonMessages);
  return {
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
      // The reasons the API writes, in the chosen language; a reason a person typed as it is.
      if (field === 'statusDescription' && typeof value === 'string') return reasons[value] ?? value;
      if (field === 'totalSum' && typeof value === 'number') return formatMoney(value);
      if (field === 'score' && typeof value === 'number') return formatNumber(value);
      if (field === 'items' && Array.isArray(value)) return t.lines(value.length);
      if (field === 'dateTime' && typeof value === 'string') return formatDateTimeWithYear(value);
      return undefined;
    },
  };
}
