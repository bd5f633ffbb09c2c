import { describe, expect, it } from 'vitest';
import { fixPhone, isEmail, isInn, isMobilePhone, isPhone } from './validation';

describe('phone fixing', () => {
  it('keeps +7 in front of whatever is typed', () => {
    expect(['', '+', '+79', '9'].map(fixPhone)).toEqual(['+7', '+7', '+79', '+79']);
  });

  it('removes everything but digits', () => {
    expect(['+7 (999) 000-00-01', '+7abc9'].map(fixPhone)).toEqual(['+79990000001', '+79']);
  });

  it('restores the prefix when a character of it is deleted', () => {
    expect(['7999', '79990000001', '+999'].map(fixPhone)).toEqual(['+77999', '+79990000001', '+7999']);
  });

  it('accepts a pasted number written with 8 or 7 in front', () => {
    expect(fixPhone('8 999 000 00 01')).toBe('+79990000001');
  });

  it('accepts a whole number pasted after the prefilled +7', () => {
    expect(['+7+79990000001', '+789990000001'].map(fixPhone)).toEqual(['+79990000001', '+79990000001']);
  });

  it('keeps at most 10 digits after the prefix', () => {
    expect(fixPhone('+7999000000123')).toBe('+79990000001');
  });
});

describe('validation', () => {
  it('accepts +7 followed by 10 digits as a phone', () => {
    expect(['+79990000001', '+74951234567', '+7999000000', '89990000001', '+799900000011'].map(isPhone)).toEqual([true, true, false, false, false]);
  });

  it('checks a Russian mobile number as +79 and 9 digits', () => {
    expect(['+79990000001', '+74951234567'].map(isMobilePhone)).toEqual([true, false]);
  });

  it('checks an inn of exactly 12 digits and an e-mail', () => {
    expect(isInn('123456789012')).toBe(true);
    expect(isInn('1234567890')).toBe(false);
    expect(isEmail('admin@example.ru')).toBe(true);
    expect(isEmail('admin@example')).toBe(false);
  });
});

describe('QR fields and durations', () => {
  it('accept a sum of digits with up to two decimals', async () => {
    const { isQrSum } = await import('./validation');
    expect(['0', '1234', '1234.5', '1234.50'].map(isQrSum)).toEqual([true, true, true, true]);
    expect(['', '12.345', '12,50', '-1', '.5'].map(isQrSum)).toEqual([false, false, false, false, false]);
  });

  it('accept the compact date-time with or without seconds', async () => {
    const { isQrDateTime } = await import('./validation');
    expect(isQrDateTime('20240301T1230')).toBe(true);
    expect(isQrDateTime('20240301T123059')).toBe(true);
    expect(isQrDateTime('20241301T1230')).toBe(false);
    expect(isQrDateTime('20240301T2530')).toBe(false);
    expect(isQrDateTime('2024-03-01T12:30')).toBe(false);
  });

  it('normalise fiscal numbers: digits only, not all zeros, leading zeros removed', async () => {
    const { normalizeFiscalNumber } = await import('./validation');
    expect(normalizeFiscalNumber('0009281000100218')).toBe('9281000100218');
    expect(normalizeFiscalNumber('12345')).toBe('12345');
    expect(normalizeFiscalNumber('0000')).toBeNull();
    expect(normalizeFiscalNumber('12a45')).toBeNull();
    expect(normalizeFiscalNumber('')).toBeNull();
  });

  it('count a duration only under 86400 seconds', async () => {
    const { isDuration } = await import('./validation');
    expect([0, 86_399, 86_400, -1, Number.NaN].map(isDuration)).toEqual([true, true, false, false, false]);
  });
});
