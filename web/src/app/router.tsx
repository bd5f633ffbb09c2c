// Routes of spec §2. Screens are loaded per route (`lazy`, through `loadChunk` and its 120 s limit),
// so the sign-in page carries neither the /app layout, nor Apollo Client, nor any section's code.
import type { ApolloClient } from '@apollo/client';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { SessionStore } from '../shared/session/session-store';
import { hasAccess, routeAccess } from './access';
import { ErrorPage, NotFoundPage, RouteErrorBoundary } from './error-page';
import { loadChunk } from './load-chunk';
import { paths } from './paths';
import type { RouteHandle } from './route-handle';
import { FullPageSpinner, RootLayout } from './root-layout';

export interface RouteDeps {
  session: SessionStore;
  /** Resolves the stored user once per page load (spec §4); a failure forgets it. */
  resolveSession: () => Promise<unknown>;
  /** The one Apollo client, created (and its code loaded) on the first visit of /app. */
  apollo: () => Promise<ApolloClient>;
}

const handle = (title: string): RouteHandle => ({ title });

/** A route that only redirects (spec §2: `/` → `/app` → `/app/profile`, `/user` → `/user/login`). */
const redirectTo = (path: string): RouteObject => ({ index: true, loader: () => redirect(path), element: null });

const placeholder = async () => ({
  Component: (await loadChunk(() => import('./route-placeholder'))).RoutePlaceholder,
});

/** /app routes whose screens later issues build: a titled placeholder until then. */
const placeholderRoutes: Array<[path: string, title: string]> = [
  [paths.messenger, 'Сообщения'],
  [paths.ticket, 'Чек'],
  [paths.regionalManagers, 'Региональные менеджеры'],
  [paths.regionalManager, 'Региональный менеджер'],
  [paths.regionalManagerPlace, 'Место'],
  [paths.salesMans, 'Представители'],
  [paths.salesMan, 'Представитель'],
  [paths.salesManPlace, 'Место'],
  [paths.vendors, 'Продавцы'],
  [paths.vendor, 'Продавец'],
  [paths.vendorPlace, 'Место'],
  [paths.vendorTicket, 'Чек'],
  [paths.places, 'Места'],
  [paths.place, 'Место'],
  [paths.placeVendor, 'Продавец'],
  [paths.placeSalesMan, 'Представитель'],
  [paths.placeRegionalManager, 'Региональный менеджер'],
  [paths.placeTicket, 'Чек'],
  [paths.cities, 'Города'],
  [paths.city, 'Город'],
  [paths.admEntities, 'Адм. образования'],
  [paths.admEntity, 'Адм. образование'],
  [paths.regions, 'Регионы'],
  [paths.region, 'Регион'],
  [paths.campaigns, 'Кампании'],
  [paths.campaign, 'Кампания'],
  [paths.campaignPeriod, 'Период'],
  [paths.reports, 'Отчёты'],
  [paths.products, 'Продукты'],
  [paths.product, 'Продукт'],
];

export function createRoutes({ session, resolveSession, apollo }: RouteDeps): RouteObject[] {
  const resolveOnce: LoaderFunction = async () => {
    await resolveSession();
    return null;
  };

  /** Spec §2, §6: every /app route needs a signed-in user; a visitor goes to the sign-in page. */
  const requireUser: LoaderFunction = async () => {
    await resolveSession();
    if (!session.getUser()) throw redirect(paths.login);
    return null;
  };

  /** Spec §6: a signed-in user whose role the route does not list goes to /error/403. */
  const guarded = (path: string, route: Omit<RouteObject, 'path' | 'index' | 'children'>): RouteObject => ({
    ...route,
    path,
    loader: async () => {
      await resolveSession(); // loaders of nested routes run in parallel with the parent's
      const user = session.getUser();
      if (!user) throw redirect(paths.login);
      if (!hasAccess(user.roleName, routeAccess[path])) throw redirect('/error/403');
      return null;
    },
  });

  return [
    {
      id: 'root',
      loader: resolveOnce,
      shouldRevalidate: () => false,
      HydrateFallback: FullPageSpinner,
      ErrorBoundary: RouteErrorBoundary,
      Component: RootLayout,
      children: [
        redirectTo(paths.app),
        {
          path: paths.user,
          children: [
            redirectTo(paths.login),
            {
              path: paths.login,
              handle: handle('Вход'),
              lazy: async () => ({
                Component: (await loadChunk(() => import('../features/auth/login-page'))).LoginPage,
              }),
            },
            {
              path: paths.remind,
              handle: handle('Восстановление пароля'),
              lazy: async () => ({
                Component: (await loadChunk(() => import('../features/auth/remind-page'))).RemindPage,
              }),
            },
          ],
        },
        {
          path: paths.app,
          loader: requireUser,
          lazy: async () => {
            const [{ AppShell }, client] = await Promise.all([loadChunk(() => import('./layout/app-shell')), apollo()]);
            return { Component: () => <AppShell client={client} /> };
          },
          children: [
            redirectTo(paths.profile),
            guarded(paths.profile, {
              handle: handle('Профиль'),
              lazy: async () => ({
                Component: (await loadChunk(() => import('../features/profile/profile-page'))).ProfilePage,
              }),
            }),
            guarded(paths.tickets, {
              handle: handle('Чеки'),
              lazy: async () => ({
                Component: (await loadChunk(() => import('../features/tickets/tickets-page'))).TicketsPage,
              }),
            }),
            ...placeholderRoutes.map(([path, title]) => guarded(path, { handle: handle(title), lazy: placeholder })),
            { path: '*', handle: handle('Страница не найдена'), element: <NotFoundPage embedded /> },
          ],
        },
        { path: paths.notFound, handle: handle('Страница не найдена'), element: <ErrorPage code="404" /> },
        { path: paths.error, handle: handle('Ошибка'), Component: ErrorPage },
        { path: '*', handle: handle('Страница не найдена'), element: <NotFoundPage /> },
      ],
    },
  ];
}
