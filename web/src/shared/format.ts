// One place for how values read on screen (spec §9): dates in the chosen language's words (ru / en /
// es; English right to left as English) in the viewer's time zone, numbers and money from integer
// kopecks (product-rules §2) with the language's separators, Russian plurals.
import { getLanguage, isolateText, textLanguage, type Language, type TextLanguage } from './i18n/language';

/** What an absent value shows. */
export const EMPTY = '—';

/** Non-breaking space: keeps `1 234,50 ₽` on one line. */
const NBSP = '\u00a0';

type DateInput = string | number | Date | null | undefined;

/** Russian's and English's templates (dayjs's tokens): the same day-first order. */
const DAY_FIRST = {
  date: 'D MMMM YYYY',
  dateTime: 'D MMMM HH:mm',
  dateTimeWithYear: 'D MMMM YYYY HH:mm',
  dayMonth: 'D MMMM',
  shortDay: 'D MMM',
  shortDayTime: 'D MMM HH:mm',
  numericDay: 'DD.MM',
  csv: 'DD.MM.YYYY HH:mm',
};

type Template = keyof typeof DAY_FIRST;

/** The templates of each language: Spanish says `1 de marzo de 2024`. */
export const TEMPLATES: Record<TextLanguage, Record<Template, string>> = {
  ru: DAY_FIRST,
  en: DAY_FIRST,
  es: {
    date: 'D [de] MMMM [de] YYYY',
    dateTime: 'D [de] MMMM, HH:mm',
    dateTimeWithYear: 'D [de] MMMM [de] YYYY, HH:mm',
    dayMonth: 'D [de] MMMM',
    shortDay: 'D MMM',
    shortDayTime: 'D MMM, HH:mm',
    numericDay: 'DD.MM',
    csv: 'DD.MM.YYYY HH:mm',
  },
};

/**
 * Month names as dayjs's locales have them (dates were formatted with dayjs, ~4.7 kB gzipped with its
 * two locales on every screen; format.test.ts checks these against it): Russian in the genitive after
 * a day (`1 марта`), in the nominative alone; English's short names are its first three letters.
 */
const MONTHS: Record<TextLanguage, { long: readonly string[]; short: readonly string[]; alone?: { long: readonly string[]; short: readonly string[] } }> = {
  ru: {
    long: 'января_февраля_марта_апреля_мая_июня_июля_августа_сентября_октября_ноября_декабря'.split('_'),
    short: 'янв._февр._мар._апр._мая_июня_июля_авг._сент._окт._нояб._дек.'.split('_'),
    alone: {
      long: 'январь_февраль_март_апрель_май_июнь_июль_август_сентябрь_октябрь_ноябрь_декабрь'.split('_'),
      short: 'янв._февр._март_апр._май_июнь_июль_авг._сент._окт._нояб._дек.'.split('_'),
    },
  },
  en: {
    long: 'January_February_March_April_May_June_July_August_September_October_November_December'.split('_'),
    short: 'Jan_Feb_Mar_Apr_May_Jun_Jul_Aug_Sep_Oct_Nov_Dec'.split('_'),
  },
  es: {
    long: 'enero_febrero_marzo_abril_mayo_junio_julio_agosto_septiembre_octubre_noviembre_diciembre'.split('_'),
    short: 'ene_feb_mar_abr_may_jun_jul_ago_sep_oct_nov_dic'.split('_'),
  },
};

/** A month after a day (`D MMMM`, `D [de] MMMM`): Russian's genitive. */
const MONTH_AFTER_DAY = /D[oD]?(\[[^[\]]*\]|\s)+MMMM?/;

/** A value as a date, read as dayjs reads it: `2024-03-01` and `2024-03-01 12:30` in local time. */
function toDate(value: string | number | Date): Date {
  if (typeof value !== 'string' || /Z$/i.test(value)) return new Date(value instanceof Date ? value.getTime() : value);
  const parts = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/.exec(value);
  if (!parts) return new Date(value);
  const [, year, month, day, hours, minutes, seconds, fraction] = parts;
  const number = (part: string | undefined) => Number(part || 0);
  return new Date(number(year), number(month || '1') - 1, number(day || '1'), number(hours), number(minutes), number(seconds), number((fraction || '0').substring(0, 3)));
}

const pad = (n: number, length = 2) => String(n).padStart(length, '0');

function formatWith(value: DateInput, template: Template | 'time'): string {
  if (value == null || value === '') return EMPTY;
  const language = textLanguage(getLanguage());
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return EMPTY;
  const format = template === 'time' ? 'HH:mm' : TEMPLATES[language][template];
  const { long, short, alone } = MONTHS[language];
  const names = alone && !MONTH_AFTER_DAY.test(format) ? alone : { long, short };
  const month = date.getMonth();
  return isolateText(
    format.replace(/\[([^\]]+)]|YYYY|MMMM|MMM|MM|DD|D|HH|mm/g, (token, literal: string | undefined) => {
      if (literal !== undefined) return literal;
      switch (token) {
        case 'YYYY':
          return pad(date.getFullYear(), 4);
        case 'MMMM':
          return names.long[month]!;
        case 'MMM':
          return names.short[month]!;
        case 'MM':
          return pad(month + 1);
        case 'DD':
          return pad(date.getDate());
        case 'D':
          return String(date.getDate());
        case 'HH':
          return pad(date.getHours());
        default:
          return pad(date.getMinutes());
      }
    }),
  );
}

/** A formatter of one template. */
const formatAs =
  (template: Template | 'time') =>
  (value: DateInput): string =>
    formatWith(value, template);

/** `1 марта 2024` / `1 March 2024` / `1 de marzo de 2024` */
export const formatDate = formatAs('date');

/** `1 марта 12:30` */
export const formatDateTime = formatAs('dateTime');

/** `1 марта 2024 12:30`: where the year matters (a history, an expiry a year ahead). */
export const formatDateTimeWithYear = formatAs('dateTimeWithYear');

/** `1 марта`: a day within the year (chat day separators). */
export const formatDayMonth = formatAs('dayMonth');

/** `1 мар.`: a chart's axis. */
export const formatShortDay = formatAs('shortDay');

/** `01.03`: a day in the app's typed order without the year, where the axis is narrow (a period's days). */
export const formatNumericDay = formatAs('numericDay');

/** `1 мар. 12:00`: a chart's axis by hours. */
export const formatShortDayTime = formatAs('shortDayTime');

/** `12:30` */
export const formatTime = formatAs('time');

/** A phone as it reads: `+79990000001`, left to right in English right to left too (never `79990000001+`). */
export function formatPhone(value: string | null | undefined): string {
  return value ? isolateText(value) : EMPTY;
}

/** Separators of numbers: `1 234,5` in Russian, `1,234.5` in English, `12.345,5` in Spanish (which groups from five digits). */
const SEPARATORS: Record<TextLanguage, { group: string; decimal: string; minGrouped: number }> = {
  ru: { group: NBSP, decimal: ',', minGrouped: 4 },
  en: { group: ',', decimal: '.', minGrouped: 4 },
  es: { group: '.', decimal: ',', minGrouped: 5 },
};

const separators = () => SEPARATORS[textLanguage(getLanguage())];

function groupDigits(digits: string): string {
  const { group, minGrouped } = separators();
  return digits.length < minGrouped ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, group);
}

/** A number with thousands grouped in the language's way: `12 345`, `12,345`, `12.345`. */
export function formatNumber(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return EMPTY;
  const sign = value < 0 ? '-' : '';
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  return sign + groupDigits(whole) + (fraction ? `${separators().decimal}${fraction}` : '');
}

/** Integer kopecks as roubles with 2 decimals: `123450` → `1 234,50 ₽` (`1,234.50 ₽` in English). */
export function formatMoney(kopecks: number | null | undefined): string {
  if (kopecks == null || !Number.isFinite(kopecks)) return EMPTY;
  const rounded = Math.round(kopecks);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const roubles = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return isolateText(`${sign}${groupDigits(String(roubles))}${separators().decimal}${cents}${NBSP}₽`);
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

/** The decimal mark of a language: a comma in Russian (and Spanish), a point in English. */
export function decimalMark(language: Language = getLanguage()): string {
  return textLanguage(language) === 'en' ? '.' : ',';
}

// CSV (decisions, 2026-11-26): one format for every export, the web's and the gateway's
// (gateway/src/http/csv.ts): dates as `дд.мм.гггг чч:мм` in the viewer's time zone — with the year,
// and read as a date by a spreadsheet in a Russian locale — and sums as plain decimals with the
// language's decimal mark and no grouping (`1234,50`), so a spreadsheet reads them as numbers.

/** `25.11.2026 18:16` */
export function formatCsvDateTime(value: DateInput): string | null {
  const text = formatWith(value, 'csv');
  return text === EMPTY ? null : text;
}

/** A decimal for CSV: `12.5` → `12,5` in Russian; `digits` fixes the decimals. */
export function formatCsvDecimal(value: number | null | undefined, digits?: number, language: Language = getLanguage()): string | null {
  if (value == null || !Number.isFinite(value)) return null;
  const text = digits === undefined ? String(value) : value.toFixed(digits);
  return text.replace('.', decimalMark(language));
}

/** Integer kopecks as roubles for CSV: `123450` → `1234,50` in Russian. */
export function formatCsvMoney(kopecks: number | null | undefined, language: Language = getLanguage()): string | null {
  return kopecks == null || !Number.isFinite(kopecks) ? null : formatCsvDecimal(Math.round(kopecks) / 100, 2, language);
}
