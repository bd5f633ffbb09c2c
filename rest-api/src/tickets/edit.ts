// A staff correction of a ticket (`POST /tickets/edit/{id}`, its preview `POST /tickets/editPreview/{id}`):
// the one home of what an edit stores. Fields left out stay as they are (the seconds of dateTime too);
// each line keeps the product staff chose, a line without one is matched by name; the score is the
// spec §4 rule (Σ the product's points × quantity — the period's or campaign's points for its
// products, the category's otherwise; no limits, no plan bonus) over the lines as saved; totalSum
// follows the lines. The preview answers exactly what the save would store, so the editor shows the
// number that is saved, and per line its points, where they come from (the period's, the campaign's
// or the category's points: processor/catalogue.ts) and whether its name is a product outside the
// campaign. A reason the lines decided (nothing matched) goes when they no longer do. The audit row
// names each changed field, the score and each line's fields.
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import { outsideProducts, periodFor, type Catalogue } from '../processor/catalogue';
import { DESCRIPTIONS } from '../processor/process';
import { matchProduct, scoreTicket, UNLIMITED, type ScoreSource } from '../processor/scoring';
import { recommendedPrices, storedLines, storedTicketForEdit, storeTicketEdit, type TicketEditWrite, type TicketLine } from './edit-repository';

/** The text fields an edit may set. */
export const EDIT_TEXT_FIELDS = ['fiscalDriveNumber', 'fiscalDocumentNumber', 'fiscalSign', 'kktRegId', 'userInn', 'operator', 'ofd'] as const;
type TextField = (typeof EDIT_TEXT_FIELDS)[number];

export type EditLineInput = TicketLine;

export interface EditInput {
  text: Partial<Record<TextField, string | null>>;
  /** Absent: unchanged. */
  dateTime?: Date | null;
  /** Absent: the lines stay as they are. */
  items?: EditLineInput[];
}

export interface EditOutcome extends Pick<TicketEditWrite, 'totalSum' | 'score' | 'scoredItems' | 'totalSales' | 'periodId' | 'campaignId'> {
  /** Each line's points, and whether it earns none because its name is a catalogue product outside the ticket's campaign. */
  items: Array<EditLineInput & { productTitle: string | null; score: number; outsideCampaign: boolean; source: ScoreSource | null }>;
  /** Absent: the reason stays. */
  statusDescription?: null;
}

const invalid = (message: string) => new HttpError(422, message, { code: 'INVALID_ITEMS' });

/** The body (`{ticket: {...}}` or the fields themselves) as an edit; prices of lines without one from the product's category. */
export async function parseEdit(db: Kysely<DB>, body: Record<string, unknown> | undefined): Promise<EditInput> {
  const raw = body ?? {};
  const input = (raw.ticket && typeof raw.ticket === 'object' ? raw.ticket : raw) as Record<string, unknown>;
  const text: EditInput['text'] = {};
  for (const field of EDIT_TEXT_FIELDS) {
    const value = input[field];
    if (value === undefined) continue;
    text[field] = value === null ? null : String(value);
  }
  const edit: EditInput = { text };
  if (input.dateTime !== undefined) {
    const d = input.dateTime === null ? null : new Date(String(input.dateTime));
    if (d && Number.isNaN(d.getTime())) throw new HttpError(422, 'Неверная дата чека', { code: 'INVALID_DATE' });
    edit.dateTime = d;
  }
  const items = await parseItems(db, input.items);
  if (items) edit.items = items;
  return edit;
}

async function parseItems(db: Kysely<DB>, value: unknown): Promise<EditLineInput[] | null> {
  // The route's schema checked the shape (tickets/schemas.ts TicketEditBody): a list of objects with a name.
  if (!Array.isArray(value)) return null;
  if (value.length > 500) throw invalid('Не больше 500 позиций в чеке');
  const productIds = value
    .map((item) => (item && typeof item === 'object' ? Number((item as Record<string, unknown>).productId) : NaN))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  const prices = await recommendedPrices(db, productIds);
  return value.map((raw, index) => {
    const at = `Позиция ${index + 1}`;
    const item = raw as Record<string, unknown>;
    const name = typeof item.name === 'string' ? item.name.trim() : '';
    if (name === '') throw invalid(`${at}: не указано название`);
    if (name.length > 500) throw invalid(`${at}: название длиннее 500 символов`);
    const productId = item.productId === undefined || item.productId === null ? null : Number(item.productId);
    if (productId !== null && (!Number.isSafeInteger(productId) || !prices.has(productId))) throw invalid(`${at}: товар ${String(item.productId)} не найден`);
    const quantity = item.quantity === undefined || item.quantity === null ? 1 : Number(item.quantity);
    if (!Number.isFinite(quantity) || quantity <= 0 || quantity > 100_000) throw invalid(`${at}: количество должно быть больше 0`);
    let price = item.price === undefined || item.price === null || item.price === '' ? null : Number(item.price);
    if (price === null) price = productId !== null ? (prices.get(productId) ?? null) : null;
    if (price === null) throw invalid(`${at}: не указана цена, и у товара нет рекомендованной цены`);
    if (!Number.isSafeInteger(price) || price < 0) throw invalid(`${at}: цена — целое число копеек`);
    // Thousandths as integers: price × 1.005 in floating point is 100.4999… for 100 kopecks, the
    // exact 100.5 rounds to 101.
    const milli = Math.round(quantity * 1000);
    const units = milli / 1000;
    const sum = item.sum === undefined || item.sum === null ? Math.round((price * milli) / 1000) : Number(item.sum);
    if (!Number.isSafeInteger(sum) || sum < 0) throw invalid(`${at}: сумма — целое число копеек`);
    return { name, productId, price, quantity: units, sum };
  });
}

/** What the edit stores: the lines with their products, the total and the score (spec §4). */
export async function planEdit(db: Kysely<DB>, catalogue: Catalogue, ticketId: number, edit: EditInput): Promise<EditOutcome | null> {
  const ticket = await storedTicketForEdit(db, ticketId);
  if (!ticket) return null;
  const lines = edit.items ?? (await storedLines(db, ticketId));
  const dateTime = edit.dateTime !== undefined ? edit.dateTime : ticket.dateTime ? new Date(ticket.dateTime) : null;
  const period = periodFor(catalogue, dateTime, ticket.placeCampaignId);
  const r = scoreTicket({
    items: lines,
    products: period?.products ?? [],
    outside: outsideProducts(catalogue),
    campaignExclusions: period?.campaignExclusions ?? [],
    ...UNLIMITED,
  });
  const titles = new Map(catalogue.products.map((p) => [p.id, p.title]));
  const everyProduct = catalogue.products.map((p) => ({ productId: p.id, matches: p.matches, exclusions: [], score: 0, bonusScore: 0 }));
  const items = lines.map((line, i) => {
    const productId = line.productId ?? r.items[i]!.productId;
    // Matched by name to no campaign product, yet to one of the catalogue: "не участвует в кампании",
    // not "not found" (docs/adr/0060-rest-api-checks-receipt-status.md).
    const outsideCampaign = productId === null && matchProduct(line.name, everyProduct, []) !== null;
    const { score, source } = r.items[i]!;
    return { ...line, productId, productTitle: productId === null ? null : (titles.get(productId) ?? null), score, outsideCampaign, source };
  });
  return {
    items,
    totalSum: edit.items ? items.reduce((s, i) => s + i.sum, 0) : ticket.totalSum === null ? null : Number(ticket.totalSum),
    score: r.score,
    scoredItems: r.scoredItems,
    totalSales: r.totalSales,
    periodId: period?.id ?? null,
    campaignId: period?.campaignId ?? null,
    // The processor's "nothing matched" goes once a line matches: no stale reason after a correction
    // (docs/adr/0060-rest-api-checks-receipt-status.md).
    ...(ticket.statusDescription === DESCRIPTIONS.noMatch && r.scoredItems > 0 ? { statusDescription: null } : {}),
  };
}

/** Writes a planned edit inside the caller's transaction (the ticket row locked). */
export async function applyEdit(trx: Transaction<DB>, ticketId: number, edit: EditInput, outcome: EditOutcome): Promise<void> {
  const { items, ...stored } = outcome;
  await storeTicketEdit(trx, ticketId, {
    text: edit.text,
    ...(edit.dateTime !== undefined ? { dateTime: edit.dateTime } : {}),
    replaceLines: edit.items !== undefined,
    lines: items,
    ...stored,
  });
}

/** The preview's answer: what the save would store. */
export function previewAnswer(outcome: EditOutcome) {
  return {
    totalSum: outcome.totalSum,
    score: outcome.score,
    items: outcome.items.map((i) => ({
      productId: i.productId,
      productTitle: i.productTitle,
      name: i.name,
      price: i.price,
      quantity: i.quantity,
      sum: i.sum,
      score: i.score,
      outsideCampaign: i.outsideCampaign,
      scoreSource: i.source?.kind ?? null,
      scoreCategory: i.source?.kind === 'category' ? i.source.category : null,
    })),
  };
}
