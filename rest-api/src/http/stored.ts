// What PostgreSQL stores, as the one home of the ranges every input is checked against before it
// reaches a query (issue 23, F4): int4/int8 ids and counts, timestamptz dates within years 1–9999
// (JavaScript reads `+275760-09-13` and PostgreSQL stores up to 294276 AD, but no back-office date is
// sane beyond 9999, and `to_char`/`date_trunc` of such dates fail).
export const INT_RANGES = {
  int4: [-2147483648, 2147483647],
  int8: [Number.MIN_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
} as const;

/** An integer within `kind` (and ≥ `min`), from a number or its digits; null otherwise. */
export function storedInt(value: unknown, kind: keyof typeof INT_RANGES = 'int4', min: number = INT_RANGES[kind][0]): number | null {
  if (typeof value !== 'number' && !(typeof value === 'string' && /^\s*-?\d{1,20}\s*$/.test(value))) return null;
  const n = Number(value);
  const [, max] = INT_RANGES[kind];
  return Number.isInteger(n) && n >= min && n <= max ? n : null;
}

/** A date a timestamptz column holds and a person means (years 1–9999); null otherwise. */
export function storedDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const year = date.getUTCFullYear();
  return year >= 1 && year <= 9999 ? date : null;
}
