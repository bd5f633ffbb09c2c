// Every text bundle of the web has Russian, English and Spanish with the same keys, no empty text,
// and functions with the same parameters: a missing translation fails `npm test` (and `npm run check`
// through the typecheck, which refuses a bundle whose English or Spanish lacks a key).
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

  it('has English and Spanish for every Russian text of every bundle, and nothing empty', () => {
    expect(bundles.flatMap(parityProblems)).toEqual([]);
  });

  it('reports a missing key, an empty text and a different arity in each language', () => {
    const broken = defineMessages(
      'broken-for-the-test',
      { a: 'а', b: { c: 'в' }, d: (n: number) => `${n}`, e: '' },
      { a: 'a', b: {} as { c: string }, d: (() => '') as unknown as (n: number) => string, e: 'e' },
      { a: '', b: { c: 'c' }, d: (n: number) => `${n}`, e: 'e', f: 'extra' } as never,
    );
    bundles.splice(bundles.indexOf(broken as never), 1);
    expect(parityProblems(broken as never)).toEqual([
      'broken-for-the-test: b.c is missing in en',
      'broken-for-the-test: d takes 1 parameters in ru, 0 in en',
      'broken-for-the-test: e is empty in ru',
      'broken-for-the-test: a is empty in es',
      'broken-for-the-test: e is empty in ru',
      'broken-for-the-test: f of es is missing in ru',
    ]);
  });

  it('finds a Spanish text missing from a real bundle', async () => {
    const { shellMessages } = await import('./messages');
    const es = shellMessages.es as unknown as { dialog: Record<string, string> };
    const saved = es.dialog.cancel;
    delete es.dialog.cancel;
    try {
      expect(parityProblems(shellMessages as never)).toEqual(['shell: dialog.cancel is missing in es']);
    } finally {
      es.dialog.cancel = saved as string;
    }
  });

  it('chooses Russian plural forms (1 чек, 2 чека, 5 чеков, 21 чек, 11 чеков) and English ones', () => {
    const forms = { one: 'чек', few: 'чека', many: 'чеков', other: 'чека' };
    expect([1, 2, 5, 21, 11, 104].map((n) => `${n} ${plural(n, forms)}`)).toEqual(['1 чек', '2 чека', '5 чеков', '21 чек', '11 чеков', '104 чека']);
    expect(countOf(1000, forms)).toBe('1\u00a0000 чеков');
    expect([1, 2].map((n) => countOf(n, { one: 'device', other: 'devices' }, 'en'))).toEqual(['1 device', '2 devices']);
    expect([1, 2, 1000].map((n) => countOf(n, { one: 'fila', other: 'filas' }, 'es'))).toEqual(['1 fila', '2 filas', '1000 filas']);
    expect(countOf(12345, { one: 'fila', other: 'filas' }, 'es')).toBe('12.345 filas');
  });
});
