// Every text bundle of the web has Russian and English with the same keys, no empty text, and
// functions with the same parameters: a missing translation fails `npm test` (and `npm run check`
// through the typecheck, which refuses a bundle whose English lacks a key).
import { describe, expect, it } from 'vitest';
import { bundles, countOf, defineMessages, parityProblems, plural } from './define';

// Every messages module of the app (features and shared), so every bundle is defined.
const modules = import.meta.glob(['../../**/messages.ts', '../../**/*-messages.ts'], { eager: true });

describe('i18n', () => {
  it('loads every messages module and finds its bundles', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(5);
    const names = bundles.map((bundle) => bundle.name);
    for (const name of ['shell', 'shared', 'validation', 'profile', 'tickets']) expect(names).toContain(name);
    expect(new Set(names).size).toBe(names.length); // one bundle per name
  });

  it('has English for every Russian text of every bundle, and nothing empty', () => {
    expect(bundles.flatMap(parityProblems)).toEqual([]);
  });

  it('reports a missing English key, an empty text and a different arity', () => {
    const broken = defineMessages('broken-for-the-test', { a: 'а', b: { c: 'в' }, d: (n: number) => `${n}`, e: '' }, {
      a: 'a',
      b: {} as { c: string },
      d: (() => '') as unknown as (n: number) => string,
      e: 'e',
    });
    bundles.splice(bundles.indexOf(broken as never), 1);
    expect(parityProblems(broken as never)).toEqual([
      'broken-for-the-test: b.c is missing in en',
      'broken-for-the-test: d takes 1 parameters in ru, 0 in en',
      'broken-for-the-test: e is empty',
    ]);
  });

  it('chooses Russian plural forms (1 чек, 2 чека, 5 чеков, 21 чек, 11 чеков) and English ones', () => {
    const forms = { one: 'чек', few: 'чека', many: 'чеков', other: 'чека' };
    expect([1, 2, 5, 21, 11, 104].map((n) => `${n} ${plural(n, forms)}`)).toEqual(['1 чек', '2 чека', '5 чеков', '21 чек', '11 чеков', '104 чека']);
    expect(countOf(1000, forms)).toBe('1\u00a0000 чеков');
    expect([1, 2].map((n) => countOf(n, { one: 'device', other: 'devices' }, 'en'))).toEqual(['1 device', '2 devices']);
  });
});
