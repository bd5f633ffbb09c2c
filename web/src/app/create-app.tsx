// Wires the app's singletons together: the session store, the one Apollo client and the router.
// main.tsx uses the browser history; tests use a memory history with the very same routes.
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createApolloClient } from '../shared/apollo/client';
import { createSessionStore, type SessionStore } from '../shared/session/session-store';
import { paths } from './paths';
import { Providers } from './providers';
import { createRoutes } from './router';

export interface CreateAppOptions {
  /** GraphQL endpoint; `/graphql` on the page's origin by default. */
  uri?: string;
  storage?: Storage;
  /** Memory history starting at these entries (tests); the browser history otherwise. */
  initialEntries?: string[];
}

export function createApp(options: CreateAppOptions = {}) {
  const session: SessionStore = createSessionStore(options.storage);

  // Spec §4 / conventions: a lost session (`UNAUTHENTICATED` from any operation) signs the user
  // out locally and sends them to the sign-in page.
  const onUnauthenticated = () => {
    session.clear();
    void client.clearStore();
    if (!router.state.location.pathname.startsWith(paths.user)) {
      void router.navigate(paths.login, { replace: true });
    }
  };

  const client = createApolloClient({ uri: options.uri, onUnauthenticated });
  const routes = createRoutes({ client, session });
  const router = options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes);

  function App() {
    return (
      <Providers client={client} session={session}>
        <RouterProvider router={router} />
      </Providers>
    );
  }

  return { App, client, router, session };
}
