// When the generated receipts were bought (issue 42): over the 365 days before today (Moscow time),
// more on Fridays and at the weekend, more towards the New Year and fewer in late summer, and by hour
// as shops sell (few at night, most in the evening). The generator (seed/generate.ts) draws a day and
// an hour per receipt from these tables of slots: a uniform draw in [0, 1) picks a slot, and each day
// (hour) has as many slots as its share of the weight.

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Moscow is UTC+3 all year (no daylight saving time since 2014). */
const MOSCOW_OFFSET = 3 * HOUR;
export const RECEIPT_DAYS = 365;

/** Monday first: shoppers buy most on Friday and Saturday. */
const WEEKDAY = [0.9, 0.9, 0.95, 1.0, 1.2, 1.35, 1.1];
/** January first: the New Year's December highest, August lowest. */
const MONTH = [0.95, 0.85, 0.95, 0.95, 1.0, 0.9, 0.8, 0.75, 0.95, 1.05, 1.15, 1.45];
/** Hours 0–23 of the shop's (Moscow) day: shut at night, a lunch bump, the evening peak. */
const HOURLY = [0.3, 0.15, 0.1, 0.1, 0.1, 0.2, 0.5, 1.2, 2.5, 3.5, 4.2, 4.8, 5.5, 5.6, 5.2, 5.0, 5.4, 6.5, 7.5, 7.6, 6.4, 4.6, 2.8, 1.2];

export interface ReceiptTimes {
  /** Midnight of today in Moscow, as an instant: receipts are before it. */
  todayStart: Date;
  /** Days before today (1 = yesterday … 365), each repeated by its share of the weight. */
  daySlots: number[];
  /** Hours of the day (0–23), each repeated by its share. */
  hourSlots: number[];
  /** The weight of each day back (index 0 = yesterday), summing to 1. */
  dayShares: number[];
}

/** `n` slots shared by weight (largest remainder: the counts add up to n exactly). */
function slots(weights: number[], n: number, valueOf: (index: number) => number): number[] {
  const total = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / total) * n);
  const counts = exact.map(Math.floor);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  const missing = n - counts.reduce((a, b) => a + b, 0);
  for (let k = 0; k < missing; k++) counts[order[k]![1]]! += 1;
  return counts.flatMap((count, i) => Array.from({ length: count }, () => valueOf(i)));
}

export function receiptTimes(now: Date): ReceiptTimes {
  const moscow = new Date(now.getTime() + MOSCOW_OFFSET);
  const todayStart = Date.UTC(moscow.getUTCFullYear(), moscow.getUTCMonth(), moscow.getUTCDate()) - MOSCOW_OFFSET;
  const weights = Array.from({ length: RECEIPT_DAYS }, (_, i) => {
    const day = new Date(todayStart + MOSCOW_OFFSET - (i + 1) * DAY); // that day's Moscow date, as UTC fields
    return WEEKDAY[(day.getUTCDay() + 6) % 7]! * MONTH[day.getUTCMonth()]!;
  });
  const total = weights.reduce((a, b) => a + b, 0);
  return {
    todayStart: new Date(todayStart),
    daySlots: slots(weights, RECEIPT_DAYS * 100, (i) => i + 1),
    hourSlots: slots(HOURLY, 2400, (i) => i),
    dayShares: weights.map((w) => w / total),
  };
}
