// A place's page: its form, people, regional managers, history, photo, invitations, refusals, and a
// place within a person; the list: places.test.tsx.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConfirmLoadOnIntent } from '../../test/confirm-intent';
import { adminUser, graphqlError, regionalManagerUser, uploadedFile } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { bodyCells } from '../../test/table';
import { fullPlace, lookups, MANAGER_CAN, pick, placeHandler, placesFixtures, placeTickets, user } from './places.fixtures';

placesFixtures();

describe('places', () => {
  it('edits a place, shows its people by role and tickets, adds and removes a user', async () => {
    let users = [user(7, 'vendor', 'Ольга'), user(3, 'salesMan', 'Сергей')];
    const calls: string[] = [];
    server.use(
      ...lookups,
      ...placeHandler(),
      graphql.mutation('UpdatePlace', ({ variables }) => HttpResponse.json({ data: { updatePlace: { ...fullPlace(), ...(variables.input as object), __typename: 'Place' } } })),
      graphql.mutation('AssignToPlace', ({ variables }) => {
        calls.push(`add ${variables.role} ${variables.userId}`);
        users = [...users, user(variables.userId as number, variables.role as string, 'Новый')];
        return HttpResponse.json({ data: { assignToPlace: { __typename: 'Place', id: 9, users, regionalManagers: [] } } });
      }),
      graphql.mutation('UnassignFromPlace', ({ variables }) => {
        calls.push(`remove ${variables.role} ${variables.userId}`);
        users = users.filter((u) => u.id !== variables.userId);
        return HttpResponse.json({ data: { unassignFromPlace: { __typename: 'Place', id: 9, users, regionalManagers: [] } } });
      }),
    );
    renderApp('/app/place/9', { user: adminUser });
    const title = (await screen.findByRole('textbox', { name: /Название/ })) as HTMLInputElement;
    expect(title.value).toBe('Магазин у дома');
    expect((screen.getByRole('textbox', { name: 'Широта' }) as HTMLInputElement).value).toBe('54.19');
    expect((await screen.findByRole('link', { name: 'Чек № 77' })).getAttribute('href')).toBe('/app/place/9/ticket/77');
    expect(screen.getByRole('link', { name: 'Ольга Тестов' }).getAttribute('href')).toBe('/app/place/9/vendor/7');
    expect(screen.getByRole('link', { name: 'Сергей Тестов' }).getAttribute('href')).toBe('/app/place/9/sales-man/3');

    fireEvent.change(title, { target: { value: 'Магазин у дома 2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Место сохранено')).toBeTruthy();

    const vendors = screen.getByRole('region', { name: 'Продавцы' });
    await pick('Добавить: Продавец', 'Новый Тестов');
    fireEvent.click(within(vendors).getByRole('button', { name: 'Добавить' }));
    expect(await screen.findByText('Пользователь добавлен')).toBeTruthy();
    expect(await within(vendors).findByRole('link', { name: 'Новый Тестов' })).toBeTruthy();

    fireEvent.click(within(vendors).getByRole('button', { name: 'Исключить: Ольга Тестов' }));
    expect(await screen.findByText('Пользователь исключен')).toBeTruthy();
    await waitFor(() => expect(within(vendors).queryByRole('link', { name: 'Ольга Тестов' })).toBeNull());
    expect(calls).toEqual(['add vendor 11', 'remove vendor 7']);
  });

  it('lists the regional managers who own the place through its city; adding one says first that it gets the whole city, the toast names the count', async () => {
    let managers = [user(2, 'regionalManager', 'Ирина')];
    const calls: string[] = [];
    server.use(
      ...lookups,
      ...placeHandler(fullPlace(undefined, managers)),
      graphql.query('PlaceAssignment', ({ variables }) => {
        calls.push(`ask ${variables.userId} ${variables.placeId}`);
        const assigned = managers.some((m) => m.id === variables.userId);
        return HttpResponse.json({
          data: { placeAssignment: { __typename: 'PlaceAssignment', rule: 'city', places: 20, assigned, city: { __typename: 'City', id: 5, title: 'Тула' } } },
        });
      }),
      graphql.mutation('AssignToPlace', ({ variables }) => {
        calls.push(`add ${variables.role} ${variables.userId}`);
        managers = [...managers, user(variables.userId as number, 'regionalManager', 'Новый')];
        return HttpResponse.json({ data: { assignToPlace: { __typename: 'Place', id: 9, users: fullPlace().users, regionalManagers: managers } } });
      }),
    );
    renderApp('/app/place/9', { user: adminUser });
    const section = await screen.findByRole('region', { name: 'Региональные менеджеры' });
    expect(within(section).getByRole('heading', { name: 'Региональные менеджеры · 1' })).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Ирина Тестов' })).toBeTruthy();
    expect(within(section).getByText('через город «Тула»')).toBeTruthy();
    // Adding and removing a regional manager ask for a confirmation: the pointer over each button, or
    // the focus, starts loading the dialog.
    expectConfirmLoadOnIntent(within(section).getByRole('button', { name: 'Исключить: Ирина Тестов' }));
    await pick('Добавить: Региональный менеджер', 'Новый Тестов');
    expectConfirmLoadOnIntent(within(section).getByRole('button', { name: 'Добавить' }));
    fireEvent.click(within(section).getByRole('button', { name: 'Добавить' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Будет назначено 20 мест города «Тула»: региональный менеджер отвечает за все места своих городов.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Пользователь добавлен')).toBeTruthy();
    expect(screen.getByText('Назначено 20 мест города «Тула»')).toBeTruthy();
    await waitFor(() => expect(within(section).getByRole('heading', { name: 'Региональные менеджеры · 2' })).toBeTruthy());
    expect(within(section).getAllByText('через город «Тула»')).toHaveLength(2);
    expect(calls).toEqual(['ask 11 9', 'add regionalManager 11', 'ask 11 9']);
  });

  it("shows the place's history: who changed what, old → new in Russian", async () => {
    server.use(...lookups, ...placeHandler());
    renderApp('/app/place/9', { user: adminUser });
    const table = await screen.findByRole('table', { name: 'История' });
    const rows = bodyCells(table);
    expect(rows).toEqual([['2 марта 2024 10:05', 'Анна Смирнова (веб)', 'Изменение', 'Название: Магазин → Магазин у домаАдрес: — → Тула, ул. Ленина, 1']]);
  });

  it('saves a new photo and the distributing facility with the place', async () => {
    const inputs: unknown[] = [];
    server.use(
      ...lookups,
      ...placeHandler(),
      graphql.mutation('UploadFile', () =>
        HttpResponse.json({
          data: {
            uploadFile: uploadedFile('places', 'shop.jpg', 'image/jpeg', { width: 500, path: '500/shop.jpg' }),
          },
        }),
      ),
      graphql.mutation('UpdatePlace', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({
          data: { updatePlace: { ...fullPlace(), distributingFacilityId: 12, image: { __typename: 'File', url: '/files/places/shop.jpg', thumb: '/files/places/500/shop.jpg' } } },
        });
      }),
    );
    URL.createObjectURL = () => 'blob:shop';
    URL.revokeObjectURL = () => undefined;
    renderApp('/app/place/9', { user: adminUser });
    const facility = (await screen.findByRole('textbox', { name: 'Распределительный центр (№)' })) as HTMLInputElement;
    expect(facility.value).toBe('4');
    fireEvent.change(facility, { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Фото места: выбрать файл'), { target: { files: [new File(['jpg'], 'shop.jpg', { type: 'image/jpeg' })] } });
    expect((await screen.findByRole('img', { name: 'Фото места: предпросмотр' })).getAttribute('src')).toBe('blob:shop');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Загрузить фото' }).hasAttribute('data-loading')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Место сохранено')).toBeTruthy();
    // Only what was changed (issue 39).
    expect(inputs).toEqual([
      {
        distributingFacilityId: 12,
        image: { server: null, container: 'places', path: 'shop.jpg', mime: 'image/jpeg', thumbs: [{ width: 500, path: '500/shop.jpg' }] },
      },
    ]);
  });

  it('invites to the place: phone rule, the role, "Приглашение отправлено."', async () => {
    const sent: unknown[] = [];
    server.use(
      ...lookups,
      ...placeHandler(fullPlace(undefined, [], MANAGER_CAN)),
      graphql.mutation('InviteToPlace', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { inviteToPlace: { __typename: 'InviteResult', user: { __typename: 'User', id: 90 }, code: '1' } } });
      }),
    );
    renderApp('/app/place/9', { user: regionalManagerUser });
    const form = await screen.findByRole('form', { name: 'Пригласить в это место' });
    expect(
      within(form)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Торговый представитель', 'Продавец']);
    fireEvent.change(within(form).getByRole('textbox', { name: /Телефон/ }), { target: { value: '+7916' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Пригласить' }));
    expect(await within(form).findByText('Введите номер: +7 и 10 цифр.')).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(within(form).getByRole('textbox', { name: /Телефон/ }), { target: { value: '+79161234567' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Пригласить' }));
    expect(await screen.findByText('Приглашение отправлено.')).toBeTruthy();
    expect(sent).toEqual([{ phone: '79161234567', roleName: 'vendor', placeId: 9 }]);
    // A regional manager edits no place fields and manages no regional managers.
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Добавить: Региональный менеджер' })).toBeNull();
  });

  it('a place that does not exist opens /404; a 403 on an action shows the error toast', async () => {
    server.use(graphql.query('PlaceRoute', () => HttpResponse.json(graphqlError('Место не найдено', 'NOT_FOUND'))));
    const { location } = renderApp('/app/place/404404', { user: adminUser });
    await waitFor(() => expect(location().pathname).toBe('/404'));
  });

  it('receipts the API cannot give fail their own panel: the place, its people and history still show, the retry reads them', async () => {
    let fail = true;
    server.use(
      ...lookups,
      // The first handler of a use() answers.
      graphql.query('PlaceTickets', () =>
        fail ? HttpResponse.json(graphqlError('Внутренняя ошибка сервера', 'INTERNAL_SERVER_ERROR')) : HttpResponse.json({ data: { tickets: placeTickets } }),
      ),
      ...placeHandler(),
    );
    renderApp('/app/place/9', { user: adminUser });
    const receipts = await screen.findByRole('region', { name: 'Чеки места' });
    const alert = await within(receipts).findByRole('alert');
    expect(alert.textContent).toContain('Ошибка загрузки');
    expect(alert.textContent).toContain('Внутренняя ошибка сервера');
    expect((screen.getByRole('textbox', { name: /Название/ }) as HTMLInputElement).value).toBe('Магазин у дома');
    expect(screen.getByRole('link', { name: 'Ольга Тестов' }).getAttribute('href')).toBe('/app/place/9/vendor/7');
    expect(screen.getAllByRole('alert')).toHaveLength(1);

    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect((await within(receipts).findByRole('link', { name: 'Чек № 77' })).getAttribute('href')).toBe('/app/place/9/ticket/77');
    expect(within(receipts).queryByRole('alert')).toBeNull();
  });

  it('shows an action refused by the API (403) as the assignment error', async () => {
    server.use(
      ...lookups,
      ...placeHandler(),
      graphql.mutation('UnassignFromPlace', () => HttpResponse.json(graphqlError('Недостаточно прав', 'FORBIDDEN'))),
    );
    renderApp('/app/place/9', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Исключить: Ольга Тестов' }));
    expect(await screen.findByText('Ошибка назначения.')).toBeTruthy();
    expect(screen.getByText('Недостаточно прав')).toBeTruthy();
  });

  it('within a person, gives the place to the person or takes it away: "Торговая точка добавлена/исключена"', async () => {
    let users = [user(7, 'vendor', 'Ольга')];
    const calls: string[] = [];
    server.use(
      ...lookups,
      ...placeHandler(fullPlace(users, [], MANAGER_CAN)),
      // Taken away, she is no longer among the place's people: the crumbs read her name.
      graphql.query('PlaceCrumbPerson', () => HttpResponse.json({ data: { user: user(7, 'vendor', 'Ольга') } })),
      graphql.mutation('UnassignFromPlace', ({ variables }) => {
        calls.push(`remove ${variables.role} ${variables.userId} ${variables.placeId}`);
        users = [];
        return HttpResponse.json({ data: { unassignFromPlace: { __typename: 'Place', id: 9, users, regionalManagers: [] } } });
      }),
      graphql.mutation('AssignToPlace', ({ variables }) => {
        calls.push(`add ${variables.role} ${variables.userId} ${variables.placeId}`);
        users = [user(7, 'vendor', 'Ольга')];
        return HttpResponse.json({ data: { assignToPlace: { __typename: 'Place', id: 9, users, regionalManagers: [] } } });
      }),
    );
    renderApp('/app/vendor/7/place/9', { user: regionalManagerUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Снять это место' }));
    expect(await screen.findByText('Торговая точка исключена')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Назначить это место' }));
    expect(await screen.findByText('Торговая точка добавлена')).toBeTruthy();
    expect(calls).toEqual(['remove vendor 7 9', 'add vendor 7 9']);
  });

  it('opens a place within a person: a link back to the person', async () => {
    server.use(...lookups, ...placeHandler());
    renderApp('/app/sales-man/3/place/9', { user: adminUser });
    expect((await screen.findByRole('link', { name: '← Представитель' })).getAttribute('href')).toBe('/app/sales-man/3');
  });

  it("names a regional manager in the crumbs though he is not among the place's people (his places go by city; issue 39)", async () => {
    server.use(
      ...lookups,
      ...placeHandler(),
      graphql.query('PlaceCrumbPerson', ({ variables }) =>
        HttpResponse.json({ data: { user: { __typename: 'User', id: variables.id, name: 'Дмитрий', surname: 'Кузнецов', phone: '+79990000002' } } }),
      ),
    );
    renderApp('/app/regional-manager/2/place/9', { user: adminUser });
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('breadcrumb')
          .map((c) => c.textContent)
          .slice(-2),
      ).toEqual(['Дмитрий Кузнецов', 'Магазин у дома']),
    );
  });
});
