// The demo's tickets from its receipts (seed/demo/receipts.ts): ids in upload order, the newest
// still waiting or being processed, the older ones processed, rejected or on manual check, with
// their items; processed ones add their points to the vendor's score.
import type { TicketStatus } from '../../tickets/mapper';
import { MANUAL_REASONS, REJECT_REASONS } from '../data';
import { DEMO_PHOTOS, demoPhotoReference } from '../photos';
import { Prng } from '../prng';
import type { ItemRow, TicketRow, UserRow } from '../types';
import { at, DAY, json, pad, round, type DemoContext } from './common';
import type { Draft } from './receipts';

const STATUS_DESCRIPTIONS: Partial<Record<TicketStatus, string>> = {
  new: 'Чек загружен и ожидает обработки',
  processing: 'Чек обрабатывается',
  delayed: 'Чек ещё не поступил в ФНС, повторная проверка через 15 минут',
  processed: 'Баллы начислены',
};

/** The QR `t` field: local time of the receipt, `YYYYMMDDTHHMM`. */
function qrTime(date: Date, utcOffset: number): string {
  const local = new Date(date.getTime() + utcOffset * 3_600_000);
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}T${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}`;
}

export function demoTickets({ prng, todayMs }: DemoContext, drafts: Draft[], users: UserRow[], seed: number): { tickets: TicketRow[]; ticketItems: ItemRow[] } {
  // Ids follow upload order; the newest uploads are still waiting or being processed.
  const byUpload = [...drafts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.dateTime.getTime() - b.dateTime.getTime());
  const tickets: TicketRow[] = [];
  const ticketItems: ItemRow[] = [];
  const firstDay = todayMs - 90 * DAY;
  byUpload.forEach((draft, index) => {
    const id = index + 1;
    const rank = byUpload.length - 1 - index; // 0 = newest
    const promoLines = draft.lines.filter((line) => line.item.points);
    const { status, statusDescription } = statusOf(prng, rank, promoLines.length);
    const processed = status === 'processed';
    const totalSum = draft.lines.reduce((sum, line) => sum + line.sum, 0);
    const nds10 = draft.lines.filter((l) => l.item.vat === 10).reduce((sum, l) => sum + Math.round((l.sum * 10) / 110), 0);
    const nds18 = draft.lines.filter((l) => l.item.vat === 20).reduce((sum, l) => sum + Math.round((l.sum * 20) / 120), 0);
    const units = promoLines.reduce((sum, l) => sum + l.quantity, 0);
    const score = promoLines.reduce((sum, l) => sum + Math.floor(l.item.points! * l.quantity), 0);
    const document = draft.document;
    const fiscalSign = String(prng.int(100_000_000, 4_294_967_295));
    const { place } = draft;
    const updatedAt = status === 'new' ? draft.createdAt : at(Math.min(draft.createdAt.getTime() + prng.int(1, 30) * 60_000, todayMs));
    tickets.push({
      id,
      operationType: 1,
      taxationType: place.taxationType,
      rawData: null,
      shiftNumber: place.shiftBase + Math.floor((draft.dateTime.getTime() - firstDay) / DAY),
      cashTotalSum: prng.chance(0.3) ? totalSum : 0,
      kktRegId: place.kktRegId,
      nds10,
      nds18,
      ndsCalculated18: null,
      fiscalDriveNumber: place.fiscalDriveNumber,
      operator: prng.pick(place.cashiers),
      fiscalDocumentNumber: String(document),
      userInn: place.inn,
      fiscalSign,
      requestNumber: prng.int(1, 250),
      receiptCode: 3,
      authorityUri: 'www.nalog.gov.ru',
      internetSign: null,
      machineNumber: null,
      dateTime: draft.dateTime,
      totalSum,
      location: json({ lat: round(place.location.lat + (prng.next() - 0.5) * 0.002, 6), lng: round(place.location.lng + (prng.next() - 0.5) * 0.002, 6) }),
      status,
      qr: `t=${qrTime(draft.dateTime, place.utcOffset)}&s=${(totalSum / 100).toFixed(2)}&fn=${place.fiscalDriveNumber}&i=${document}&fp=${fiscalSign}&n=1`,
      score: processed ? score : null,
      planSales: processed ? Math.floor(units) : null,
      bonusSales: processed ? 0 : null,
      scoredItems: processed ? promoLines.length : null,
      totalSales: processed ? round(units, 3) : null,
      platform: draft.platform,
      appVersion: prng.pick(['2.14.1', '2.14.1', '2.15.0', '2.13.4']),
      ofd: place.ofd,
      photos: json([]),
      statusDescription,
      userId: draft.userId,
      placeId: place.id,
      campaignId: null,
      periodId: null,
      planId: null,
      createdAt: draft.createdAt,
      updatedAt,
    });
    draft.lines.forEach((line, i) => {
      ticketItems.push({
        ticketId: id,
        lineNo: i + 1,
        productId: null,
        name: line.item.name,
        price: line.item.price,
        quantity: line.quantity,
        sum: line.sum,
        createdAt: draft.createdAt,
        updatedAt: draft.createdAt,
      });
    });
    if (processed) {
      const user = users[draft.userId - 1]!;
      user.score = (user.score ?? 0) + score;
    }
  });
  addPhotosAndReturns(tickets, seed);
  return { tickets, ticketItems };
}

/** A ticket's status by its upload rank (0 = newest) and the reason it shows; a processed one without a brand's line is on manual check. */
function statusOf(prng: Prng, rank: number, promoLines: number): { status: TicketStatus; statusDescription: string | null } {
  let status: TicketStatus =
    rank === 0
      ? 'new'
      : rank === 1
        ? 'processing'
        : rank < 8
          ? prng.weighted([
              ['new', 3],
              ['processing', 1],
              ['delayed', 2],
            ] as const)
          : rank < 30
            ? prng.weighted([
                ['processed', 50],
                ['delayed', 15],
                ['manual', 20],
                ['rejected', 15],
              ] as const)
            : prng.weighted([
                ['processed', 78],
                ['rejected', 12],
                ['manual', 10],
              ] as const);
  let statusDescription = STATUS_DESCRIPTIONS[status] ?? null;
  if (status === 'processed' && promoLines === 0) {
    status = 'manual';
    statusDescription = MANUAL_REASONS[0]!;
  } else if (status === 'manual') {
    statusDescription = prng.pick(MANUAL_REASONS);
  } else if (status === 'rejected') {
    statusDescription = prng.pick(REJECT_REASONS);
  }
  return { status, statusDescription };
}

/**
 * Receipt photos and returns (issue 25), each from a PRNG of its own so that every row drawn before
 * stays as it was: 7 in 10 tickets carry 1 or 2 of the demo's receipt photos (seed/photos.ts), and
 * about 3 in 100 are returns ('Возврат прихода', operation type 2). A return keeps the status drawn
 * for it: the processor settles a ticket without regard to its operation type (decisions.md,
 * 2026-11-26 — Demo data a new user needs), so a return is scored like a sale.
 */
function addPhotosAndReturns(tickets: TicketRow[], seed: number): void {
  const photos = new Prng(seed + 1);
  for (const ticket of tickets) {
    if (!photos.chance(0.7)) continue;
    const first = photos.int(0, DEMO_PHOTOS.length - 1);
    const indices = photos.chance(0.3) ? [first, (first + photos.int(1, DEMO_PHOTOS.length - 1)) % DEMO_PHOTOS.length] : [first];
    ticket.photos = json(indices.map(demoPhotoReference));
  }
  const returns = new Prng(seed + 2);
  for (const ticket of tickets) {
    if (!returns.chance(0.03)) continue;
    ticket.operationType = 2;
    ticket.qr = ticket.qr!.replace(/&n=1$/, '&n=2');
  }
}
