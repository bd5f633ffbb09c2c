// The gateway's one CSV cell (issue 23, F8), the twin of the web's `csvField` (web/src/shared/csv):
// `;`-separated (Excel in Russian), RFC 4180 quoting, and formula-safe. A cell a spreadsheet would
// run as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a carriage return) is written with a
// leading `'` (OWASP's advice), so `=HYPERLINK(…)` in a vendor's name is text. A number stays a
// number: a JS number, or text that is only a decimal number with an optional sign (`-12.50`,
// `+79990000001`), cannot be a formula and is written as it is.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?\d+(?:[.,]\d+)?$/;

/** One CSV cell: formula-safe, then quoted when it holds the separator, a quote or a line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

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

/** `2026-11-25T15:16:00Z` → `25.11.2026 18:16` (Moscow); null for a value that is not a date. */
export function csvDateTime(value: unknown, timeZone: string = CSV_TIME_ZONE): string | null {
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('ru-RU', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

/** Integer kopecks → `1234,50`; null for anything that is not a number. */
export function csvMoney(kopecks: unknown): string | null {
  const n = typeof kopecks === 'number' || typeof kopecks === 'string' ? Number(kopecks) : NaN;
  if (kopecks === '' || !Number.isFinite(n)) return null;
  return (Math.round(n) / 100).toFixed(2).replace('.', ',');
}
