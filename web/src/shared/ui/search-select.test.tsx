import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { CITY_SELECT_LIMIT, SearchSelect, SELECT_SEARCH_LIMIT } from './search-select';

interface City {
  id: number;
  title: string | null;
}
const cities: City[] = [
  { id: 1, title: 'Москва' },
  { id: 2, title: 'Мурманск' },
  { id: 3, title: '' },
  { id: 4, title: 'Казань' },
];

function Probe({ search, limit }: { search: (text: string, limit: number) => Promise<City[]>; limit?: number }) {
  const [value, setValue] = useState<City | null>(null);
  return (
    <>
      <SearchSelect label="Город" search={search} getKey={(city) => city.id} getLabel={(city) => city.title} value={value} onChange={setValue} limit={limit} debounceMs={0} />
      <output>{value ? value.id : 'none'}</output>
    </>
  );
}

const byText = async (text: string, limit: number) => cities.filter((city) => (city.title ?? '').toLowerCase().includes(text.toLowerCase())).slice(0, limit);

describe('search selector', () => {
  it('asks for at most 49 items by default and 30 for cities', async () => {
    expect(SELECT_SEARCH_LIMIT).toBe(49);
    expect(CITY_SELECT_LIMIT).toBe(30);
    const search = vi.fn(byText);
    renderWithProviders(<Probe search={search} />);
    fireEvent.focus(screen.getByRole('combobox', { name: 'Город' }));
    await screen.findByRole('option', { name: 'Москва' });
    expect(search).toHaveBeenLastCalledWith('', 49);
  });

  it("labels an item without a title 'Без названия'", async () => {
    renderWithProviders(<Probe search={byText} />);
    fireEvent.focus(screen.getByRole('combobox', { name: 'Город' }));
    expect(await screen.findByRole('option', { name: 'Без названия' })).toBeTruthy();
  });

  it("says 'не найдено' when nothing matches", async () => {
    renderWithProviders(<Probe search={byText} />);
    const input = screen.getByRole('combobox', { name: 'Город' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Париж' } });
    expect(await screen.findByText('не найдено')).toBeTruthy();
  });

  it('searches by the typed text and picks with the mouse', async () => {
    const search = vi.fn(byText);
    renderWithProviders(<Probe search={search} limit={CITY_SELECT_LIMIT} />);
    const input = screen.getByRole('combobox', { name: 'Город' }) as HTMLInputElement;
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'Му' } });
    const option = await screen.findByRole('option', { name: 'Мурманск' });
    expect(search).toHaveBeenLastCalledWith('Му', 30);
    fireEvent.mouseDown(option);
    expect(screen.getByRole('status').textContent).toBe('2');
    expect(input.value).toBe('Мурманск');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('picks with the keyboard: ↓ moves, Enter picks, Escape closes', async () => {
    renderWithProviders(<Probe search={byText} />);
    const input = screen.getByRole('combobox', { name: 'Город' });
    fireEvent.focus(input);
    await screen.findByRole('option', { name: 'Москва' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    await waitFor(() => expect(input.getAttribute('aria-activedescendant')).toMatch(/option-1$/));
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('status').textContent).toBe('2');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(await screen.findByRole('listbox')).toBeTruthy();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});
