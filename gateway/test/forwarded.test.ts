// Issue 23, F2: the gateway sends the API exactly the client's address (X-Forwarded-For) and its
// secret (X-Gateway-Secret), never the X-Forwarded-For a client wrote, unless the client's peer is a
// trusted proxy (TRUST_PROXY); the same for the address of a graphql-ws upgrade.
import { afterEach, describe, expect, it } from 'vitest';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { loadConfig } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';
import { createLogger } from '../src/shared/logger';
import { CAPABILITY_PROBES } from '../src/upstream/capabilities';
import { until } from './harness';

const SECRET = 'gateway-secret-0123456789abcdef';
let upstream: Server | undefined;
let gateway: RunningGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  await new Promise((r) => (upstream ? upstream.close(r) : r(undefined)));
  gateway = upstream = undefined;
});

/** The gateway's own token-less probes of its API (capabilities, the socket.io version): not a client's calls. */
const PROBE_PATHS = new Set(Object.values(CAPABILITY_PROBES).map((p) => p.path));
const isProbe = (url: string) => PROBE_PATHS.has(url.split('?')[0]!) || url.startsWith('/socket.io/');

/** An API that records the headers of every call made for a client: sign-ins fail, `/users/me` answers a user. */
async function start(env: Record<string, string>): Promise<{ seen: { path: string; headers: IncomingHttpHeaders }[]; url: string }> {
  const seen: { path: string; headers: IncomingHttpHeaders }[] = [];
  upstream = createServer((req, res) => {
    if (isProbe(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    seen.push({ path: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith('/users/me')) res.end(JSON.stringify({ id: 1, phone: '+79990000001', roleId: 1 }));
    else res.writeHead(401).end(JSON.stringify({ error: { statusCode: 401, code: 'LOGIN_FAILED', message: 'Неверный телефон или пароль' } }));
  });
  await new Promise<void>((r) => upstream!.listen(0, '127.0.0.1', r));
  const api = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  gateway = await startGateway({ config: loadConfig({ PORT: '0', UPSTREAM_URL: api, WEB_DIST: 'none', ...env }), logger: createLogger('silent') });
  return { seen, url: gateway.url };
}

const login = (url: string, xff: string) =>
  fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': xff },
    body: JSON.stringify({ query: 'mutation { login(phone: "+79990000001", password: "x") { ttl } }' }),
  });

describe('the client address sent to the API', () => {
  it('is the peer for a client that is not a trusted proxy, whatever X-Forwarded-For it writes, with the secret', async () => {
    const { seen, url } = await start({ GATEWAY_SECRET: SECRET });
    for (const xff of ['6.6.6.6', '7.7.7.7, 8.8.8.8']) await login(url, xff);
    expect(seen.map((s) => [s.path, s.headers['x-forwarded-for'], s.headers['x-gateway-secret']])).toEqual([
      ['/users/login', '127.0.0.1', SECRET],
      ['/users/login', '127.0.0.1', SECRET],
    ]);
  });

  it('is the first untrusted address from the right when the peer is a trusted proxy; no secret header without GATEWAY_SECRET', async () => {
    const { seen, url } = await start({ TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
    await login(url, '6.6.6.6, 5.5.5.5, 10.1.1.1');
    expect(seen.map((s) => [s.headers['x-forwarded-for'], s.headers['x-gateway-secret']])).toEqual([['5.5.5.5', undefined]]);
  });

  it('of a file download and of the CSV export is the peer too, with the secret', async () => {
    const { seen, url } = await start({ GATEWAY_SECRET: SECRET });
    const headers = { authorization: 'some-token', 'x-forwarded-for': '6.6.6.6' };
    await (await fetch(`${url}/files/photos/a.png`, { headers })).arrayBuffer();
    await (await fetch(`${url}/export/tickets.csv`, { headers })).arrayBuffer();
    expect(seen.map((s) => [s.path.split('?')[0], s.headers['x-forwarded-for'], s.headers['x-gateway-secret'], s.headers['x-client']])).toEqual([
      ['/files/photos/a.png', '127.0.0.1', SECRET, 'script'],
      ['/tickets', '127.0.0.1', SECRET, 'script'],
    ]);
  });

  it('of a graphql-ws connection is its upgrade request’s', async () => {
    const { seen, url } = await start({ GATEWAY_SECRET: SECRET, TRUST_PROXY: '127.0.0.1' });
    const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { 'x-forwarded-for': '6.6.6.6, 5.5.5.5' } });
    const acked = new Promise<string>((resolve, reject) => {
      socket.on('message', (data) => resolve(String(data)));
      socket.on('error', reject);
    });
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init', payload: { authorization: 'some-token' } })));
    expect(JSON.parse(await acked)).toEqual({ type: 'connection_ack' });
    await until(() => seen.length === 1);
    expect([seen[0]!.path, seen[0]!.headers['x-forwarded-for'], seen[0]!.headers['x-gateway-secret'], seen[0]!.headers['x-client']]).toEqual([
      '/users/me',
      '5.5.5.5',
      SECRET,
      'script',
    ]);
    socket.close();
  });
});
