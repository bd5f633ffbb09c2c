// Routes of spec §2. Screens are loaded per route (`lazy`), so the sign-in page does not carry the
// /app layout or any section's code.
import type { ApolloClient } from '@apollo/client';
import { redirect, type RouteObject } from 'react-router-dom';
import { resolveSession } from '../shared/session/resolve-session';
import type { SessionStore } from '../shared/session/session-store';
import { ErrorPage, NotFoundPage, RouteErrorBoundary } from './error-page';
import { paths } from './paths';
import type { RouteHandle } from './route-handle';
import { FullPageSpinner, RootLayout } from './root-layout';

export interface RouteDeps {
  client: ApolloClient;
  session: SessionStore;
}

const handle = (title: string): RouteHandle => ({ title });

/** A route that only redirects (spec §2: `/` → `/app` → `/app/profile`, `/user` → `/user/login`). */
const redirectTo = (path: string): RouteObject => ({ index: true, loader: () => redirect(path), element: null });

const placeholder = async () => ({ Component: (await import('./route-placeholder')).RoutePlaceholder });

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

export function createRoutes({ client, session }: RouteDeps): RouteObject[] {
  /** Spec §4: on the first navigation a stored user is resolved with `me`, or forgotten. */
  const resolveOnce = async () => {
    await resolveSession(session, client);
    return null;
  };

  /** Spec §2, §6: every /app route needs a signed-in user; a visitor goes to the sign-in page. */
  const requireUser = async () => {
    const user = await resolveSession(session, client);
    if (!user) throw redirect(paths.login);
    return null;
  };

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
              lazy: async () => ({ Component: (await import('../features/auth/login-page')).LoginPage }),
            },
          ],
        },
        {
          path: paths.app,
          loader: requireUser,
          lazy: async () => ({ Component: (await import('./layout/app-layout')).AppLayout }),
          children: [
            redirectTo(paths.profile),
            {
              path: paths.profile,
              handle: handle('Профиль'),
              lazy: async () => ({ Component: (await import('../features/profile/profile-page')).ProfilePage }),
            },
            {
              path: paths.tickets,
              handle: handle('Чеки'),
              lazy: async () => ({ Component: (await import('../features/tickets/tickets-page')).TicketsPage }),
            },
            ...placeholderRoutes.map(([path, title]): RouteObject => ({ path, handle: handle(title), lazy: placeholder })),
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
