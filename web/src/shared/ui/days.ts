// Days as text, without React: `YYYY-MM-DD` (a value) and 'дд.мм.гггг' (as typed). The date input and
// its lazily loaded calendar both read them here, so the calendar does not import the input back.

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/;
const DIGITS = /^\s*(\d{2})(\d{2})(\d{4})\s*$/;

/** Whether `value` is a day `YYYY-MM-DD` that exists. */
export function isDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The typed text 'дд.мм.гггг' (also 'д.м.гггг' or 'ддммгггг') → `YYYY-MM-DD`, or null when it is not a whole, real day. */
export function parseTypedDay(text: string): string | null {
  const match = TYPED.exec(text) ?? DIGITS.exec(text);
  if (!match) return null;
  const day = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isDay(day) ? day : null;
}

/** `YYYY-MM-DD` → 'дд.мм.гггг'; any other text as it is. */
export function formatTypedDay(value: string): string {
  const match = DAY.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/**
 * The message of a range whose start is after its end (both whole days), or null. Equal days are a
 * range of one day. The one home of the rule for every date range of the web (periods, list filters,
 * reports, the journal).
 */
export function dateRangeError(start: string, end: string, message: string): string | null {
  return isDay(start) && isDay(end) && start > end ? message : null;
}

const TIME = /^\s*(\d{1,2})[:.](\d{2})\s*$/;
const TIME_DIGITS = /^\s*(\d{2})(\d{2})\s*$/;

/**
 * The typed time 'чч:мм' (24-hour, in every language; also 'ч:мм', 'чч.мм' and 'ччмм') → 'HH:mm', or
 * null when it is not a time of day (no 12-hour reading, no guessed minutes).
 */
export function parseTypedTime(text: string): string | null {
  const match = TIME.exec(text) ?? TIME_DIGITS.exec(text);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours <= 23 && minutes <= 59 ? `${String(hours).padStart(2, '0')}:${match[2]}` : null;
}
