// The Ticket model (spec §3): properties in JSON order, their columns and types, relations.
import { sql } from 'kysely';
import { belongsTo, date, decimal, defineModel, int, int8, jsonb, text, timestamps } from '../models/define';
import { TICKET_STATUS_TITLES } from './mapper';
import { ticketPartition, ticketScope } from '../auth/scope';

const statusTitle = sql`case tickets.status ${sql.join(
  Object.entries(TICKET_STATUS_TITLES).map(([status, title]) => sql`when ${sql.lit(status)} then ${sql.lit(title)}`),
  sql` `,
)} end`;

export const ticketModel = defineModel({
  name: 'Ticket',
  table: 'tickets',
  properties: {
    id: int,
    operationType: int,
    taxationType: int,
    rawData: jsonb,
    shiftNumber: int,
    cashTotalSum: int8,
    kktRegId: text,
    nds10: int8,
    nds18: int8,
    ndsCalculated18: int8,
    fiscalDriveNumber: text,
    operator: text,
    fiscalDocumentNumber: text,
    userInn: text,
    fiscalSign: text,
    requestNumber: int,
    receiptCode: int,
    authorityUri: text,
    internetSign: int,
    machineNumber: text,
    dateTime: date,
    ...timestamps,
    totalSum: int8,
    location: jsonb,
    status: text,
    statusTitle: { type: 'String', expression: statusTitle },
    statusDescription: text,
    qr: text,
    score: int,
    planSales: int,
    bonusSales: int,
    scoredItems: int,
    totalSales: decimal,
    platform: text,
    appVersion: text,
    ofd: text,
    // Its lines (TicketItemJson) in the ticket's own query (issue 27), in line order; bigint and
    // numeric columns are JSON numbers.
    items: {
      type: 'JSON',
      loaded: true,
      array: true,
      inline: sql`coalesce((select json_agg(json_build_object('productId', i.product_id, 'name', i.name, 'price', i.price, 'quantity', i.quantity, 'sum', i.sum) order by i.line_no)
        from ticket_items i where i.ticket_id = tickets.id), '[]'::json)`,
    },
    photos: jsonb,
    userId: int,
    placeId: int,
    campaignId: int,
    periodId: int,
    planId: int,
  },
  relations: belongsTo('User', 'Place'),
  // Spec §5: tickets are searched by fiscalDocumentNumber (the `search` query parameter).
  searchFields: ['fiscalDocumentNumber'],
  scopeFor: ticketScope,
  partitionFor: ticketPartition,
});
