// Renders the real app (providers, routes, Apollo client, session store) at a path, with a memory
// history and the network mocked by msw.
import { render } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { createMemoryRouter } from 'react-router-dom';
import { createApp } from '../app/create-app';
import { SESSION_STORAGE_KEY, type SessionUser } from '../shared/session/session-store';
import { server } from './server';

export interface RenderAppOptions {
  /** Store this user before the app starts, as a previous sign-in would have. */
  user?: SessionUser;
  /** Answer `me` with the stored user (default) so the first navigation resolves it. */
  resolveMe?: boolean;
}

const mounted: Array<() => void> = [];

/** Disposes every app rendered by the test (its live socket and router); `setup.ts` calls it. */
export function disposeApps(): void {
  for (const dispose of mounted.splice(0)) dispose();
}

export function renderApp(path: string, { user, resolveMe = true }: RenderAppOptions = {}) {
  if (user) {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(user));
    if (resolveMe) server.use(graphql.query('SessionMe', () => HttpResponse.json({ data: { me: user } })));
  }
  const app = createApp({
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    uri: new URL('/graphql', window.location.href).href,
  });
  const view = render(<app.App />);
  mounted.push(app.dispose);
  return {
    ...app,
    ...view,
    location: () => app.router.state.location,
  };
}
