// The ticket page: every group of fields, the actions a role may take with the spec's texts, the
// manual score refused for a processed ticket, and /404 for a ticket that cannot be loaded.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, graphqlError, regionalManagerUser, salesManUser, SMETANA, ticket, vendorUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { setLanguage } from '../../shared/i18n/language';
import { editPreviewInput, lineSum, linesInput, recommendedPrice } from './ticket-edit-input';
import { parseQr } from './ticket-receipt-card';

const NBSP = '\u00a0';

const KEFIR = { __typename: 'Product', id: 6, title: 'Кефир', recommendedPrice: 7000, category: { __typename: 'ProductCategory', id: 3, score: 2, recommendedPrice: null } };

function historyEntry(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'AuditLogEntry',
    id: 1,
    at: '2026-03-02T07:05:00.000Z',
    userId: 1,
    userName: 'Анна Смирнова',
    client: 'web',
    action: 'reject',
    actionTitle: 'Отклонение',
    before: { status: 'manual', statusDescription: null },
    after: { status: 'rejected', statusDescription: 'Фото нечитаемо' },
    references: [],
    ...overrides,
  };
}


describe('ticket page', () => {

  it('shows the receipt grouped: status and points, who and where with links, QR fields, lines and photos', async () => {
    server.use(graphql.query('TicketRoute', ({ variables }) => HttpResponse.json({ data: { ticket: { ...ticket(), id: variables.id } } })));
    renderApp('/app/vendor/7/ticket/42', { user: adminUser });
    // While the ticket is read: the outline of its cards, named as loading.
    expect((await screen.findByTestId('detail-loading')).getAttribute('aria-label')).toBe('Загрузка');
    expect(await screen.findByText('Ручная проверка')).toBeTruthy();
    expect(screen.queryByTestId('detail-loading')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Чек № 42', level: 1 })).toBeTruthy();
    expect(screen.getByText('Превышен лимит баллов пользователя')).toBeTruthy();
    expect(screen.getByText('1 марта 2026 12:30')).toBeTruthy(); // Europe/Moscow
    expect(screen.getAllByText((_, el) => el?.tagName === 'DD' && el.textContent === `1${NBSP}234,50${NBSP}₽`)).toHaveLength(1);
    expect(screen.getByText('приход')).toBeTruthy();
    expect(screen.getByText('20260301T1230')).toBeTruthy();
    // In the page (the header's breadcrumbs link the vendor too: Главная › Продавцы › Мария Продавцова › Чек № 42).
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Мария Продавцова' }).getAttribute('href')).toBe('/app/vendor/7');
    expect(main.getByRole('link', { name: 'Магазин у дома' }).getAttribute('href')).toBe('/app/place/3');
    expect(screen.getAllByTestId('breadcrumb').map((c) => c.textContent)).toEqual(['Главная', 'Продавцы', 'Мария Продавцова', 'Чек № 42']);
    expect(screen.getByRole('link', { name: '1 февраля 2026 — 31 марта 2026' }).getAttribute('href')).toBe('/app/campaign/1/period/2');
    expect(screen.getByText('4 из 70')).toBeTruthy();
    const lines = screen.getByRole('table', { name: 'Позиции' });
    expect(within(lines).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Сметана 15% 300 г', `94,99${NBSP}₽`, '2', `189,98${NBSP}₽`, 'Сметана']);
    expect(screen.getByRole('link', { name: 'Фото 1' }).getAttribute('href')).toBe('/files/tickets/a.jpg');

    // The user's fiscal details from their receipts, read only when asked for.
    server.use(
      graphql.query('TicketEditorUserDetails', ({ variables }) => {
        expect(variables).toEqual({ userId: 7 });
        return HttpResponse.json({
          data: { ticketUserDetails: { __typename: 'TicketUserDetails', fiscalDriveNumber: '1111', userInn: '500100732259', kktRegId: null, operator: 'Петров', ofd: 'Первый ОФД' } },
        });
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Реквизиты из чеков пользователя' }));
    expect(await screen.findByText('500100732259')).toBeTruthy();
    expect(screen.getByText('Петров')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Фото 1' }).getAttribute('src')).toBe('/files/tickets/a-500.jpg');
    expect(screen.getByText('Начислений нет.')).toBeTruthy();
  });

  it("shows a reason the processor wrote in the chosen language, and a reason a person typed as it is", async () => {
    let description = 'Баллы начислены вручную';
    // The accruals' reasons the API writes too (found from outside: 'Ручное начисление по чеку №598' in English).
    const transactions = [
      { __typename: 'Transaction', id: 1, amount: 17, reason: 'Ручное начисление по чеку №42', createdAt: '2026-03-02T10:00:00.000Z' },
      { __typename: 'Transaction', id: 2, amount: 5, reason: 'Начисление по чеку №42', createdAt: '2026-03-02T10:05:00.000Z' },
      { __typename: 'Transaction', id: 3, amount: 1, reason: 'Бонус от менеджера', createdAt: '2026-03-02T10:06:00.000Z' },
    ];
    server.use(graphql.query('TicketRoute', ({ variables }) => HttpResponse.json({ data: { ticket: { ...ticket({ statusDescription: description }), transactions, id: variables.id } } })));
    setLanguage('es');
    const first = renderApp('/app/ticket/42', { user: adminUser });
    expect(await screen.findByText('Puntos acreditados a mano')).toBeTruthy();
    const accruals = screen.getByRole('table', { name: 'Acreditaciones' });
    expect(within(accruals).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Acreditación manual por el ticket n.º 42',
      'Acreditación por el ticket n.º 42',
      'Бонус от менеджера',
    ]);
    first.unmount();
    description = 'Фото нечитаемо';
    renderApp('/app/ticket/43', { user: adminUser });
    expect(await screen.findByText('Фото нечитаемо')).toBeTruthy();
  });

  it('scores by hand, the score and status coming from the answer; a processed receipt takes no more actions', async () => {
    let current: ReturnType<typeof ticket> = ticket();
    server.use(
      graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: current } })),
      graphql.mutation('TicketScore', ({ variables }) => {
        current = {
          ...ticket({ status: 'PROCESSED', statusCode: 'processed', statusTitle: 'Обработан', statusDescription: 'Баллы начислены вручную', score: variables.score, actions: [] }),
          transactions: [{ __typename: 'Transaction', id: 1, amount: variables.score, reason: 'Ручное начисление', createdAt: '2026-03-02T10:00:00.000Z' }],
        } as ReturnType<typeof ticket>;
        return HttpResponse.json({ data: { scoreTicket: current } });
      }),
    );
    renderApp('/app/ticket/42', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Начислить баллы' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText('Баллы'), { target: { value: 'пять' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    expect(await within(dialog).findByText('Введите целое число баллов не меньше 0.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Баллы'), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(screen.getByTestId('ticket-score').textContent).toBe('25'));
    expect(screen.getByText('Обработан')).toBeTruthy();
    expect(screen.getByText('Ручное начисление')).toBeTruthy();
    expect(await screen.findByText('Операция выполнена')).toBeTruthy();
    // Processed: the answer's actions are none, so no button is left (docs/adr/0042-actions-by-receipt-status.md).
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(['Отклонить', 'Начислить баллы', 'Исправить чек', 'Обработать'].map((name) => screen.queryByRole('button', { name }))).toEqual([null, null, null, null]);
  });

  it('closes the score dialog when the receipt was processed meanwhile, saying why with the spec texts', async () => {
    let reads = 0;
    const processed = ticket({ status: 'PROCESSED', statusCode: 'processed', statusTitle: 'Обработан', statusDescription: 'Баллы начислены', score: 25, actions: [] });
    server.use(
      // The page's first read is from before someone else's score; the read after the refusal is the API's ticket now.
      graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: (reads += 1) === 1 ? ticket() : processed } })),
      graphql.mutation('TicketScore', () => HttpResponse.json(graphqlError('По чеку уже произведено начисление.', 'TICKET_ALREADY_PROCESSED'))),
    );
    renderApp('/app/ticket/42', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Начислить баллы' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText('Баллы'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Ошибка начисления')).toBeTruthy();
    expect(screen.getByText('По чеку уже произведено начисление.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByTestId('ticket-score').textContent).toBe('25');
    expect(screen.queryByRole('button', { name: 'Начислить баллы' })).toBeNull();
  });

  it("shows the ticket's history: who, when, the action and each field old → new, in Russian; a new score adds its entry", async () => {
    const edit = historyEntry({
      id: 2,
      at: '2026-03-02T08:10:00.000Z',
      userId: 9,
      userName: null,
      client: 'script',
      action: 'edit',
      actionTitle: 'Исправление',
      before: { totalSum: 10000, items: [{ name: 'a' }] },
      after: { totalSum: 123450, items: [{ name: 'a' }, { name: 'b' }] },
    });
    // The auto-processor's own settling: the system's entry, no person.
    const auto = historyEntry({
      id: 0, at: '2026-03-02T06:00:00.000Z', userId: null, userName: null, client: 'system', action: 'autoProcess', actionTitle: 'Автоматическая обработка',
      before: { status: 'processing', statusDescription: null }, after: { status: 'manual', statusDescription: 'Ни одна позиция чека не совпала с товарами акции' },
    });
    server.use(
      graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: ticket() } })),
      graphql.query('TicketHistory', ({ variables }) => {
        expect(variables).toEqual({ id: 42 });
        return HttpResponse.json({ data: { ticket: { __typename: 'Ticket', id: 42, history: { __typename: 'AuditLogPage', items: [edit, historyEntry(), auto] } } } });
      }),
      graphql.mutation('TicketScore', () =>
        HttpResponse.json({
          data: {
            scoreTicket: ticket({
              status: 'PROCESSED',
              statusCode: 'processed',
              statusTitle: 'Обработан',
              score: 30,
              history: {
                __typename: 'AuditLogPage',
                items: [
                  historyEntry({ id: 3, at: '2026-03-02T09:00:00.000Z', action: 'score', actionTitle: 'Ручное начисление', before: { status: 'manual', score: 0 }, after: { status: 'processed', score: 30 } }),
                  edit,
                  historyEntry(),
                  auto,
                ],
              },
            }),
          },
        }),
      ),
    );
    renderApp('/app/ticket/42', { user: adminUser });
    // Read on demand, not with the page.
    fireEvent.click(await screen.findByRole('button', { name: 'Показать историю изменений' }));
    await screen.findByRole('table', { name: 'История' });
    // Found anew each time: while the score dialog is open the page behind it is aria-hidden.
    const rows = () => within(screen.getByRole('table', { name: 'История' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows()).toEqual([
      ['2 марта 2026 11:10', 'Пользователь № 9 (скрипт)', 'Исправление', `Сумма: 100,00${NBSP}₽ → 1${NBSP}234,50${NBSP}₽Позиции: 1 позиция → 2 позиции`],
      ['2 марта 2026 10:05', 'Анна Смирнова (веб)', 'Отклонение', 'Статус: Ручная проверка → ОтклонёнПричина: — → Фото нечитаемо'],
      ['2 марта 2026 09:00', 'Автопроцессор', 'Автоматическая обработка', 'Статус: В обработке → Ручная проверкаПричина: — → Ни одна позиция чека не совпала с товарами акции'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Начислить баллы' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByLabelText('Баллы'), { target: { value: '30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(rows()[0]).toEqual(['2 марта 2026 12:00', 'Анна Смирнова (веб)', 'Ручное начисление', 'Статус: Ручная проверка → ОбработанБаллы: 0 → 30']);
  });

  it('shows an empty history as such', async () => {
    server.use(
      graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: ticket() } })),
      graphql.query('TicketHistory', () => HttpResponse.json({ data: { ticket: { __typename: 'Ticket', id: 42, history: { __typename: 'AuditLogPage', items: [] } } } })),
    );
    renderApp('/app/ticket/42', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Показать историю изменений' }));
    expect(await screen.findByText('Изменений пока нет')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'История' })).toBeTruthy();
  });

  it('rejects with an optional reason', async () => {
    const sent: unknown[] = [];
    server.use(
      graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: ticket() } })),
      graphql.mutation('TicketReject', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { rejectTicket: ticket({ status: 'REJECTED', statusCode: 'rejected', statusTitle: 'Отклонён', statusDescription: variables.reason }) } });
      }),
    );
    renderApp('/app/ticket/42', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Подтвердите действие');
    expect(within(dialog).getByText('Отклонить чек?')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Причина (необязательно)'), { target: { value: '  Чек не читается ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Отклонён')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Чек не читается')).toBeTruthy();
    expect(sent).toEqual([{ id: 42, reason: 'Чек не читается' }]);
  });

  describe('refusals in the chosen language (issue 26)', () => {
    const tooMany = {
      errors: [{ message: 'Баллы должны быть целым числом от 0 до 1000000', extensions: { code: 'BAD_USER_INPUT', statusCode: 422, upstreamCode: 'INVALID_SCORE' } }],
      data: null,
    };
    const processed = {
      errors: [{ message: 'По чеку уже произведено начисление.', extensions: { code: 'BAD_USER_INPUT', statusCode: 422, upstreamCode: 'TICKET_ALREADY_PROCESSED' } }],
      data: null,
    };
    const cases = [
      {
        language: 'ru' as const,
        texts: { score: 'Начислить баллы', points: 'Баллы', reject: 'Отклонить', go: 'Продолжить' },
        tooMany: ['Ошибка', 'Баллы должны быть целым числом от 0 до 1000000'],
        rejectProcessed: ['Ошибка', 'По чеку уже произведено начисление.'],
      },
      {
        language: 'es' as const,
        texts: { score: 'Acreditar puntos', points: 'Puntos', reject: 'Rechazar', go: 'Continuar' },
        tooMany: ['Error', 'Los puntos deben ser un número entero de 0 a 1000000.'],
        rejectProcessed: ['Error', 'Los puntos de este ticket ya se han acreditado.'],
      },
    ];
    for (const c of cases) {
      it(`says too many points by the API's code, and titles a refused reject 'Ошибка', not the scoring error (${c.language})`, async () => {
        server.use(
          graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: ticket() } })),
          graphql.mutation('TicketScore', () => HttpResponse.json(tooMany)),
          graphql.mutation('TicketReject', () => HttpResponse.json(processed)),
        );
        setLanguage(c.language);
        renderApp('/app/ticket/42', { user: adminUser });
        fireEvent.click(await screen.findByRole('button', { name: c.texts.score }));
        const dialog = await screen.findByRole('alertdialog');
        fireEvent.change(within(dialog).getByLabelText(c.texts.points), { target: { value: '99999999' } });
        fireEvent.click(within(dialog).getByRole('button', { name: c.texts.go }));
        const scoreToast = (await screen.findByText(c.tooMany[1]!)).closest('[data-part=root]') as HTMLElement;
        expect(within(scoreToast).getByText(c.tooMany[0]!)).toBeTruthy();
        fireEvent.keyDown(dialog, { key: 'Escape' });
        await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

        fireEvent.click(await screen.findByRole('button', { name: c.texts.reject }));
        const again = await screen.findByRole('alertdialog');
        fireEvent.click(within(again).getByRole('button', { name: c.texts.go }));
        const rejectToast = (await screen.findByText(c.rejectProcessed[1]!)).closest('[data-part=root]') as HTMLElement;
        expect(within(rejectToast).getByText(c.rejectProcessed[0]!)).toBeTruthy();
        expect(within(rejectToast).queryByText(c.language === 'ru' ? 'Ошибка начисления' : 'Error al acreditar')).toBeNull();
      });
    }
  });

  it("offers exactly the actions the gateway answers for the viewer: none to a vendor or a sales rep, a regional manager's reject and score", async () => {
    let actions: string[] = [];
    server.use(graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: ticket({ actions }) } })));
    const offered = () => ['Отклонить', 'Начислить баллы', 'Исправить чек', 'Обработать'].map((name) => screen.queryByRole('button', { name })?.textContent ?? null);
    for (const user of [vendorUser, salesManUser]) {
      const { unmount } = renderApp('/app/ticket/42', { user });
      expect(await screen.findByText('Ручная проверка')).toBeTruthy();
      expect(offered()).toEqual([null, null, null, null]);
      unmount();
    }
    actions = ['REJECT', 'SCORE'];
    renderApp('/app/ticket/42', { user: regionalManagerUser });
    expect(await screen.findByRole('button', { name: 'Начислить баллы' })).toBeTruthy();
    expect(offered()).toEqual(['Отклонить', 'Начислить баллы', null, null]);
  });

  it('goes to /404 for a ticket that cannot be loaded', async () => {
    server.use(graphql.query('TicketRoute', () => HttpResponse.json(graphqlError('Чек не найден', 'NOT_FOUND'))));
    const { location } = renderApp('/app/ticket/999', { user: adminUser });
    await waitFor(() => expect(location().pathname).toBe('/404'));
  });

  it('reads the QR fields of spec §3', () => {
    expect(parseQr('t=20260301T1230&s=1234.50&fn=92&i=12&fp=98&n=2')).toEqual({ t: '20260301T1230', s: '1234.50', fn: '92', i: '12', fp: '98', n: '2' });
    expect(parseQr(null)).toEqual({ t: null, s: null, fn: null, i: null, fp: null, n: null });
  });

  it('corrects the receipt: lines added and removed with the recommended price, total and score from the API, only changes sent', async () => {
    const sent: unknown[] = [];
    const previews: unknown[] = [];
    server.use(
      // The API's preview: the stored lines (no items in the input), or the lines sent.
      graphql.query('TicketEditPreview', ({ variables }) => {
        previews.push(variables.input);
        const items = (variables.input as { items?: Array<{ productId: number | null }> }).items;
        const answer = items
          ? { totalSum: 39998, score: 12, items: items.map((i) => ({ __typename: 'TicketEditPreviewItem', productId: i.productId ?? 9, productTitle: i.productId ? 'x' : 'Кефир Простоквашино' })) }
          : { totalSum: 18998, score: 6, items: [{ __typename: 'TicketEditPreviewItem', productId: 5, productTitle: 'Сметана' }] };
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
    renderApp('/app/ticket/42', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Исправить чек' }));
    const dialog = await screen.findByRole('dialog', { name: 'Исправление чека' });
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
          data: { ticketUserDetails: { __typename: 'TicketUserDetails', fiscalDriveNumber: '1111', userInn: '500100732259', kktRegId: '0009999', operator: 'Петров', ofd: 'Первый ОФД' } },
        });
      }),
      graphql.query('TicketEditPreview', () =>
        HttpResponse.json({ data: { ticketEditPreview: { __typename: 'TicketEditPreview', totalSum: 18998, score: 6, items: [{ __typename: 'TicketEditPreviewItem', productId: 5, productTitle: 'Сметана' }] } } }),
      ),
      graphql.mutation('TicketEdit', () => HttpResponse.json(graphqlError('Позиция 1: не указано название', 'BAD_USER_INPUT'))),
    );
    renderApp('/app/ticket/42', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Исправить чек' }));
    const dialog = await screen.findByRole('dialog', { name: 'Исправление чека' });
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
      graphql.mutation('TicketLock', () => HttpResponse.json({ data: { lockTicket: { __typename: 'TicketLockResult', acquired: true, presence: { __typename: 'TicketPresence', editor: null } } } })),
      graphql.mutation('TicketUnlock', () => HttpResponse.json({ data: { unlockTicket: { __typename: 'TicketPresence', ticketId: 42 } } })),
      graphql.query('TicketEditorLineProducts', () => HttpResponse.json({ data: { products: { __typename: 'ProductPage', items: [SMETANA] } } })),
      graphql.query('TicketEditPreview', () =>
        HttpResponse.json({ data: { ticketEditPreview: { __typename: 'TicketEditPreview', totalSum: 18998, score: 6, items: [{ __typename: 'TicketEditPreviewItem', productId: 5, productTitle: 'Сметана' }] } } }),
      ),
      graphql.mutation('TicketEdit', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { editTicket: ticket({ dateTime: (variables.input as { dateTime?: string }).dateTime ?? '2026-03-01T09:30:00.000Z' }) } });
      }),
    );
  }

  it("types the receipt's date and time in the app's fields ('дд.мм.гггг', 24-hour 'чч:мм'): the exact instant is saved", async () => {
    const sent: unknown[] = [];
    editorHandlers(sent);
    renderApp('/app/ticket/42', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Исправить чек' }));
    const dialog = await screen.findByRole('dialog', { name: 'Исправление чека' });
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
    renderApp('/app/ticket/42', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Correct the receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Receipt correction' });
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

  it('offers an administrator nothing on a processed or a rejected receipt (docs/adr/0042-actions-by-receipt-status.md)', async () => {
    let status = 'PROCESSED';
    server.use(graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: ticket({ status, statusCode: status.toLowerCase(), statusTitle: null, actions: [] }) } })));
    for (const [value, title] of [['PROCESSED', 'Обработан'], ['REJECTED', 'Отклонён']] as const) {
      status = value;
      const { unmount } = renderApp('/app/ticket/42', { user: adminUser });
      expect(await screen.findByText(title)).toBeTruthy();
      expect(['Отклонить', 'Начислить баллы', 'Исправить чек', 'Обработать'].map((name) => screen.queryByRole('button', { name }))).toEqual([null, null, null, null]);
      unmount();
    }
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
    const lines = [{ product, name: ' a ', price: '', quantity: '2,5' }, { product: null, name: 'b', price: '1,5', quantity: '1' }];
    expect(linesInput(lines)).toEqual([{ productId: 1, name: 'a', price: null, quantity: 2.5 }, { productId: null, name: 'b', price: 150, quantity: 1 }]);
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
