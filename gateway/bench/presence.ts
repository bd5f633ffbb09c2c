// `npm run bench:presence -w gateway [-- --pings 200 --attempts 400 --json]`: another person's ping
// while one person floods the live surfaces (issue 40). Starts the compiled REST API (PGlite in
// memory, demo data) and gateway as in production, with the default caps. The administrator opens
// sockets until refused, then `attempts` presence subscriptions on one receipt and as many others
// (most refused at his caps), all at once; meanwhile the regional manager sends `{ ping }` over his
// own socket, one after another, and each answer is timed. The same pings are timed before the flood.
import type { Client } from 'graphql-ws';
import { arg, emitRows, gatewaySocket, log, percentile, signInCookie, startStack, waitFor } from './lib';

const PINGS = arg('pings', 200);
const ATTEMPTS = arg('attempts', 400);

const { api, gateway, apiProcess, gatewayProcess } = await startStack({ LOG_LEVEL: 'error', REST_TIMEOUT_MS: '60000' });
const clients: Client[] = [];

function wsClient(cookie: string): { client: Client; closed: Promise<number> } {
  let closed!: (code: number) => void;
  const client = gatewaySocket(gateway, cookie, {
    // A socket over the cap is closed (4429): told by `closed`, not printed.
    onNonLazyError: () => {},
    on: { closed: (event) => closed((event as { code: number }).code), connected: () => closed(0) },
  });
  clients.push(client);
  return { client, closed: new Promise((resolve) => (closed = resolve)) };
}

/** One subscription's first answer (a value or a refusal). */
function first(client: Client, query: string, variables: Record<string, unknown> = {}): Promise<'value' | 'refused'> {
  return new Promise((resolve) => {
    client.subscribe({ query, variables }, { next: (v) => resolve(v.errors ? 'refused' : 'value'), error: () => resolve('refused'), complete: () => resolve('refused') });
  });
}

async function pings(client: Client): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < PINGS; i++) {
    const start = performance.now();
    await first(client, '{ ping }');
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

try {
  await waitFor(`${api}/users/me`, 300_000);
  await waitFor(`${gateway}/health`);
  const [admin, manager] = [await signInCookie(gateway), await signInCookie(gateway, '+79990000002')];
  const his = wsClient(manager);
  await his.closed;
  const quiet = await pings(his.client);

  // The flood: sockets until refused (4429), then every socket asks for presence rooms and subscriptions.
  const sockets: Client[] = [];
  for (;;) {
    const s = wsClient(admin);
    if ((await s.closed) !== 0) break;
    sockets.push(s.client);
  }
  const ticket = 1;
  const flood = Array.from({ length: ATTEMPTS }, (_, i) => [
    first(sockets[i % sockets.length]!, 'subscription ($id: Int!, $c: String!) { ticketPresence(id: $id, clientId: $c) { viewers { id } } }', { id: ticket, c: `tab-flood-${i}` }),
    first(sockets[i % sockets.length]!, 'subscription { autoProcessorStatus }'),
  ]).flat();
  const [busy, outcomes] = await Promise.all([pings(his.client), Promise.all(flood)]);
  const held = outcomes.filter((o) => o === 'value').length;
  const q = { p50: percentile(quiet, 50), p99: percentile(quiet, 99) };
  const b = { p50: percentile(busy, 50), p99: percentile(busy, 99) };
  log(`sockets held by the flooder: ${sockets.length}; subscriptions asked ${flood.length}, held ${held}, refused ${flood.length - held}`);
  log(
    `another person's ping over his socket: quiet p50 ${q.p50.toFixed(1)} ms, p99 ${q.p99.toFixed(1)} ms; during the flood p50 ${b.p50.toFixed(1)} ms, p99 ${b.p99.toFixed(1)} ms (${PINGS} pings each)`,
  );
  emitRows([
    {
      what: `presence flood: another person's ping p50 / p99 while one holds his caps (${sockets.length} sockets, ${held} subscriptions, ${flood.length - held} refused)`,
      figure: `${b.p50.toFixed(0)} / ${b.p99.toFixed(0)} ms (quiet ${q.p99.toFixed(0)} ms)`,
      goal: 'p99 ≤ 500 ms',
      met: b.p99 <= 500,
    },
  ]);
} finally {
  await Promise.all(clients.map((c) => c.dispose()));
  gatewayProcess.kill('SIGTERM');
  apiProcess.kill('SIGTERM');
}
