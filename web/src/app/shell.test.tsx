// The shell around the screens: role guards, the reminder, breadcrumbs, theme and language.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, reloadLanguage } from '../shared/i18n/i18n';
import { setLanguage } from '../shared/i18n/language';
import { COLOR_MODE_STORAGE_KEY, reloadColorMode } from '../shared/theme/color-mode';
import { adminUser, graphqlError, regionalManagerUser, vendorUser } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { server } from '../test/server';
import { gatewaySocket } from '../test/gateway-socket';
import { hasAccess, routeAccess, ANY_USER } from './access';
import { paths } from '../shared/paths';

// The chunks these tests open load once before them, in a hook (60 s), not inside the first test's
// 30 s wait: cold, on a busy two-core machine, vite transforming them on demand took 18 s of it.
beforeAll(async () => {
  await Promise.all([
    import('./layout/app-shell'),
    import('./layout/menu-drawer'),
    import('../shared/apollo/client'),
    import('../features/auth/login-page'),
    import('../features/auth/remind-page'),
    import('../features/profile/profile-page'),
    import('../features/reports/routes'),
    import('../features/people/list-routes'),
    import('../features/tickets/tickets-page'),
    import('../features/tickets/ticket-page'),
    import('../features/catalogue/cities'),
  ]);
});

const sidebarLabels = async (name = 'Разделы') => {
  const nav = await screen.findByRole('navigation', { name, hidden: true });
  return within(nav)
    .getAllByRole('link', { hidden: true })
    .map((link) => link.textContent);
};

/** The admin's empty list of tickets, once its sidebar is drawn, in Russian. */
async function openEmptyTickets() {
  renderApp('/app/tickets', { user: adminUser });
  server.use(graphql.query('TicketsRoute', () => HttpResponse.json({ data: { tickets: { __typename: 'TicketPage', items: [], total: 0, page: 1, pageSize: 24 } } })));
  expect((await sidebarLabels())[0]).toBe('Главная');
}

describe('role guards', () => {
  it('passes a listed role and any user for the special value', () => {
    expect(hasAccess('admin', ['admin'])).toBe(true);
    expect(hasAccess('vendor', ['admin', 'salesMan'])).toBe(false);
    expect(hasAccess('vendor', [ANY_USER])).toBe(true);
    expect(hasAccess(null, ['admin'])).toBe(false);
    expect(hasAccess('vendor', undefined)).toBe(true);
  });

  it('lists the regional managers for admins only and the reports for staff but not vendors', () => {
    expect(routeAccess[paths.regionalManagers]).toEqual(['admin']);
    expect(routeAccess[paths.salesMans]).toEqual(['admin', 'regionalManager']);
    expect(routeAccess[paths.vendors]).toEqual(['admin', 'regionalManager', 'salesMan']);
    expect(routeAccess[paths.reports]).toEqual(['admin', 'regionalManager', 'salesMan']);
    expect(routeAccess[paths.cities]).toEqual(['admin', 'regionalManager', 'salesMan']);
  });

  it('sends a vendor opening the reports to /error/403', async () => {
    const { location } = renderApp('/app/reports', { user: vendorUser });
    expect(await screen.findByRole('heading', { name: 'Доступ запрещён' })).toBeTruthy();
    expect(location().pathname).toBe('/error/403');
  });

  it('sends a regional manager opening the regional managers list to /error/403', async () => {
    const { location } = renderApp('/app/regional-managers', { user: regionalManagerUser });
    await waitFor(() => expect(location().pathname).toBe('/error/403'));
  });

  it('lets a regional manager open the sales reps', async () => {
    server.use(graphql.query('PeopleRoute', () => HttpResponse.json({ data: { users: { __typename: 'UserPage', items: [], total: 0, page: 1, pageSize: 12 } } })));
    const { location } = renderApp('/app/sales-mans', { user: regionalManagerUser });
    expect(await screen.findByRole('heading', { name: 'Представители', level: 1 })).toBeTruthy();
    expect(location().pathname).toBe('/app/sales-mans');
  });

  it('sends a visitor on a guarded route to the sign-in page', async () => {
    const { location } = renderApp('/app/reports');
    await waitFor(() => expect(location().pathname).toBe('/user/login'));
  });

  it('shows a vendor only the sections it may open', async () => {
    renderApp('/app/profile', { user: vendorUser });
    expect(await sidebarLabels()).toEqual(['Главная', 'Сообщения', 'Чеки', 'Места']);
  });

  it('shows an unknown /app path as the error page inside the layout', async () => {
    renderApp('/app/no-such-section', { user: adminUser });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('shows /404', async () => {
    renderApp('/404');
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeTruthy();
  });
});

describe('password reminder', () => {
  it('is linked from the sign-in page', async () => {
    const { location } = renderApp('/user/login');
    fireEvent.click(await screen.findByRole('link', { name: 'Забыли пароль?' }));
    expect(await screen.findByRole('heading', { name: 'Восстановление пароля' })).toBeTruthy();
    expect(location().pathname).toBe('/user/remind');
  });

  it("shows the server's message as the success notification and goes to the sign-in page", async () => {
    let sent: unknown;
    server.use(
      graphql.mutation('AuthRenewPassword', ({ variables }) => {
        sent = variables;
        return HttpResponse.json({ data: { renewPassword: 'Новый пароль отправлен в SMS.' } });
      }),
    );
    const { location } = renderApp('/user/remind');
    fireEvent.change(await screen.findByLabelText('Телефон'), { target: { value: '+79990000002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Получить пароль' }));
    expect(await screen.findByText('Новый пароль отправлен в SMS.')).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/user/login'));
    expect(sent).toEqual({ phone: '+79990000002' });
  });

  it("says its own sentence in Spanish instead of the server's Russian (issue 26)", async () => {
    server.use(graphql.mutation('AuthRenewPassword', () => HttpResponse.json({ data: { renewPassword: 'Новый пароль отправлен в SMS на номер +79990000002.' } })));
    setLanguage('es');
    const first = renderApp('/user/remind');
    fireEvent.change(await screen.findByLabelText('Teléfono'), { target: { value: '+79990000002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Obtener contraseña' }));
    expect(await screen.findByText('Se ha enviado una nueva contraseña por SMS al número +79990000002.')).toBeTruthy();
    expect(screen.queryByText('Новый пароль отправлен в SMS на номер +79990000002.')).toBeNull();
    await waitFor(() => expect(first.location().pathname).toBe('/user/login'));
  });

  it('shows the error notification and stays when the server refuses', async () => {
    server.use(graphql.mutation('AuthRenewPassword', () => HttpResponse.json(graphqlError('Пользователь не найден', 'NOT_FOUND'))));
    const { location } = renderApp('/user/remind');
    fireEvent.change(await screen.findByLabelText('Телефон'), { target: { value: '+79990000009' } });
    fireEvent.click(screen.getByRole('button', { name: 'Получить пароль' }));
    expect(await screen.findByText('Пользователь не найден')).toBeTruthy();
    expect(screen.getByText('Ошибка')).toBeTruthy();
    expect(location().pathname).toBe('/user/remind');
  });

  it('checks the phone first', async () => {
    renderApp('/user/remind');
    fireEvent.change(await screen.findByLabelText('Телефон'), { target: { value: '+7999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Получить пароль' }));
    expect(await screen.findByText('Введите номер: +7 и 10 цифр.')).toBeTruthy();
  });
});

describe('layout', () => {
  it('says in the header that live updates are unavailable while the gateway has no link to the API', async () => {
    renderApp('/app/profile', { user: adminUser });
    const indicator = await screen.findByRole('status', { name: 'Соединение с сервером: В сети' });
    await waitFor(() => expect(gatewaySocket.subscribed('LiveStatus')).toHaveLength(1));
    gatewaySocket.emit('LiveStatus', { liveStatusChanged: { __typename: 'LiveStatus', upstreamConnected: false } });
    await waitFor(() => expect(indicator.getAttribute('aria-label')).toBe('Соединение с сервером: Живые обновления недоступны'));
    expect(indicator.textContent).toBe('Живые обновления недоступны');
    expect(indicator.dataset.state).toBe('unavailable');
    gatewaySocket.emit('LiveStatus', { liveStatusChanged: { __typename: 'LiveStatus', upstreamConnected: true } });
    await waitFor(() => expect(indicator.dataset.state).toBe('live'));
  });

  it('starts with a skip link to the main content', async () => {
    renderApp('/app/profile', { user: adminUser });
    const skip = await screen.findByRole('link', { name: 'Перейти к содержимому' });
    expect(skip.getAttribute('href')).toBe('#main');
    fireEvent.click(skip);
    expect(document.activeElement?.id).toBe('main');
  });

  it('opens the sections in a drawer from the menu button, with the user, and closes it on navigation', async () => {
    const { location } = renderApp('/app/profile', { user: adminUser });
    const menu = await screen.findByRole('button', { name: 'Меню' });
    // What Chakra's Drawer.Trigger gave it, though the drawer's code loads on the first press.
    expect([menu.getAttribute('aria-haspopup'), menu.getAttribute('aria-expanded'), menu.getAttribute('aria-controls')]).toEqual(['dialog', 'false', null]);
    fireEvent.click(menu);
    const drawer = await screen.findByRole('dialog');
    expect([menu.getAttribute('aria-expanded'), menu.getAttribute('aria-controls')]).toEqual(['true', drawer.id]);
    expect(within(drawer).getByTestId('drawer-user').textContent).toBe('Анна АдминоваАдминистратор');
    // The header links the explorer from 1024 px only; below, the drawer does.
    expect(within(drawer).getByRole('link', { name: 'GraphQL' }).getAttribute('href')).toBe('/graphql');
    fireEvent.click(within(drawer).getByRole('link', { name: 'Города' }));
    await waitFor(() => expect(location().pathname).toBe('/app/cities'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('links the GraphQL explorer for whom the gateway lets open it (rights.useExplorer), not by role', async () => {
    const explorerLinks = async (user: typeof adminUser) => {
      const view = renderApp('/app/profile', { user });
      await screen.findByTestId('current-user');
      // Shown from 1024 px (jsdom has no media queries): the header's links, by what they say.
      const hrefs = [...document.querySelectorAll('header a')].filter((link) => link.textContent === 'GraphQL').map((link) => link.getAttribute('href'));
      view.unmount();
      return hrefs;
    };
    expect(await explorerLinks(regionalManagerUser)).toEqual(['/graphql']);
    expect(await explorerLinks(vendorUser)).toEqual([]);
    expect(await explorerLinks({ ...adminUser, rights: { ...adminUser.rights!, useExplorer: false } })).toEqual([]);
  });

  it('shows breadcrumbs: home, the section and the screen', async () => {
    renderApp('/app/ticket/5', { user: adminUser });
    const crumbs = await screen.findByRole('navigation', { name: 'Путь', hidden: true }, { timeout: 10_000 }); // hidden below 640 px; jsdom has no media queries
    await waitFor(() =>
      expect(
        within(crumbs)
          .getAllByRole('listitem', { hidden: true })
          .map((item) => item.textContent)
          .filter(Boolean),
      ).toEqual(['Главная', 'Чеки', 'Чек']),
    );
    expect(within(crumbs).getByRole('link', { name: 'Чеки', hidden: true }).getAttribute('href')).toBe('/app/tickets');
  });
});

describe('theme and language', () => {
  it('follows the system colour scheme, live, until the user picks a theme with the toggle', async () => {
    // The system's `prefers-color-scheme: dark`, switchable: a MediaQueryList that tells its listeners.
    let dark = true;
    const listeners = new Set<() => void>();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      get matches() {
        return query === '(prefers-color-scheme: dark)' && dark;
      },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia;
    const systemTurns = (to: boolean) => act(() => ((dark = to), listeners.forEach((listener) => listener())));
    try {
      reloadColorMode();
      renderApp('/user/login');
      expect(await screen.findByRole('button', { name: 'Светлая тема' })).toBeTruthy();
      expect([document.documentElement.classList.contains('dark'), localStorage.getItem(COLOR_MODE_STORAGE_KEY)]).toEqual([true, null]);
      systemTurns(false);
      expect(await screen.findByRole('button', { name: 'Тёмная тема' })).toBeTruthy();
      expect(document.documentElement.classList.contains('dark')).toBe(false);
      // The user picks dark: the system's changes no longer count.
      fireEvent.click(screen.getByRole('button', { name: 'Тёмная тема' }));
      expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
      systemTurns(false);
      systemTurns(true);
      systemTurns(false);
      expect([document.documentElement.classList.contains('dark'), screen.getByRole('button', { name: 'Светлая тема' }).tagName]).toEqual([true, 'BUTTON']);
    } finally {
      window.matchMedia = original;
    }
  });

  it('opens light and stores nothing on the first visit when the system says nothing', async () => {
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
    renderApp('/user/login');
    await screen.findByRole('button', { name: 'Тёмная тема' });
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.classList.contains('light')).toBe(true);
  });

  it("reads an old stored 'light' as 'light.blue'", async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'light');
    renderApp('/user/login');
    await screen.findByRole('button', { name: 'Тёмная тема' });
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light.blue');
  });

  it('starts light, switches to dark and back, keeping the choice', async () => {
    renderApp('/user/login');
    const toggle = await screen.findByRole('button', { name: 'Тёмная тема' });
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    fireEvent.click(toggle);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('dark');
    fireEvent.click(await screen.findByRole('button', { name: 'Светлая тема' }));
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    expect(localStorage.getItem(COLOR_MODE_STORAGE_KEY)).toBe('light.blue');
  });

  it('opens in the stored dark theme', async () => {
    localStorage.setItem(COLOR_MODE_STORAGE_KEY, 'dark');
    reloadColorMode();
    renderApp('/user/login');
    expect(await screen.findByRole('button', { name: 'Светлая тема' })).toBeTruthy();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
  });

  it('is Russian by default and switches the shell to English, remembering it', async () => {
    await openEmptyTickets();
    const select = screen.getAllByRole('combobox', { name: 'Язык' })[0] as HTMLSelectElement;
    expect([...select.options].map((option) => [option.value, option.textContent])).toEqual([
      ['ru', 'Русский'],
      ['en', 'English'],
      ['es', 'Español'],
      ['en-RTL', 'English (RTL)'],
    ]);
    fireEvent.change(select, { target: { value: 'en' } });
    await waitFor(async () => expect((await sidebarLabels('Sections')).slice(0, 3)).toEqual(['Home', 'Messages', 'Receipts']));
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('switches to Spanish: the shell, the tab title and the breadcrumbs', async () => {
    await openEmptyTickets();
    fireEvent.change(screen.getAllByRole('combobox', { name: 'Язык' })[0]!, { target: { value: 'es' } });
    await waitFor(async () => expect((await sidebarLabels('Secciones')).slice(0, 3)).toEqual(['Inicio', 'Mensajes', 'Tickets']));
    expect(screen.getByRole('button', { name: 'Salir' })).toBeTruthy();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    await waitFor(() => expect(document.title).toBe('Tickets · Back office'));
  });

  it('lays English right to left: dir=rtl on <html>, English texts, stored as en-RTL', async () => {
    renderApp('/user/login');
    const select = await screen.findByRole('combobox', { name: 'Язык' });
    expect(document.documentElement.dir).toBe('ltr');
    fireEvent.change(select, { target: { value: 'en-RTL' } });
    // Each English text in a left-to-right isolate (U+2066 … U+2069): it reads in its own order on the mirrored page.
    expect(await screen.findByRole('button', { name: '\u2066Sign in\u2069' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-RTL');
    fireEvent.change(screen.getByRole('combobox', { name: '\u2066Language\u2069' }), { target: { value: 'ru' } });
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('reads the language from local storage: the sign-in and error pages in English', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    reloadLanguage();
    renderApp('/user/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByLabelText('Phone')).toBeTruthy();
  });

  it('shows the 403 page in English', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    reloadLanguage();
    renderApp('/error/403');
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
  });
});
