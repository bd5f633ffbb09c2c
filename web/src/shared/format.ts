// One place for how values read on screen (spec §9): dates through dayjs with the `ru` locale in the
// viewer's time zone, money from integer kopecks (decisions §2), Russian plurals.
import dayjs from 'dayjs';
import 'dayjs/locale/ru';

dayjs.locale('ru');

/** What an absent value shows. */
export const EMPTY = '—';

/** Non-breaking space: keeps `1 234,50 ₽` on one line. */
const NBSP = '\u00a0';

type DateInput = string | number | Date | null | undefined;

function formatWith(value: DateInput, template: string): string {
  if (value == null || value === '') return EMPTY;
  const date = dayjs(value);
  return date.isValid() ? date.format(template) : EMPTY;
}

/** `1 марта 2024` */
export function formatDate(value: DateInput): string {
  return formatWith(value, 'D MMMM YYYY');
}

/** `1 марта 12:30` */
export function formatDateTime(value: DateInput): string {
  return formatWith(value, 'D MMMM HH:mm');
}

/** `1 марта 2024 12:30`: where the year matters (a history, an expiry a year ahead). */
export function formatDateTimeWithYear(value: DateInput): string {
  return formatWith(value, 'D MMMM YYYY HH:mm');
}

/** `12:30` */
export function formatTime(value: DateInput): string {
  return formatWith(value, 'HH:mm');
}

function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** An integer with thousands grouped: `12 345`. */
export function formatNumber(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return EMPTY;
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  return sign + groupDigits(whole) + (fraction ? `,${fraction}` : '');
}

/** Integer kopecks as roubles with 2 decimals: `123450` → `1 234,50 ₽`. */
export function formatMoney(kopecks: number | null | undefined): string {
  if (kopecks == null || !Number.isFinite(kopecks)) return EMPTY;
  const rounded = Math.round(kopecks);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const roubles = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${groupDigits(String(roubles))},${cents}${NBSP}₽`;
}

/** Russian plural forms: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…). */
export type PluralForms = readonly [one: string, few: string, many: string];

export function pluralForm(count: number, forms: PluralForms): string {
  const n = Math.abs(Math.trunc(count));
  const lastTwo = n % 100;
  const last = n % 10;
  if (last === 1 && lastTwo !== 11) return forms[0];
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return forms[1];
  return forms[2];
}

/** `5 чеков`, `21 чек`, `3 чека`. */
export function plural(count: number, forms: PluralForms): string {
  return `${formatNumber(count)} ${pluralForm(count, forms)}`;
}
