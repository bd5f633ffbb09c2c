import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { expectConfirmLoadOnIntent } from '../../test/confirm-intent';
import { adminUser, period, regionalManagerUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { heldQuery, recording } from './catalogue.fixtures';

const campaign = { __typename: 'Campaign', id: 5, title: 'Весна 2024', placeScoreLimit: 1000, ticketSalesLimit: 10, userScoreLimit: null };

const place = (id: number, title: string, city = 'Химки') => ({
  __typename: 'Place',
  id,
  title,
  address: `ул. Ленина, ${id}`,
  city: { __typename: 'City', id: 8, title: city, regionName: 'Московская область' },
});
const plan = (id: number, placeId: number, value: number, fact: number) => ({ __typename: 'Plan', id, plan: value, fact, placeId, periodId: 21 });

function periodHandlers(places = [place(1, 'Магазин 1'), place(2, 'Магазин 2'), place(3, 'Магазин 3')], plans = [plan(71, 1, 100, 120), plan(72, 2, 40, 10)]) {
  const placeRequests: unknown[] = [];
  return {
    placeRequests,
    handlers: [
      graphql.query('PeriodRoute', ({ variables }) => HttpResponse.json({ data: { campaign, ...(variables.withPeriod ? { period } : {}) } })),
      graphql.query('PeriodProducts', () =>
        HttpResponse.json({
          data: {
            campaignProducts: {
              __typename: 'CampaignProductPage',
              items: [
                {
                  __typename: 'CampaignProduct',
                  id: 31,
                  score: 7,
                  bonusScore: 1,
                  productId: 11,
                  product: { __typename: 'Product', id: 11, title: 'Молоко 2,5%' },
                  periodProducts: [],
                },
              ],
              total: 1,
            },
          },
        }),
      ),
      graphql.query('PlansGridPlaces', ({ variables }) => {
        placeRequests.push(variables);
        const start = (variables.page - 1) * variables.pageSize;
        const items = places
          .slice(start, start + variables.pageSize)
          .map((p) => ({ ...p, plan: plans.find((x) => x.placeId === p.id && x.periodId === variables.periodId) ?? null }));
        return HttpResponse.json({ data: { places: { __typename: 'PlacePage', items, total: places.length } } });
      }),
    ],
  };
}

/** Types a day into a day input as 'дд.мм.гггг' and leaves it (key by key is the browser test's part). */
function typeDay(name: string, day: string) {
  const input = screen.getByRole('textbox', { name }) as HTMLInputElement;
  act(() => input.focus());
  fireEvent.change(input, { target: { value: day } });
  fireEvent.blur(input);
}

const dayOf = (name: string) => (screen.getByRole('textbox', { name }) as HTMLInputElement).value;

const cells = (name: string) =>
  within(screen.getByRole('textbox', { name }).closest('[role="row"]') as HTMLElement)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('period', () => {
  it('creates a period: two day inputs never reordered, a start after the end refused at the field with nothing sent, limits default to the campaign, dates go as UTC ISO', async () => {
    const { handlers } = periodHandlers();
    const { inputs, handler } = recording('CreatePeriod', () => ({ createPeriod: period }));
    server.use(...handlers, handler);
    const { location } = renderApp('/app/campaign/5/period', { user: adminUser });
    expect(await screen.findByRole('link', { name: 'Кампания «Весна 2024»' })).toBeTruthy();
    expect(await screen.findByDisplayValue('1000')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Лимит единиц в чеке' }) as HTMLInputElement).value).toBe('10');
    expect(screen.getByRole('textbox', { name: 'Начало' }).getAttribute('placeholder')).toBe('дд.мм.гггг');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findAllByText('Обязательное поле.')).toHaveLength(2);

    typeDay('Начало', '01.06.2024');
    typeDay('Окончание', '31.05.2024');
    // Each input keeps its own day: an end typed before the start is refused, not swapped.
    expect(await screen.findByText('Начало не может быть позже окончания.')).toBeTruthy();
    expect(dayOf('Начало')).toBe('01.06.2024');
    expect(dayOf('Окончание')).toBe('31.05.2024');
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Начало' }).getAttribute('aria-invalid')).toBe('true'));
    expect(inputs).toEqual([]);
    // A half-typed or impossible day is not a day.
    typeDay('Окончание', '31.02.2024');
    expect(await screen.findByText('Введите дату в виде дд.мм.гггг.')).toBeTruthy();
    typeDay('Окончание', '31.08.2024');
    await waitFor(() => expect(screen.queryByText('Начало не может быть позже окончания.')).toBeNull());
    expect(dayOf('Начало')).toBe('01.06.2024');
    expect(dayOf('Окончание')).toBe('31.08.2024');
    fireEvent.change(screen.getByRole('textbox', { name: 'Примечание' }), { target: { value: 'Летний' } });
    await waitFor(() => expect(screen.queryByText('Обязательное поле.')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(location().pathname).toBe('/app/campaign/5/period/21'));
    expect(inputs).toEqual([
      {
        campaignId: 5,
        startDate: '2024-06-01T00:00:00.000Z',
        endDate: '2024-08-31T23:59:59.999Z',
        note: 'Летний',
        placeScoreLimit: 1000,
        ticketSalesLimit: 10,
        userScoreLimit: null,
        requiresRegistration: false,
      },
    ]);
  });

  it("asks for the period's products and plans beside the period, not after it, and each once (issue 27)", async () => {
    const { handlers, placeRequests } = periodHandlers();
    const asked: string[] = [];
    const { handler, answer } = heldQuery('PeriodRoute', { campaign, period }, asked);
    server.use(handler, ...handlers);
    server.events.on('request:start', ({ request }) => {
      void request
        .clone()
        .json()
        .then(
          (body: { operationName?: string }) => body.operationName === 'PeriodProducts' && asked.push('PeriodProducts'),
          () => undefined,
        );
    });
    onTestFinished(() => server.events.removeAllListeners('request:start'));
    renderApp('/app/campaign/5/period/21', { user: adminUser });
    // The period has not come yet: its products and its places' plans are asked meanwhile.
    await waitFor(() => expect([...asked, ...placeRequests.map(() => 'PlansGridPlaces')].sort()).toEqual(['PeriodProducts', 'PeriodRoute', 'PlansGridPlaces']));
    answer();
    expect(await screen.findByRole('heading', { name: 'Период: 1 марта 2024 — 31 мая 2024' })).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Баллы «Молоко 2,5%»' })).toBeTruthy();
    expect(await screen.findByText('Магазин 3')).toBeTruthy();
    expect([...asked, ...placeRequests.map(() => 'PlansGridPlaces')].sort()).toEqual(['PeriodProducts', 'PeriodRoute', 'PlansGridPlaces']);
  });

  it("shows a period's dates as 'D MMMM YYYY' and sets a product's points for the period", async () => {
    const { handlers } = periodHandlers();
    const { inputs: created, handler } = recording('CreatePeriodProduct', () => ({
      createPeriodProduct: { __typename: 'PeriodProduct', id: 41, score: 9, bonusScore: null, periodId: 21 },
    }));
    server.use(...handlers, handler);
    renderApp('/app/campaign/5/period/21', { user: adminUser });
    expect(await screen.findByRole('heading', { name: 'Период: 1 марта 2024 — 31 мая 2024' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Начало' }) as HTMLInputElement).value).toBe('01.03.2024');
    expect((screen.getByRole('textbox', { name: 'Окончание' }) as HTMLInputElement).value).toBe('31.05.2024');
    const score = await screen.findByRole('textbox', { name: 'Баллы «Молоко 2,5%»' });
    expect(score.getAttribute('placeholder')).toBe('7');
    fireEvent.change(score, { target: { value: '9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить баллы «Молоко 2,5%»' }));
    await waitFor(() => expect(created).toEqual([{ periodId: 21, productId: 11, campaignProductId: 31, score: 9, bonusScore: null }]));
  });
});

describe('plans grid', () => {
  it('shows every place of the campaign with plan, fact and percentage; saves an edit with one mutation', async () => {
    const { handlers, placeRequests } = periodHandlers();
    // Every GraphQL operation the screen sends, by name.
    const operations: string[] = [];
    const onRequest = async ({ request }: { request: Request }) => {
      const body = (await request
        .clone()
        .json()
        .catch(() => null)) as { operationName?: string } | null;
      if (body?.operationName) operations.push(body.operationName);
    };
    server.events.on('request:start', onRequest);
    onTestFinished(() => server.events.removeListener('request:start', onRequest));
    const { inputs: updates, handler: onUpdate } = recording(
      'UpdatePlan',
      () => ({ updatePlan: plan(72, 2, 20, 10) }),
      (variables) => variables,
    );
    const { inputs: creates, handler: onCreate } = recording('CreatePlan', () => ({ createPlan: plan(73, 3, 50, 0) }));
    server.use(...handlers, onUpdate, onCreate);
    renderApp('/app/campaign/5/period/21', { user: adminUser });
    expect(await screen.findByRole('textbox', { name: 'План «Магазин 1»' })).toBeTruthy();
    expect(placeRequests[0]).toEqual({ where: { or: [{ campaignId: { eq: 5 } }, { campaignId: { isNull: true } }] }, page: 1, pageSize: 100, periodId: 21 });
    // Issue 27: the places and their plans in one request, no plans query waiting for the place ids.
    expect(operations.filter((name) => name.startsWith('PlansGrid'))).toEqual(['PlansGridPlaces']);
    expect(cells('План «Магазин 1»')).toEqual(['Магазин 1ул. Ленина, 1', 'ХимкиМосковская область', '', '120', '120\u00a0%']);
    expect(cells('План «Магазин 2»')).toEqual(['Магазин 2ул. Ленина, 2', 'ХимкиМосковская область', '', '10', '25\u00a0%']);
    expect(cells('План «Магазин 3»')).toEqual(['Магазин 3ул. Ленина, 3', 'ХимкиМосковская область', '', '—', '—']);
    expect((screen.getByRole('textbox', { name: 'План «Магазин 2»' }) as HTMLInputElement).value).toBe('40');

    const second = screen.getByRole('textbox', { name: 'План «Магазин 2»' });
    fireEvent.change(second, { target: { value: '2,5' } });
    fireEvent.blur(second);
    expect(await screen.findByText('Введите целое число.')).toBeTruthy();
    fireEvent.change(second, { target: { value: '20' } });
    fireEvent.keyDown(second, { key: 'Enter' });
    fireEvent.blur(second);
    await waitFor(() => expect(cells('План «Магазин 2»')[4]).toBe('50\u00a0%'));
    expect(updates).toEqual([{ id: 72, input: { plan: 20 } }]);

    const third = screen.getByRole('textbox', { name: 'План «Магазин 3»' });
    fireEvent.change(third, { target: { value: '50' } });
    fireEvent.blur(third);
    await waitFor(() => expect(cells('План «Магазин 3»')[4]).toBe('0\u00a0%'));
    expect(creates).toEqual([{ placeId: 3, periodId: 21, campaignId: 5, plan: 50 }]);
    expect(updates).toHaveLength(1);
  });

  it('filters by a city from a selector of 30, in the URL', async () => {
    const { handlers, placeRequests } = periodHandlers();
    const citySearches: unknown[] = [];
    server.use(
      ...handlers,
      graphql.query('LookupCities', ({ variables }) => {
        citySearches.push(variables);
        return HttpResponse.json({ data: { cities: { __typename: 'CityPage', items: [{ __typename: 'City', id: 8, title: 'Химки' }] } } });
      }),
    );
    const { location } = renderApp('/app/campaign/5/period/21', { user: adminUser });
    fireEvent.focus(await screen.findByRole('combobox', { name: 'Город' }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Химки' }));
    expect(citySearches[0]).toEqual({ pageSize: 30 });
    await waitFor(() => expect(location().search).toBe('?city=8&cityName=%D0%A5%D0%B8%D0%BC%D0%BA%D0%B8'));
    await waitFor(() =>
      expect(placeRequests.at(-1)).toEqual({
        where: { or: [{ campaignId: { eq: 5 } }, { campaignId: { isNull: true } }], cityId: { eq: 8 } },
        page: 1,
        pageSize: 100,
        periodId: 21,
      }),
    );
  });

  it('fills one plan for every place of the filter at once, after a confirmation', async () => {
    const { handlers } = periodHandlers();
    const { inputs: updates, handler: onUpdate } = recording(
      'UpdatePlan',
      (variables) => ({ updatePlan: plan(variables.id as number, variables.id === 71 ? 1 : 2, 100, 0) }),
      (variables) => variables,
    );
    const { inputs: creates, handler: onCreate } = recording('CreatePlan', () => ({ createPlan: plan(73, 3, 100, 0) }));
    server.use(...handlers, onUpdate, onCreate);
    renderApp('/app/campaign/5/period/21', { user: adminUser });
    await screen.findByRole('textbox', { name: 'План «Магазин 1»' });
    fireEvent.change(screen.getByRole('textbox', { name: 'План для всех мест фильтра' }), { target: { value: 'сто' } });
    fireEvent.click(screen.getByRole('button', { name: 'Применить ко всем' }));
    expect(await screen.findByText('Введите целое число.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'План для всех мест фильтра' }), { target: { value: '100' } });
    // The pointer over the button, or the focus on it, starts loading the confirmation dialog.
    expectConfirmLoadOnIntent(screen.getByRole('button', { name: 'Применить ко всем' }));
    fireEvent.click(screen.getByRole('button', { name: 'Применить ко всем' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('План 100 будет установлен для 3 мест.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('План установлен: 3 места')).toBeTruthy();
    // Place 1 already has 100: only the other two are written.
    expect(updates).toEqual([{ id: 72, input: { plan: 100 } }]);
    expect(creates).toEqual([{ placeId: 3, periodId: 21, campaignId: 5, plan: 100 }]);
  });

  it('renders only the rows in view for a page of 100 places (virtualised)', async () => {
    const places = Array.from({ length: 400 }, (_, i) => place(i + 1, `Магазин ${String(i + 1).padStart(3, '0')}`));
    const { handlers } = periodHandlers(places, []);
    server.use(...handlers);
    // jsdom has no layout: every element reports the grid's 560 px viewport.
    const clientHeight = Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight')!;
    Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, get: () => 560 });
    onTestFinished(() => {
      Object.defineProperty(Element.prototype, 'clientHeight', clientHeight);
    });
    renderApp('/app/campaign/5/period/21', { user: adminUser });
    const table = await screen.findByRole('table', { name: 'Планы мест' });
    expect(table.getAttribute('aria-rowcount')).toBe('101');
    // The header, the 11 rows of 52 px in 560 px and 8 overscan rows — not 100.
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBe(20));
    expect(screen.getByRole('button', { name: 'Страница 4' })).toBeTruthy();
    // Scrolled to the 51st row (50 × 52 px): rows 43–69 of the page, 8 above and below the 11 in view.
    const scroller = within(table).getAllByRole('rowgroup')[1]!;
    act(() => {
      scroller.scrollTop = 50 * 52;
      fireEvent.scroll(scroller);
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect([rows.length, rows[0]!.getAttribute('aria-rowindex'), rows.at(-1)!.getAttribute('aria-rowindex')]).toEqual([27, '44', '70']);
    expect(within(rows[0]!).getByText('Магазин 043')).toBeTruthy();
  });

  it('shows a regional manager plans without inputs or the bulk fill', async () => {
    const { handlers } = periodHandlers();
    server.use(...handlers);
    renderApp('/app/campaign/5/period/21', { user: regionalManagerUser });
    const table = await screen.findByRole('table', { name: 'Планы мест' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => within(r).queryAllByRole('cell')[2]?.textContent ?? 'header'),
    ).toEqual(['header', '100', '40', '—']);
    expect(screen.queryByRole('button', { name: 'Применить ко всем' })).toBeNull();
  });
});
