import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditRouteQueryVariables } from '../../__generated__/graphql';
import { adminUser, regionalManagerUser, vendorUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { setLanguage } from '../../shared/i18n/language';
import { captureDownloads } from '../../test/downloads';
import { nameOf } from './audit-page';
import { bodyCells, rowCells } from '../../test/table';

// The screen's chunk loads once before the tests (60 s hook), not inside the first one's 30 s wait:
// cold, beside other suites, the first test timed out on the full-page spinner.
beforeAll(async () => {
  await import('./routes');
});

const entry = (id: number, overrides: Record<string, unknown> = {}) => ({
  __typename: 'AuditLogEntry',
  id,
  at: '2024-03-02T09:15:00.000Z',
  userId: 1,
  userName: 'Анна Админова',
  userRole: 'admin',
  address: '10.0.0.7',
  client: 'web',
  model: 'Ticket',
  entityId: 42,
  entityName: null,
  action: 'score',
  actionTitle: 'Ручное начисление',
  // As the API answers: its JSONB keeps keys shortest first; the screen shows them in its own order.
  before: { score: 0, status: 'manual' },
  after: { score: 50, status: 'processed' },
  references: [],
  ...overrides,
});

const ENTRIES = [
  entry(9),
  entry(8, { model: 'User', entityId: 17, action: 'block', actionTitle: 'Блокировка', before: { blocked: false }, after: { blocked: true } }),
  entry(7, {
    userId: null,
    userName: null,
    userRole: null,
    client: 'app',
    model: 'User',
    entityId: null,
    action: 'signInFailed',
    actionTitle: 'Неудачный вход',
    before: null,
    after: null,
  }),
  entry(6, {
    client: 'script',
    model: 'Campaign',
    entityId: 5,
    entityName: 'Весна 2024',
    action: 'update',
    actionTitle: 'Изменение',
    before: { title: 'Весна' },
    after: { title: 'Весна 2024' },
  }),
  entry(5, {
    userId: null,
    userName: null,
    userRole: null,
    address: null,
    client: 'system',
    entityId: 43,
    action: 'autoProcess',
    actionTitle: 'Автоматическая обработка',
    before: { score: null, status: 'processing', statusDescription: null },
    after: { score: 50, status: 'processed', statusDescription: 'Баллы начислены' },
  }),
];

function handler(requests: AuditRouteQueryVariables[], entries: readonly object[] = ENTRIES) {
  return graphql.query<object, AuditRouteQueryVariables>('AuditRoute', ({ variables }) => {
    requests.push(variables);
    const start = (variables.page - 1) * variables.pageSize;
    const items = entries.slice(start, start + variables.pageSize);
    return HttpResponse.json({ data: { auditLog: { __typename: 'AuditLogPage', items, total: entries.length, page: variables.page, pageSize: variables.pageSize } } });
  });
}

describe('Журнал действий', () => {
  it('shows who, from where, the record by its name with its kind and link (its kind and number when it has no name), the action and the change, newest first', async () => {
    const requests: AuditRouteQueryVariables[] = [];
    server.use(handler(requests));
    renderApp('/app/audit', { user: adminUser });
    const table = await screen.findByRole('table', { name: 'Журнал действий' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(rowCells)).toEqual([
      ['2 марта 2024 12:15', 'Анна АдминоваАдминистратор', 'Веб10.0.0.7', 'Чек № 42', 'Ручное начисление', 'Статус: Ручная проверка → ОбработанБаллы: 0 → 50'],
      ['2 марта 2024 12:15', 'Анна АдминоваАдминистратор', 'Веб10.0.0.7', 'Пользователь № 17', 'Блокировка', 'Заблокирован: нет → да'],
      ['2 марта 2024 12:15', '—', 'Приложение10.0.0.7', 'Пользователь', 'Неудачный вход', '—'],
      ['2 марта 2024 12:15', 'Анна АдминоваАдминистратор', 'Скрипт (API-токен)10.0.0.7', 'Весна 2024Кампания', 'Изменение', 'Название: Весна → Весна 2024'],
      ['2 марта 2024 12:15', 'Автопроцессор', 'Система', 'Чек № 43', 'Автоматическая обработка', 'Статус: В обработке → ОбработанПричина: — → Баллы начисленыБаллы: — → 50'],
    ]);
    expect(screen.getByRole('link', { name: 'Открыть: Чек № 42' }).getAttribute('href')).toBe('/app/ticket/42');
    const campaign = screen.getByRole('link', { name: 'Открыть: Весна 2024' });
    expect([campaign.textContent, campaign.getAttribute('href')]).toEqual(['Весна 2024', '/app/campaign/5']);
    // The kind is a line of its own under the name, outside the link.
    expect(within(rows[3]!).getByText('Кампания').closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Открыть: Пользователь № 17' })).toBeNull();
    expect(screen.getByText('Записей: 5')).toBeTruthy();
    expect(requests[0]).toEqual({ orderBy: [{ field: 'at', direction: 'DESC' }], page: 1, pageSize: 24 });
  });

  it('names related records with links to their pages, shows a picture as a thumbnail and coordinates with a map link (issue 26), and so in the CSV as text', async () => {
    const reference = (field: string, id: number, model: string, name: string | null) => ({ __typename: 'AuditReference', field, id, model, name });
    const placeEdit = entry(4, {
      model: 'Place',
      entityId: 7,
      entityName: 'Киоск у вокзала',
      action: 'update',
      actionTitle: 'Изменение',
      before: { cityId: 23, image: null, location: { lat: 53.2, lng: 50.15 } },
      after: {
        cityId: 24,
        image: { container: 'places', path: 'k/7.jpg', mime: 'image/jpeg', thumbs: { 200: 'k/7_200.jpg' } },
        location: { lat: 53.21, lng: 50.1 },
        placeTypeId: 5,
      },
      references: [reference('cityId', 23, 'City', 'Самара'), reference('cityId', 24, 'City', null), reference('placeTypeId', 5, 'PlaceType', 'Минимаркет')],
    });
    const assigned = entry(3, {
      model: 'User',
      entityId: 17,
      action: 'assignPlace',
      actionTitle: 'Назначение точки',
      before: null,
      after: { placeId: 24 },
      references: [reference('placeId', 24, 'Place', 'Лавка на рынке')],
    });
    // Place 24 and city 24 share an id: each entry keeps its own (the cache does not merge them).
    server.use(handler([], [placeEdit, assigned]));
    const blobs = captureDownloads();
    renderApp('/app/audit', { user: adminUser });
    const table = await screen.findByRole('table', { name: 'Журнал действий' });
    const [place, user] = within(table).getAllByTestId('audit-changes');
    expect(
      within(place!)
        .getAllByText(/:/)
        .map((line) => line.textContent),
    ).toEqual(['Город: Самара → Город № 24', 'Тип: Минимаркет', 'Изображение: — → ', 'Координаты: шир. 53,2, долг. 50,15 на карте → шир. 53,21, долг. 50,1 на карте']);
    const links = (within(place!).getAllByRole('link') as HTMLAnchorElement[]).map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')]);
    expect(links).toEqual([
      ['Самара', '/app/city/23', null, null],
      ['Минимаркет', '/app/place-types?edit=5', null, null],
      ['', '/files/places/k/7.jpg', '_blank', 'noopener'],
      ['на карте', 'https://www.openstreetmap.org/?mlat=53.2&mlon=50.15#map=16/53.2/50.15', '_blank', 'noopener'],
      ['на карте', 'https://www.openstreetmap.org/?mlat=53.21&mlon=50.1#map=16/53.21/50.1', '_blank', 'noopener'],
    ]);
    const thumbnail = within(place!).getByRole('img', { name: 'Изображение' });
    expect([thumbnail.getAttribute('src'), thumbnail.getAttribute('width'), thumbnail.getAttribute('height')]).toEqual(['/files/places/k/7_200.jpg', '48', '48']);
    expect(within(place!).getByRole('link', { name: 'Изображение' }).getAttribute('href')).toBe('/files/places/k/7.jpg');
    expect(user!.textContent).toBe('Место: Лавка на рынке');
    expect(within(user!).getByRole('link', { name: 'Лавка на рынке' }).getAttribute('href')).toBe('/app/place/24');

    fireEvent.click(screen.getByRole('button', { name: 'Экспорт CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect((await blobs[0]!.text()).split('\r\n').map((row) => row.split(';').slice(5).join(';'))).toEqual([
      'Объект;Действие;Изменения',
      'Место № 7 «Киоск у вокзала»;Изменение;"Город: Самара → Город № 24; Тип: Минимаркет; Изображение: — → изображение; Координаты: шир. 53,2, долг. 50,15 → шир. 53,21, долг. 50,1"',
      'Пользователь № 17;Назначение точки;Место: Лавка на рынке',
      '',
    ]);
  });

  it("shows a ticket's correction as its page does: lines by number, prices in roubles, the receipt's date (not 'line2.price: 8999 → 9550')", async () => {
    // As the API writes a correction (found from outside on the demo's ticket 600).
    const correction = entry(3, {
      entityId: 600,
      action: 'edit',
      actionTitle: 'Исправление',
      before: { totalSum: 30998, dateTime: '2026-11-26T15:03:00.000Z', 'line2.price': 8999, 'line2.quantity': 1, 'line3.name': null, 'line3.price': null },
      after: { totalSum: 44099, dateTime: '2026-11-25T06:07:00.000Z', 'line2.price': 9550, 'line2.quantity': 2, 'line3.name': 'Тестовый товар', 'line3.price': 1000 },
    });
    server.use(handler([], [correction]));
    renderApp('/app/audit', { user: adminUser });
    const table = await screen.findByRole('table', { name: 'Журнал действий' });
    const [changes] = within(table).getAllByTestId('audit-changes');
    expect(
      within(changes!)
        .getAllByText(/:/)
        .map((line) => line.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual([
      'Сумма: 309,98 ₽ → 440,99 ₽',
      'Дата чека: 26 ноября 2026 18:03 → 25 ноября 2026 09:07',
      'Позиция 2, цена: 89,99 ₽ → 95,50 ₽',
      'Позиция 2, кол-во: 1 → 2',
      'Позиция 3, наименование: — → Тестовый товар',
      'Позиция 3, цена: — → 10,00 ₽',
    ]);
  });

  it('shows the reasons the API writes in the chosen language, a reason a person typed as it is', async () => {
    const scored = entry(2, { before: { statusDescription: 'Чек загружен и ожидает обработки' }, after: { statusDescription: 'Баллы начислены вручную' } });
    const rejected = entry(1, { action: 'reject', actionTitle: 'Отклонение', before: { statusDescription: 'Баллы начислены' }, after: { statusDescription: 'Фото нечитаемо' } });
    server.use(handler([], [scored, rejected]));
    setLanguage('en');
    renderApp('/app/audit', { user: adminUser });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(
      within(table)
        .getAllByTestId('audit-changes')
        .map((cell) => cell.textContent),
    ).toEqual(['Reason: The receipt is uploaded and waits to be processed → Points credited by hand', 'Reason: Points credited → Фото нечитаемо']);
  });

  it('names the kinds of action in the chosen language (the gateway titles them in Russian), and the source filter apart from the dates', async () => {
    server.use(handler([]));
    setLanguage('es');
    renderApp('/app/audit', { user: adminUser });
    const table = await screen.findByRole('table', { name: 'Registro de acciones' });
    expect(bodyCells(table).map((cells) => cells[4])).toEqual(['Acreditación manual', 'Bloqueo', 'Inicio de sesión fallido', 'Modificación', 'Procesamiento automático']);
    expect(screen.getByRole('combobox', { name: 'Origen' })).toBeTruthy();
  });

  it('turns every filter into the where of the query, keeps them in the URL, and says so of a bad record number', async () => {
    const requests: AuditRouteQueryVariables[] = [];
    server.use(handler(requests));
    const { location } = renderApp('/app/audit', { user: adminUser });
    await screen.findByRole('table', { name: 'Журнал действий' });

    fireEvent.click(screen.getByRole('button', { name: 'Проверка чеков' }));
    await waitFor(() => expect(requests.at(-1)?.where).toEqual({ action: { in: ['reject', 'score', 'process', 'requeue', 'toManual'] } }));

    // One change at a time, as a person makes them: each waits until the screen shows it (the router
    // commits a navigation in a transition, after the URL has changed).
    const search = () => Object.fromEntries(new URLSearchParams(location().search));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Проверка чеков' }).getAttribute('aria-pressed')).toBe('true'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Объект' }), { target: { value: 'Ticket' } });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Объект' }) as HTMLSelectElement).value).toBe('Ticket'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Номер объекта' }), { target: { value: '42' } });
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Номер объекта' }) as HTMLInputElement).value).toBe('42'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Откуда' }), { target: { value: 'script' } });
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Откуда' }) as HTMLSelectElement).value).toBe('script'));
    fireEvent.change(screen.getByLabelText('С даты'), { target: { value: '01.03.2024' } });
    await waitFor(() => expect((screen.getByLabelText('С даты') as HTMLInputElement).value).toBe('01.03.2024'));
    fireEvent.change(screen.getByLabelText('По дату'), { target: { value: '31.03.2024' } });
    await waitFor(() =>
      expect(requests.at(-1)?.where).toEqual({
        action: { in: ['reject', 'score', 'process', 'requeue', 'toManual'] },
        model: { eq: 'Ticket' },
        entityId: { eq: 42 },
        client: { eq: 'script' },
        at: { gte: new Date('2024-03-01T00:00:00').toISOString(), lt: new Date('2024-04-01T00:00:00').toISOString() },
      }),
    );
    expect(search()).toEqual({
      filter: 'review',
      model: 'Ticket',
      entity: '42',
      client: 'script',
      from: '2024-03-01',
      to: '2024-03-31',
    });

    fireEvent.change(screen.getByRole('textbox', { name: 'Номер объекта' }), { target: { value: '4x' } });
    expect(await screen.findByText('Введите номер — целое положительное число.')).toBeTruthy();
    await waitFor(() => expect(requests.at(-1)?.where?.entityId).toBeUndefined());
  });

  it('exports the whole filtered result as CSV', async () => {
    const requests: AuditRouteQueryVariables[] = [];
    server.use(handler(requests));
    const blobs = captureDownloads();
    renderApp('/app/audit?client=web', { user: adminUser });
    await screen.findByRole('table', { name: 'Журнал действий' });
    fireEvent.click(screen.getByRole('button', { name: 'Экспорт CSV' }));
    await waitFor(() => expect(blobs).toHaveLength(1));
    expect(requests.at(-1)?.where).toEqual({ client: { eq: 'web' } });
    expect(await blobs[0]!.text()).toBe(
      '№;Когда;Кто;Откуда;Адрес;Объект;Действие;Изменения\r\n' +
        '9;02.03.2024 12:15;Анна Админова (Администратор);Веб;10.0.0.7;Чек № 42;Ручное начисление;"Статус: Ручная проверка → Обработан; Баллы: 0 → 50"\r\n' +
        '8;02.03.2024 12:15;Анна Админова (Администратор);Веб;10.0.0.7;Пользователь № 17;Блокировка;Заблокирован: нет → да\r\n' +
        '7;02.03.2024 12:15;—;Приложение;10.0.0.7;Пользователь;Неудачный вход;\r\n' +
        '6;02.03.2024 12:15;Анна Админова (Администратор);Скрипт (API-токен);10.0.0.7;Кампания № 5 «Весна 2024»;Изменение;Название: Весна → Весна 2024\r\n' +
        '5;02.03.2024 12:15;Автопроцессор;Система;—;Чек № 43;Автоматическая обработка;"Статус: В обработке → Обработан; Причина: — → Баллы начислены; Баллы: — → 50"\r\n',
    );
  });

  it('opens for a regional manager (the gateway answers the entries about its cities)', async () => {
    const requests: AuditRouteQueryVariables[] = [];
    server.use(handler(requests));
    renderApp('/app/audit', { user: regionalManagerUser });
    expect(await screen.findByRole('table', { name: 'Журнал действий' })).toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('sends a vendor to the 403 page', async () => {
    const { location } = renderApp('/app/audit', { user: vendorUser });
    await waitFor(() => expect(location().pathname).toBe('/error/403'));
  });
});

describe('a deleted record', () => {
  it('is named as it was, not by its kind and number (issue 39)', () => {
    expect(nameOf({ entityName: null, action: 'delete', before: { id: 61, title: 'QA', shortTitle: 'QA' } })).toBe('QA');
    expect(nameOf({ entityName: null, action: 'delete', before: { id: 5, name: 'Иван', surname: 'Петров' } })).toBe('Иван Петров');
    expect(nameOf({ entityName: null, action: 'update', before: { title: 'Старое' } })).toBe(null);
    expect(nameOf({ entityName: 'Весна', action: 'update', before: null })).toBe('Весна');
  });
});
