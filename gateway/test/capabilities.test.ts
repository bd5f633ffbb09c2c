// The gateway knows which optional routes its API serves (issue 24): one probe per route, without a
// token, against a real LoopBack 3.28 application (memory connector, `$authenticated` ACLs) with and
// without the routes, and against this repository's REST API, which serves them all.
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { UpstreamPool } from '../src/upstream/client';
import { UpstreamCapabilities, type CapabilityName, type CapabilityState } from '../src/upstream/capabilities';
import { createLogger } from '../src/shared/logger';
import { startHarness, type Harness } from './harness';

const require = createRequire(import.meta.url);

interface LbModel {
  remoteMethod(name: string, options: Record<string, unknown>): void;
  [method: string]: unknown;
}
interface LbApp {
  dataSource(name: string, options: Record<string, unknown>): void;
  set(name: string, value: unknown): void;
  model(model: LbModel, options: Record<string, unknown>): void;
  enableAuth(options: Record<string, unknown>): void;
  use(path: string | ((...args: never[]) => void), handler?: unknown): void;
  listen(port: number, host: string, cb: () => void): Server;
}
interface Loopback {
  (): LbApp;
  createModel(config: Record<string, unknown>): LbModel;
  token(): (...args: never[]) => void;
  rest(): unknown;
}

/** A LoopBack 3 app with the spec's models; `extras`: the product's optional routes on them. */
async function startLoopback(extras: boolean) {
  const loopback = require('loopback') as Loopback;
  const app = loopback();
  app.dataSource('db', { connector: 'memory' });
  // strong-remoting would print every refused probe's stack.
  app.set('remoting', { errorHandler: { log: false } });
  const acls = [
    { principalType: 'ROLE', principalId: '$everyone', permission: 'DENY' },
    { principalType: 'ROLE', principalId: '$authenticated', permission: 'ALLOW' },
  ];
  const model = (name: string, plural: string) => {
    const m = loopback.createModel({ name, plural, base: 'PersistedModel', properties: { title: 'string' }, acls });
    return m;
  };
  const tickets = model('Ticket', 'tickets');
  const vendors = model('Vendor', 'vendors');
  const users = model('AppUser', 'users');
  const staticRoute = (m: LbModel, name: string, verb: string, path: string) => {
    m[name] = async () => [];
    m.remoteMethod(name, { http: { verb, path }, returns: { arg: 'data', type: 'array', root: true } });
  };
  if (extras) {
    staticRoute(tickets, 'stats', 'get', '/stats');
    staticRoute(tickets, 'autoProcessing', 'get', '/autoProcessing');
    tickets.transactions = async () => [];
    tickets.remoteMethod('transactions', {
      accepts: { arg: 'id', type: 'number', http: { source: 'path' } },
      http: { verb: 'get', path: '/:id/transactions' },
      returns: { arg: 'data', type: 'array', root: true },
    });
    staticRoute(vendors, 'withOnline', 'get', '/withOnline');
    staticRoute(users, 'countSocketClients', 'post', '/countSocketClients');
    staticRoute(users, 'apiTokens', 'get', '/me/apiTokens');
    staticRoute(tickets, 'bulk', 'post', '/bulk');
    staticRoute(users, 'bulk', 'post', '/bulk');
  }
  for (const m of [tickets, vendors, users]) app.model(m, { dataSource: 'db', public: true });
  if (extras) {
    const auditLogs = model('AuditLog', 'auditLogs');
    staticRoute(auditLogs, 'undo', 'post', '/undo');
    app.model(auditLogs, { dataSource: 'db', public: true });
    app.model(model('SavedView', 'savedViews'), { dataSource: 'db', public: true });
  }
  app.enableAuth({ dataSource: 'db' });
  app.use(loopback.token());
  app.use('/api', loopback.rest());
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

async function probeAll(url: string): Promise<Record<CapabilityName, CapabilityState>> {
  const pool = new UpstreamPool({ baseUrl: url, timeoutMs: 5000, logger: createLogger('silent') });
  const capabilities = new UpstreamCapabilities(() => pool.forRequest(null), createLogger('silent'), 60_000);
  await capabilities.start();
  capabilities.close();
  return Object.fromEntries(capabilities.list().map((c) => [c.name, c.state])) as Record<CapabilityName, CapabilityState>;
}

const ALL = [
  'reports',
  'auditTrail',
  'ticketTransactions',
  'deviceCounts',
  'processorStatus',
  'vendorsWithOnline',
  'savedViews',
  'apiTokens',
  'ticketBulk',
  'userBulk',
  'undo',
] as const;
const every = (state: CapabilityState) => Object.fromEntries(ALL.map((n) => [n, state]));

describe('UpstreamCapabilities against LoopBack 3.28', () => {
  it.each([
    ['missing on a stock app with only the spec models', false, 'missing'],
    ['of an app that has them (behind its ACL: 401 without a token)', true, 'available'],
  ] as const)('finds every optional route %s', async (_what, extras, state) => {
    const lb = await startLoopback(extras);
    try {
      expect(await probeAll(lb.url)).toEqual(every(state));
    } finally {
      await lb.close();
    }
  });

  it('concludes nothing from an API that does not answer', async () => {
    const lb = await startLoopback(false);
    await lb.close();
    expect(await probeAll(lb.url)).toEqual(every('unknown'));
  });
});

describe('Query.upstreamCapabilities in front of this repository’s REST API', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  it('lists every optional route as available, with the socket.io protocol, to signed-in users only', async () => {
    const query = '{ upstreamCapabilities { routes { name route state } socketProtocol } }';
    const visitor = await h.gql(query);
    expect(visitor.body.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    const cookie = await h.signIn('+79990000004');
    // The probes started with the gateway; wait for their first round (no state stays UNKNOWN).
    const body = await vi.waitFor(
      async () => {
        const answer = (await h.gql(query, {}, { cookie })).body;
        if (JSON.stringify(answer).includes('UNKNOWN')) throw new Error('the first round of probes has not ended');
        return answer;
      },
      { timeout: 20_000, interval: 25 },
    );
    expect(body).toEqual({
      data: {
        upstreamCapabilities: {
          routes: [
            { name: 'REPORTS', route: 'GET /tickets/stats', state: 'AVAILABLE' },
            { name: 'AUDIT_TRAIL', route: 'GET /auditLogs', state: 'AVAILABLE' },
            { name: 'TICKET_TRANSACTIONS', route: 'GET /tickets/{id}/transactions', state: 'AVAILABLE' },
            { name: 'DEVICE_COUNTS', route: 'POST /users/countSocketClients', state: 'AVAILABLE' },
            { name: 'PROCESSOR_STATUS', route: 'GET /tickets/autoProcessing', state: 'AVAILABLE' },
            { name: 'VENDORS_WITH_ONLINE', route: 'GET /vendors/withOnline', state: 'AVAILABLE' },
            { name: 'SAVED_VIEWS', route: 'GET /savedViews', state: 'AVAILABLE' },
            { name: 'API_TOKENS', route: 'GET /users/me/apiTokens', state: 'AVAILABLE' },
            { name: 'TICKET_BULK', route: 'POST /tickets/bulk', state: 'AVAILABLE' },
            { name: 'USER_BULK', route: 'POST /users/bulk', state: 'AVAILABLE' },
            { name: 'UNDO', route: 'POST /auditLogs/undo', state: 'AVAILABLE' },
          ],
          socketProtocol: 'V4',
        },
      },
    });
  });
});
