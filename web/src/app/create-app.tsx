// Wires the app's singletons together: the session store, the router and — loaded on the first visit
// of /app, so the sign-in route does not carry it — the one Apollo client. main.tsx uses the browser
// history; tests use a memory history with the very same routes.
import type { ApolloClient } from '@apollo/client';
import { createBrowserRouter, createMemoryRouter, RouterProvider } from 'react-router-dom';
import { requestGraphQL, setGraphQLEndpoint } from '../shared/graphql/request';
import { SessionMeQuery } from '../shared/session/operations';
import { createSessionStore, type SessionStore } from '../shared/session/session-store';
import { loadChunk } from './load-chunk';
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
  if (options.uri) setGraphQLEndpoint(options.uri);

  let client: ApolloClient | null = null;
  let clientPromise: Promise<ApolloClient> | null = null;

  // Spec §4 / conventions: a lost session (`UNAUTHENTICATED` from any operation) signs the user
  // out locally and sends them to the sign-in page.
  const onUnauthenticated = () => {
    session.clear();
    void client?.clearStore();
    if (!router.state.location.pathname.startsWith(paths.user)) {
      void router.navigate(paths.login, { replace: true });
    }
  };

  /** The Apollo client, created once; its cache starts with the signed-in user as `me`. */
  const apollo = async (): Promise<ApolloClient> => {
    clientPromise ??= loadChunk(() => import('../shared/apollo/client')).then(({ createApolloClient }) => {
      client = createApolloClient({ uri: options.uri, onUnauthenticated });
      return client;
    });
    const ready = await clientPromise;
    const user = session.getUser();
    if (user && !ready.readQuery({ query: SessionMeQuery })) {
      // The user came through `requestGraphQL`, which does not ask for `__typename`; the cache needs
      // it to normalise the user and to match the screens' `... on User` fragments.
      const me = { ...user, __typename: 'User' as const, role: user.role && { ...user.role, __typename: 'Role' as const } };
      ready.writeQuery({ query: SessionMeQuery, data: { me } });
    }
    return ready;
  };

  // Signing out (here or in another tab) forgets every cached answer.
  session.subscribe(() => {
    if (!session.getUser()) void client?.clearStore();
  });

  const resolveSession = () =>
    session.resolve(async () => (await requestGraphQL(SessionMeQuery)).me ?? null);

  const routes = createRoutes({ session, resolveSession, apollo });
  const router = options.initialEntries
    ? createMemoryRouter(routes, { initialEntries: options.initialEntries })
    : createBrowserRouter(routes);

  function App() {
    return (
      <Providers session={session}>
        <RouterProvider router={router} />
      </Providers>
    );
  }

  return { App, apollo, router, session };
}
