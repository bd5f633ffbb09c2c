import { setupServer } from 'msw/node';

/** The mocked network of web tests; each test adds its handlers with `server.use(...)`. */
export const server = setupServer();
