// Wires the app's singletons together: the session store, the router and — loaded on the first visit
// of /app, so the sign-in route does not carry it — the one Apollo client. main.tsx uses the browser
// history; tests give a memory router of the very same routes (`createRouter`), so the memory history
// is not in the app's bundle.
import type { LiveApolloClient } from '../shared/apollo/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ErrorCode, hasErrorCode } from '../shared/apollo/error-codes';
import { requestGraphQL, setGraphQLEndpoint } from '../shared/graphql/request';
import { SessionMe } from '../shared/session/operations';
import { createSessionStore, type SessionStore } from '../shared/session/session-store';
import { applyLanguage } from '../shared/i18n/language';
import { initColorMode } from '../shared/theme/color-mode';
import { loadChunk } from '../shared/load-chunk';
import { paths } from '../shared/paths';
import { Providers } from './providers';
import { createRoutes } from './router';

export interface CreateAppOptions {
  /** GraphQL endpoint; `/graphql` on the page's origin by default. */
  uri?: string;
  storage?: Storage;
  /** Makes the router of these routes (tests: a memory router); the browser history's by default. */
  createRouter?: (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;
  /** The WebSocket implementation of the live connection (tests); the browser's by default. */
  webSocketImpl?: unknown;
}

export function createApp(options: CreateAppOptions = {}) {
  // The theme and the language of the document (spec §1): the first visit stores 'light.blue'.
  initColorMode();
  applyLanguage();
  const session: SessionStore = createSessionStore(options.storage);
  if (options.uri) setGraphQLEndpoint(options.uri);

  let live: LiveApolloClient | null = null;
  let clientPromise: Promise<LiveApolloClient> | null = null;

  // Spec §4 / conventions: a lost session (`UNAUTHENTICATED` from any operation, or the live socket
  // closed as forbidden) signs the user out locally and sends them to the sign-in page.
  const onUnauthenticated = () => {
    session.clear();
    if (!router.state.location.pathname.startsWith(paths.user)) {
      void router.navigate(paths.login, { replace: true });
    }
  };

  /**
   * The Apollo client of the signed-in user, created on the first visit of /app. A sign-out disposes it (cache and live socket, which carries the
   * old session), and the next sign-in creates a new one.
   */
  const apollo = (): Promise<LiveApolloClient> =>
    (clientPromise ??= loadChunk(() => import('../shared/apollo/client')).then(({ createApolloClient }) => {
      live = createApolloClient({ uri: options.uri, onUnauthenticated, webSocketImpl: options.webSocketImpl });
      return live;
    }));

  // Signing out (here or in another tab) forgets every cached answer and closes the live socket.
  session.subscribe(() => {
    if (session.getUser() || !live) return;
    const ending = live;
    live = null;
    clientPromise = null;
    ending.dispose();
    void ending.client.clearStore();
  });

  // Only the gateway saying the session is gone ends it; a blip keeps the user signed in.
  const resolveSession = () =>
    session.resolve(
      async () => (await requestGraphQL(SessionMe)).me ?? null,
      (error) => hasErrorCode(error, ErrorCode.Unauthenticated),
    );

  const routes = createRoutes({ session, resolveSession, apollo });
  const router = (options.createRouter ?? ((all) => createBrowserRouter(all)))(routes);

  function App() {
    return (
      <Providers session={session}>
        <RouterProvider router={router} />
      </Providers>
    );
  }

  /** Closes the live socket and forgets the cache (tests unmount one app after another). */
  const dispose = () => {
    live?.dispose();
    live = null;
    clientPromise = null;
    router.dispose();
  };

  return { App, apollo, router, session, dispose };
}
