// The receipt editor's values and what they send (spec §4, §5): a line's recommended price and sum,
// the lines and the date as the API takes them, only what changed, and the form's rules.
import dayjs from 'dayjs';
import type { UseFormReturn } from '../../shared/form/use-form';
import * as z from '../../shared/form/schema';
import type { TicketEditInput } from '../../__generated__/graphql';
import { roublesToKopecks, type Fields } from '../../shared/form/fields';
import type { ValidationMessages } from '../../shared/form/messages';
import { isDay, parseTypedTime } from '../../shared/ui/days';
import type { ticketMessages } from './ticket-messages';

export interface EditorProduct {
  id: number;
  title: string | null;
  recommendedPrice: number | null;
  category: { id: number; score: number; recommendedPrice: number | null } | null;
}

/** The price a line takes when none is typed: the category's recommended price, then the product's. */
export function recommendedPrice(product: EditorProduct | null): number | null {
  return product?.category?.recommendedPrice ?? product?.recommendedPrice ?? null;
}

export interface LineValues {
  product: EditorProduct | null;
  name: string;
  price: string;
  quantity: string;
}

/** A line's sum in kopecks as typed, or null while its price or quantity is not a number yet. */
export function lineSum(line: LineValues): number | null {
  const price = line.price.trim() === '' ? recommendedPrice(line.product) : /^\d+([.,]\d{1,2})?$/.test(line.price.trim()) ? roublesToKopecks(line.price) : null;
  const quantity = Number(line.quantity.trim().replace(',', '.'));
  if (price === null || !Number.isFinite(quantity) || quantity <= 0) return null;
  // As the API computes it, in whole thousandths (price × 1.005 in floating point is 100.4999…).
  return Math.round((price * Math.round(quantity * 1000)) / 1000);
}

/** The lines as the API takes them, or null while one of them is not valid yet. */
export function linesInput(lines: readonly LineValues[]): NonNullable<TicketEditInput['items']> | null {
  const items: NonNullable<TicketEditInput['items']> = [];
  for (const line of lines) {
    const price = line.price.trim();
    const quantity = line.quantity.trim();
    if (line.name.trim() === '' || (price !== '' && !/^\d+([.,]\d{1,2})?$/.test(price)) || !/^\d+([.,]\d{1,3})?$/.test(quantity)) return null;
    const units = Number(quantity.replace(',', '.'));
    if (!(units > 0)) return null;
    if (price === '' && recommendedPrice(line.product) === null) return null;
    items.push({ productId: line.product?.id ?? null, name: line.name.trim(), price: price === '' ? null : roublesToKopecks(price), quantity: units });
  }
  return items;
}

/** Whether the lines differ from the ones the editor opened with. */
export function linesChanged(lines: readonly LineValues[], initial: readonly LineValues[]): boolean {
  const key = (l: LineValues) => [l.product?.id ?? null, l.name.trim(), l.price.trim(), l.quantity.trim()];
  return JSON.stringify(lines.map(key)) !== JSON.stringify(initial.map(key));
}

export const TEXT_KEYS = ['fiscalDriveNumber', 'fiscalDocumentNumber', 'fiscalSign', 'kktRegId', 'userInn', 'operator', 'ofd'] as const;

export interface EditorValues {
  /** The receipt's day: `YYYY-MM-DD`, or the text as typed while it is not a whole day. */
  date: string;
  /** The receipt's time as typed ('чч:мм'). */
  time: string;
  items: LineValues[];
}

/**
 * The instant of a typed day and time in the viewer's time zone (as the page shows the receipt's
 * date), as the API takes it; null while either is not valid.
 */
export function typedInstant(date: string, time: string, original?: string | null): string | null {
  const hhmm = parseTypedTime(time);
  if (!isDay(date) || hhmm === null) return null;
  let instant = dayjs(`${date}T${hhmm}`);
  // The time the field shows without its seconds: when it is not changed, its seconds stay (issue 39).
  const kept = original ? dayjs(original) : null;
  if (kept && hhmm === kept.format('HH:mm')) instant = instant.second(kept.second()).millisecond(kept.millisecond());
  return instant.isValid() ? instant.toISOString() : null;
}

/** Whether the typed day or time differs from the one the editor opened with. */
export function dateTimeChanged(values: Pick<EditorValues, 'date' | 'time'>, initial: Pick<EditorValues, 'date' | 'time'>): boolean {
  return values.date !== initial.date || (parseTypedTime(values.time) ?? values.time) !== initial.time;
}

/**
 * The part of the input the score depends on (the lines and the date, when changed), for the
 * preview; null while a changed line or date is not valid yet.
 */
export function editPreviewInput(values: EditorValues, initial: EditorValues, original?: string | null): TicketEditInput | null {
  const input: TicketEditInput = {};
  if (dateTimeChanged(values, initial)) {
    const instant = typedInstant(values.date, values.time, original);
    if (instant === null) return null;
    input.dateTime = instant;
  }
  if (linesChanged(values.items, initial.items)) {
    const items = linesInput(values.items);
    if (!items) return null;
    input.items = items;
  }
  return input;
}

/** The day and time of an instant in the viewer's time zone, as the editor's fields hold them. */
export const toLocalFields = (iso: string | null | undefined) => (iso ? { date: dayjs(iso).format('YYYY-MM-DD'), time: dayjs(iso).format('HH:mm') } : { date: '', time: '' });

type EditorTexts = (typeof ticketMessages)['ru']['editor'];

export function editorSchema(f: Fields, m: ValidationMessages, t: EditorTexts) {
  return z.object({
    date: z.string().check(
      z.refine((v) => v.trim() !== '', m.required),
      z.refine((v) => v.trim() === '' || isDay(v), m.date),
    ),
    time: z.string().check(
      z.refine((v) => v.trim() !== '', m.required),
      z.refine((v) => v.trim() === '' || parseTypedTime(v) !== null, m.time),
    ),
    fiscalDriveNumber: f.fiscalNumber(),
    fiscalDocumentNumber: f.fiscalNumber(),
    fiscalSign: f.fiscalNumber(),
    kktRegId: f.text(64),
    userInn: f.text().check(z.refine((v) => v === null || /^(\d{10}|\d{12})$/.test(v), t.badSellerInn)),
    operator: f.text(),
    ofd: f.text(),
    items: z.array(
      z
        .object({
          product: z.custom<EditorProduct | null>(),
          name: f.required(),
          price: f.money(),
          quantity: z.string().check(z.refine((v) => /^\d+([.,]\d{1,3})?$/.test(v.trim()) && Number(v.trim().replace(',', '.')) > 0, t.badQuantity)),
        })
        .check(z.refine((line) => line.price !== null || recommendedPrice(line.product) !== null, { message: t.noPrice, path: ['price'] })),
    ),
  });
}

export type EditorSchema = ReturnType<typeof editorSchema>;
export type EditorForm = UseFormReturn<z.input<EditorSchema>, unknown, z.output<EditorSchema>>;
