import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { setLanguage } from '../i18n/i18n';
import { Breadcrumbs, cutHeading } from './breadcrumbs';

describe('breadcrumbs', () => {
  it('cut a heading at 30 characters (spec §9) on a word boundary', () => {
    expect(cutHeading('Пятёрочка')).toBe('Пятёрочка');
    expect(cutHeading('  Пятёрочка   у  дома ')).toBe('Пятёрочка у дома');
    expect(cutHeading('a'.repeat(30))).toBe('a'.repeat(30));
    // The 31st character is a space: the first 30 are whole words.
    expect(cutHeading('Магазин продуктов на Ленина 15 и ещё')).toBe('Магазин продуктов на Ленина 15…');
    // Inside a word ('у|лице'): back to the last space, never half a word.
    expect(cutHeading('Магазин «Продукты у дома» на улице Ленина, 15')).toBe('Магазин «Продукты у дома» на…');
    // Punctuation before the cut goes too.
    expect(cutHeading('Иванова Мария Петровна, продавец-консультант')).toBe('Иванова Мария Петровна…');
    // One word longer than 30: cut at 30.
    expect(cutHeading('Гипермаркетпродуктовитоваровдлядома')).toBe('Гипермаркетпродуктовитоваровдл…');
  });

  it('cut English right to left as it reads, each crumb laid out left to right, no isolate left open by the cut', () => {
    const period = 'Period: \u206631 March 2026\u2069 — \u206614 May 2026\u2069';
    expect(cutHeading(period)).toBe('Period: 31 March 2026 — 14 May…');
    setLanguage('en-RTL');
    try {
      renderWithProviders(<Breadcrumbs items={[{ label: 'Home', to: '/app/profile' }, { label: period }]} />);
      const current = screen.getByText(/Period: 31 March 2026 — 14 May…/);
      expect([current.textContent, current.getAttribute('dir')]).toEqual(['Period: 31 March 2026 — 14 May…', 'ltr']);
      expect(current.getAttribute('title')).toBe('Period: 31 March 2026 — 14 May 2026');
      expect(screen.getByRole('link', { name: 'Home' }).getAttribute('dir')).toBe('ltr');
    } finally {
      setLanguage('ru');
    }
  });

  it('link every crumb but the last, and keep the full text in the title', () => {
    const long = 'Магазин «Продукты у дома» на улице Ленина, 15';
    renderWithProviders(<Breadcrumbs items={[{ label: 'Главная', to: '/app/profile' }, { label: 'Места', to: '/app/places' }, { label: long }]} />);
    expect(screen.getByRole('link', { name: 'Места' }).getAttribute('href')).toBe('/app/places');
    const current = screen.getByText('Магазин «Продукты у дома» на…');
    expect(current.getAttribute('title')).toBe(long);
    expect(current.getAttribute('aria-current')).toBe('page');
  });
});
