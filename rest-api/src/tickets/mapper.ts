// Ticket JSON (the gateway's RestTicket): money in integer kopecks, dates as ISO strings,
// statusTitle derived from status (product-rules §3), items[] from ticket_items.

/**
 * The rest-api's one home of the ticket statuses (issue 28), in the order screens list them: the
 * named filters' counts, the processor's counter, the OpenAPI document's `TicketStatusCount.status`
 * enum (which the gateway's types are generated from), `statusTitle`. The database's check
 * constraint (migration 0001) allows exactly these; `statuses.test.ts` fails when they part. The
 * LoopBack fixtures cannot import TypeScript and share one copy that points here
 * (loopback3/shared.js).
 */
export const TICKET_STATUSES = ['new', 'processing', 'delayed', 'manual', 'processed', 'rejected'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** The Russian title of each status (product-rules §3). */

export const TICKET_STATUS_TITLES: Record<TicketStatus, string> = {
  new: 'Новый',
  processing: 'В обработке',
  delayed: 'Отложен',
  manual: 'Ручная проверка',
  processed: 'Обработан',
  rejected: 'Отклонён',
};

export interface TicketItemJson {
  productId: number | null;
  name: string;
  /** kopecks */
  price: number;
  quantity: number;
  /** kopecks */
  sum: number;
}

/** The JSON of a ticket, property by property in this order (see model.ts). */
export interface TicketJson {
  id: number;
  operationType: number | null;
  taxationType: number | null;
  rawData: unknown;
  shiftNumber: number | null;
  cashTotalSum: number | null;
  kktRegId: string | null;
  nds10: number | null;
  nds18: number | null;
  ndsCalculated18: number | null;
  fiscalDriveNumber: string | null;
  operator: string | null;
  fiscalDocumentNumber: string | null;
  userInn: string | null;
  fiscalSign: string | null;
  requestNumber: number | null;
  receiptCode: number | null;
  authorityUri: string | null;
  internetSign: number | null;
  machineNumber: string | null;
  dateTime: string | null;
  createdAt: string;
  updatedAt: string;
  totalSum: number | null;
  location: { lat: number; lng: number } | null;
  status: TicketStatus;
  statusTitle: string | null;
  statusDescription: string | null;
  qr: string | null;
  score: number | null;
  planSales: number | null;
  bonusSales: number | null;
  scoredItems: number | null;
  totalSales: number | null;
  platform: string | null;
  appVersion: string | null;
  ofd: string | null;
  items: TicketItemJson[];
  photos: unknown;
  userId: number | null;
  placeId: number | null;
  campaignId: number | null;
  periodId: number | null;
  planId: number | null;
}
