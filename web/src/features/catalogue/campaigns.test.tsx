import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConfirmLoadOnIntent } from '../../test/confirm-intent';
import { adminUser, regionalManagerUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { bodyCells, rowCells } from '../../test/table';
import { confirmDelete, heldQuery, recording } from './catalogue.fixtures';

const campaign = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Campaign',
  id: 5,
  title: 'Весна 2024',
  shortTitle: 'Весна',
  description: null,
  isActive: true,
  taskNumber: 'T-17',
  ticketLifetime: 14,
  rulesLink: 'https://example.ru/rules',
  guideLink: null,
  exclusions: ['акция'],
  matches: [],
  placeScoreLimit: 1000,
  ticketSalesLimit: 10,
  userScoreLimit: null,
  miniature: null,
  periods: [{ __typename: 'Period', id: 21, startDate: '2024-03-01T00:00:00.000Z', endDate: '2024-05-31T23:59:59.999Z', note: 'Первый', requiresRegistration: true }],
  ...overrides,
});

const campaignProduct = (id: number, productId: number, title: string, score: number | null) => ({
  __typename: 'CampaignProduct',
  id,
  score,
  bonusScore: null,
  productId,
  product: { __typename: 'Product', id: productId, title, category: { __typename: 'ProductCategory', id: 3, score: 5 } },
});

/** The campaign's products, `available` more to add. */
const productsPage = (items: unknown[] = [], available = 0) => ({
  campaignProducts: { __typename: 'CampaignProductPage', items, total: items.length },
  available: { __typename: 'ProductPage', total: available },
});
const campaignProducts = (items?: unknown[], available?: number) => graphql.query('CampaignProducts', () => HttpResponse.json({ data: productsPage(items, available) }));
const campaignRoute = (answer = campaign()) => graphql.query('CampaignRoute', () => HttpResponse.json({ data: { campaign: answer } }));

describe('campaigns', () => {
  it('lists campaigns newest first with status, and filters the active ones', async () => {
    const requests: unknown[] = [];
    server.use(
      graphql.query('CampaignsRoute', ({ variables }) => {
        requests.push(variables);
        return HttpResponse.json({
          data: {
            campaigns: {
              __typename: 'CampaignPage',
              items: [campaign(), campaign({ id: 4, title: 'Зима', shortTitle: null, isActive: false, taskNumber: null, ticketLifetime: null })],
              total: 2,
            },
          },
        });
      }),
    );
    const { location } = renderApp('/app/campaigns', { user: adminUser });
    const link = await screen.findByRole('link', { name: 'Открыть «Весна 2024»' });
    expect(rowCells(link)).toEqual(['5', 'Весна 2024', 'Весна', 'Активна', 'T-17', '14']);
    expect(rowCells(screen.getByRole('link', { name: 'Открыть «Зима»' }))).toEqual(['4', 'Зима', '—', 'Не активна', '—', '—']);
    expect(requests[0]).toEqual({ page: 1, pageSize: 12, orderBy: [{ field: 'id', direction: 'DESC' }] });
    fireEvent.click(screen.getByRole('button', { name: 'Активные' }));
    await waitFor(() => expect(location().search).toBe('?filter=active'));
    await waitFor(() => expect(requests.at(-1)).toEqual({ where: { isActive: { eq: true } }, page: 1, pageSize: 12, orderBy: [{ field: 'id', direction: 'DESC' }] }));
  });

  it('creates a campaign: links must be URLs and limits integers, typed values stay; then opens it', async () => {
    const { inputs, handler } = recording('CreateCampaign', () => ({ createCampaign: { __typename: 'Campaign', id: 9, title: 'Лето' } }));
    server.use(handler, campaignRoute(campaign({ id: 9, title: 'Лето', periods: [] })), campaignProducts());
    const { location } = renderApp('/app/campaign', { user: adminUser });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Название' }), { target: { value: 'Лето' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Ссылка на правила' }), { target: { value: 'example.ru/rules' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Лимит баллов места' }), { target: { value: '10.5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Срок загрузки чека, дней' }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Введите адрес вида https://…')).toBeTruthy();
    expect(screen.getByText('Введите целое число.')).toBeTruthy();
    expect(screen.getByText('Не меньше 1.')).toBeTruthy();
    expect(screen.getByDisplayValue('example.ru/rules')).toBeTruthy();
    expect(inputs).toEqual([]);

    fireEvent.change(screen.getByRole('textbox', { name: 'Ссылка на правила' }), { target: { value: 'https://example.ru/rules' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Лимит баллов места' }), { target: { value: '500' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Срок загрузки чека, дней' }), { target: { value: '30' } });
    const exclusions = screen.getByRole('textbox', { name: 'Исключения кампании' });
    fireEvent.change(exclusions, { target: { value: 'пакет' } });
    fireEvent.keyDown(exclusions, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(location().pathname).toBe('/app/campaign/9'));
    expect(inputs).toEqual([
      {
        title: 'Лето',
        shortTitle: null,
        description: null,
        isActive: true,
        taskNumber: null,
        ticketLifetime: 30,
        rulesLink: 'https://example.ru/rules',
        guideLink: null,
        matches: [],
        exclusions: ['пакет'],
        placeScoreLimit: 500,
        ticketSalesLimit: null,
        userScoreLimit: null,
      },
    ]);
  });

  it('shows the periods with their dates and the products, 12 a page; adds one not in the campaign, sets points, removes one', async () => {
    const productRequests: unknown[] = [];
    const added: unknown[] = [];
    const { inputs: updated, handler: onUpdate } = recording(
      'UpdateCampaignProduct',
      () => ({ updateCampaignProduct: { __typename: 'CampaignProduct', id: 31, score: 8, bonusScore: 2 } }),
      (variables) => variables,
    );
    const removed: unknown[] = [];
    let items = [campaignProduct(31, 11, 'Молоко 2,5%', 7)];
    server.use(
      campaignRoute(),
      graphql.query('CampaignProducts', ({ variables }) => {
        productRequests.push(variables);
        return HttpResponse.json({ data: productsPage(items, 4 - items.length) });
      }),
      graphql.query('ProductsNotInCampaign', ({ variables }) => {
        expect(variables).toEqual({ campaignId: 5, pageSize: 49 });
        return HttpResponse.json({ data: { productsOfCampaign: { __typename: 'ProductPage', items: [{ __typename: 'Product', id: 12, title: 'Кефир' }] } } });
      }),
      graphql.mutation('AddCampaignProduct', ({ variables }) => {
        added.push(variables.input);
        items = [campaignProduct(32, 12, 'Кефир', null), ...items];
        return HttpResponse.json({ data: { createCampaignProduct: { __typename: 'CampaignProduct', id: 32, score: null, bonusScore: null, productId: 12 } } });
      }),
      onUpdate,
      graphql.mutation('RemoveCampaignProduct', ({ variables }) => {
        removed.push(variables);
        items = items.filter((i) => i.id !== variables.id);
        return HttpResponse.json({ data: { deleteCampaignProduct: true } });
      }),
    );
    renderApp('/app/campaign/5', { user: adminUser });
    expect((await screen.findByRole('link', { name: '1 марта 2024 — 31 мая 2024' })).getAttribute('href')).toBe('/app/campaign/5/period/21');
    expect(await screen.findByRole('link', { name: 'Молоко 2,5%' })).toBeTruthy();
    expect(productRequests[0]).toEqual({ campaignId: 5, page: 1, pageSize: 12 });
    expect(screen.getByTestId('available-count').textContent).toBe('Можно добавить: 3');

    fireEvent.focus(screen.getByRole('combobox', { name: 'Продукт для добавления' }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Кефир' }));
    expect(await screen.findByRole('link', { name: 'Кефир' })).toBeTruthy();
    expect(added).toEqual([{ campaignId: 5, productId: 12 }]);
    expect(screen.getByTestId('available-count').textContent).toBe('Можно добавить: 2');

    const score = screen.getByRole('textbox', { name: 'Баллы «Молоко 2,5%»' });
    fireEvent.change(score, { target: { value: 'восемь' } });
    expect(screen.getAllByText('Введите целое число.')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Сохранить баллы «Молоко 2,5%»' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(score, { target: { value: '8' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Бонусные баллы «Молоко 2,5%»' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить баллы «Молоко 2,5%»' }));
    await waitFor(() => expect(updated).toEqual([{ id: 31, input: { score: 8, bonusScore: 2 } }]));

    const row = screen.getByRole('link', { name: 'Кефир' }).closest('[role="listitem"]') as HTMLElement;
    // The pointer over 'Удалить', or the focus on it, starts loading the confirmation dialog.
    expectConfirmLoadOnIntent(within(row).getByRole('button', { name: 'Удалить' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Удалить' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Продукт «Кефир» будет исключён из кампании.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Кефир' })).toBeNull());
    expect(removed).toEqual([{ id: 32 }]);
  });

  it('keeps what the user typed when the campaign arrives again (the route query after a create, a live update)', async () => {
    server.use(campaignRoute(), campaignProducts());
    const { apollo } = renderApp('/app/campaign/5', { user: adminUser });
    const title = await screen.findByRole('textbox', { name: 'Название' });
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('Весна 2024'));
    fireEvent.change(title, { target: { value: 'Весна 2025' } });
    // The same campaign again, with another field changed elsewhere.
    const { client } = await apollo();
    client.cache.modify({ id: client.cache.identify({ __typename: 'Campaign', id: 5 }), fields: { taskNumber: () => 'T-18' } });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Номер задачи' }) as HTMLInputElement).value).toBe('T-18'));
    expect((screen.getByRole('textbox', { name: 'Название' }) as HTMLInputElement).value).toBe('Весна 2025');
  });

  it('shows a sales rep or regional manager the campaign without write buttons', async () => {
    server.use(campaignRoute(), campaignProducts([campaignProduct(31, 11, 'Молоко 2,5%', 7)], 3));
    renderApp('/app/campaign/5', { user: regionalManagerUser });
    expect(await screen.findByRole('link', { name: 'Молоко 2,5%' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Удалить' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Добавить период' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Продукт для добавления' })).toBeNull();
  });

  it("asks for the campaign's products beside the campaign, not after it, and once (issue 27)", async () => {
    const asked: string[] = [];
    const { handler, answer } = heldQuery('CampaignRoute', { campaign: campaign() }, asked);
    server.use(
      handler,
      graphql.query('CampaignProducts', () => {
        asked.push('CampaignProducts');
        return HttpResponse.json({ data: productsPage([campaignProduct(31, 11, 'Молоко 2,5%', 7)], 3) });
      }),
    );
    renderApp('/app/campaign/5', { user: regionalManagerUser });
    // The campaign has not come yet: its products are asked meanwhile.
    await waitFor(() => expect([...asked].sort()).toEqual(['CampaignProducts', 'CampaignRoute']));
    answer();
    expect(await screen.findByText('Первый')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Молоко 2,5%' })).toBeTruthy();
    expect([...asked].sort()).toEqual(['CampaignProducts', 'CampaignRoute']);
  });

  it('refuses to delete a campaign that places still take part in', async () => {
    server.use(
      campaignRoute(),
      campaignProducts([], 3),
      graphql.query('CampaignUsage', () => HttpResponse.json({ data: { places: { __typename: 'PlacePage', total: 400 } } })),
    );
    renderApp('/app/campaign/5', { user: adminUser });
    // The editor's 'Удалить' (DeleteButton): the pointer over it, or the focus, starts loading the confirmation dialog.
    expectConfirmLoadOnIntent(await screen.findByRole('button', { name: 'Удалить' }));
    await confirmDelete();
    expect(await screen.findByText('Кампания «Весна 2024» используется: 400 мест. Сначала переведите их в другую кампанию.')).toBeTruthy();
  });
});

describe('campaign history', () => {
  const entry = (id: number, action: string, actionTitle: string, before: unknown, after: unknown) => ({
    __typename: 'AuditLogEntry',
    id,
    at: '2024-03-02T09:15:00.000Z',
    userId: 1,
    userName: 'Анна Админова',
    client: 'web',
    action,
    actionTitle,
    before,
    after,
    references: [],
  });

  it('is read on demand, names the fields as the editor does, and an update’s answer adds its entry', async () => {
    let historyReads = 0;
    const updates: unknown[] = [];
    server.use(
      campaignRoute(),
      campaignProducts(),
      graphql.query('CampaignHistory', ({ variables }) => {
        historyReads += 1;
        expect(variables).toEqual({ id: 5 });
        return HttpResponse.json({
          data: {
            campaign: {
              __typename: 'Campaign',
              id: 5,
              history: {
                __typename: 'AuditLogPage',
                items: [entry(7, 'update', 'Изменение', { title: 'Весна', isActive: false, ticketLifetime: 7 }, { title: 'Весна 2024', isActive: true, ticketLifetime: 14 })],
              },
            },
          },
        });
      }),
      graphql.mutation('UpdateCampaign', ({ variables }) => {
        updates.push(variables);
        const { input } = variables as { input: { title: string } };
        return HttpResponse.json({
          data: {
            updateCampaign: {
              ...campaign({ title: input.title }),
              history: {
                __typename: 'AuditLogPage',
                items: [
                  entry(8, 'update', 'Изменение', { title: 'Весна 2024' }, { title: input.title }),
                  entry(7, 'update', 'Изменение', { title: 'Весна', isActive: false, ticketLifetime: 7 }, { title: 'Весна 2024', isActive: true, ticketLifetime: 14 }),
                ],
              },
            },
          },
        });
      }),
    );
    renderApp('/app/campaign/5', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Показать историю изменений' }));
    const table = await screen.findByRole('table', { name: 'История' });
    const rows = () => bodyCells(table);
    expect(rows()).toEqual([['2 марта 2024 12:15', 'Анна Админова (веб)', 'Изменение', 'Название: Весна → Весна 2024Активна: Нет → ДаСрок загрузки чека, дней: 7 → 14']]);
    expect(historyReads).toBe(1);

    fireEvent.change(screen.getByRole('textbox', { name: 'Название' }), { target: { value: 'Весна 2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(rows()[0]).toEqual(['2 марта 2024 12:15', 'Анна Админова (веб)', 'Изменение', 'Название: Весна 2024 → Весна 2025']);
    expect(updates).toHaveLength(1);
    expect(historyReads).toBe(1);
  });
});
