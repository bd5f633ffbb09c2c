// Field rules of spec §5 that more than one screen needs.

export const PHONE_PREFIX = '+7';

/** `+7` followed by 10 digits. */
export function isPhone(value: string): boolean {
  return /^\+7\d{10}$/.test(value);
}

/** The stricter Russian mobile check: `+79` and 9 digits. */
export function isMobilePhone(value: string): boolean {
  return /^\+79\d{9}$/.test(value);
}

/**
 * Keeps a phone field in the `+7XXXXXXXXXX` shape while the user types or pastes: the value always
 * starts with `+7`, everything but digits is removed, at most 10 digits follow the prefix. A pasted
 * full number (`+7 999 123-45-67`, `8 999 123 45 67`, `79991234567`), also pasted after the
 * prefilled `+7`, keeps its 10 digits.
 */
export function fixPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  let rest: string;
  if (value.startsWith(PHONE_PREFIX)) {
    rest = digits.slice(1);
  } else if (digits.length >= 11 && (digits.startsWith('7') || digits.startsWith('8'))) {
    rest = digits.slice(1);
  } else {
    rest = digits;
  }
  // A whole number pasted after the prefilled prefix: `+7` + `+79990000001` or `89990000001`.
  if (rest.length === 11 && (rest.startsWith('7') || rest.startsWith('8'))) rest = rest.slice(1);
  return PHONE_PREFIX + rest.slice(0, 10);
}

/** Taxpayer number: exactly 12 digits. */
export function isInn(value: string): boolean {
  return /^\d{12}$/.test(value);
}

/** The usual e-mail shape: something@domain.tld, no spaces. */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** QR field `s`: roubles, digits with an optional dot and two decimals (`1234`, `1234.5`, `1234.50`). */
export function isQrSum(value: string): boolean {
  return /^\d+(\.\d{1,2})?$/.test(value);
}

/** QR field `t`: the compact date-time of a receipt, `YYYYMMDDTHHmm` or `YYYYMMDDTHHmmss`. */
export function isQrDateTime(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})?$/.exec(value);
  if (!match) return false;
  const [month, day, hours, minutes, seconds] = match.slice(2).map((part) => Number(part ?? 0)) as [number, number, number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 && hours <= 23 && minutes <= 59 && seconds <= 59;
}

/**
 * QR fiscal numbers (`fn`, `i`, `fp`): digits only and not all zeros; leading zeros are removed.
 * Answers the normalised number, or null when the value is not one.
 */
export function normalizeFiscalNumber(value: string): string | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const normalized = trimmed.replace(/^0+/, '');
  return normalized === '' ? null : normalized;
}

/** Spec §5/§9: a duration counts only if under 86400 seconds (a day). */
export const DURATION_LIMIT_S = 86_400;
export function isDuration(seconds: number): boolean {
  return Number.isFinite(seconds) && seconds >= 0 && seconds < DURATION_LIMIT_S;
}
