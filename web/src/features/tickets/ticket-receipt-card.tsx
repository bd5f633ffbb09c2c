// The ticket page's receipt cards: the fiscal data and the QR code's fields (spec §3).
import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { formatMoney } from '../../shared/format';
import { useMessages } from '../../shared/i18n/define';
import { ticketMessages } from './ticket-messages';
import { dateTime, Fields, Section } from './ticket-section';

export const TicketReceiptFragmentDoc = graphql(`
  fragment TicketReceiptCard_ticket on Ticket {
    id
    dateTime
    createdAt
    totalSum
    cashTotalSum
    nds10
    nds18
    fiscalDriveNumber
    fiscalDocumentNumber
    fiscalSign
    kktRegId
    userInn
    operator
    ofd
    shiftNumber
    qr
    operationType
    platform
    appVersion
  }
`);

/** QR fields of spec §3 (t, s, fn, i, fp, n) from the scanned string `t=…&s=…&fn=…`. */
export function parseQr(qr: string | null | undefined): Record<'t' | 's' | 'fn' | 'i' | 'fp' | 'n', string | null> {
  const params = new URLSearchParams(qr ?? '');
  const get = (key: string) => params.get(key) || null;
  return { t: get('t'), s: get('s'), fn: get('fn'), i: get('i'), fp: get('fp'), n: get('n') };
}

export function ReceiptCard({ ticket: ref }: { ticket: FragmentType<typeof TicketReceiptFragmentDoc> }) {
  const t = useMessages(ticketMessages);
  const { data: ticket, complete } = useFragment({ fragment: TicketReceiptFragmentDoc, from: ref });
  if (!complete) return null;
  const qr = parseQr(ticket.qr);
  const operation = (n: string | number | null | undefined) => (n == null ? null : (t.operation[Number(n)] ?? String(n)));
  return (
    <>
      <Section title={t.sections.receipt}>
        <Fields
          rows={[
            [t.fields.dateTime, dateTime(ticket.dateTime)],
            [t.fields.totalSum, formatMoney(ticket.totalSum)],
            [t.fields.cashTotalSum, formatMoney(ticket.cashTotalSum)],
            [t.fields.nds10, formatMoney(ticket.nds10)],
            [t.fields.nds18, formatMoney(ticket.nds18)],
            [t.fields.fiscalDriveNumber, ticket.fiscalDriveNumber],
            [t.fields.fiscalDocumentNumber, ticket.fiscalDocumentNumber],
            [t.fields.fiscalSign, ticket.fiscalSign],
            [t.fields.kktRegId, ticket.kktRegId],
            [t.fields.userInn, ticket.userInn],
            [t.fields.operator, ticket.operator],
            [t.fields.ofd, ticket.ofd],
            [t.fields.shiftNumber, ticket.shiftNumber],
            [t.fields.createdAt, dateTime(ticket.createdAt)],
            [t.fields.platform, [ticket.platform, ticket.appVersion].filter(Boolean).join(' ')],
          ]}
        />
      </Section>
      <Section title={t.sections.qr}>
        <Fields
          rows={[
            [t.fields.qrT, qr.t],
            [t.fields.qrS, qr.s],
            [t.fields.qrFn, qr.fn],
            [t.fields.qrI, qr.i],
            [t.fields.qrFp, qr.fp],
            [t.fields.qrN, operation(qr.n ?? ticket.operationType)],
          ]}
        />
      </Section>
    </>
  );
}
