// The one data table: rows that are real links, sortable headers with aria-sort, selection for bulk
// actions, and at 390 px a card per row that keeps every column on screen.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { setLanguage } from '../i18n/i18n';
import { CellText, DataTable, type DataColumn, type SortState } from './data-table';
import { NARROW_QUERY } from './use-media';

interface Row {
  id: number;
  user: string;
  sum: string;
  score: number;
  status: string;
}
const rows: Row[] = [
  { id: 7, user: 'Ольга Петрова', sum: '1 250,00 ₽', score: 12, status: 'Обработан' },
  { id: 8, user: 'Иван Сидоров', sum: '99,90 ₽', score: 0, status: 'Новый' },
];
const columns: DataColumn<Row>[] = [
  { key: 'id', header: '№', cell: (r) => String(r.id), link: true, sortField: 'id' },
  { key: 'user', header: 'Пользователь', cell: (r) => r.user },
  { key: 'sum', header: 'Сумма', cell: (r) => r.sum, align: 'end', sortField: 'totalSum', firstDirection: 'DESC' },
  { key: 'score', header: 'Баллы', cell: (r) => String(r.score) },
  { key: 'status', header: 'Статус', cell: (r) => r.status },
];

/** jsdom evaluates no media queries: answer the narrow one as a 390 px phone would. */
function viewport(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: query === NARROW_QUERY ? width < 768 : false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('DataTable', () => {
  it('makes each row a real link and sorts by a header, telling assistive technology the order', () => {
    viewport(1280);
    const onSortChange = vi.fn<(sort: SortState) => void>();
    renderWithProviders(
      <DataTable
        label="Чеки"
        columns={columns}
        rows={rows}
        rowKey={(r) => r.id}
        rowHref={(r) => `/app/ticket/${r.id}`}
        rowLabel={(r) => `Чек № ${r.id}`}
        sort={{ field: 'id', direction: 'DESC' }}
        onSortChange={onSortChange}
      />,
    );
    const table = screen.getByRole('table', { name: 'Чеки' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['7', '/app/ticket/7'],
      ['8', '/app/ticket/8'],
    ]);
    expect(screen.getByRole('link', { name: 'Чек № 8' }).getAttribute('href')).toBe('/app/ticket/8');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual(['descending', null, 'none', null, null]);
    fireEvent.click(screen.getByRole('button', { name: 'Сортировать по столбцу «№»' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сортировать по столбцу «Сумма»' }));
    expect(onSortChange.mock.calls).toEqual([[{ field: 'id', direction: 'ASC' }], [{ field: 'totalSum', direction: 'DESC' }]]);
  });

  it('selects rows for bulk actions, one by one and the whole page', () => {
    viewport(1280);
    const onChange = vi.fn<(next: Set<number>) => void>();
    renderWithProviders(
      <DataTable label="Чеки" columns={columns} rows={rows} rowKey={(r) => r.id} rowLabel={(r) => `чек ${r.id}`} selection={{ selected: new Set([8]), onChange }} />,
    );
    const tick = (label: string) => fireEvent.click(screen.getByLabelText(label));
    tick('Выбрать чек 7');
    tick('Выбрать все на странице');
    expect(onChange.mock.calls.map(([set]) => [...set].sort())).toEqual([
      [7, 8],
      [7, 8],
    ]);
  });

  it("chooses the whole page, not only the rows drawn yet, from 'Выбрать все на странице' (a list that draws its first rows first)", () => {
    viewport(390);
    const onChange = vi.fn<(next: Set<number>) => void>();
    renderWithProviders(<DataTable label="Чеки" columns={columns} rows={rows} rowKey={(r) => r.id} selection={{ selected: new Set([7, 8]), onChange, pageKeys: [7, 8, 9] }} />);
    const all = screen.getByLabelText<HTMLInputElement>('Выбрать все на странице');
    expect([all.checked, all.indeterminate]).toEqual([false, true]);
    fireEvent.click(all);
    expect(onChange.mock.calls.map(([set]) => [...set])).toEqual([[7, 8, 9]]);
  });

  it('at 390 px shows a card per row with the user, sum, score and status on screen', () => {
    viewport(390);
    renderWithProviders(<DataTable label="Чеки" columns={columns} rows={rows} rowKey={(r) => r.id} rowHref={(r) => `/app/ticket/${r.id}`} />);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Чеки' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByRole('link').getAttribute('href')).toBe('/app/ticket/7');
    const pairs = [...first.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Пользователь', 'Ольга Петрова'],
      ['Сумма', '1 250,00 ₽'],
      ['Баллы', '12'],
      ['Статус', 'Обработан'],
    ]);
  });

  it("gives a cell's data text its own direction, so in English right to left a Cyrillic address keeps its start and ends with the ellipsis", () => {
    viewport(1280);
    const places = [{ id: 1, address: 'г. Королёв, ул. Заводская, д. 46' }];
    const placeColumns: DataColumn<(typeof places)[number]>[] = [
      { key: 'id', header: 'No.', cell: (r) => String(r.id) },
      { key: 'place', header: 'Place', cell: (r) => <CellText secondary>{r.address}</CellText> },
    ];
    setLanguage('en-RTL');
    try {
      renderWithProviders(<DataTable label="Receipts" columns={placeColumns} rows={places} rowKey={(r) => r.id} />);
      const address = screen.getByText('г. Королёв, ул. Заводская, д. 46');
      expect([address.tagName, address.getAttribute('dir'), getComputedStyle(address).textAlign]).toEqual(['P', 'auto', 'right']);
    } finally {
      setLanguage('ru');
    }
  });
});
