// A person page as it opens: the profile, score, places, tickets and devices read beside the person, the history, a read-only view, a person that does not exist, the way back to a place.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { PersonPlacesQueryVariables } from '../../__generated__/graphql';
import { adminUser, graphqlError, regionalManagerUser, vendor } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';
import { bodyCells } from '../../test/table';
import { deviceCount, personAnswer, personHandler, placesHandler, preloadPersonPage } from './person-page.fixtures';

preloadPersonPage();

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

  it('opens within the place: a link back to the place', async () => {
    server.use(personHandler(), placesHandler(new Set()), deviceCount(0));
    renderApp('/app/place/9/vendor/42', { user: adminUser });
    expect((await screen.findByRole('link', { name: '← Место' })).getAttribute('href')).toBe('/app/place/9');
  });
});
