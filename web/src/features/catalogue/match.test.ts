import { describe, expect, it } from 'vitest';
import { matchLine } from './match';

const milk = { matches: ['молоко', 'Milk'], exclusions: ['шоколад'] };

describe('matchLine (product-rules §3)', () => {
  it('matches a line containing one of the matches, case-insensitively, Cyrillic included', () => {
    expect(matchLine('МОЛОКО Весёлый молочник 2,5% 900 мл', milk)).toEqual({ matched: true, match: 'молоко' });
    expect(matchLine('Fresh MILK 1l', milk)).toEqual({ matched: true, match: 'Milk' });
  });

  it('refuses a line containing a product exclusion', () => {
    expect(matchLine('Молоко ШОКОЛАДное 200 мл', milk)).toEqual({ matched: false, reason: 'excluded', exclusion: 'шоколад' });
  });

  it('refuses a line containing a campaign exclusion', () => {
    expect(matchLine('Молоко акция', milk, ['акция'])).toEqual({ matched: false, reason: 'excluded', exclusion: 'акция' });
  });

  it('refuses a line without any match word', () => {
    expect(matchLine('Кефир 1%', milk)).toEqual({ matched: false, reason: 'noMatch' });
  });

  it('refuses everything when the product has no matches, and says an empty line is empty', () => {
    expect(matchLine('Молоко', { matches: [], exclusions: [] })).toEqual({ matched: false, reason: 'noMatches' });
    expect(matchLine('   ', milk)).toEqual({ matched: false, reason: 'empty' });
  });
});
