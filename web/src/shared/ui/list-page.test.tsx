import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useCallback, useEffect, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ListPage, useListState, type ListFilter, type ListOrder } from './list-page';
import { toaster } from '../notify/toaster';

interface Where {
  status?: string;
}
const filters: ListFilter<Where>[] = [
  { name: 'processed', label: 'Обработанные', where: { status: 'processed' } },
  { name: 'rejected', label: 'Отклонённые', where: { status: 'rejected' } },
];
const orders: ListOrder[] = [
  { name: 'date', label: 'Сначала новые' },
  { name: 'noStatus', label: 'Без статуса' },
];

type Load = (args: { skip: number; limit: number; search: string; where?: Where; order?: string }) => Promise<{
  items: string[];
  total: number;
}>;

/** A screen built on the list page, loading through `load`. */
function Screen({ load }: { load: Load }) {
  const state = useListState({ filters, orders });
  const [result, setResult] = useState<{ items: string[]; total: number }>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(true);
  const { skip, pageSize, search, filter, order } = state;
  const fetchPage = useCallback(() => {
    setLoading(true);
    setError(undefined);
    load({ skip, limit: pageSize, search, where: filter?.where, order }).then(
      (value) => {
        setResult(value);
        setLoading(false);
      },
      (reason: unknown) => {
        setError(reason);
        setLoading(false);
      },
    );
  }, [load, skip, pageSize, search, filter, order]);
  useEffect(fetchPage, [fetchPage]);
  return (
    <ListPage state={state} filters={filters} orders={orders} items={result?.items} total={result?.total} loading={loading} error={error} onRetry={fetchPage}>
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}

const rows = (from: number, count: number) => Array.from({ length: count }, (_, i) => `Чек ${from + i}`);

/** The screen at `path`, loading pages of 30 rows through a mocked `load`. */
function renderScreen(path: string) {
  const load = vi.fn<Load>(async ({ skip, limit }) => ({ items: rows(skip + 1, limit), total: 30 }));
  return { load, ...renderWithProviders(<Screen load={load} />, { path }) };
}

describe('list page', () => {
  it('loads 12 a page and shows a loading state first', async () => {
    const { load } = renderScreen('/app/tickets');
    expect(screen.getByTestId('list-loading')).toBeTruthy();
    expect(await screen.findByText('Чек 1')).toBeTruthy();
    expect(screen.getAllByRole('listitem').filter((li) => li.textContent?.startsWith('Чек'))).toHaveLength(12);
    expect(load).toHaveBeenLastCalledWith({ skip: 0, limit: 12, search: '', where: undefined, order: 'date' });
  });

  it('keeps the page in the URL and reads it from there', async () => {
    const { location } = renderScreen('/app/tickets?page=2');
    expect(await screen.findByText('Чек 13')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Страница 3' }));
    expect(await screen.findByText('Чек 25')).toBeTruthy();
    expect(location().search).toBe('?page=3');
  });

  it('resets paging when a named filter is picked, and passes its where condition', async () => {
    const { load, location } = renderScreen('/app/tickets?page=2');
    await screen.findByText('Чек 13');
    fireEvent.click(screen.getByRole('button', { name: 'Отклонённые' }));
    await waitFor(() => expect(location().search).toBe('?filter=rejected'));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ skip: 0, limit: 12, search: '', where: { status: 'rejected' }, order: 'date' }));
    expect(screen.getByRole('button', { name: 'Отклонённые' }).getAttribute('aria-pressed')).toBe('true');
  });

  it("shows the named filters as chips with 'Все' chosen by default, and one reset that clears search, filter and order", async () => {
    const { load, location } = renderScreen('/app/tickets');
    await screen.findByText('Чек 1');
    const chips = screen.getByRole('group', { name: 'Фильтры' });
    const pressed = () => Array.from(chips.querySelectorAll('button')).map((chip) => `${chip.textContent}:${chip.getAttribute('aria-pressed')}`);
    expect(pressed()).toEqual(['Все:true', 'Обработанные:false', 'Отклонённые:false']);
    expect(screen.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Отклонённые' }));
    await waitFor(() => expect(location().search).toBe('?filter=rejected'));
    expect(pressed()).toEqual(['Все:false', 'Обработанные:false', 'Отклонённые:true']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Порядок' }), { target: { value: 'noStatus' } });
    await waitFor(() => expect(location().search).toBe('?filter=rejected&order=noStatus'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск' }), { target: { value: '77' } });
    await waitFor(() => expect(location().search).toBe('?filter=rejected&order=noStatus&q=77'));

    fireEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(pressed()).toEqual(['Все:true', 'Обработанные:false', 'Отклонённые:false']);
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ skip: 0, limit: 12, search: '', where: undefined, order: 'date' }));
    expect(screen.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();
  });

  it('searches after a pause in typing, back on page 1, with the text in the URL', async () => {
    const { load, location } = renderScreen('/app/tickets?page=2');
    await screen.findByText('Чек 13');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск' }), { target: { value: '1234' } });
    await waitFor(() => expect(location().search).toBe('?q=1234'));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith(expect.objectContaining({ skip: 0, search: '1234' })));
  });

  it('changes the order and goes back to page 1', async () => {
    const { location } = renderScreen('/app/tickets?page=2');
    await screen.findByText('Чек 13');
    fireEvent.change(screen.getByRole('combobox', { name: 'Порядок' }), { target: { value: 'noStatus' } });
    await waitFor(() => expect(location().search).toBe('?order=noStatus'));
  });

  it('shows an empty state', async () => {
    renderWithProviders(<Screen load={async () => ({ items: [], total: 0 })} />);
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
  });

  it("shows 'Ошибка загрузки' with the message, as the spec's toast and in the page, and retries", async () => {
    const create = vi.spyOn(toaster, 'create');
    let calls = 0;
    const load: Load = async () => {
      calls += 1;
      if (calls === 1) throw new Error('Сервис недоступен');
      return { items: ['Чек 1'], total: 1 };
    };
    renderWithProviders(<Screen load={load} />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ошибка загрузки')).toBeTruthy();
    expect(within(alert).getByText('Сервис недоступен')).toBeTruthy();
    // Spec §8 (issue 39): the toast too, once (raised by an effect after the alert is drawn).
    const toasts = () => create.mock.calls.map(([toast]) => [toast.type, toast.title, toast.description]);
    await waitFor(() => expect(toasts()).toEqual([['error', 'Ошибка загрузки', 'Сервис недоступен']]));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Повторить' })));
    expect(await screen.findByText('Чек 1')).toBeTruthy();
    expect(toasts()).toHaveLength(1);
  });
});
