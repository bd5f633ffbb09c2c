// Routes of spec §2. Screens are loaded per route (`lazy`, through `loadChunk` and its 120 s limit),
// so the sign-in page carries neither the /app layout, nor Apollo Client, nor any section's code.
import type { LiveApolloClient } from '../shared/apollo/client';
import type { RouteQuery, RouteStart } from '../shared/apollo/route-query';
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

// Code and data in parallel (issue 42): the route's query starts as the navigation starts, while the
// screen's code loads. The list screens' route queries (docs/adr/0050-route-queries-start-in-loaders.md):
// each a small chunk of its query and the variables of a URL.
const listQuery = (load: () => Promise<RouteQuery>) => async (): Promise<RouteStart> => {
  const start = await load();
  return (live, { search }, user) => start(live.client, search, user);
};
const ticketsQuery = listQuery(async () => (await import('../features/tickets/tickets-route-query')).startTicketsRoute);
const placesQuery = listQuery(async () => (await import('../features/people/places-route-query')).startPlacesRoute);
// The other screens' starters (docs/adr/0083-route-starters-beside-the-screen.md): a chunk of a few
// hundred bytes each, the operation's id and the variables of the URL, that arrives before the screen's.
const profileStart = async () => (await import('../features/profile/profile-starter')).startProfile;
const ticketStart = async () => (await import('../features/tickets/ticket-starter')).startTicket;
const personStart = (name: 'startVendor' | 'startStaff') => async () => (await import('../features/people/person-starter'))[name];
const [vendorStart, staffStart] = [personStart('startVendor'), personStart('startStaff')];
const placeStart = async () => (await import('../features/people/place-starter')).startPlace;
const cityStart = async () => (await import('../features/catalogue/city-starter')).startCity;
const titledStart = (name: 'startRegion' | 'startAdmEntity') => async () => (await import('../features/catalogue/titled-starter'))[name];
const [regionStart, admEntityStart] = [titledStart('startRegion'), titledStart('startAdmEntity')];
const campaignStart = async () => (await import('../features/catalogue/campaign-starter')).startCampaign;
const productStart = async () => (await import('../features/catalogue/product-starter')).startProduct;

const screens: Screen[] = [
  [paths.profile, 'profile', fromModule(() => import('../features/profile/profile-page'), 'ProfilePage'), profileStart],
  [paths.tickets, 'tickets', fromModule(tickets, 'TicketsPage'), ticketsQuery],
  [paths.ticket, 'ticket', fromModule(ticket, 'TicketPage'), ticketStart],
  [paths.vendorTicket, 'ticket', fromModule(ticket, 'TicketPage'), ticketStart],
  [paths.placeTicket, 'ticket', fromModule(ticket, 'TicketPage'), ticketStart],
  [paths.messenger, 'messenger', fromModule(messenger, 'MessengerPage')],
  [paths.reports, 'reports', fromModule(reports, 'ReportsPage')],
  [paths.audit, 'audit', fromModule(audit, 'AuditPage')],
  [paths.regionalManagers, 'regionalManagers', fromModule(peopleLists, 'RegionalManagersPage')],
  [paths.regionalManager, 'regionalManager', fromModule(person, 'RegionalManagerPage'), staffStart],
  [paths.regionalManagerPlace, 'place', fromModule(place, 'PlacePage'), placeStart],
  [paths.salesMans, 'salesMans', fromModule(peopleLists, 'SalesMansPage')],
  [paths.salesMan, 'salesMan', fromModule(person, 'SalesManPage'), staffStart],
  [paths.salesManPlace, 'place', fromModule(place, 'PlacePage'), placeStart],
  [paths.vendors, 'vendors', fromModule(peopleLists, 'VendorsPage')],
  [paths.vendor, 'vendor', fromModule(person, 'VendorPage'), vendorStart],
  [paths.vendorPlace, 'place', fromModule(place, 'PlacePage'), placeStart],
  [paths.places, 'places', fromModule(places, 'PlacesPage'), placesQuery],
  [paths.place, 'place', fromModule(place, 'PlacePage'), placeStart],
  [paths.placeVendor, 'vendor', fromModule(person, 'VendorPage'), vendorStart],
  [paths.placeSalesMan, 'salesMan', fromModule(person, 'SalesManPage'), staffStart],
  [paths.placeRegionalManager, 'regionalManager', fromModule(person, 'RegionalManagerPage'), staffStart],
  [paths.cities, 'cities', fromModule(cities, 'CitiesPage')],
  [paths.city, 'city', fromModule(city, 'CityPage'), cityStart],
  [paths.admEntities, 'admEntities', fromModule(titled, 'AdmEntitiesPage')],
  [paths.admEntity, 'admEntity', fromModule(titledEditors, 'AdmEntityPage'), admEntityStart],
  [paths.regions, 'regions', fromModule(titled, 'RegionsPage')],
  [paths.region, 'region', fromModule(titledEditors, 'RegionPage'), regionStart],
  [paths.placeTypes, 'placeTypes', fromModule(titled, 'PlaceTypesPage')],
  [paths.campaigns, 'campaigns', fromModule(campaigns, 'CampaignsPage')],
  [paths.campaign, 'campaign', fromModule(campaign, 'CampaignPage'), campaignStart],
  [paths.campaignPeriod, 'period', fromModule(period, 'PeriodPage')],
  [paths.products, 'products', fromModule(products, 'ProductsPage')],
  [paths.product, 'product', fromModule(product, 'ProductPage'), productStart],
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

  /**
   * Spec §6: a signed-in user whose role the route does not list goes to /error/403. A screen with a
   * route query or a starter has it started here, while its code loads, without holding up the navigation.
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
            return { live: await apollo() };
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
