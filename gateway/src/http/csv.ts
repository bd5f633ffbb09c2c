// The gateway's CSV: the one cell of every export (schema/csv.ts, shared with the web), and its
// dates and sums.
import { csvCells } from '../../../schema/csv';

export const csvCell = csvCells();

// One format for money and dates in every CSV (decisions, 2026-11-26; the web's twin is
// web/src/shared/format.ts): dates `дд.мм.гггг чч:мм` (with the year) in the given time zone, sums
// as plain decimals with the Russian decimal comma and no grouping (`1234,50`).

/** The time zone of a server CSV's dates when the caller names none (`?tz=`): the programme's. */
export const CSV_TIME_ZONE = 'Europe/Moscow';

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('ru-RU', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * One formatter per time zone, made once (issue 42): a formatter per date cost an ICU object each,
 * freed only by a full collection, and most of the export's time. A caller names the zone (any
 * casing of IANA's few hundred): past 1,000 formatters the cache starts again.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    if (formatters.size >= 1000) formatters.clear();
    format = new Intl.DateTimeFormat('ru-RU', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, format);
  }
  return format;
}

/** `2026-11-25T15:16:00Z` → `25.11.2026 18:16` (Moscow); null for a value that is not a date. */
export function csvDateTime(value: unknown, timeZone: string = CSV_TIME_ZONE): string | null {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  let day = '';
  let month = '';
  let year = '';
  let hour = '';
  let minute = '';
  for (const { type, value: part } of formatterOf(timeZone).formatToParts(date)) {
    if (type === 'day') day = part;
    else if (type === 'month') month = part;
    else if (type === 'year') year = part;
    else if (type === 'hour') hour = part;
    else if (type === 'minute') minute = part;
  }
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

/** Integer kopecks → `1234,50`; null for anything that is not a number. */
export function csvMoney(kopecks: unknown): string | null {
  const n = typeof kopecks === 'number' || typeof kopecks === 'string' ? Number(kopecks) : NaN;
  if (kopecks === '' || !Number.isFinite(n)) return null;
  return (Math.round(n) / 100).toFixed(2).replace('.', ',');
}
