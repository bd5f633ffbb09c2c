import dayjs from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/ru';
import { describe, expect, it } from 'vitest';
import {
  EMPTY,
  formatCsvDateTime,
  formatCsvDecimal,
  formatCsvMoney,
  formatDate,
  formatDateTime,
  formatDateTimeWithYear,
  formatDayMonth,
  formatMoney,
  formatNumber,
  formatPhone,
  formatShortDay,
  formatShortDayTime,
  formatNumericDay,
  formatTime,
  plural,
  pluralForm,
  TEMPLATES,
} from './format';
import { messagesOf } from './i18n/define';
import { isolateText, setLanguage } from './i18n/language';
import { sharedMessages } from './i18n/shared-messages';

// vitest.config.ts pins TZ=Europe/Moscow (UTC+3).
const NBSP = '\u00a0';

describe('dates', () => {
  it('formats a date as D MMMM YYYY in Russian', () => {
    expect(formatDate('2024-03-01T09:30:00.000Z')).toBe('1 марта 2024');
  });

  it('formats a date and time as D MMMM HH:mm in the local time zone', () => {
    expect(formatDateTime('2024-03-01T09:30:00.000Z')).toBe('1 марта 12:30');
    expect(formatDateTime('2023-12-31T21:05:00.000Z')).toBe('1 января 00:05');
  });

  it('formats a time as HH:mm', () => {
    expect(formatTime('2024-05-09T06:07:00.000Z')).toBe('09:07');
  });

  it('writes every template in every language exactly as dayjs with its locales did (it is no longer loaded with the screens)', () => {
    const values: Array<string | number | Date> = [
      ...Array.from({ length: 12 }, (_, month) => `2024-${String(month + 1).padStart(2, '0')}-01T09:30:00.000Z`),
      ...Array.from({ length: 12 }, (_, month) => new Date(2025, month, 15, 23, 59)),
      '2023-12-31T21:05:00.000Z', // 1 January 00:05 in Moscow
      '2024-03-01', // a day: local midnight, as dayjs reads it (Date would read UTC)
      '2024-3-7 8:05',
      '2024-11-26T18:16:00+03:00',
      Date.UTC(2026, 10, 26, 15, 16),
      '0999-05-04T10:00:00.000Z',
    ];
    const functions = {
      date: formatDate,
      dateTime: formatDateTime,
      dateTimeWithYear: formatDateTimeWithYear,
      dayMonth: formatDayMonth,
      shortDay: formatShortDay,
      shortDayTime: formatShortDayTime,
      numericDay: formatNumericDay,
    } as const;
    for (const language of ['ru', 'en', 'es'] as const) {
      setLanguage(language);
      const expected = values.map((value) => ({
        ...Object.fromEntries(
          Object.keys(functions).map((key) => [
            key,
            dayjs(value)
              .locale(language)
              .format(TEMPLATES[language][key as keyof typeof functions]),
          ]),
        ),
        time: dayjs(value).locale(language).format('HH:mm'),
        csv: dayjs(value).locale(language).format(TEMPLATES[language].csv),
      }));
      const actual = values.map((value) => ({
        ...Object.fromEntries(Object.entries(functions).map(([key, format]) => [key, format(value)])),
        time: formatTime(value),
        csv: formatCsvDateTime(value),
      }));
      expect(actual).toEqual(expected);
    }
    expect(formatDate('2024-03-01T09:30:00.000Z')).toBe('1 de marzo de 2024'); // Spanish, the last one set
    setLanguage('ru');
    expect(formatShortDay('2024-03-01T09:30:00.000Z')).toBe('1 мар.');
  });

  it('shows a dash for a missing or invalid date', () => {
    expect(formatDate(null)).toBe(EMPTY);
    expect(formatDateTime(undefined)).toBe(EMPTY);
    expect(formatTime('not a date')).toBe(EMPTY);
  });
});

describe('money', () => {
  it('shows kopecks as roubles with 2 decimals and grouped thousands', () => {
    expect(formatMoney(123450)).toBe(`1${NBSP}234,50${NBSP}₽`);
    expect(formatMoney(0)).toBe(`0,00${NBSP}₽`);
    expect(formatMoney(5)).toBe(`0,05${NBSP}₽`);
    expect(formatMoney(100)).toBe(`1,00${NBSP}₽`);
    expect(formatMoney(123456789)).toBe(`1${NBSP}234${NBSP}567,89${NBSP}₽`);
  });

  it('keeps the sign of a negative amount', () => {
    expect(formatMoney(-99950)).toBe(`-999,50${NBSP}₽`);
  });

  it('shows a dash for a missing amount', () => {
    expect(formatMoney(null)).toBe(EMPTY);
  });
});

describe('numbers and plurals', () => {
  it('groups thousands', () => {
    expect(formatNumber(1234567)).toBe(`1${NBSP}234${NBSP}567`);
    expect(formatNumber(42)).toBe('42');
  });

  it('chooses the Russian plural form', () => {
    const forms = ['чек', 'чека', 'чеков'] as const;
    expect([0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1000].map((n) => pluralForm(n, forms))).toEqual([
      'чеков',
      'чек',
      'чека',
      'чека',
      'чеков',
      'чеков',
      'чеков',
      'чеков',
      'чек',
      'чека',
      'чеков',
      'чек',
      'чеков',
      'чеков',
    ]);
    expect(plural(3, ['устройство', 'устройства', 'устройств'])).toBe('3 устройства');
  });
});

describe('one format for CSV (issue 26)', () => {
  it('writes dates as дд.мм.гггг чч:мм, with the year', () => {
    const local = new Date(2026, 10, 25, 18, 16).toISOString();
    expect([formatCsvDateTime(local), formatCsvDateTime(null), formatCsvDateTime('nonsense')]).toEqual(['25.11.2026 18:16', null, null]);
  });

  it('writes sums and decimals with the decimal comma in Russian, the point in English', () => {
    expect([39999, 5, -1250, null].map((k) => formatCsvMoney(k))).toEqual(['399,99', '0,05', '-12,50', null]);
    expect(formatCsvMoney(39999, 'en')).toBe('399.99');
    expect([formatCsvDecimal(87.5, 1), formatCsvDecimal(12.25), formatCsvDecimal(undefined, 1)]).toEqual(['87,5', '12,25', null]);
  });
});

describe('English right to left (issue 26)', () => {
  it('wraps texts, dates, sums and phones in a left-to-right isolate, and nothing in the other languages', () => {
    expect(formatPhone('+79990000001')).toBe('+79990000001');
    expect(formatPhone(null)).toBe(EMPTY);
    setLanguage('en-RTL');
    expect(formatPhone('+79990000001')).toBe('\u2066+79990000001\u2069');
    expect(formatMoney(123450)).toBe('\u20661,234.50\u00a0₽\u2069');
    expect(formatDate('2026-12-26T09:00:00.000Z')).toBe('\u206626 December 2026\u2069');
    const en = messagesOf(sharedMessages, 'en');
    const rtl = messagesOf(sharedMessages, 'en-RTL');
    expect(rtl.table.selectRow('598')).toBe(`\u2066${en.table.selectRow('598')}\u2069`);
    expect(rtl.table.sort).toBe(`\u2066${en.table.sort}\u2069`);
    // Wrapped once (issue 39: a heading of a text already isolated was isolated twice); two isolates side by side are one text more.
    expect(isolateText(rtl.table.sort)).toBe(rtl.table.sort);
    expect(isolateText('\u2066a\u2069 — \u2066b\u2069')).toBe('\u2066\u2066a\u2069 — \u2066b\u2069\u2069');
    setLanguage('ru');
    expect(formatMoney(123450)).toBe('1\u00a0234,50\u00a0₽');
  });
});
