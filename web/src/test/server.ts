import { graphql, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { gatewaySocketHandler } from './gateway-socket';

/** The capabilities every screen reads (the sidebar, saved views): an API with every route, unless a test says otherwise. */
export const everyCapability = graphql.query('UpstreamCapabilities', () =>
  HttpResponse.json({ data: { upstreamCapabilities: { __typename: 'UpstreamCapabilities', routes: [] } } }),
);

/**
 * The mocked network of web tests; each test adds its handlers with `server.use(...)`. The
 * gateway's graphql-ws socket is always there (the /app shell opens it at once), and the API's
 * capabilities (none missing).
 */
export const server = setupServer(gatewaySocketHandler, everyCapability);
