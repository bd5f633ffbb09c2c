import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Breadcrumbs, cutHeading } from './breadcrumbs';

describe('breadcrumbs', () => {
  it('cut a heading at 30 characters (spec §9)', () => {
    expect(cutHeading('Пятёрочка')).toBe('Пятёрочка');
    expect(cutHeading('a'.repeat(30))).toBe('a'.repeat(30));
    expect(cutHeading('Магазин «Продукты у дома» на улице Ленина, 15')).toBe('Магазин «Продукты у дома» на у…');
  });

  it('link every crumb but the last, and keep the full text in the title', () => {
    const long = 'Магазин «Продукты у дома» на улице Ленина, 15';
    renderWithProviders(<Breadcrumbs items={[{ label: 'Главная', to: '/app/profile' }, { label: 'Места', to: '/app/places' }, { label: long }]} />);
    expect(screen.getByRole('link', { name: 'Места' }).getAttribute('href')).toBe('/app/places');
    const current = screen.getByText('Магазин «Продукты у дома» на у…');
    expect(current.getAttribute('title')).toBe(long);
    expect(current.getAttribute('aria-current')).toBe('page');
  });
});
