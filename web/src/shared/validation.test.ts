import { describe, expect, it } from 'vitest';
import { fixPhone, isEmail, isInn, isMobilePhone, isPhone } from './validation';

describe('phone fixing', () => {
  it('keeps +7 in front of whatever is typed', () => {
    expect(fixPhone('')).toBe('+7');
    expect(fixPhone('+')).toBe('+7');
    expect(fixPhone('+79')).toBe('+79');
    expect(fixPhone('9')).toBe('+79');
  });

  it('removes everything but digits', () => {
    expect(fixPhone('+7 (999) 000-00-01')).toBe('+79990000001');
    expect(fixPhone('+7abc9')).toBe('+79');
  });

  it('restores the prefix when a character of it is deleted', () => {
    expect(fixPhone('7999')).toBe('+77999');
    expect(fixPhone('79990000001')).toBe('+79990000001');
    expect(fixPhone('+999')).toBe('+7999');
  });

  it('accepts a pasted number written with 8 or 7 in front', () => {
    expect(fixPhone('8 999 000 00 01')).toBe('+79990000001');
  });

  it('accepts a whole number pasted after the prefilled +7', () => {
    expect(fixPhone('+7+79990000001')).toBe('+79990000001');
    expect(fixPhone('+789990000001')).toBe('+79990000001');
  });

  it('keeps at most 10 digits after the prefix', () => {
    expect(fixPhone('+7999000000123')).toBe('+79990000001');
  });
});

describe('validation', () => {
  it('accepts +7 followed by 10 digits as a phone', () => {
    expect(isPhone('+79990000001')).toBe(true);
    expect(isPhone('+74951234567')).toBe(true);
    expect(isPhone('+7999000000')).toBe(false);
    expect(isPhone('89990000001')).toBe(false);
    expect(isPhone('+799900000011')).toBe(false);
  });

  it('checks a Russian mobile number as +79 and 9 digits', () => {
    expect(isMobilePhone('+79990000001')).toBe(true);
    expect(isMobilePhone('+74951234567')).toBe(false);
  });

  it('checks an inn of exactly 12 digits and an e-mail', () => {
    expect(isInn('123456789012')).toBe(true);
    expect(isInn('1234567890')).toBe(false);
    expect(isEmail('admin@example.ru')).toBe(true);
    expect(isEmail('admin@example')).toBe(false);
  });
});
