// `npm run bench:fanout -w gateway [-- --subscribers 1000 --sessions 10 --open 5000 --events 6 --json]`: live
// fan-out through the gateway (issue 15). Starts the compiled REST API (PGlite in memory, demo data)
// and gateway as in production, opens `subscribers` graphql-ws clients spread over `sessions`
// signed-in sessions (tabs of a few staff), each subscribed to one conversation (`messageAdded`) and
// to the processor status (`autoProcessorStatus`), then sends one upstream event at a time (a
// message in the room, a processor start or stop) and times each client's delivery from the moment
// the mutation is sent (so the write through the API is included). Then keeps `open` subscriptions
// open and reads the gateway's memory and its socket.io connections to the API (/metrics).
// `--cpu-prof DIR`: the gateway runs under `node --cpu-prof` and writes its profile to DIR when it
// stops (open it in Chrome's DevTools, or sum its self times by function).
import type { Client } from 'graphql-ws';
import { randomBytes } from 'node:crypto';
import { arg, cpuMs, cpuSplitMs, emitRows, gatewayGql, gatewaySocket, json, log, percentile, rssMb, signInCookie, startStack, waitFor, type BenchRow } from './lib';

const SUBSCRIBERS = arg('subscribers', 1000);
const SESSIONS = arg('sessions', 10);
const OPEN = arg('open', 5000);
const EVENTS = arg('events', 6);
const cpuProfDir = process.argv.includes('--cpu-prof') ? process.argv[process.argv.indexOf('--cpu-prof') + 1] : undefined;
if (cpuProfDir !== undefined && (!cpuProfDir || cpuProfDir.startsWith('--'))) throw new Error('--cpu-prof: a folder for the profile');

// `/metrics` answers only with its token (issue 23, F3).
const METRICS_TOKEN = randomBytes(24).toString('hex');
const { api, gateway, apiProcess, gatewayProcess } = await startStack({ METRICS_TOKEN }, cpuProfDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfDir}`] : []);
const clients: Client[] = [];

const gql = <T>(cookie: string, query: string, variables: object = {}) => gatewayGql<T>(gateway, cookie, query, variables);

function wsClient(cookie: string): Client {
  const client = gatewaySocket(gateway, cookie);
  clients.push(client);
  return client;
}

async function metric(name: string): Promise<number> {
  const text = await (await fetch(`${gateway}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line ? Number(line.split(' ')[1]) : NaN;
}

/** Listeners of the current event: each client's delivery is timed once. */
type Listener = (kind: 'message' | 'status', value: string, client: number) => void;
let nextClient = 0;
const listeners = new Set<Listener>();

/**
 * Opens `count` clients over the sessions, each with both subscriptions; resolves when each got its
 * first status. In waves of 1,000: 10,000 connections at once overflow the listen queue of a busy
 * machine (the kernel answers some with a reset, and the run dies), which is no part of the fan-out.
 */
async function subscribe(count: number, cookies: string[], room: string): Promise<void> {
  for (let opened = 0; opened < count; opened += 1000) await subscribeWave(Math.min(1000, count - opened), cookies, room, opened);
}

async function subscribeWave(count: number, cookies: string[], room: string, offset: number): Promise<void> {
  let ready = 0;
  await new Promise<void>((resolve, reject) => {
    const readyBySession = new Map<number, number>();
    const timer = setTimeout(() => reject(new Error(`only ${ready} of ${count} subscribers ready in 120 s: ${JSON.stringify([...readyBySession])}`)), 120_000);
    for (let j = 0; j < count; j++) {
      // Clients spread over the sessions as if opened at once (the sessions' shares do not depend on the waves).
      const i = offset + j;
      const client = wsClient(cookies[i % cookies.length]!);
      const id = nextClient++;
      let first = true;
      client.subscribe<{ autoProcessorStatus: string }>(
        { query: 'subscription { autoProcessorStatus }' },
        {
          next: ({ data }) => {
            if (first) {
              first = false;
              readyBySession.set(i % cookies.length, (readyBySession.get(i % cookies.length) ?? 0) + 1);
              if (++ready === count) {
                clearTimeout(timer);
                resolve();
              }
              return;
            }
            for (const l of listeners) l('status', data!.autoProcessorStatus, id);
          },
          error: (e) => reject(new Error(`status subscription: ${JSON.stringify(e)}`)),
          complete: () => undefined,
        },
      );
      client.subscribe<{ messageAdded: { text: string } }>(
        { query: 'subscription ($room: String!) { messageAdded(room: $room) { id text } }', variables: { room } },
        {
          next: ({ data }) => void [...listeners].forEach((l) => l('message', data!.messageAdded.text, id)),
          error: (e) => reject(new Error(`message subscription: ${JSON.stringify(e)}`)),
          complete: () => undefined,
        },
      );
    }
  });
}

/**
 * Sends one event and times its delivery to every subscriber (ms from the send). `settled`: the value
 * that ends the event when it sends more than one (a stop sends 'stopping', then 'stopped' once the
 * processor's workers are done): the next event waits until every subscriber has it, untimed, so that
 * no event is measured while the gateway still sends the one before.
 */
async function deliver(kind: 'message' | 'status', expect: string | string[], send: () => Promise<unknown>, count: number, settled?: string): Promise<number[]> {
  const times: number[] = [];
  const seen = new Set<number>();
  const ended = new Set<number>();
  let started = 0;
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} '${expect}': ${times.length} of ${count} deliveries, ${ended.size} settled in 30 s`)), 30_000);
    const listener: Listener = (k, value, client) => {
      if (k !== kind || !(Array.isArray(expect) ? expect : [expect]).includes(value)) return;
      if (settled === undefined || value === settled) ended.add(client);
      // One delivery timed per client: the first value of the event's.
      if (!seen.has(client)) {
        seen.add(client);
        times.push(performance.now() - started);
      }
      if (times.length === count && ended.size === count) {
        clearTimeout(timer);
        listeners.delete(listener);
        resolve();
      }
    };
    listeners.add(listener);
  });
  const cpu0 = { gateway: cpuSplitMs(gatewayProcess.pid!), api: cpuMs(apiProcess.pid!), clients: process.cpuUsage() };
  started = performance.now();
  await send();
  const answered = performance.now() - started;
  await done;
  const clientsCpu = process.cpuUsage(cpu0.clients);
  const gatewayCpu = cpuSplitMs(gatewayProcess.pid!);
  const [gatewayUser, gatewaySystem] = [gatewayCpu.user - cpu0.gateway.user, gatewayCpu.system - cpu0.gateway.system];
  // CPU of each process over the event, and how much of it the kernel's (the sockets' syscalls).
  const cpu = `CPU gateway ${gatewayUser + gatewaySystem} ms (kernel ${gatewaySystem}), API ${cpuMs(apiProcess.pid!) - cpu0.api} ms, clients ${((clientsCpu.user + clientsCpu.system) / 1000).toFixed(0)} ms (kernel ${(clientsCpu.system / 1000).toFixed(0)})`;
  // The mutation's own answer against the first and the last delivery: where the time goes.
  const sorted = [...times].sort((a, b) => a - b);
  log(
    `  ${kind} '${expect}': answer ${answered.toFixed(1)} ms, first ${sorted[0]!.toFixed(1)} ms, p50 ${percentile(sorted, 50).toFixed(1)} ms, last ${sorted[sorted.length - 1]!.toFixed(1)} ms; ${cpu}`,
  );
  return times;
}

const rows: BenchRow[] = [];
try {
  await waitFor(`${api}/users/me`);
  await waitFor(`${gateway}/health`);
  const cookies: string[] = [];
  for (let i = 0; i < SESSIONS; i++) cookies.push(await signInCookie(gateway));
  const admin = cookies[0]!;
  const { users } = await gql<{ users: { items: { id: number }[] } }>(admin, '{ users(pageSize: 1) { items { id } } }');
  const room = `user-${users.items[0]!.id}`;
  const baseline = rssMb(gatewayProcess.pid!);

  await subscribe(SUBSCRIBERS, cookies, room);
  // A conversation subscription sends nothing at its start: let each one reach the API's room, then
  // one untimed message proves every client receives.
  await new Promise((r) => setTimeout(r, 2000));
  await deliver(
    'message',
    'warm-up',
    () => gql(admin, 'mutation ($room: String!, $text: String) { sendRoomMessage(room: $room, text: $text) { id } }', { room, text: 'warm-up' }),
    SUBSCRIBERS,
  );
  // A start and a stop: the status, like the message, is timed warm (untimed, the first start after
  // boot ran cold code in the API and the gateway: 484 ms for 10,000 subscribers against 271 for the next).
  const status = (start: boolean) =>
    deliver(
      'status',
      start ? 'processing' : ['stopping', 'stopped'],
      () => gql(admin, start ? 'mutation { startAutoProcessing }' : 'mutation { stopAutoProcessing }'),
      SUBSCRIBERS,
      start ? undefined : 'stopped',
    );
  await status(true);
  await status(false);
  log(`${SUBSCRIBERS} subscribers ready (${SESSIONS} sessions)`);
  const messages: number[] = [];
  const statuses: number[] = [];
  // CPU the gateway and this process (the clients) spend on the events: less noisy than times on a busy machine.
  const cpuBefore = { gateway: cpuMs(gatewayProcess.pid!), clients: process.cpuUsage() };
  for (let e = 0; e < EVENTS; e++) {
    const text = `fan-out ${e}`;
    messages.push(
      ...(await deliver(
        'message',
        text,
        () => gql(admin, 'mutation ($room: String!, $text: String) { sendRoomMessage(room: $room, text: $text) { id } }', { room, text }),
        SUBSCRIBERS,
      )),
    );
    const start = e % 2 === 0;
    statuses.push(...(await status(start)));
  }
  const clientsCpu = process.cpuUsage(cpuBefore.clients);
  const cpu = { gateway: cpuMs(gatewayProcess.pid!) - cpuBefore.gateway, clients: (clientsCpu.user + clientsCpu.system) / 1000 };
  const summary = (times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), n: sorted.length };
  };
  const m = summary(messages);
  const s = summary(statuses);

  // Open subscriptions up to `open` (two per client) and read the memory.
  const more = Math.max(0, Math.ceil(OPEN / 2) - SUBSCRIBERS);
  if (more) await subscribe(more, cookies, room);
  await new Promise((r) => setTimeout(r, 2000));
  const rss = rssMb(gatewayProcess.pid!);
  const open = (SUBSCRIBERS + more) * 2;
  const upstreamSockets = await metric('upstream_sockets');
  const wsConnections = await metric('graphql_ws_connections');
  const perSubscriptionKb = ((rss - baseline) * 1024) / open;

  // Issue 27's goals: p99 ≤ 100 ms for 1,000 subscribers, ≤ 300 ms for 10,000; memory for 5,000 open.
  const p99Goal = SUBSCRIBERS > 1000 ? 300 : 100;
  const rssGoal = Math.max(300, Math.ceil((open / 5000) * 300));
  rows.push(
    {
      what: `fan-out: a message to ${SUBSCRIBERS.toLocaleString('en')} subscribers of one conversation, p50 / p99`,
      figure: `${m.p50.toFixed(0)} / ${m.p99.toFixed(0)} ms (n=${m.n})`,
      goal: `p99 ≤ ${p99Goal} ms`,
      met: m.p99 <= p99Goal,
    },
    {
      what: `fan-out: the processor status to ${SUBSCRIBERS.toLocaleString('en')} subscribers, p50 / p99`,
      figure: `${s.p50.toFixed(0)} / ${s.p99.toFixed(0)} ms (n=${s.n})`,
      goal: `p99 ≤ ${p99Goal} ms`,
      met: s.p99 <= p99Goal,
    },
    {
      what: `gateway RSS with ${open.toLocaleString('en')} open subscriptions (${wsConnections} sockets, ${upstreamSockets} upstream)`,
      figure: `${rss.toFixed(0)} MB (${perSubscriptionKb.toFixed(1)} kB each)`,
      goal: `< ${rssGoal} MB`,
      met: rss < rssGoal,
    },
  );
  if (!json) {
    console.log(`\nmessage to ${SUBSCRIBERS} subscribers: p50 ${m.p50.toFixed(1)} ms, p99 ${m.p99.toFixed(1)} ms (${m.n} deliveries, ${EVENTS} events)`);
    console.log(`processor status to ${SUBSCRIBERS} subscribers: p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms (${s.n} deliveries, ${EVENTS} events)`);
    const deliveries = messages.length + statuses.length;
    console.log(
      `CPU over the ${EVENTS * 2} events: gateway ${cpu.gateway.toFixed(0)} ms (${((cpu.gateway * 1000) / deliveries).toFixed(1)} µs per delivery), clients ${cpu.clients.toFixed(0)} ms (${((cpu.clients * 1000) / deliveries).toFixed(1)} µs per delivery)`,
    );
    console.log(
      `gateway RSS: ${baseline.toFixed(0)} MB before, ${rss.toFixed(0)} MB with ${open} subscriptions on ${wsConnections} WebSockets (${perSubscriptionKb.toFixed(1)} kB per subscription); upstream socket.io connections: ${upstreamSockets} (one per session: ${SESSIONS})`,
    );
  }
  emitRows(rows);
} finally {
  await Promise.all(clients.map((c) => c.dispose()));
  gatewayProcess.kill('SIGTERM');
  apiProcess.kill('SIGTERM');
}
