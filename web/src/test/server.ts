import { setupServer } from 'msw/node';
import { gatewaySocketHandler } from './gateway-socket';

/**
 * The mocked network of web tests; each test adds its handlers with `server.use(...)`. The
 * gateway's graphql-ws socket is always there (the /app shell opens it at once).
 */
export const server = setupServer(gatewaySocketHandler);
