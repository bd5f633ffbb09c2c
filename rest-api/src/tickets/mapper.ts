// Ticket JSON (the gateway's RestTicket): money in integer kopecks, dates as ISO strings,
// statusTitle derived from status (product-rules §3), items[] from ticket_items.
import type { TicketsTable } from '../db/schema';

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

/** Where a ticket's JSON differs from its row: money and counts as numbers, dates as ISO strings, a status title and lines. */
interface ConvertedTicket {
  id: number;
  rawData: unknown;
  cashTotalSum: number | null;
  nds10: number | null;
  nds18: number | null;
  ndsCalculated18: number | null;
  dateTime: string | null;
  createdAt: string;
  updatedAt: string;
  totalSum: number | null;
  location: { lat: number; lng: number } | null;
  status: TicketStatus;
  statusTitle: string | null;
  totalSales: number | null;
  items: TicketItemJson[];
  photos: unknown;
}

/** The JSON of a ticket (its properties in the order of model.ts): the other columns as they are read. */
export type TicketJson = Omit<TicketsTable, keyof ConvertedTicket> & ConvertedTicket;
