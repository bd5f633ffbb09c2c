// zod field schemas with the spec §5 rules and their messages, for every form. Form values are
// what the inputs hold (strings, booleans); a field's schema checks them and `transform`s them into
// what the mutation takes (a trimmed string or null, kopecks, an integer, a normalised fiscal number).
// Build a form's schema inside `useZodForm(({ f }) => z.object({...}))`, so the messages follow the
// language of the interface.
//
// zod/mini's functions (schema.ts, issue 42): `z.pipe(x, z.transform(f))` for zod's `x.transform(f)`,
// `x.check(z.refine(f, m))` for `x.refine(f, m)`. Every check here and in the forms gives its own message.
import * as z from './schema';
import { isEmail, isInn, isMobilePhone, isPhone, isQrDateTime, isQrSum, normalizeFiscalNumber } from '../validation';
import type { ValidationMessages } from './messages';
import { decimalMark } from '../format';
import { getLanguage, type Language } from '../i18n/language';

const MONEY = /^\d+([.,]\d{1,2})?$/;

/** Roubles as typed (`1234,5`, `1234.50`) → kopecks (123450); null for an empty field. */
export function roublesToKopecks(value: string): number | null {
  const text = value.trim().replace(/\s/g, '');
  if (text === '') return null;
  const [whole = '0', fraction = ''] = text.replace(',', '.').split('.');
  return Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
}

/**
 * Kopecks → the roubles text a money input shows, with the language's decimal mark (`1234,50` in
 * Russian, `1234.50` in English; either is read back); '' for null.
 */
export function kopecksToRoubles(kopecks: number | null | undefined, language: Language = getLanguage()): string {
  if (kopecks == null) return '';
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kopecks));
  return `${sign}${Math.floor(abs / 100)}${decimalMark(language)}${String(abs % 100).padStart(2, '0')}`;
}

/** `schema.transform(fn)` of `zod`. */
export const transform = <S extends z.ZodMiniType, T>(schema: S, fn: (value: z.output<S>) => T) => z.pipe(schema, z.transform(fn));

export function fieldsOf(m: ValidationMessages) {
  const text = z.string();
  const trimmed = () => transform(text, (v) => v.trim());
  const optional = (check: (value: string) => boolean, message: string) => transform(trimmed().check(z.refine((v) => v === '' || check(v), message)), (v) => (v === '' ? null : v));
  const required = (check: (value: string) => boolean, message: string) =>
    trimmed().check(
      z.refine((v) => v !== '', m.required),
      z.refine((v) => v === '' || check(v), message),
    );

  return {
    /** A required text, trimmed. */
    required: (max = 255) => required((v) => v.length <= max, m.tooLong(max)),
    /** An optional text, trimmed; '' becomes null. */
    text: (max = 255) => optional((v) => v.length <= max, m.tooLong(max)),
    /** `+7` and 10 digits (spec §5). */
    phone: () => required(isPhone, m.phone),
    /** `+79` and 9 digits: the strict Russian mobile check (spec §5). */
    mobile: () => required(isMobilePhone, m.mobile),
    /** Exactly 12 digits (spec §5); optional. */
    inn: () => optional(isInn, m.inn),
    /** Exactly 12 digits, required. */
    innRequired: () => required(isInn, m.inn),
    email: () => optional(isEmail, m.email),
    /** QR `s`: roubles with up to two decimals. */
    qrSum: () => required(isQrSum, m.qrSum),
    /** QR `t`: `YYYYMMDDTHHmm(ss)`. */
    qrDateTime: () => required(isQrDateTime, m.qrDateTime),
    /** QR `fn`, `i`, `fp`: digits, not all zeros; leading zeros removed. */
    fiscalNumber: () => transform(z.string().check(z.refine((v) => normalizeFiscalNumber(v) !== null, m.fiscalNumber)), (v) => normalizeFiscalNumber(v)!),
    /** Roubles as typed → kopecks; optional (null). */
    money: () =>
      transform(
        optional((v) => MONEY.test(v.replace(/\s/g, '')), m.money),
        (v) => (v === null ? null : roublesToKopecks(v)),
      ),
    /** A whole number within bounds; optional (null). */
    integer: ({ min, max }: { min?: number; max?: number } = {}) =>
      transform(
        optional((v) => /^-?\d+$/.test(v), m.integer),
        (v) => (v === null ? null : Number(v)),
      ).check(
        z.refine((v) => v === null || min === undefined || v >= min, m.min(min ?? 0)),
        z.refine((v) => v === null || max === undefined || v <= max, m.max(max ?? 0)),
      ),
    /** A required whole number within bounds. */
    integerRequired: ({ min, max }: { min?: number; max?: number } = {}) =>
      transform(
        required((v) => /^-?\d+$/.test(v), m.integer),
        (v) => Number(v),
      ).check(
        z.refine((v) => min === undefined || v >= min, m.min(min ?? 0)),
        z.refine((v) => max === undefined || v <= max, m.max(max ?? 0)),
      ),
    /** A decimal number within bounds (coordinates, quantities); optional (null). */
    decimal: ({ min, max }: { min?: number; max?: number } = {}) =>
      transform(
        optional((v) => /^-?\d+([.,]\d+)?$/.test(v), m.number),
        (v) => (v === null ? null : Number(v.replace(',', '.'))),
      ).check(
        z.refine((v) => v === null || min === undefined || v >= min, m.min(min ?? 0)),
        z.refine((v) => v === null || max === undefined || v <= max, m.max(max ?? 0)),
      ),
    /** An http(s) address; optional. */
    url: () =>
      optional((v) => {
        try {
          const url = new URL(v);
          return url.protocol === 'http:' || url.protocol === 'https:';
        } catch {
          return false;
        }
      }, m.url),
    /** A date input's value (`YYYY-MM-DD`), required. */
    date: () => required((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), m.date),
    checkbox: () => z.boolean(),
  };
}

export type Fields = ReturnType<typeof fieldsOf>;
