import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PersonPlacesQueryVariables } from '../../__generated__/graphql';
import { expectConfirmLoadOnIntent } from '../../test/confirm-intent';
import { adminUser, graphqlError, regionalManagerUser, uploadedFile, vendor } from '../../test/fixtures';
import { gatewaySocket } from '../../test/gateway-socket';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { setLanguage } from '../../shared/i18n/language';
import { bodyCells } from '../../test/table';

// The first render of a file loads the app's chunks; on a busy two-core machine that takes more than 1 s.

const place = (id: number, title: string) => ({ __typename: 'Place', id, title, address: `Тула, ул. ${id}` });

/** The person's places as the gateway holds them: assigned ids, 14 places in all. */
function placesHandler(assigned: Set<number>, requests: PersonPlacesQueryVariables[] = []) {
  return graphql.query('PersonPlaces', ({ variables }) => {
    requests.push(variables as PersonPlacesQueryVariables);
    const all = Array.from({ length: 14 }, (_, i) => place(i + 1, `Место ${i + 1}`));
    const page = (rows: typeof all, n: number) => rows.slice((n - 1) * 12, n * 12);
    const inRows = all.filter((p) => assigned.has(p.id));
    const outRows = all.filter((p) => !assigned.has(p.id));
    return HttpResponse.json({
      data: {
        assigned: { __typename: 'PlacePage', items: page(inRows, variables.inPage as number), total: inRows.length },
        notAssigned: { __typename: 'PlacePage', items: page(outRows, variables.outPage as number), total: outRows.length },
      },
    });
  });
}

/** The PersonRoute answer's body for the person `id`. */
function personAnswer(id: unknown, user = vendor(), tickets = true) {
  return {
    data: {
      user: { ...user, id },
      ...(tickets
        ? {
            tickets: {
              __typename: 'TicketPage',
              items: [
                {
                  __typename: 'Ticket',
                  id: 501,
                  dateTime: '2024-03-01T09:30:00.000Z',
                  totalSum: 123450,
                  score: 15,
                  status: 'PROCESSED',
                  statusCode: 'processed',
                  statusTitle: 'Обработан',
                  place: { __typename: 'Place', id: 9, title: 'Магазин у дома' },
                },
              ],
              total: 1,
            },
          }
        : {}),
    },
  };
}

function personHandler(user = vendor(), tickets = true) {
  return graphql.query('PersonRoute', ({ variables }) => HttpResponse.json(personAnswer(variables.id, user, tickets)));
}

const deviceCount = (count: number) => graphql.query('PersonDeviceCount', () => HttpResponse.json({ data: { deviceCount: count } }));

describe('a person page', () => {
  it('shows the profile, score, status, places with counts and the vendor tickets linking under the vendor', async () => {
    server.use(personHandler(), placesHandler(new Set([9])), deviceCount(2));
    renderApp('/app/vendor/42', { user: adminUser });

    expect(await screen.findByRole('heading', { name: 'Ольга Кассирова', level: 1 })).toBeTruthy();
    expect(screen.getByText('активный')).toBeTruthy();
    expect(screen.getByTestId('person-score').textContent).toBe('1\u00a0250');
    expect((screen.getByRole('textbox', { name: 'Имя' }) as HTMLInputElement).value).toBe('Ольга');
    await waitFor(() => expect(screen.getByTestId('assigned-count').textContent).toBe('1'));
    expect(screen.getByTestId('notAssigned-count').textContent).toBe('13');
    expect(screen.getByRole('link', { name: 'Место 9' }).getAttribute('href')).toBe('/app/vendor/42/place/9');
    expect(screen.getByRole('link', { name: 'Чек № 501' }).getAttribute('href')).toBe('/app/vendor/42/ticket/501');
    expect(await screen.findByText('Устройств в сети: 2')).toBeTruthy();
  });

  it("asks for the person's places and devices beside the person, not after it, and each once (issue 27)", async () => {
    const asked: string[] = [];
    const places: PersonPlacesQueryVariables[] = [];
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      graphql.query('PersonRoute', async ({ variables }) => {
        asked.push('PersonRoute');
        await held;
        return HttpResponse.json(personAnswer(variables.id));
      }),
      placesHandler(new Set([9]), places),
      graphql.query('PersonDeviceCount', () => {
        asked.push('PersonDeviceCount');
        return HttpResponse.json({ data: { deviceCount: 2 } });
      }),
    );
    renderApp('/app/vendor/42', { user: adminUser });
    // The person has not come yet: its places and devices are asked meanwhile.
    await waitFor(() => expect([...asked, ...places.map(() => 'PersonPlaces')].sort()).toEqual(['PersonDeviceCount', 'PersonPlaces', 'PersonRoute']));
    answer();
    expect(await screen.findByRole('heading', { name: 'Ольга Кассирова', level: 1 })).toBeTruthy();
    expect(await screen.findByText('Устройств в сети: 2')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('assigned-count').textContent).toBe('1'));
    expect([...asked, ...places.map(() => 'PersonPlaces')].sort()).toEqual(['PersonDeviceCount', 'PersonPlaces', 'PersonRoute']);
  });

  it("shows the person's history: who blocked them and when, the fields old → new in Russian", async () => {
    const entry = (id: number, overrides: Record<string, unknown>) => ({
      __typename: 'AuditLogEntry',
      id,
      at: '2024-03-02T07:05:00.000Z',
      userId: 1,
      userName: 'Анна Смирнова',
      client: 'web',
      action: 'update',
      actionTitle: 'Изменение',
      before: null,
      after: null,
      references: [],
      ...overrides,
    });
    const history = {
      __typename: 'AuditLogPage',
      items: [
        entry(3, { at: '2024-03-03T08:00:00.000Z', action: 'block', actionTitle: 'Блокировка', before: { blocked: false }, after: { blocked: true } }),
        entry(2, { before: { surname: 'Иванова' }, after: { surname: 'Кассирова' } }),
        entry(1, {
          at: '2024-03-01T09:30:00.000Z',
          userId: 42,
          userName: null,
          client: 'app',
          action: 'signIn',
          actionTitle: 'Вход',
          after: { phone: '+79161112233', ttl: 1209600 },
        }),
      ],
    };
    server.use(
      personHandler(vendor({ blocked: true, status: 'BLOCKED' })),
      graphql.query('PersonHistory', ({ variables }) => {
        expect(variables).toEqual({ id: 42 });
        return HttpResponse.json({ data: { user: { __typename: 'User', id: 42, history } } });
      }),
      placesHandler(new Set()),
      deviceCount(0),
    );
    renderApp('/app/vendor/42', { user: adminUser });
    // Read when asked for: the page keeps its 8 REST calls.
    fireEvent.click(await screen.findByRole('button', { name: 'Показать историю изменений' }));
    const table = await screen.findByRole('table', { name: 'История' });
    const rows = bodyCells(table);
    expect(rows).toEqual([
      ['3 марта 2024 11:00', 'Анна Смирнова (веб)', 'Блокировка', 'Заблокирован: нет → да'],
      ['2 марта 2024 10:05', 'Анна Смирнова (веб)', 'Изменение', 'Фамилия: Иванова → Кассирова'],
      ['1 марта 2024 12:30', 'Пользователь № 42 (приложение)', 'Вход', 'Телефон: +79161112233Срок сессии: 14 дней'],
    ]);
  });

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
    const inputs: unknown[] = [];
    const manager = vendor({ roleName: 'regionalManager', role: { __typename: 'Role', id: 2, name: 'regionalManager', title: 'Региональный менеджер' } });
    const podolsk = { __typename: 'City', id: 7, title: 'Подольск' };
    server.use(
      personHandler(manager, false),
      placesHandler(new Set()),
      deviceCount(0),
      graphql.query('PlaceAssignment', () =>
        HttpResponse.json({ data: { placeAssignment: { __typename: 'PlaceAssignment', rule: 'city', places: 17, assigned: false, city: podolsk } } }),
      ),
      graphql.mutation('AddUserPlace', () =>
        HttpResponse.json({ data: { addUserPlace: { __typename: 'User', id: 2, placeId: null, placeIds: [3], cityIds: [5, 7], cities: [...manager.cities, podolsk] } } }),
      ),
      graphql.mutation('UpdateUser', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({
          data: { updateUser: { ...manager, id: 2, middleName: 'Тестович', cityIds: [5, 7], cities: [...manager.cities, podolsk], cityId: 5, city: manager.city } },
        });
      }),
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
    const inputs: unknown[] = [];
    server.use(
      personHandler(),
      placesHandler(new Set()),
      deviceCount(0),
      graphql.mutation('UpdateUser', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({ data: { updateUser: { ...vendor({ surname: 'Иванова', middleName: 'Петровна' }), cityId: 5 } } });
      }),
    );
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
    const inputs: Array<Record<string, unknown>> = [];
    server.use(
      personHandler(vendor({ roleName: 'salesMan', role: { __typename: 'Role', id: 3, name: 'salesMan', title: 'Торговый представитель' } }), false),
      placesHandler(new Set()),
      deviceCount(0),
      graphql.query('LookupCities', () => HttpResponse.json({ data: { cities: { __typename: 'CityPage', items: [{ __typename: 'City', id: 6, title: 'Тверь' }] } } })),
      graphql.mutation('UpdateUser', ({ variables }) => {
        inputs.push(variables.input as Record<string, unknown>);
        return HttpResponse.json({ data: { updateUser: { ...vendor(), cityIds: [6], cities: [{ __typename: 'City', id: 6, title: 'Тверь' }] } } });
      }),
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
    const inputs: unknown[] = [];
    server.use(
      personHandler(),
      placesHandler(new Set()),
      deviceCount(0),
      graphql.mutation('UploadFile', ({ variables }) => {
        uploads.push({ container: variables.container, size: (variables.file as Blob).size });
        return HttpResponse.json({
          data: {
            uploadFile: uploadedFile('avatars', 'olga.png', 'image/png', { width: 200, path: '200/olga.png' }),
          },
        });
      }),
      graphql.mutation('UpdateUser', ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({
          data: { updateUser: { ...vendor(), avatar: { __typename: 'File', url: '/files/avatars/olga.png', thumb: '/files/avatars/200/olga.png' } } },
        });
      }),
    );
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
    const inputs: Array<Record<string, unknown>> = [];
    server.use(
      personHandler(),
      placesHandler(new Set()),
      deviceCount(0),
      graphql.mutation('UpdateUser', ({ variables }) => {
        inputs.push(variables.input as Record<string, unknown>);
        return HttpResponse.json({ data: { updateUser: { ...vendor(), blocked: true, status: 'BLOCKED' } } });
      }),
    );
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

  it('assigns and unassigns places: both lists and counts move, with the spec toasts', async () => {
    const assigned = new Set([9]);
    const calls: string[] = [];
    server.use(
      personHandler(),
      placesHandler(assigned),
      deviceCount(0),
      graphql.mutation('AddUserPlace', ({ variables }) => {
        calls.push(`add ${variables.userId} ${variables.placeId}`);
        assigned.add(variables.placeId as number);
        return HttpResponse.json({ data: { addUserPlace: { __typename: 'User', id: 42, placeId: 9, placeIds: [...assigned] } } });
      }),
      graphql.mutation('UndoUnassignPlace', ({ variables }) => {
        calls.push(`undo ${variables.userId} ${variables.placeId}`);
        assigned.add(variables.placeId as number);
        return HttpResponse.json({ data: { undo: { __typename: 'BulkResult', failed: 0, results: [{ __typename: 'BulkRowResult', id: 42, ok: true, message: null }] } } });
      }),
      graphql.mutation('RemoveUserPlace', ({ variables }) => {
        calls.push(`remove ${variables.userId} ${variables.placeId}`);
        if (variables.placeId === 9) return HttpResponse.json(graphqlError('Нет доступа', 'FORBIDDEN'));
        assigned.delete(variables.placeId as number);
        return HttpResponse.json({ data: { removeUserPlace: { __typename: 'User', id: 42, placeId: 9, placeIds: [...assigned] } } });
      }),
    );
    renderApp('/app/vendor/42', { user: adminUser });
    fireEvent.click(await screen.findByRole('button', { name: 'Назначить: Место 3' }));
    expect(await screen.findByText('Место назначено.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('assigned-count').textContent).toBe('2'));
    expect(screen.getByTestId('notAssigned-count').textContent).toBe('12');

    fireEvent.click(screen.getByRole('button', { name: 'Снять: Место 3' }));
    expect(await screen.findByText('Место снято.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('assigned-count').textContent).toBe('1'));
    // '−' offers 'Отменить' as a reject does (issue 39): the recorded reverse action gives the place back.
    fireEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(await screen.findByText('Снятие места отменено')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('assigned-count').textContent).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Снять: Место 3' }));
    await waitFor(() => expect(screen.getByTestId('assigned-count').textContent).toBe('1'));

    fireEvent.click(screen.getByRole('button', { name: 'Снять: Место 9' }));
    expect(await screen.findByText('Ошибка назначения.')).toBeTruthy();
    expect(screen.getByText('Нет доступа')).toBeTruthy();
    expect(calls).toEqual(['add 42 3', 'remove 42 3', 'undo 42 3', 'remove 42 3', 'remove 42 9']);
  });

  it('pages and searches each place list on its own', async () => {
    const requests: PersonPlacesQueryVariables[] = [];
    server.use(personHandler(), placesHandler(new Set(), requests), deviceCount(0));
    renderApp('/app/vendor/42', { user: adminUser });
    await waitFor(() => expect(screen.getByTestId('notAssigned-count').textContent).toBe('14'));
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(await screen.findByRole('link', { name: 'Место 13' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Поиск места: Не назначенные места' }), { target: { value: 'Место 1' } });
    await waitFor(() => expect(requests.at(-1)).toEqual({ userId: 42, outSearch: 'Место 1', inPage: 1, outPage: 1, pageSize: 12 }));
  });

  it('sends a device command: the event is required, the count in Russian plural forms, nobody received it', async () => {
    const sent: unknown[] = [];
    const answers = [3, 1, 0];
    server.use(
      personHandler(),
      placesHandler(new Set()),
      deviceCount(3),
      graphql.mutation('SendDeviceCommand', ({ variables }) => {
        sent.push(variables);
        return HttpResponse.json({ data: { sendDeviceCommand: answers.shift() } });
      }),
    );
    renderApp('/app/vendor/42', { user: adminUser });
    const box = await screen.findByRole('form', { name: 'Команда устройствам' });
    fireEvent.click(within(box).getByRole('button', { name: 'Отправить' }));
    expect(await within(box).findByText('Требуется команда')).toBeTruthy();

    fireEvent.change(within(box).getByRole('textbox', { name: /Команда/ }), { target: { value: 'reload' } });
    fireEvent.change(within(box).getByRole('textbox', { name: 'Данные (JSON)' }), { target: { value: '{"force": true}' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Команда отправлена: 3 устройства')).toBeTruthy();
    // Spec §8: 'Операция выполнена' after every action, the count under it (issue 39).
    expect(screen.getByText('Команда отправлена: 3 устройства').closest('[data-testid="toast"]')?.textContent).toContain('Операция выполнена');
    expect(sent).toEqual([{ event: 'reload', payload: { force: true }, userId: 42 }]);

    fireEvent.click(within(box).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Команда отправлена: 1 устройство')).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Устройств нет')).toBeTruthy();
    expect(screen.getByText('Некому отправить команду')).toBeTruthy();
  });

  it("says that nobody received a command in the chosen language, not 'Error desconocido' (es, issue 26)", async () => {
    server.use(
      personHandler(),
      placesHandler(new Set()),
      deviceCount(0),
      graphql.mutation('SendDeviceCommand', () => HttpResponse.json({ data: { sendDeviceCommand: 0 } })),
    );
    setLanguage('es');
    renderApp('/app/vendor/42', { user: adminUser });
    const box = await screen.findByRole('form', { name: 'Comando a los dispositivos' });
    fireEvent.change(within(box).getByRole('textbox', { name: /Comando/ }), { target: { value: 'reload' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Enviar' }));
    const toast = (await screen.findByText('No hay dispositivos')).closest('[data-part=root]') as HTMLElement;
    expect(within(toast).getByText('No hay a quién enviar el comando')).toBeTruthy();
    expect(within(toast).queryByText('Error desconocido')).toBeNull();
  });

  it("a regional manager's '+' says first that it assigns the place's whole city, and the toast names the count; cancelled sends nothing", async () => {
    // The gateway's rule: the places 1–14 are one city of 20 places; the manager holds 9 (so the city).
    const assigned = new Set<number>();
    const calls: string[] = [];
    server.use(
      personHandler(vendor({ roleName: 'regionalManager', role: { __typename: 'Role', id: 2, name: 'regionalManager', title: 'Региональный менеджер' } }), false),
      placesHandler(assigned),
      deviceCount(0),
      graphql.query('PlaceAssignment', ({ variables }) => {
        calls.push(`ask ${variables.userId} ${variables.placeId}`);
        return HttpResponse.json({
          data: {
            placeAssignment: { __typename: 'PlaceAssignment', rule: 'city', places: 20, assigned: assigned.size > 0, city: { __typename: 'City', id: 5, title: 'Подольск' } },
          },
        });
      }),
      graphql.mutation('AddUserPlace', ({ variables }) => {
        calls.push(`add ${variables.userId} ${variables.placeId}`);
        for (let id = 1; id <= 14; id++) assigned.add(id);
        return HttpResponse.json({ data: { addUserPlace: { __typename: 'User', id: 2, placeId: null, placeIds: [] } } });
      }),
    );
    renderApp('/app/regional-manager/2', { user: adminUser });
    expect(await screen.findByTestId('assignment-rule')).toBeTruthy();
    // The '+' asks for a confirmation: the pointer over it, or the focus, starts loading the dialog.
    expectConfirmLoadOnIntent(await screen.findByRole('button', { name: 'Назначить: Место 3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Назначить: Место 3' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Подтвердите действие')).toBeTruthy();
    expect(within(dialog).getByText('Будет назначено 20 мест города «Подольск»: региональный менеджер отвечает за все места своих городов.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual(['ask 2 3']);

    fireEvent.click(screen.getByRole('button', { name: 'Назначить: Место 3' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Продолжить' }));
    expect(await screen.findByText('Место назначено.')).toBeTruthy();
    expect(screen.getByText('Назначено 20 мест города «Подольск»')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('assigned-count').textContent).toBe('14'));
    expect(calls).toEqual(['ask 2 3', 'ask 2 3', 'add 2 3', 'ask 2 3']);
  });

  it('a regional manager sees a regional manager read-only, without device commands', async () => {
    server.use(
      personHandler(
        vendor({
          roleName: 'regionalManager',
          role: { __typename: 'Role', id: 2, name: 'regionalManager', title: 'Региональный менеджер' },
          can: { __typename: 'UserCan', update: false, assignPlaces: false },
        }),
        false,
      ),
      placesHandler(new Set([9])),
    );
    renderApp('/app/regional-manager/2', { user: regionalManagerUser });
    expect(await screen.findByRole('heading', { name: 'Ольга Кассирова', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Имя' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Команда устройствам' })).toBeNull();
    await waitFor(() => expect(screen.getByTestId('assigned-count').textContent).toBe('1'));
    expect(screen.queryByRole('button', { name: 'Снять: Место 9' })).toBeNull();
    expect(screen.queryByTestId('notAssigned-count')).toBeNull();
  });

  it('a vendor that does not exist opens /404', async () => {
    server.use(
      graphql.query('PersonRoute', () => HttpResponse.json(graphqlError('Пользователь не найден', 'NOT_FOUND'))),
      placesHandler(new Set()),
      deviceCount(0),
    );
    const { location } = renderApp('/app/vendor/999', { user: adminUser });
    await waitFor(() => expect(location().pathname).toBe('/404'));
  });

  it('starts the place lists afresh when the path changes (spec §2)', async () => {
    const requests: PersonPlacesQueryVariables[] = [];
    server.use(personHandler(), placesHandler(new Set(), requests), deviceCount(0));
    const { router } = renderApp('/app/vendor/42', { user: adminUser });
    const search = () => screen.getByRole('searchbox', { name: 'Поиск места: Не назначенные места' }) as HTMLInputElement;
    await waitFor(() => expect(screen.getByTestId('notAssigned-count').textContent).toBe('14'));
    fireEvent.change(search(), { target: { value: 'Верный' } });
    await waitFor(() => expect(requests.at(-1)?.outSearch).toBe('Верный'));

    await router.navigate('/app/vendor/43');
    await waitFor(() => expect(requests.at(-1)).toEqual({ userId: 43, inPage: 1, outPage: 1, pageSize: 12 }));
    expect(search().value).toBe('');
  });

  it('opens within the place: a link back to the place', async () => {
    server.use(personHandler(), placesHandler(new Set()), deviceCount(0));
    renderApp('/app/place/9/vendor/42', { user: adminUser });
    expect((await screen.findByRole('link', { name: '← Место' })).getAttribute('href')).toBe('/app/place/9');
  });
});
