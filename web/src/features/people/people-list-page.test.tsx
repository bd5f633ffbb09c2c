import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PeopleRouteQuery, PeopleRouteQueryVariables } from '../../__generated__/graphql';
import { expectConfirmLoadOnIntent } from '../../test/confirm-intent';
import { adminUser, failsOnce, regionalManagerUser, vendorUser, bulkResult } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

// The first render of a file loads the app's chunks; on a busy two-core machine that takes more than 1 s.

const salesManUser = {
  ...adminUser,
  id: 3,
  name: 'Сергей',
  surname: 'Представителев',
  roleName: 'salesMan',
  role: { __typename: 'Role' as const, id: 3, name: 'salesMan', title: 'Торговый представитель' },
};

export function person(id: number, roleName: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'User',
    id,
    name: 'Иван',
    surname: `Петров${id}`,
    phone: `+7999000${String(id).padStart(4, '0')}`,
    email: null,
    phoneVerified: true,
    blocked: false,
    status: 'ACTIVE',
    roleName,
    role: { __typename: 'Role', id: 3, name: roleName, title: null },
    city: { __typename: 'City', id: 5, title: 'Тула' },
    ...(roleName === 'vendor' ? { place: { __typename: 'Place', id: 9, title: 'Магазин у дома' }, online: id === 103 } : {}),
    ...overrides,
  };
}

/** 15 people: page 1 holds 12 (ids 115…104), page 2 the last 3. */
function peopleHandler(requests: PeopleRouteQueryVariables[], roleName: string) {
  return graphql.query<PeopleRouteQuery, PeopleRouteQueryVariables>('PeopleRoute', ({ variables }) => {
    requests.push(variables);
    const first = 115 - (variables.page - 1) * variables.pageSize;
    const count = Math.max(0, Math.min(variables.pageSize, first - 100));
    const items = Array.from({ length: count }, (_, i) =>
      person(first - i, roleName, first - i === 114 ? { phoneVerified: false, status: 'INVITED' } : first - i === 113 ? { blocked: true, status: 'BLOCKED' } : {}),
    );
    const page = { __typename: 'UserPage', items, total: 15, page: variables.page, pageSize: variables.pageSize };
    return HttpResponse.json({ data: (variables.vendors ? { vendors: page } : { users: page }) as PeopleRouteQuery });
  });
}

function rowOf(name: string): string[] {
  const link = screen.getByRole('link', { name: `Открыть: ${name}` });
  const row = link.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  // The cells of data (staff who may block start each row with the bulk actions' checkbox).
  return within(row)
    .getAllByRole('cell')
    .filter((cell) => !cell.querySelector('input[type="checkbox"]'))
    .map((cell) => cell.textContent ?? '');
}

describe('people lists', () => {
  it('blocks the chosen people after a confirmation naming the count, lists the refused one with its reason, and undoes the blocks from the toast', async () => {
    const bulkCalls: unknown[] = [];
    const undoCalls: unknown[] = [];
    server.use(
      peopleHandler([], 'salesMan'),
      graphql.mutation('PeopleBulkAction', ({ variables }) => {
        bulkCalls.push(variables);
        return HttpResponse.json({
          data: {
            bulkPeople: bulkResult('block', [
              { id: 115, ok: true, status: 'blocked' },
              { id: 112, ok: false, message: 'Нельзя заблокировать себя.' },
            ]),
          },
        });
      }),
      graphql.mutation('PeopleUndoBlock', ({ variables }) => {
        undoCalls.push(variables);
        return HttpResponse.json({ data: { undo: bulkResult('undo', [{ id: 115, ok: true, status: 'active' }]) } });
      }),
    );
    renderApp('/app/sales-mans', { user: adminUser });
    // The checkbox is named by the person, not by the link's 'Открыть: …'.
    const boxOf = (name: string) => within(screen.getByRole('link', { name: `Открыть: ${name}` }).closest('tr')!).getByRole('checkbox', { name: `Выбрать ${name}` });
    await screen.findByRole('link', { name: 'Открыть: Иван Петров115' });
    fireEvent.click(boxOf('Иван Петров115'));
    fireEvent.click(boxOf('Иван Петров112'));
    const bar = screen.getByRole('region', { name: 'Действия с выбранными людьми' });
    expect(within(bar).getByText('Выбрано: 2 человека')).toBeTruthy();
    // Both actions ask for a confirmation: the pointer over each, or the focus, starts loading the dialog.
    for (const name of ['Заблокировать', 'Разблокировать']) expectConfirmLoadOnIntent(within(bar).getByRole('button', { name }));

    fireEvent.click(within(bar).getByRole('button', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Заблокировать 2 человека? Их входы будут завершены.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));

    const results = await screen.findByTestId('bulk-results');
    expect(bulkCalls).toEqual([{ action: 'block', ids: [115, 112] }]);
    expect(within(results).getByText('Заблокировано: 1 человек, не выполнено: 1')).toBeTruthy();
    expect(within(results).getByText('Иван Петров112 (№ 112): Нельзя заблокировать себя.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Действия с выбранными людьми' })).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'Отменить' }));
    await screen.findByText('Отменено: 1 человек');
    expect(undoCalls).toEqual([{ ids: [115] }]);
  });

  it('shows 12 sales reps a page, newest first, with role, city and the status label', async () => {
    const requests: PeopleRouteQueryVariables[] = [];
    server.use(peopleHandler(requests, 'salesMan'));
    renderApp('/app/sales-mans', { user: adminUser });

    expect(await screen.findByRole('link', { name: 'Открыть: Иван Петров115' })).toBeTruthy();
    expect(requests).toEqual([{ where: { roleName: { eq: 'salesMan' } }, orderBy: [{ field: 'id', direction: 'DESC' }], page: 1, pageSize: 12, vendors: false }]);
    expect(screen.getAllByRole('row')).toHaveLength(13);
    expect(rowOf('Иван Петров115')).toEqual(['115', 'Иван Петров115', '+79990000115', 'Торговый представитель', 'Тула', 'активный']);
    expect(rowOf('Иван Петров114')).toEqual(['114', 'Иван Петров114', '+79990000114', 'Торговый представитель', 'Тула', 'приглашен']);
    expect(rowOf('Иван Петров113')).toEqual(['113', 'Иван Петров113', '+79990000113', 'Торговый представитель', 'Тула', 'заблокирован']);
    expect(screen.getByText('Всего: 15')).toBeTruthy();
  });

  it('vendors show their place and whether their app is online; search and the status filter go to the query, back on page 1', async () => {
    const requests: PeopleRouteQueryVariables[] = [];
    server.use(peopleHandler(requests, 'vendor'));
    const { location } = renderApp('/app/vendors?page=2', { user: adminUser });

    expect(await screen.findByRole('link', { name: 'Открыть: Иван Петров103' })).toBeTruthy();
    expect(rowOf('Иван Петров103')).toEqual(['103', 'Иван Петров103', '+79990000103', 'Продавец', 'Тула', 'Магазин у дома', 'в сети', 'активный']);
    expect(rowOf('Иван Петров102')).toEqual(['102', 'Иван Петров102', '+79990000102', 'Продавец', 'Тула', 'Магазин у дома', 'не в сети', 'активный']);

    fireEvent.click(screen.getByRole('button', { name: 'Заблокированные' }));
    await waitFor(() => expect(location().search).toBe('?filter=blocked'));
    await waitFor(() =>
      expect(requests.at(-1)).toEqual({
        where: { roleName: { eq: 'vendor' }, phoneVerified: { eq: true }, blocked: { eq: true } },
        orderBy: [{ field: 'id', direction: 'DESC' }],
        page: 1,
        pageSize: 12,
        vendors: true,
      }),
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск' }), { target: { value: 'Иван +7999' } });
    fireEvent.keyDown(screen.getByRole('searchbox', { name: 'Поиск' }), { key: 'Enter' });
    await waitFor(() => expect(requests.at(-1)?.search).toBe('Иван +7999'));
  });

  it('invites a sales rep: phone starts +79, the mobile rule, the + stripped, the permanent code toast', async () => {
    const inputs: unknown[] = [];
    server.use(
      peopleHandler([], 'salesMan'),
      graphql.mutation('InviteSalesMan', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({ data: { inviteSalesMan: { __typename: 'InviteResult', user: { __typename: 'User', id: 200 }, code: '4821' } } });
      }),
    );
    renderApp('/app/sales-mans', { user: regionalManagerUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Пригласить представителя' }));
    const dialog = await screen.findByRole('dialog');
    const phone = within(dialog).getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement;
    expect(phone.value).toBe('+79');

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Имя/ }), { target: { value: '  Пётр ' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Фамилия/ }), { target: { value: 'Сидоров ' } });
    fireEvent.change(phone, { target: { value: '+7812345678' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Пригласить' }));
    expect(await within(dialog).findByText('Введите номер мобильного телефона: +79 и 9 цифр.')).toBeTruthy();
    expect(phone.value).toBe('+7812345678');
    expect(inputs).toEqual([]);

    fireEvent.change(phone, { target: { value: '+79161234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByText('Код 4821')).toBeTruthy();
    expect(screen.getByText('Торговый представитель приглашен')).toBeTruthy();
    expect(screen.getByText('нажмите, что бы закрыть')).toBeTruthy();
    expect(inputs).toEqual([{ name: 'Пётр', surname: 'Сидоров', phone: '79161234567' }]);
  });

  it('invites a regional manager (code until clicked) and reports a failed invite', async () => {
    server.use(
      peopleHandler([], 'regionalManager'),
      graphql.mutation(
        'InviteRegionalManager',
        failsOnce('Телефон уже занят', 'BAD_USER_INPUT', () => ({ inviteRegionalManager: { __typename: 'InviteResult', user: { __typename: 'User', id: 201 }, code: '1111' } })),
      ),
    );
    renderApp('/app/regional-managers', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Пригласить регионального менеджера' }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('textbox', { name: /Телефон/ }) as HTMLInputElement).value).toBe('+7');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Имя/ }), { target: { value: 'Олег' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Фамилия/ }), { target: { value: 'Олегов' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Телефон/ }), { target: { value: '+74951234567' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByText('Ошибка приглашения.')).toBeTruthy();
    expect(screen.getByText('Телефон уже занят')).toBeTruthy();
    expect((within(dialog).getByRole('textbox', { name: /Фамилия/ }) as HTMLInputElement).value).toBe('Олегов');

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByText('Код 1111')).toBeTruthy();
    expect(screen.getByText('Региональный менеджер приглашен')).toBeTruthy();
  });

  it('invites a vendor with e-mail, INN, city and place; an answer without a user is "Что-то пошло не так"', async () => {
    const inputs: unknown[] = [];
    let calls = 0;
    server.use(
      peopleHandler([], 'vendor'),
      graphql.mutation('InviteVendor', ({ variables }) => {
        calls += 1;
        inputs.push(variables.input);
        if (calls === 1) return HttpResponse.json({ data: null });
        return HttpResponse.json({ data: { inviteVendor: { __typename: 'InviteResult', user: { __typename: 'User', id: 300 }, code: null } } });
      }),
    );
    renderApp('/app/vendors', { user: salesManUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Пригласить продавца' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Имя/ }), { target: { value: 'Ольга' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Фамилия/ }), { target: { value: 'Кассирова' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Телефон/ }), { target: { value: '+79161112233' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /ИНН/ }), { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Пригласить' }));
    expect(await within(dialog).findByText('ИНН — ровно 12 цифр.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /ИНН/ }), { target: { value: '123456789012' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /E-mail/ }), { target: { value: 'olga@example.ru' } });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByText('Что-то пошло не так')).toBeTruthy();
    expect(screen.getByText('Ошибка приглашения.')).toBeTruthy();

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByText('Продавец приглашен')).toBeTruthy();
    expect(screen.getByText('Сообщение с кодом отправлено')).toBeTruthy();
    expect(inputs.at(-1)).toEqual({ name: 'Ольга', surname: 'Кассирова', phone: '79161112233', email: 'olga@example.ru', inn: '123456789012', cityId: null });
  });

  it("the vendor invite's 'Место' lists only the chosen 'Город''s places, each with its address and city", async () => {
    const placeWheres: unknown[] = [];
    const lenta = (id: number, address: string, city: { id: number; title: string }) => ({
      __typename: 'Place',
      id,
      title: 'Лента',
      address,
      city: { __typename: 'City', ...city },
    });
    const kazan = { id: 7, title: 'Казань' };
    const khimki = { id: 8, title: 'Химки' };
    const all = [lenta(1, 'пр. Победы, 141', kazan), lenta(2, 'Ленинградское ш., 1', khimki), lenta(3, 'ул. Чистопольская, 2', kazan)];
    server.use(
      peopleHandler([], 'vendor'),
      graphql.query('LookupCities', () =>
        HttpResponse.json({
          data: {
            cities: {
              __typename: 'CityPage',
              items: [
                { __typename: 'City', ...kazan },
                { __typename: 'City', ...khimki },
              ],
            },
          },
        }),
      ),
      graphql.query('LookupPlaces', ({ variables }) => {
        placeWheres.push(variables.where ?? null);
        const cityId = (variables.where as { cityId?: { eq: number } } | undefined)?.cityId?.eq;
        const items = all.filter((place) => cityId === undefined || place.city.id === cityId);
        return HttpResponse.json({ data: { places: { __typename: 'PlacePage', items } } });
      }),
    );
    renderApp('/app/vendors', { user: salesManUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Пригласить продавца' }));
    const dialog = await screen.findByRole('dialog');
    const [cityBox, placeBox] = within(dialog).getAllByRole('combobox');
    const options = async (box: HTMLElement) => {
      fireEvent.focus(box);
      const list = await within(dialog).findByRole('listbox', { name: box === cityBox ? 'Город' : 'Место' });
      await waitFor(() => expect(within(list).queryAllByRole('option').length).toBeGreaterThan(0));
      return within(list).getAllByRole('option');
    };

    // No city yet: every place, told apart by its address and city.
    expect((await options(placeBox!)).map((o) => o.textContent)).toEqual([
      'Лентапр. Победы, 141 · Казань',
      'ЛентаЛенинградское ш., 1 · Химки',
      'Лентаул. Чистопольская, 2 · Казань',
    ]);
    fireEvent.blur(placeBox!);

    fireEvent.mouseDown((await options(cityBox!)).find((o) => o.textContent === 'Казань')!);
    // The list shows the new city's places once their query answers (the previous ones until then).
    await waitFor(async () => expect((await options(placeBox!)).map((o) => o.textContent)).toEqual(['Лентапр. Победы, 141 · Казань', 'Лентаул. Чистопольская, 2 · Казань']));
    expect(placeWheres.at(-1)).toEqual({ cityId: { eq: 7 } });
  });

  it('shows the invite only to roles that may invite', async () => {
    server.use(peopleHandler([], 'salesMan'));
    renderApp('/app/sales-mans', { user: regionalManagerUser });
    expect(await screen.findByRole('button', { name: 'Пригласить представителя' })).toBeTruthy();
  });

  it('a vendor may not open the vendors list', async () => {
    server.use(peopleHandler([], 'vendor'));
    const { location } = renderApp('/app/vendors', { user: vendorUser });
    await waitFor(() => expect(location().pathname).toBe('/error/403'));
  });

  it('a sales rep sees vendors without the regional-manager or sales-rep invites', async () => {
    server.use(peopleHandler([], 'vendor'));
    renderApp('/app/vendors', { user: salesManUser });
    expect(await screen.findByRole('link', { name: 'Открыть: Иван Петров115' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Пригласить представителя' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Пригласить продавца' })).toBeTruthy();
  });
});
