// The receipt editor: lines added and removed with the recommended price, the API's total and score,
// only changes sent, the date and time typed in the app's fields, a refused correction keeping what
// was typed; and its arithmetic.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, graphqlError, SMETANA, ticket, SMETANA_PREVIEW } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { setLanguage } from '../../shared/i18n/language';
import { editPreviewInput, lineSum, linesInput, recommendedPrice } from './ticket-edit-input';

const NBSP = '\u00a0';

const KEFIR = { __typename: 'Product', id: 6, title: 'Кефир', recommendedPrice: 7000, category: { __typename: 'ProductCategory', id: 3, score: 2, recommendedPrice: null } };

/** Ticket 42's page with its editor opened by the button `open`: the editor's dialog, titled `title`. */
async function openEditor(open = 'Исправить чек', title = 'Исправление чека') {
  renderApp('/app/ticket/42', { user: adminUser });
  fireEvent.click(await screen.findByRole('button', { name: open }));
  return screen.findByRole('dialog', { name: title });
}

describe('ticket editor', () => {
  it('corrects the receipt: lines added and removed with the recommended price, total and score from the API, only changes sent', async () => {
    const sent: unknown[] = [];
    const previews: unknown[] = [];
    server.use(
      // The API's preview: the stored lines (no items in the input), or the lines sent.
      graphql.query('TicketEditPreview', ({ variables }) => {
        previews.push(variables.input);
        const items = (variables.input as { items?: Array<{ productId: number | null }> }).items;
        const answer = items
          ? {
              totalSum: 39998,
              score: 12,
              items: items.map((i) => ({
                __typename: 'TicketEditPreviewItem',
                productId: i.productId ?? 9,
                productTitle: i.productId ? 'x' : 'Кефир Простоквашино',
                score: 6,
                outsideCampaign: false,
              })),
            }
          : { totalSum: 18998, score: 6, items: [{ __typename: 'TicketEditPreviewItem', productId: 5, productTitle: 'Сметана', score: 6, outsideCampaign: false }] };
        return HttpResponse.json({ data: { ticketEditPreview: { __typename: 'TicketEditPreview', ...answer } } });
      }),
      graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: ticket() } })),
      graphql.query('TicketEditorLineProducts', ({ variables }) => {
        expect(variables).toEqual({ ids: [5] });
        return HttpResponse.json({ data: { products: { __typename: 'ProductPage', items: [SMETANA] } } });
      }),
      graphql.query('TicketEditorProducts', ({ variables }) => {
        expect(variables).toEqual({ search: 'кеф', pageSize: 49 });
        return HttpResponse.json({ data: { products: { __typename: 'ProductPage', items: [KEFIR] } } });
      }),
      graphql.mutation('TicketEdit', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({
          data: {
            editTicket: ticket({
              fiscalDocumentNumber: '77',
              totalSum: 37996,
              score: 12,
              items: [
                { __typename: 'TicketItem', name: 'Сметана 15% 300 г', price: 9499, quantity: 2, sum: 18998, productId: 5, product: SMETANA },
                { __typename: 'TicketItem', name: 'Кефир', price: 7000, quantity: 3, sum: 21000, productId: 6, product: KEFIR },
              ],
            }),
          },
        });
      }),
    );
    const dialog = await openEditor();
    const preview = () => within(dialog).getByTestId('ticket-editor-preview');
    await waitFor(() => expect(preview().getAttribute('data-pending')).toBeNull());
    expect(preview().textContent).toBe(`Сумма чека: 189,98${NBSP}₽ · Баллы: 6`);
    expect(previews).toEqual([{}]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить позицию' }));
    const lines = () => within(dialog).getAllByTestId('ticket-editor-line');
    expect(lines()).toHaveLength(2);
    const product = within(lines()[1]!).getByRole('combobox', { name: 'Продукт' });
    fireEvent.focus(product);
    fireEvent.change(product, { target: { value: 'кеф' } });
    fireEvent.mouseDown(await within(dialog).findByRole('option', { name: 'Кефир' }));
    // The name follows the product; no category price, so the product's recommended price.
    expect((within(lines()[1]!).getByRole('textbox', { name: 'Наименование' }) as HTMLInputElement).value).toBe('Кефир');
    expect(await within(lines()[1]!).findByText('Рекомендованная цена: 70,00 ₽')).toBeTruthy();
    expect(within(dialog).queryByText('Обязательное поле.')).toBeNull();
    fireEvent.change(within(lines()[1]!).getByRole('textbox', { name: 'Кол-во' }), { target: { value: '3' } });
    await waitFor(() => expect(preview().textContent).toBe(`Сумма чека: 399,98${NBSP}₽ · Баллы: 12`));
    await waitFor(() => expect(preview().getAttribute('data-pending')).toBeNull());
    expect(previews.at(-1)).toEqual({
      items: [
        { productId: 5, name: 'Сметана 15% 300 г', price: 9499, quantity: 2 },
        { productId: 6, name: 'Кефир', price: null, quantity: 3 },
      ],
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить позицию' }));
    expect(lines()).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Убрать позицию 3' }));
    expect(lines()).toHaveLength(2);

    const fd = within(dialog).getByRole('textbox', { name: 'ФД' });
    fireEvent.change(fd, { target: { value: '000' } });
    fireEvent.blur(fd);
    expect(await within(dialog).findByText('Только цифры, не одни нули.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    // The refused save has ended when the button is back (it shows its progress meanwhile).
    const save = await within(dialog).findByRole('button', { name: 'Сохранить' });
    expect(sent).toEqual([]);
    fireEvent.change(fd, { target: { value: '0077' } });

    fireEvent.click(save);
    // The refused save sent nothing: a request of it would have come before this one's.
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      id: 42,
      input: {
        fiscalDocumentNumber: '77',
        items: [
          { productId: 5, name: 'Сметана 15% 300 г', price: 9499, quantity: 2 },
          { productId: 6, name: 'Кефир', price: null, quantity: 3 },
        ],
      },
    });
    expect(await screen.findByText('Операция выполнена')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Исправление чека' })).toBeNull());
    await waitFor(() => expect(screen.getByTestId('ticket-score').textContent).toBe('12'));
    const table = screen.getByRole('table', { name: 'Позиции' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it("keeps what was typed when the API refuses a correction, with its message; fills the user's fiscal details", async () => {
    server.use(
      graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: ticket({ kktRegId: null, ofd: null }) } })),
      graphql.query('TicketEditorLineProducts', () => HttpResponse.json({ data: { products: { __typename: 'ProductPage', items: [SMETANA] } } })),
      graphql.query('TicketEditorUserDetails', ({ variables }) => {
        expect(variables).toEqual({ userId: 7 });
        return HttpResponse.json({
          data: {
            ticketUserDetails: { __typename: 'TicketUserDetails', fiscalDriveNumber: '1111', userInn: '500100732259', kktRegId: '0009999', operator: 'Петров', ofd: 'Первый ОФД' },
          },
        });
      }),
      graphql.query('TicketEditPreview', () => HttpResponse.json({ data: SMETANA_PREVIEW })),
      graphql.mutation('TicketEdit', () => HttpResponse.json(graphqlError('Позиция 1: не указано название', 'BAD_USER_INPUT'))),
    );
    const dialog = await openEditor();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Заполнить из чеков пользователя' }));
    expect(await screen.findByText('Заполнено полей: 2')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'РН ККТ' }) as HTMLInputElement).value).toBe('0009999');
    expect((within(dialog).getByRole('textbox', { name: 'ОФД' }) as HTMLInputElement).value).toBe('Первый ОФД');
    expect((within(dialog).getByRole('textbox', { name: 'Кассир' }) as HTMLInputElement).value).toBe('Иванова А.'); // not overwritten
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Кол-во' }), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Позиция 1: не указано название')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Исправление чека' })).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: 'Кол-во' }) as HTMLInputElement).value).toBe('5');
  });

  // Issue: the browser's datetime-local showed '11/26/2026, 06:03 PM' in the Russian interface.
  function editorHandlers(sent: unknown[]) {
    server.use(
      graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: ticket() } })),
      graphql.mutation('TicketLock', () =>
        HttpResponse.json({ data: { lockTicket: { __typename: 'TicketLockResult', acquired: true, presence: { __typename: 'TicketPresence', editor: null } } } }),
      ),
      graphql.mutation('TicketUnlock', () => HttpResponse.json({ data: { unlockTicket: { __typename: 'TicketPresence', ticketId: 42 } } })),
      graphql.query('TicketEditorLineProducts', () => HttpResponse.json({ data: { products: { __typename: 'ProductPage', items: [SMETANA] } } })),
      graphql.query('TicketEditPreview', () => HttpResponse.json({ data: SMETANA_PREVIEW })),
      graphql.mutation('TicketEdit', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { editTicket: ticket({ dateTime: (variables.input as { dateTime?: string }).dateTime ?? '2026-03-01T09:30:00.000Z' }) } });
      }),
    );
  }

  it("shows each line's points and where they come from, as the API says, and when a line earns nothing because its product is not in the campaign", async () => {
    editorHandlers([]);
    const none = { productId: null, productTitle: null, score: 0, scoreSource: null, scoreCategory: null };
    server.use(
      graphql.query('TicketEditPreview', ({ variables }) => {
        const items = (variables.input as { items?: Array<{ productId: number | null; name: string }> }).items ?? [{ productId: 5, name: 'Сметана' }];
        const answer = items.map((i) =>
          i.productId
            ? { productId: 5, productTitle: 'Сметана', score: 6, outsideCampaign: false, scoreSource: 'campaign', scoreCategory: null }
            : i.name.startsWith('Чай')
              ? { productId: 7, productTitle: 'Чай Лисма', score: 12, outsideCampaign: false, scoreSource: 'category', scoreCategory: 'Чай и кофе' }
              : i.name.startsWith('Кефир')
                ? { productId: 8, productTitle: 'Кефир', score: 3, outsideCampaign: false, scoreSource: 'period', scoreCategory: null }
                : { ...none, outsideCampaign: i.name.startsWith('Сахар') },
        );
        return HttpResponse.json({
          data: { ticketEditPreview: { __typename: 'TicketEditPreview', totalSum: 18998, score: 6, items: answer.map((i) => ({ __typename: 'TicketEditPreviewItem', ...i })) } },
        });
      }),
    );
    const dialog = await openEditor();
    const lines = () => within(dialog).getAllByTestId('ticket-editor-line');
    expect((await within(lines()[0]!).findByTestId('ticket-editor-line-points')).textContent).toBe('Баллы за позицию: 6 (по товару кампании)');
    for (const name of ['Сахар-песок 1 кг', 'Что-то', 'Чай Лисма', 'Кефир 1 л']) {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Добавить позицию' }));
      const line = lines().at(-1)!;
      fireEvent.change(within(line).getByRole('textbox', { name: 'Наименование' }), { target: { value: name } });
      fireEvent.change(within(line).getByRole('textbox', { name: 'Цена, ₽' }), { target: { value: '90' } });
    }
    await waitFor(() => expect(within(lines()[1]!).getByTestId('ticket-editor-match').textContent).toBe('Товар не участвует в кампании: позиция без баллов'));
    expect(within(lines()[2]!).getByTestId('ticket-editor-match').textContent).toBe('Товар по названию не найден: позиция без баллов');
    await waitFor(() =>
      expect(lines().map((line) => within(line).getByTestId('ticket-editor-line-points').textContent)).toEqual([
        'Баллы за позицию: 6 (по товару кампании)',
        'Баллы за позицию: 0',
        'Баллы за позицию: 0',
        'Баллы за позицию: 12 (по категории «Чай и кофе»)',
        'Баллы за позицию: 3 (по товару периода кампании)',
      ]),
    );
  });

  it("types the receipt's date and time in the app's fields ('дд.мм.гггг', 24-hour 'чч:мм'): the exact instant is saved", async () => {
    const sent: unknown[] = [];
    editorHandlers(sent);
    const dialog = await openEditor();
    const date = within(dialog).getByRole('textbox', { name: 'Дата чека' }) as HTMLInputElement;
    const time = within(dialog).getByRole('textbox', { name: 'Время чека' }) as HTMLInputElement;
    // 09:30 UTC is 12:30 in Moscow (the tests' time zone), in the app's order whatever the browser's.
    expect([date.value, time.value]).toEqual(['01.03.2026', '12:30']);
    expect([date.placeholder, time.placeholder]).toEqual(['дд.мм.гггг', 'чч:мм']);
    expect(dialog.querySelector('input[type="datetime-local"]')).toBeNull();
    fireEvent.change(date, { target: { value: '2.3.2026' } });
    fireEvent.blur(date);
    expect(date.value).toBe('02.03.2026');
    fireEvent.change(time, { target: { value: '18:03' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    // Only the date is sent: 18:03 in Moscow on 2 March 2026.
    expect(sent[0]).toEqual({ id: 42, input: { dateTime: '2026-03-02T15:03:00.000Z' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Исправление чека' })).toBeNull());
  });

  it("refuses a date or time that is not one with the field's message in the user's language, saves nothing and keeps what was typed", async () => {
    const sent: unknown[] = [];
    editorHandlers(sent);
    setLanguage('en');
    const dialog = await openEditor('Correct the receipt', 'Receipt correction');
    const date = within(dialog).getByRole('textbox', { name: 'Receipt date' }) as HTMLInputElement;
    const time = within(dialog).getByRole('textbox', { name: 'Receipt time' }) as HTMLInputElement;
    expect([date.value, time.value]).toEqual(['01.03.2026', '12:30']);
    const fd = within(dialog).getByRole('textbox', { name: 'FD' }) as HTMLInputElement;
    fireEvent.change(fd, { target: { value: '4321' } });
    fireEvent.change(date, { target: { value: '31.02.2026' } });
    fireEvent.blur(date);
    expect(await within(dialog).findByText('Enter a date as dd.mm.yyyy.')).toBeTruthy();
    fireEvent.change(time, { target: { value: '6:03 PM' } });
    fireEvent.blur(time);
    expect(await within(dialog).findByText('Enter a time as hh:mm (24-hour).')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The refused save has ended when the button is back.
    await within(dialog).findByRole('button', { name: 'Save' });
    expect(sent).toEqual([]);
    expect([date.value, time.value, fd.value]).toEqual(['31.02.2026', '6:03 PM', '4321']);

    fireEvent.change(date, { target: { value: '28.02.2026' } });
    fireEvent.change(time, { target: { value: '2359' } });
    await waitFor(() => expect(within(dialog).queryByText('Enter a date as dd.mm.yyyy.')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ id: 42, input: { dateTime: '2026-02-28T20:59:00.000Z', fiscalDocumentNumber: '4321' } });
  });
});

describe('receipt correction arithmetic', () => {
  const cat = (score: number, price: number | null) => ({ id: 1, score, recommendedPrice: price });
  it('prices a line from the category, then the product', () => {
    expect(recommendedPrice({ id: 1, title: 'a', recommendedPrice: 100, category: cat(1, 250) })).toBe(250);
    expect(recommendedPrice({ id: 1, title: 'a', recommendedPrice: 100, category: cat(1, null) })).toBe(100);
    expect(recommendedPrice(null)).toBeNull();
  });
  it('sums lines in kopecks; asks the preview only for what changed, and only once it is valid', () => {
    const product = { id: 1, title: 'a', recommendedPrice: null, category: cat(4, 1999) };
    expect(lineSum({ product, name: 'a', price: '', quantity: '1,5' })).toBe(2999);
    expect(lineSum({ product: null, name: 'a', price: '12,3', quantity: '2' })).toBe(2460);
    // Whole thousandths, as the API: 1,00 ₽ × 1,005 is 1,005 ₽ → 1,01 ₽ (floating point says 100.4999… kopecks).
    expect(lineSum({ product: null, name: 'a', price: '1', quantity: '1,005' })).toBe(101);
    expect(lineSum({ product: null, name: 'a', price: '', quantity: '2' })).toBeNull();
    const lines = [
      { product, name: ' a ', price: '', quantity: '2,5' },
      { product: null, name: 'b', price: '1,5', quantity: '1' },
    ];
    expect(linesInput(lines)).toEqual([
      { productId: 1, name: 'a', price: null, quantity: 2.5 },
      { productId: null, name: 'b', price: 150, quantity: 1 },
    ]);
    expect(linesInput([{ product: null, name: 'b', price: '', quantity: '1' }])).toBeNull();
    expect(linesInput([{ product, name: 'b', price: '1', quantity: '0' }])).toBeNull();
    const initial = { date: '2026-03-01', time: '12:30', items: lines };
    expect(editPreviewInput({ date: '2026-03-01', time: '12:30', items: lines.map((l) => ({ ...l })) }, initial)).toEqual({});
    // The same time typed another way is no change.
    expect(editPreviewInput({ date: '2026-03-01', time: '1230', items: lines }, initial)).toEqual({});
    expect(editPreviewInput({ date: '2026-03-01', time: '12:30', items: [lines[0]!] }, initial)).toEqual({ items: [{ productId: 1, name: 'a', price: null, quantity: 2.5 }] });
    expect(editPreviewInput({ date: '2026-03-01', time: '12:30', items: [{ ...lines[0]!, quantity: '' }] }, initial)).toBeNull();
    // The viewer's time zone (Europe/Moscow in the tests, UTC+3).
    expect(editPreviewInput({ date: '2026-03-02', time: '12:30', items: lines }, initial)).toEqual({ dateTime: '2026-03-02T09:30:00.000Z' });
    expect(editPreviewInput({ date: '2026-03-01', time: '7.05', items: lines }, initial)).toEqual({ dateTime: '2026-03-01T04:05:00.000Z' });
    // Only the day changed: the receipt's seconds stay; a changed time starts its minute (issue 39).
    expect(editPreviewInput({ date: '2026-03-02', time: '12:30', items: lines }, initial, '2026-03-01T09:30:53.000Z')).toEqual({ dateTime: '2026-03-02T09:30:53.000Z' });
    expect(editPreviewInput({ date: '2026-03-02', time: '12:31', items: lines }, initial, '2026-03-01T09:30:53.000Z')).toEqual({ dateTime: '2026-03-02T09:31:00.000Z' });
    expect(editPreviewInput({ date: '31.02.2026', time: '12:30', items: lines }, initial)).toBeNull();
    expect(editPreviewInput({ date: '2026-03-01', time: '24:00', items: lines }, initial)).toBeNull();
    expect(editPreviewInput({ date: '2026-03-01', time: '12:3', items: lines }, initial)).toBeNull();
  });
});
