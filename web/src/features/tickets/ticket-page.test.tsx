// The ticket page: every group of fields, the actions the gateway offers with the spec's texts, the
// manual score refused for a processed ticket, and /404 for a ticket that cannot be loaded.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { adminUser, graphqlError, regionalManagerUser, salesManUser, ticket, vendorUser, historyEntry } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { setLanguage } from '../../shared/i18n/language';
import { parseQr } from './ticket-receipt-card';
import { bodyCells } from '../../test/table';

const NBSP = '\u00a0';

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
    expect(
      within(lines)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Сметана 15% 300 г', `94,99${NBSP}₽`, '2', `189,98${NBSP}₽`, 'Сметана']);
    expect(screen.getByRole('link', { name: 'Фото 1' }).getAttribute('href')).toBe('/files/tickets/a.jpg');

    // The user's fiscal details from their receipts, read only when asked for.
    server.use(
      graphql.query('TicketEditorUserDetails', ({ variables }) => {
        expect(variables).toEqual({ userId: 7 });
        return HttpResponse.json({
          data: {
            ticketUserDetails: { __typename: 'TicketUserDetails', fiscalDriveNumber: '1111', userInn: '500100732259', kktRegId: null, operator: 'Петров', ofd: 'Первый ОФД' },
          },
        });
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Реквизиты из чеков пользователя' }));
    expect(await screen.findByText('500100732259')).toBeTruthy();
    expect(screen.getByText('Петров')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Фото 1' }).getAttribute('src')).toBe('/files/tickets/a-500.jpg');
    expect(screen.getByText('Начислений нет.')).toBeTruthy();
  });

  it('shows a reason the processor wrote in the chosen language, and a reason a person typed as it is', async () => {
    let description = 'Баллы начислены вручную';
    // The accruals' reasons the API writes too (found from outside: 'Ручное начисление по чеку №598' in English).
    const transactions = [
      { __typename: 'Transaction', id: 1, amount: 17, reason: 'Ручное начисление по чеку №42', createdAt: '2026-03-02T10:00:00.000Z' },
      { __typename: 'Transaction', id: 2, amount: 5, reason: 'Начисление по чеку №42', createdAt: '2026-03-02T10:05:00.000Z' },
      { __typename: 'Transaction', id: 3, amount: 1, reason: 'Бонус от менеджера', createdAt: '2026-03-02T10:06:00.000Z' },
    ];
    server.use(
      graphql.query('TicketRoute', ({ variables }) => HttpResponse.json({ data: { ticket: { ...ticket({ statusDescription: description }), transactions, id: variables.id } } })),
    );
    setLanguage('es');
    const first = renderApp('/app/ticket/42', { user: adminUser });
    expect(await screen.findByText('Puntos acreditados a mano')).toBeTruthy();
    const accruals = screen.getByRole('table', { name: 'Acreditaciones' });
    expect(
      within(accruals)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[2]!.textContent),
    ).toEqual(['Acreditación manual por el ticket n.º 42', 'Acreditación por el ticket n.º 42', 'Бонус от менеджера']);
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
      id: 0,
      at: '2026-03-02T06:00:00.000Z',
      userId: null,
      userName: null,
      client: 'system',
      action: 'autoProcess',
      actionTitle: 'Автоматическая обработка',
      before: { status: 'processing', statusDescription: null },
      after: { status: 'manual', statusDescription: 'Ни одна позиция чека не совпала с товарами акции' },
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
                  historyEntry({
                    id: 3,
                    at: '2026-03-02T09:00:00.000Z',
                    action: 'score',
                    actionTitle: 'Ручное начисление',
                    before: { status: 'manual', score: 0 },
                    after: { status: 'processed', score: 30 },
                  }),
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
    const rows = () => bodyCells(screen.getByRole('table', { name: 'История' }));
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

  it('offers an administrator nothing on a processed or a rejected receipt (docs/adr/0042-actions-by-receipt-status.md)', async () => {
    let status = 'PROCESSED';
    server.use(graphql.query('TicketRoute', () => HttpResponse.json({ data: { ticket: ticket({ status, statusCode: status.toLowerCase(), statusTitle: null, actions: [] }) } })));
    for (const [value, title] of [
      ['PROCESSED', 'Обработан'],
      ['REJECTED', 'Отклонён'],
    ] as const) {
      status = value;
      const { unmount } = renderApp('/app/ticket/42', { user: adminUser });
      expect(await screen.findByText(title)).toBeTruthy();
      expect(['Отклонить', 'Начислить баллы', 'Исправить чек', 'Обработать'].map((name) => screen.queryByRole('button', { name }))).toEqual([null, null, null, null]);
      unmount();
    }
  });
});
