// Routes of spec §2. Screens are loaded per route (`lazy`, through `loadChunk` and its 120 s limit),
// so the sign-in page carries neither the /app layout, nor Apollo Client, nor any section's code.
import type { LiveApolloClient } from '../shared/apollo/client';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { SessionStore } from '../shared/session/session-store';
import { hasAccess, routeAccess } from './access';
import { ErrorPage, NotFoundPage, RouteErrorBoundary } from './error-page';
import { loadChunk } from './load-chunk';
import { paths } from '../shared/paths';
import type { RouteHandle } from './route-handle';
import { FullPageSpinner, RootLayout } from './root-layout';

export interface RouteDeps {
  session: SessionStore;
  /** Resolves the stored user once per page load (spec §4); a failure forgets it. */
  resolveSession: () => Promise<unknown>;
  /** The one Apollo client, created (and its code loaded) on the first visit of /app. */
  apollo: () => Promise<LiveApolloClient>;
}

const handle = (title: string): RouteHandle => ({ title });

/** A route that only redirects (spec §2: `/` → `/app` → `/app/profile`, `/user` → `/user/login`). */
const redirectTo = (path: string): RouteObject => ({ index: true, loader: () => redirect(path), element: null });

/**
 * Every /app screen: its path, its title, and its component, loaded per route from its feature's
 * `routes.tsx` (`features/<family>/routes.tsx` exports one component per screen).
 */
type Screen = [path: string, title: string, load: () => Promise<ComponentType>];

const fromModule =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async (): Promise<ComponentType> =>
    (await loadChunk(load))[name] as ComponentType;

const tickets = () => import('../features/tickets/routes');
const people = () => import('../features/people/routes');
const catalogue = () => import('../features/catalogue/routes');
const messenger = () => import('../features/messenger/routes');
const reports = () => import('../features/reports/routes');
const audit = () => import('../features/audit/routes');

const screens: Screen[] = [
  [paths.profile, 'Профиль', fromModule(() => import('../features/profile/profile-page'), 'ProfilePage')],
  [paths.tickets, 'Чеки', fromModule(tickets, 'TicketsPage')],
  [paths.ticket, 'Чек', fromModule(tickets, 'TicketPage')],
  [paths.vendorTicket, 'Чек', fromModule(tickets, 'TicketPage')],
  [paths.placeTicket, 'Чек', fromModule(tickets, 'TicketPage')],
  [paths.messenger, 'Сообщения', fromModule(messenger, 'MessengerPage')],
  [paths.reports, 'Отчёты', fromModule(reports, 'ReportsPage')],
  [paths.audit, 'Журнал действий', fromModule(audit, 'AuditPage')],
  [paths.regionalManagers, 'Региональные менеджеры', fromModule(people, 'RegionalManagersPage')],
  [paths.regionalManager, 'Региональный менеджер', fromModule(people, 'RegionalManagerPage')],
  [paths.regionalManagerPlace, 'Место', fromModule(people, 'PlacePage')],
  [paths.salesMans, 'Представители', fromModule(people, 'SalesMansPage')],
  [paths.salesMan, 'Представитель', fromModule(people, 'SalesManPage')],
  [paths.salesManPlace, 'Место', fromModule(people, 'PlacePage')],
  [paths.vendors, 'Продавцы', fromModule(people, 'VendorsPage')],
  [paths.vendor, 'Продавец', fromModule(people, 'VendorPage')],
  [paths.vendorPlace, 'Место', fromModule(people, 'PlacePage')],
  [paths.places, 'Места', fromModule(people, 'PlacesPage')],
  [paths.place, 'Место', fromModule(people, 'PlacePage')],
  [paths.placeVendor, 'Продавец', fromModule(people, 'VendorPage')],
  [paths.placeSalesMan, 'Представитель', fromModule(people, 'SalesManPage')],
  [paths.placeRegionalManager, 'Региональный менеджер', fromModule(people, 'RegionalManagerPage')],
  [paths.cities, 'Города', fromModule(catalogue, 'CitiesPage')],
  [paths.city, 'Город', fromModule(catalogue, 'CityPage')],
  [paths.admEntities, 'Адм. образования', fromModule(catalogue, 'AdmEntitiesPage')],
  [paths.admEntity, 'Адм. образование', fromModule(catalogue, 'AdmEntityPage')],
  [paths.regions, 'Регионы', fromModule(catalogue, 'RegionsPage')],
  [paths.region, 'Регион', fromModule(catalogue, 'RegionPage')],
  [paths.placeTypes, 'Типы мест', fromModule(catalogue, 'PlaceTypesPage')],
  [paths.campaigns, 'Кампании', fromModule(catalogue, 'CampaignsPage')],
  [paths.campaign, 'Кампания', fromModule(catalogue, 'CampaignPage')],
  [paths.campaignPeriod, 'Период', fromModule(catalogue, 'PeriodPage')],
  [paths.products, 'Продукты', fromModule(catalogue, 'ProductsPage')],
  [paths.product, 'Продукт', fromModule(catalogue, 'ProductPage')],
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
              // A signed-in user who opens the sign-in page goes to /app.
              loader: async () => {
                await resolveSession();
                if (session.getUser()) throw redirect(paths.app);
                return null;
              },
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
          // The client of the signed-in user: loaded with the first /app route, created again after a
          // sign-out and a new sign-in (the loader runs on every navigation into /app).
          loader: async (args) => {
            await requireUser(args);
            return { live: await apollo() };
          },
          shouldRevalidate: ({ currentUrl, nextUrl }) =>
            !currentUrl.pathname.startsWith(paths.app) || !nextUrl.pathname.startsWith(paths.app),
          lazy: async () => ({ Component: (await loadChunk(() => import('./layout/app-shell'))).AppShellRoute }),
          children: [
            redirectTo(paths.profile),
            ...screens.map(([path, title, load]) =>
              guarded(path, { handle: handle(title), lazy: async () => ({ Component: await load() }) }),
            ),
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
