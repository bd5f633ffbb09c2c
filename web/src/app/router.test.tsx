import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_STORAGE_KEY } from '../shared/session/session-store';
import { adminUser, graphqlError } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';

const storedUser = () => localStorage.getItem(SESSION_STORAGE_KEY);

// jsdom does not evaluate media queries, so the desktop sidebar (hidden below 768 px) counts as
// hidden there; `hidden: true` finds it anyway.
const sidebar = () => screen.findByRole('navigation', { name: 'Разделы', hidden: true });

describe('routes and session', () => {
  it('sends a visitor on an /app route to the sign-in page without asking the gateway', async () => {
    const { location } = renderApp('/app/tickets');
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(location().pathname).toBe('/user/login');
  });

  it('redirects / to /app and /app to the profile for a signed-in user', async () => {
    const { location } = renderApp('/', { user: adminUser });
    await waitFor(() => expect(location().pathname).toBe('/app/profile'));
    expect(await screen.findByRole('heading', { name: 'Профиль' })).toBeTruthy();
  });

  it('redirects /user to /user/login', async () => {
    const { location } = renderApp('/user');
    await waitFor(() => expect(location().pathname).toBe('/user/login'));
  });

  it.each([
    ['the gateway no longer knows (me is null)', { data: { me: null } }, '/app/profile'],
    ['when the gateway says the session is gone (UNAUTHENTICATED)', graphqlError('Сессия истекла', 'UNAUTHENTICATED'), '/app/tickets'],
  ])('forgets a stored user %s', async (_, me, path) => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(adminUser));
    server.use(graphql.query('SessionMe', () => HttpResponse.json(me)));
    const { location } = renderApp(path);
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(location().pathname).toBe('/user/login');
    expect(storedUser()).toBeNull();
  });

  it('keeps the user signed in through a blip: no network, then a 502, then the list loads on retry', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(adminUser));
    server.use(
      graphql.query('SessionMe', () => HttpResponse.error()),
      // Until the API is back (below): the route's loader reads the list first, and the screen reads
      // it again when it mounts after that read failed (issue 42, docs/adr/0050-route-queries-start-in-loaders.md).
      graphql.query('TicketsRoute', () => new HttpResponse(null, { status: 502 })),
    );
    const { location } = renderApp('/app/tickets');
    expect(await screen.findByText('Нет связи с сервером.')).toBeTruthy();
    expect(location().pathname).toBe('/app/tickets');
    expect(JSON.parse(storedUser()!)).toEqual(adminUser);
    server.use(
      graphql.query('TicketsRoute', () =>
        HttpResponse.json({
          data: {
            tickets: { __typename: 'TicketPage', items: [], total: 0, page: 1, pageSize: 24 },
            autoProcessor: { __typename: 'AutoProcessor', status: 'stopped', history: [], counters: [] },
          },
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    expect(JSON.parse(storedUser()!)).toEqual(adminUser);
  });

  it('sends a signed-in user who opens the sign-in page to /app', async () => {
    const { location } = renderApp('/user/login', { user: adminUser });
    await waitFor(() => expect(location().pathname).toBe('/app/profile'));
  });

  it('shows the error page for an unknown path and for /error/:code', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
  });

  it('shows 403 at /error/403', async () => {
    renderApp('/error/403');
    expect(await screen.findByRole('heading', { name: 'Доступ запрещён' })).toBeTruthy();
  });

  it('shows the sidebar sections with the current one marked, and the user in the header', async () => {
    server.use(graphql.query('TicketsRoute', () => HttpResponse.json({ data: { tickets: { __typename: 'TicketPage', items: [], total: 0, page: 1, pageSize: 24 } } })));
    renderApp('/app/tickets', { user: adminUser });
    const nav = await sidebar();
    const labels = within(nav)
      .getAllByRole('link', { hidden: true })
      .map((link) => link.textContent);
    expect(labels).toEqual([
      'Главная',
      'Сообщения',
      'Чеки',
      'Продавцы',
      'Представители',
      'Региональные менеджеры',
      'Места',
      'Кампании',
      'Продукты',
      'Отчёты',
      'Журнал действий',
      'Города',
      'Регионы',
      'Адм. образования',
      'Типы мест',
    ]);
    expect(within(nav).getByRole('link', { name: 'Чеки', hidden: true }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Главная', hidden: true }).getAttribute('aria-current')).toBeNull();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Анна Админова')).toBeTruthy();
    expect(within(header).getByText('Администратор')).toBeTruthy();
  });

  it('hides what the API lacks, but not the journal: the gateway keeps it when the API has none (issue 37)', async () => {
    server.use(
      graphql.query('UpstreamCapabilities', () =>
        HttpResponse.json({
          data: {
            upstreamCapabilities: {
              __typename: 'UpstreamCapabilities',
              routes: [
                { __typename: 'UpstreamCapability', name: 'REPORTS', state: 'MISSING' },
                { __typename: 'UpstreamCapability', name: 'AUDIT_TRAIL', state: 'MISSING' },
              ],
            },
          },
        }),
      ),
      graphql.query('TicketsRoute', () => HttpResponse.json({ data: { tickets: { __typename: 'TicketPage', items: [], total: 0, page: 1, pageSize: 24 } } })),
    );
    renderApp('/app/tickets', { user: adminUser });
    const nav = await sidebar();
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Отчёты', hidden: true })).toBeNull());
    expect(within(nav).getByRole('link', { name: 'Журнал действий', hidden: true }).getAttribute('href')).toBe('/app/audit');
  });

  it('marks the section of a detail screen', async () => {
    renderApp('/app/vendor/5', { user: adminUser });
    const nav = await sidebar();
    expect(within(nav).getByRole('link', { name: 'Продавцы', hidden: true }).getAttribute('aria-current')).toBe('page');
  });

  it('signs out: revokes the session, forgets the user and goes to the sign-in page', async () => {
    let loggedOut = false;
    server.use(
      graphql.mutation('AuthSignOut', () => {
        loggedOut = true;
        return HttpResponse.json({ data: { logout: true } });
      }),
      // The profile's own query, answered: unanswered, msw's 'error' strategy rejected it as an
      // unhandled rejection once (a full run under load) when the sign-out cut it off in flight.
      graphql.query('ProfileRoute', () => HttpResponse.json({ data: { me: adminUser, apiTokens: [] } })),
    );
    const { location, apollo } = renderApp('/app/profile', { user: adminUser });
    const signedIn = await apollo();
    fireEvent.click(await screen.findByRole('button', { name: 'Выйти' }));

    expect(await screen.findByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(loggedOut).toBe(true);
    expect(location().pathname).toBe('/user/login');
    expect(storedUser()).toBeNull();
    expect(signedIn.client.cache.extract()).toEqual({});
  });

  it('goes to the sign-in page when any operation answers UNAUTHENTICATED', async () => {
    server.use(graphql.query('TicketsRoute', () => HttpResponse.json(graphqlError('Сессия истекла', 'UNAUTHENTICATED'))));
    const { location } = renderApp('/app/tickets', { user: adminUser });
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(location().pathname).toBe('/user/login');
    expect(storedUser()).toBeNull();
  });
});
