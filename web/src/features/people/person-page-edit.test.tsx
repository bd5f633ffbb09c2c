// Editing a person: what a save sends (only what was typed), a failure, a version changed since, the cities, the avatar, the phone rule, blocking.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConfirmLoadOnIntent } from '../../test/confirm-intent';
import { adminUser, graphqlError, regionalManagerUser, uploadedFile, vendor } from '../../test/fixtures';
import { gatewaySocket } from '../../test/gateway-socket';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { deviceCount, personAnswer, personHandler, placesHandler, preloadPersonPage } from './person-page.fixtures';

preloadPersonPage();

/** The vendor's page (or `person`'s) with no places nor devices, `extra` handlers, and each save answered `updateUser`: the inputs it sent. */
function serveUpdates(updateUser: object, extra: RequestHandler[] = [], person = personHandler()) {
  const inputs: Array<Record<string, unknown>> = [];
  server.use(
    person,
    placesHandler(new Set()),
    deviceCount(0),
    ...extra,
    graphql.mutation('UpdateUser', ({ variables }) => {
      inputs.push(variables.input as Record<string, unknown>);
      return HttpResponse.json({ data: { updateUser } });
    }),
  );
  return inputs;
}

describe('a person page', () => {
  it('edits the person: "Пользователь обновлен"; a failure is "Ошибка обновления" and keeps what was typed', async () => {
    const inputs: unknown[] = [];
    let calls = 0;
    server.use(
      personHandler(),
      placesHandler(new Set()),
      deviceCount(0),
      graphql.mutation('UpdateUser', ({ variables }) => {
        calls += 1;
        inputs.push(variables.input);
        if (calls === 1) return HttpResponse.json(graphqlError('REST API недоступен', 'INTERNAL_SERVER_ERROR'));
        const input = variables.input as Record<string, unknown>;
        return HttpResponse.json({
          data: { updateUser: { ...vendor(), ...input, cities: [{ __typename: 'City', id: 5, title: 'Тула' }] } },
        });
      }),
    );
    renderApp('/app/vendor/42', { user: adminUser });
    const surname = (await screen.findByRole('textbox', { name: 'Фамилия' })) as HTMLInputElement;
    fireEvent.change(surname, { target: { value: 'Новикова ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Отчество' }), { target: { value: 'Петровна' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Ошибка обновления')).toBeTruthy();
    expect(surname.value).toBe('Новикова ');

    fireEvent.click(await screen.findByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пользователь обновлен')).toBeTruthy();
    // Only what was changed (issue 39): nothing read earlier is written back.
    expect(inputs.at(-1)).toEqual({ surname: 'Новикова', middleName: 'Петровна' });
  });

  it("a save after '+' changes only what was typed: the city the '+' brought stays, and 'Города' shows it at once (issue 39)", async () => {
    const manager = vendor({ roleName: 'regionalManager', role: { __typename: 'Role', id: 2, name: 'regionalManager', title: 'Региональный менеджер' } });
    const podolsk = { __typename: 'City', id: 7, title: 'Подольск' };
    const inputs = serveUpdates(
      { ...manager, id: 2, middleName: 'Тестович', cityIds: [5, 7], cities: [...manager.cities, podolsk], cityId: 5, city: manager.city },
      [
        graphql.query('PlaceAssignment', () =>
          HttpResponse.json({ data: { placeAssignment: { __typename: 'PlaceAssignment', rule: 'city', places: 17, assigned: false, city: podolsk } } }),
        ),
        graphql.mutation('AddUserPlace', () =>
          HttpResponse.json({ data: { addUserPlace: { __typename: 'User', id: 2, placeId: null, placeIds: [3], cityIds: [5, 7], cities: [...manager.cities, podolsk] } } }),
        ),
      ],
      personHandler(manager, false),
    );
    renderApp('/app/regional-manager/2', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Назначить: Место 3' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Место назначено.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Убрать город Подольск' })).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Отчество' }), { target: { value: 'Тестович' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пользователь обновлен')).toBeTruthy();
    expect(inputs).toEqual([{ middleName: 'Тестович' }]);
  });

  it('follows the person as changed elsewhere: untouched fields take the new values, typed ones stay, and the save sends only those (issue 39)', async () => {
    const inputs = serveUpdates({ ...vendor({ surname: 'Иванова', middleName: 'Петровна' }), cityId: 5 });
    renderApp('/app/vendor/42', { user: adminUser });
    const surname = (await screen.findByRole('textbox', { name: 'Фамилия' })) as HTMLInputElement;
    fireEvent.change(screen.getByRole('textbox', { name: 'Отчество' }), { target: { value: 'Петровна' } });
    await waitFor(() => expect(gatewaySocket.subscribed('PersonLive')).toHaveLength(1));
    const { history: _history, cities: _cities, city: _city, place: _place, createdAt: _createdAt, ...record } = vendor({ surname: 'Иванова', middleName: 'Сергеевна' });
    gatewaySocket.emit('PersonLive', { recordChanged: { __typename: 'RecordChange', actorId: 5, actorName: 'Дмитрий Кузнецов', at: new Date().toISOString(), record } });
    await waitFor(() => expect(surname.value).toBe('Иванова'));
    expect((screen.getByRole('textbox', { name: 'Отчество' }) as HTMLInputElement).value).toBe('Петровна');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пользователь обновлен')).toBeTruthy();
    expect(inputs).toEqual([{ middleName: 'Петровна' }]);
  });

  it('a save on a version changed since is refused in words, and the page reads the person again: new values where nothing was typed (issue 39)', async () => {
    const sent: unknown[] = [];
    let reads = 0;
    const changed = vendor({ surname: 'Иванова', updatedAt: '2024-03-02T10:00:00.123Z' });
    server.use(
      graphql.query('PersonRoute', ({ variables }) => {
        reads += 1;
        return HttpResponse.json(personAnswer(variables.id, reads === 1 ? vendor() : changed));
      }),
      placesHandler(new Set()),
      deviceCount(0),
      graphql.mutation('UpdateUser', ({ variables }) => {
        sent.push(variables);
        if (variables.expectedUpdatedAt !== changed.updatedAt)
          return HttpResponse.json(graphqlError('Запись изменилась, пока вы её редактировали: сохранение отменено. Проверьте новые значения и сохраните снова.', 'STALE_RECORD'));
        return HttpResponse.json({ data: { updateUser: { ...changed, middleName: 'Петровна', cityId: 5 } } });
      }),
    );
    renderApp('/app/vendor/42', { user: adminUser });
    const surname = (await screen.findByRole('textbox', { name: 'Фамилия' })) as HTMLInputElement;
    fireEvent.change(screen.getByRole('textbox', { name: 'Отчество' }), { target: { value: 'Петровна' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Запись изменилась, пока вы её редактировали: сохранение отменено. Проверьте новые значения и сохраните снова.')).toBeTruthy();
    await waitFor(() => expect(surname.value).toBe('Иванова'));
    expect((screen.getByRole('textbox', { name: 'Отчество' }) as HTMLInputElement).value).toBe('Петровна');

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пользователь обновлен')).toBeTruthy();
    expect(sent).toEqual([
      { id: 42, input: { middleName: 'Петровна' }, expectedUpdatedAt: '2024-03-01T09:30:00.000Z' },
      { id: 42, input: { middleName: 'Петровна' }, expectedUpdatedAt: '2024-03-02T10:00:00.123Z' },
    ]);
  });

  it("edits a sales rep's cities (a vendor's are neither loaded nor sent)", async () => {
    const inputs = serveUpdates(
      { ...vendor(), cityIds: [6], cities: [{ __typename: 'City', id: 6, title: 'Тверь' }] },
      [graphql.query('LookupCities', () => HttpResponse.json({ data: { cities: { __typename: 'CityPage', items: [{ __typename: 'City', id: 6, title: 'Тверь' }] } } }))],
      personHandler(vendor({ roleName: 'salesMan', role: { __typename: 'Role', id: 3, name: 'salesMan', title: 'Торговый представитель' } }), false),
    );
    renderApp('/app/sales-man/42', { user: regionalManagerUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Убрать город Тула' }));
    fireEvent.focus(screen.getByRole('combobox', { name: 'Добавить город' }));
    fireEvent.mouseDown(await screen.findByRole('option', { name: 'Тверь' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пользователь обновлен')).toBeTruthy();
    expect(inputs[0]?.cityIds).toEqual([6]);
  });

  it('uploads an avatar with a preview and saves it on the person', async () => {
    const uploads: Array<{ container: unknown; size: number }> = [];
    const inputs = serveUpdates({ ...vendor(), avatar: { __typename: 'File', url: '/files/avatars/olga.png', thumb: '/files/avatars/200/olga.png' } }, [
      graphql.mutation('UploadFile', ({ variables }) => {
        uploads.push({ container: variables.container, size: (variables.file as Blob).size });
        return HttpResponse.json({
          data: {
            uploadFile: uploadedFile('avatars', 'olga.png', 'image/png', { width: 200, path: '200/olga.png' }),
          },
        });
      }),
    ]);
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    renderApp('/app/vendor/42', { user: adminUser });
    const input = await screen.findByLabelText('Фото: выбрать файл');
    fireEvent.change(input, { target: { files: [new File(['png'], 'olga.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('img', { name: 'Фото: предпросмотр' })).getAttribute('src')).toBe('blob:preview');
    expect(await screen.findByText('Пользователь обновлен')).toBeTruthy();
    expect(uploads).toEqual([{ container: 'avatars', size: 3 }]);
    expect(inputs).toEqual([{ avatar: { server: null, container: 'avatars', path: 'olga.png', mime: 'image/png', thumbs: [{ width: 200, path: '200/olga.png' }] } }]);
  });

  it('checks the phone rule before saving', async () => {
    server.use(personHandler(), placesHandler(new Set()), deviceCount(0));
    renderApp('/app/vendor/42', { user: adminUser });
    const phone = (await screen.findByRole('textbox', { name: /Телефон/ })) as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '+7916' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Введите номер: +7 и 10 цифр.')).toBeTruthy();
  });

  it('blocking asks first: cancelled keeps the person unblocked, confirmed saves blocked', async () => {
    const inputs = serveUpdates({ ...vendor(), blocked: true, status: 'BLOCKED' });
    renderApp('/app/vendor/42', { user: adminUser });
    // The pointer over the checkbox, or the focus on it, starts loading the confirmation dialog.
    expectConfirmLoadOnIntent(await screen.findByRole('checkbox', { name: 'Заблокирован' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Заблокирован' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Подтвердите действие')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const checkbox = () => screen.getByRole('checkbox', { name: 'Заблокирован' }) as HTMLInputElement;
    expect(checkbox().checked).toBe(false);

    fireEvent.click(checkbox());
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Продолжить' }));
    await waitFor(() => expect(checkbox().checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Пользователь обновлен')).toBeTruthy();
    expect(inputs[0]?.blocked).toBe(true);
  });
});
