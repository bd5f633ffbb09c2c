// Faults under load, on the suite's own servers: PostgreSQL crashed and restarted under a write load
// (every acknowledged write must be in the database after; requests meanwhile fail fast; the APIs
// answer within 5 s once it is back), Redis killed and restarted under a live subscription across
// the two replicas, and an API replica restarted under an open subscription (each event published
// meanwhile is delivered or a `resync` signal follows it: otherwise it was lost silently).
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { database, freshAddress, gql, login, note, PHONES, rest, row } from '../lib.mjs';
import { sleep } from '../env.mjs';

/** A graphql-ws subscriber of a room's messages and of `resync`, with the time each arrived. */
function subscriber(gw, token, room) {
  const got = { messages: new Map(), resyncs: [], errors: [], closed: [] };
  const client = createClient({
    url: gw.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { authorization: token },
    lazy: false,
    retryAttempts: 20,
    shouldRetry: () => true,
    on: { closed: (e) => got.closed.push(e?.code) },
  });
  const sink = (onValue) => ({ next: (v) => (v.data ? onValue(v.data) : got.errors.push(v.errors)), error: (e) => got.errors.push(e), complete: () => {} });
  const stops = [
    client.subscribe(
      { query: 'subscription ($room: String!) { messageAdded(room: $room) { id text } }', variables: { room } },
      sink((d) => got.messages.set(d.messageAdded.text, Date.now())),
    ),
    client.subscribe(
      { query: 'subscription { resync { reason at } }' },
      sink((d) => got.resyncs.push({ at: Date.now(), reason: d.resync.reason })),
    ),
  ];
  got.close = async () => {
    stops.forEach((s) => s());
    await client.dispose();
  };
  return got;
}

/** Acknowledged publishes (waited for up to `ms`): delivered, signalled by a later `resync`, or lost silently; 5xx answers but 503 counted. */
async function settle(r, sent, sub, label, ms) {
  for (const s of sent) if (s.status >= 500 && s.status !== 503) r.e500++;
  const acked = sent.filter((s) => s.ok);
  await until(() => acked.every((s) => sub.messages.has(s.text) || sub.resyncs.some((x) => x.at >= s.at)), ms);
  let delivered = 0;
  let signalled = 0;
  for (const s of acked) {
    r.tried++;
    if (sub.messages.has(s.text)) delivered++;
    else if (sub.resyncs.some((x) => x.at >= s.at)) signalled++;
    else {
      r.leaked++;
      note(r, `${label}: "${s.text}" neither delivered nor signalled`);
    }
  }
  r.refused += delivered + signalled;
  r.info.push(`${label}: ${acked.length} published, ${delivered} delivered, ${signalled} covered by resync (${sub.resyncs.map((x) => x.reason).join(', ') || 'none'})`);
  return acked;
}

async function publish(api, token, xff, room, text) {
  const at = Date.now();
  const r = await rest(api, 'POST', `/messages/sendToRoom/${room}`, { token, body: { text }, xff, timeout: 10_000 });
  return { at, text, ok: r.status === 200, status: r.status };
}

/** Every service alive and answering an authenticated read within `ms`; the time it took. */
async function allUp(world, token, xff, r, label, ms = 5000) {
  const started = Date.now();
  for (const s of [...world.apis, ...world.gateways]) {
    if (!s.alive()) {
      r.leaked++;
      note(r, `${label}: ${s.name} is not running`);
      continue;
    }
    let ok = false;
    while (Date.now() - started < ms) {
      const res = world.apis.includes(s)
        ? await rest(s.url, 'GET', '/users/me', { token, xff, timeout: 2000 })
        : await gql(s.url, '{ me { id } }', {}, { token, xff, timeout: 2000 });
      if (res.status === 200 && (world.apis.includes(s) || res.data?.me)) {
        ok = true;
        break;
      }
      await sleep(100);
    }
    if (!ok) {
      r.leaked++;
      note(r, `${label}: ${s.name} did not answer within ${ms / 1000} s`);
    }
  }
  return Date.now() - started;
}

async function postgresRestart(world, token, xff) {
  const r = row('fault: PostgreSQL restart under writes');
  const acked = [];
  const outcomes = {};
  let stop = false;
  let n = 0;
  let down = null;
  let slow = 0;
  const targets = [...world.apis.map((a) => ({ kind: 'rest', url: a.url })), ...world.gateways.map((g) => ({ kind: 'gql', url: g.url }))];
  const writer = async (w) => {
    while (!stop) {
      const text = `chaos-pg-${w}-${n++}`;
      const t = targets[n % targets.length];
      const started = Date.now();
      const duringOutage = down !== null;
      let key;
      if (t.kind === 'rest') {
        const res = await rest(t.url, 'POST', '/messages/sendToRoom/user-7', { token, body: { text }, xff, timeout: 15_000 });
        if (res.status === 200 && res.json?.id) acked.push({ id: res.json.id, text });
        key = `REST ${res.status}`;
        if (res.status >= 500 && res.status !== 503) {
          r.e500++;
          note(r, `REST ${res.status}: ${res.text.slice(0, 100)}`);
        }
      } else {
        const res = await gql(t.url, 'mutation ($t: String) { sendRoomMessage(room: "user-7", text: $t) { id } }', { t: text }, { token, xff, timeout: 15_000 });
        if (res.data?.sendRoomMessage?.id) acked.push({ id: res.data.sendRoomMessage.id, text });
        const e = res.errors?.[0]?.extensions;
        key = `GraphQL ${e ? `${e.code}${e.statusCode ? `/${e.statusCode}` : ''}` : 'ok'}`;
        if (e && (e.code === 'INTERNAL_SERVER_ERROR' || (e.code === 'UPSTREAM_ERROR' && e.statusCode >= 500 && e.statusCode !== 503))) {
          r.e500++;
          note(r, `GraphQL ${key}: ${res.errors[0].message}`);
        }
      }
      outcomes[key] = (outcomes[key] ?? 0) + 1;
      if (duringOutage && Date.now() - started > 5000) slow++;
      if (!duringOutage) await sleep(20);
      else await sleep(100);
    }
  };
  const writers = Array.from({ length: 6 }, (_, w) => writer(w));
  await sleep(3000);
  down = Date.now();
  const outageStart = down;
  await world.pg.crash();
  await sleep(5000);
  await world.pg.start();
  const back = Date.now();
  const recovery = await allUp(world, token, xff, r, 'after PostgreSQL restart');
  down = null;
  await sleep(3000);
  stop = true;
  await Promise.all(writers);

  const db = await database(world);
  const rows = (await db.query(`select id, text from messages where text like 'chaos-pg-%'`)).rows;
  await db.end();
  const inDb = new Map(rows.map((x) => [x.id, x.text]));
  let lost = 0;
  for (const a of acked) {
    r.tried++;
    if (inDb.get(a.id) === a.text) r.refused++;
    else {
      lost++;
      r.leaked++;
      note(r, `acknowledged write ${a.id} "${a.text}" missing`);
    }
  }
  if (slow) {
    r.leaked += slow;
    note(r, `${slow} requests during the outage took over 5 s`);
  }
  r.info.push(
    `${acked.length} acknowledged writes, ${lost} lost; PostgreSQL down ${back - outageStart} ms; all answering ${recovery} ms after PostgreSQL was back; outcomes ${JSON.stringify(outcomes)}`,
  );
  return r;
}

async function redisRestart(world, token, xff) {
  const r = row('fault: Redis restart, subscription across replicas');
  const room = 'user-8';
  // Subscribed through gateway 2 (API 2); published at API 1: every event crosses Redis.
  const sub = subscriber(world.gateways[1].url, token, room);
  await sleep(1500);
  const sent = [];
  const baseline = [];
  for (let i = 0; i < 5; i++) baseline.push(await publish(world.apis[0].url, token, xff, room, `chaos-redis-before-${i}`));
  await until(() => baseline.every((s) => sub.messages.has(s.text)), 5000);
  if (!baseline.every((s) => sub.messages.has(s.text))) note(r, 'baseline: events did not cross the replicas before the fault');
  sent.push(...baseline);
  // Both replicas publish without pause while Redis is killed, so PUBLISH commands are in flight
  // at that moment (one left unhandled by the adapter used to end the process).
  let flooding = true;
  const floodStatuses = {};
  const flood = Promise.all(
    world.apis.map(async (api, k) => {
      for (let i = 0; flooding; i++) {
        const p = await publish(api.url, token, xff, 'user-10', `chaos-redis-flood-${k}-${i}`);
        floodStatuses[p.status] = (floodStatuses[p.status] ?? 0) + 1;
        if (p.status >= 500 && p.status !== 503) r.e500++;
      }
    }),
  );
  await sleep(500);
  await world.redis.stop();
  await sleep(500);
  flooding = false;
  await flood;
  r.info.push(`flood around the kill: ${JSON.stringify(floodStatuses)}`);
  for (let i = 0; i < 10; i++) {
    sent.push(await publish(world.apis[i % 2].url, token, xff, room, `chaos-redis-down-${i}`));
    await sleep(300);
  }
  await world.redis.start();
  await sleep(1000);
  for (let i = 0; i < 5; i++) {
    sent.push(await publish(world.apis[0].url, token, xff, room, `chaos-redis-after-${i}`));
    await sleep(300);
  }
  const acked = await settle(r, sent, sub, 'Redis', 20_000);
  const failed = sent.length - acked.length;
  if (failed) r.info.push(`${failed} publishes refused during the outage (${[...new Set(sent.filter((s) => !s.ok).map((s) => s.status))].join(', ')})`);
  await allUp(world, token, xff, r, 'after Redis restart');
  await sub.close();
  return r;
}

async function apiRestart(world, token, xff) {
  const r = row('fault: API replica restart under a subscription');
  const room = 'user-9';
  const sub = subscriber(world.gateways[0].url, token, room); // gateway 1 → API 1
  await sleep(1500);
  const sent = [await publish(world.apis[1].url, token, xff, room, 'chaos-api-before-0')];
  const restarting = world.apis[0].restart();
  let i = 0;
  let done = false;
  restarting.then(() => (done = true));
  while (!done) {
    sent.push(await publish(world.apis[1].url, token, xff, room, `chaos-api-during-${i++}`));
    await sleep(250);
  }
  await restarting;
  for (let j = 0; j < 5; j++) {
    sent.push(await publish(world.apis[1].url, token, xff, room, `chaos-api-after-${j}`));
    await sleep(400);
  }
  await settle(r, sent, sub, 'API restart', 15_000);
  await allUp(world, token, xff, r, 'after the API restart');
  await sub.close();
  return r;
}

async function until(check, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && !check()) await sleep(100);
}

export async function faultsProbe(world) {
  const xff = freshAddress();
  const token = await login(world.apis[0].url, PHONES.admin, xff);
  const rows = [];
  rows.push(await postgresRestart(world, token, xff));
  rows.push(await redisRestart(world, token, xff));
  rows.push(await apiRestart(world, token, xff));
  return rows;
}
