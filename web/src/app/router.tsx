// Routes of spec §2. Screens are loaded per route (`lazy`, through `loadChunk` and its 120 s limit),
// so the sign-in page carries neither the /app layout, nor Apollo Client, nor any section's code.
import type { LiveApolloClient } from '../shared/apollo/client';
import type { RouteStart } from '../shared/apollo/route-starter';
import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { SessionStore } from '../shared/session/session-store';
import { hasAccess, routeAccess } from './access';
import { ErrorPage, NotFoundPage, RouteErrorBoundary } from './error-page';
import { loadChunk } from '../shared/load-chunk';
import { paths } from '../shared/paths';
import type { RouteHandle, RouteTitleKey } from './route-handle';
import { FullPageSpinner, RootLayout } from './root-layout';

export interface RouteDeps {
  session: SessionStore;
  /** Resolves the stored user once per page load (spec §4); a failure forgets it. */
  resolveSession: () => Promise<unknown>;
  /** The one Apollo client, created (and its code loaded) on the first visit of /app. */
  apollo: () => Promise<LiveApolloClient>;
}

const handle = (title: RouteTitleKey): RouteHandle => ({ title });

/** A route that only redirects (spec §2: `/` → `/app` → `/app/profile`, `/user` → `/user/login`). */
const redirectTo = (path: string): RouteObject => ({ index: true, loader: () => redirect(path), element: null });

/**
 * Every /app screen: its path, its title, and its component, loaded per route from the module that
 * exports it (a screen's own module, or a `…routes.tsx` that gives a shared page its props).
 */
type Screen = [path: string, title: RouteTitleKey, load: () => Promise<ComponentType>, start?: () => Promise<RouteStart>];

const fromModule =
  <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string) =>
  async (): Promise<ComponentType> =>
    (await loadChunk(load))[name] as ComponentType;

// Each screen is a chunk of its own (issue 27): a list does not load the record page's forms (the
// catalogue's editors are modules of their own), nor a screen its family's other screens.
const tickets = () => import('../features/tickets/tickets-page');
const ticket = () => import('../features/tickets/ticket-page');
const peopleLists = () => import('../features/people/list-routes');
const person = () => import('../features/people/person-routes');
const places = () => import('../features/people/places-page');
const place = () => import('../features/people/place-routes');
const cities = () => import('../features/catalogue/cities');
const city = () => import('../features/catalogue/city');
const titled = () => import('../features/catalogue/titled');
const titledEditors = () => import('../features/catalogue/titled-editor');
const campaigns = () => import('../features/catalogue/campaigns');
const campaign = () => import('../features/catalogue/campaign');
const period = () => import('../features/catalogue/period');
const products = () => import('../features/catalogue/products');
const product = () => import('../features/catalogue/product');
const messenger = () => import('../features/messenger/routes');
const reports = () => import('../features/reports/routes');
const audit = () => import('../features/audit/routes');

// Code and data in parallel (issue 42): every screen's starter (docs/adr/0083-route-starters-beside-the-screen.md),
// a chunk of a few hundred bytes, the operation's id and the variables of the URL, loaded by the route
// beside the screen's code, and by the shell once the first screen is drawn (`warmStarters`).
const starter =
  <K extends string, M extends Record<K, RouteStart>>(load: () => Promise<M>, name: K) =>
  async (): Promise<RouteStart> =>
    (await load())[name];
const ticketStarters = () => import('../features/tickets/ticket-starter');
const personStarters = () => import('../features/people/person-starter');
const placeStarters = () => import('../features/people/place-starter');
const catalogueStarters = () => import('../features/catalogue/catalogue-starter');
const campaignStarters = () => import('../features/catalogue/campaign-starter');
const [ticketStart, vendorStart, staffStart] = [starter(ticketStarters, 'startTicket'), starter(personStarters, 'startVendor'), starter(personStarters, 'startStaff')];
const placeStart = starter(placeStarters, 'startPlace');

const screens: Screen[] = [
  [
    paths.profile,
    'profile',
    fromModule(() => import('../features/profile/profile-page'), 'ProfilePage'),
    starter(() => import('../features/profile/profile-starter'), 'startProfile'),
  ],
  [paths.tickets, 'tickets', fromModule(tickets, 'TicketsPage'), starter(() => import('../features/tickets/tickets-starter'), 'startTickets')],
  [paths.ticket, 'ticket', fromModule(ticket, 'TicketPage'), ticketStart],
  [paths.vendorTicket, 'ticket', fromModule(ticket, 'TicketPage'), ticketStart],
  [paths.placeTicket, 'ticket', fromModule(ticket, 'TicketPage'), ticketStart],
  [paths.messenger, 'messenger', fromModule(messenger, 'MessengerPage'), starter(() => import('../features/messenger/messenger-starter'), 'startMessenger')],
  [paths.reports, 'reports', fromModule(reports, 'ReportsPage'), starter(() => import('../features/reports/reports-starter'), 'startReports')],
  [paths.audit, 'audit', fromModule(audit, 'AuditPage'), starter(() => import('../features/audit/audit-starter'), 'startAudit')],
  [paths.regionalManagers, 'regionalManagers', fromModule(peopleLists, 'RegionalManagersPage'), starter(personStarters, 'startRegionalManagers')],
  [paths.regionalManager, 'regionalManager', fromModule(person, 'RegionalManagerPage'), staffStart],
  [paths.regionalManagerPlace, 'place', fromModule(place, 'PlacePage'), placeStart],
  [paths.salesMans, 'salesMans', fromModule(peopleLists, 'SalesMansPage'), starter(personStarters, 'startSalesMans')],
  [paths.salesMan, 'salesMan', fromModule(person, 'SalesManPage'), staffStart],
  [paths.salesManPlace, 'place', fromModule(place, 'PlacePage'), placeStart],
  [paths.vendors, 'vendors', fromModule(peopleLists, 'VendorsPage'), starter(personStarters, 'startVendors')],
  [paths.vendor, 'vendor', fromModule(person, 'VendorPage'), vendorStart],
  [paths.vendorPlace, 'place', fromModule(place, 'PlacePage'), placeStart],
  [paths.places, 'places', fromModule(places, 'PlacesPage'), starter(placeStarters, 'startPlaces')],
  [paths.place, 'place', fromModule(place, 'PlacePage'), placeStart],
  [paths.placeVendor, 'vendor', fromModule(person, 'VendorPage'), vendorStart],
  [paths.placeSalesMan, 'salesMan', fromModule(person, 'SalesManPage'), staffStart],
  [paths.placeRegionalManager, 'regionalManager', fromModule(person, 'RegionalManagerPage'), staffStart],
  [paths.cities, 'cities', fromModule(cities, 'CitiesPage'), starter(catalogueStarters, 'startCities')],
  [paths.city, 'city', fromModule(city, 'CityPage'), starter(catalogueStarters, 'startCity')],
  [paths.admEntities, 'admEntities', fromModule(titled, 'AdmEntitiesPage'), starter(catalogueStarters, 'startAdmEntities')],
  [paths.admEntity, 'admEntity', fromModule(titledEditors, 'AdmEntityPage'), starter(catalogueStarters, 'startAdmEntity')],
  [paths.regions, 'regions', fromModule(titled, 'RegionsPage'), starter(catalogueStarters, 'startRegions')],
  [paths.region, 'region', fromModule(titledEditors, 'RegionPage'), starter(catalogueStarters, 'startRegion')],
  [paths.placeTypes, 'placeTypes', fromModule(titled, 'PlaceTypesPage'), starter(catalogueStarters, 'startPlaceTypes')],
  [paths.campaigns, 'campaigns', fromModule(campaigns, 'CampaignsPage'), starter(catalogueStarters, 'startCampaigns')],
  [paths.campaign, 'campaign', fromModule(campaign, 'CampaignPage'), starter(campaignStarters, 'startCampaign')],
  [paths.campaignPeriod, 'period', fromModule(period, 'PeriodPage'), starter(campaignStarters, 'startPeriod')],
  [paths.products, 'products', fromModule(products, 'ProductsPage'), starter(catalogueStarters, 'startProducts')],
  [paths.product, 'product', fromModule(product, 'ProductPage'), starter(catalogueStarters, 'startProduct')],
];

/**
 * Loads every route's starter (a few hundred bytes each), called by the shell once its
 * first screen is drawn and the page is idle: a later navigation in the app then sends its request at
 * once, with no round trip for a starter (docs/adr/0083-route-starters-beside-the-screen.md).
 */
const warmStarters = () => {
  for (const start of new Set(screens.map((screen) => screen[3]))) void start?.().catch(() => undefined);
};

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

  /**
   * Spec §6: a signed-in user whose role the route does not list goes to /error/403. A screen with a
   * starter has it started here, while its code loads, without holding up the navigation.
   */
  const guarded = (path: string, route: Omit<RouteObject, 'path' | 'index' | 'children'>, start?: () => Promise<RouteStart>): RouteObject => ({
    ...route,
    path,
    loader: async ({ request, params }) => {
      await resolveSession(); // loaders of nested routes run in parallel with the parent's
      const user = session.getUser();
      if (!user) throw redirect(paths.login);
      if (!hasAccess(user.roleName, routeAccess[path])) throw redirect('/error/403');
      if (start) {
        const search = new URL(request.url).searchParams;
        void Promise.all([apollo(), start()]).then(
          ([live, begin]) => begin(live, { params, search }, user),
          () => undefined,
        );
      }
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
              handle: handle('login'),
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
              handle: handle('remind'),
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
            return { live: await apollo(), warmStarters };
          },
          shouldRevalidate: ({ currentUrl, nextUrl }) => !currentUrl.pathname.startsWith(paths.app) || !nextUrl.pathname.startsWith(paths.app),
          lazy: async () => ({ Component: (await loadChunk(() => import('./layout/app-shell'))).AppShellRoute }),
          children: [
            redirectTo(paths.profile),
            ...screens.map(([path, title, load, start]) => guarded(path, { handle: handle(title), lazy: async () => ({ Component: await load() }) }, start)),
            { path: '*', handle: handle('notFound'), element: <NotFoundPage embedded /> },
          ],
        },
        { path: paths.notFound, handle: handle('notFound'), element: <ErrorPage code="404" /> },
        { path: paths.error, handle: handle('error'), Component: ErrorPage },
        { path: '*', handle: handle('notFound'), element: <NotFoundPage /> },
      ],
    },
  ];
}
