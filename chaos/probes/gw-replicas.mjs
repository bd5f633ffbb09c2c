// Issue 41, replicas that behave as one (ADR 0034), on a pair of gateways of the probe's own (one per
// API replica) sharing the world's Redis under a prefix of their own, with short leases and locks
// (LIVE_LEASE_MS 2 s, LOCK_TTL_MS 4 s) and 4 sockets per person, so nothing it spends reaches the
// world's gateways:
//  - a limit counted across both: one person's sockets (cap 4) and his refusals at the cap (30 a
//    minute, then refused whatever the cap) over the two gateways, alternately;
//  - an automatic persisted query registered through one gateway runs by its hash through the other;
//  - a gateway killed mid-edit (SIGKILL): its tab and lock lapse in their time, seen on the other
//    gateway, which keeps serving, and the lock is taken there.
// (Presence across gateways and a lock refused on the other are gw-live's.)
import { createHash, randomUUID } from 'node:crypto';
import { freshAddress, gql, info, login, note, PHONES, row } from '../lib.mjs';
import { ownGateway, waitFor, wsClient } from './gw-lib.mjs';

const FULL = 'Слишком много соединений (не больше 4): закройте лишние вкладки.';
const THROTTLED = 'Слишком много попыток сверх предела: повторите через минуту.';
const PRESENCE = 'subscription ($id: Int!, $c: String!) { ticketPresence(id: $id, clientId: $c) { viewers { id } editor { user { id } } } }';
const LOCK = 'mutation ($id: Int!, $c: String!) { lockTicket(id: $id, clientId: $c) { acquired } }';
const LOCK_TTL_MS = 4000;
const LEASE_MS = 2000;

/** A socket opened and acknowledged (`client`), or closed before that (its code and reason). */
function connect(url, token) {
  return new Promise((resolve) => {
    const client = wsClient(url, token, {
      connected: () => resolve({ client }),
      closed: (e) => resolve({ code: e?.code, reason: e?.reason }),
    });
  });
}

/** A subscription's last value (errors kept apart). */
function follow(client, query, variables) {
  const s = { values: [], errors: [] };
  s.stop = client.subscribe(
    { query, variables },
    { next: (v) => (v.errors ? s.errors.push(...v.errors) : s.values.push(v.data)), error: (e) => s.errors.push(e), complete: () => {} },
  );
  return s;
}

async function sharedLimit(urls, token) {
  const r = row('gw-replicas: one person’s sockets (cap 4) and refusals (30 a minute) over two gateways');
  const held = [];
  try {
    for (let i = 0; i < 4; i++) {
      const got = await connect(urls[i % 2], token);
      if (!got.client) throw new Error(`socket ${i + 1} of 4 refused: ${got.code} ${got.reason}`);
      held.push(got.client);
    }
    const told = [];
    for (let i = 0; i < 31; i++) {
      const got = await connect(urls[i % 2], token);
      r.tried++;
      if (got.client) {
        held.push(got.client);
        told.push('accepted');
      } else told.push(got.code === 4429 ? got.reason : `${got.code} ${got.reason}`);
    }
    // A place freed does not let a throttled person in either.
    await held.shift().dispose();
    const after = await connect(urls[0], token);
    r.tried++;
    if (after.client) held.push(after.client);
    told.push(after.client ? 'accepted' : after.reason);
    const expected = [...Array(30).fill(FULL), THROTTLED, THROTTLED];
    told.forEach((t, i) => {
      if (t === expected[i]) r.refused++;
      else {
        r.leaked++;
        note(r, `attempt ${i + 5} on gateway ${(i % 2) + 1}: ${t}, expected ${expected[i]}`);
      }
    });
    info(r, `refusals: ${told.filter((t) => t === FULL).length} at the cap, ${told.filter((t) => t === THROTTLED).length} throttled`);
  } finally {
    await Promise.all(held.map((c) => c.dispose()));
  }
  return r;
}

async function sharedPersistedQuery(urls, token) {
  const r = row('gw-replicas: a persisted query registered through one gateway, run by its hash through the other');
  const alias = `chaos_${randomUUID().replaceAll('-', '')}`;
  const query = `{ ping ${alias}: ping }`;
  const extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } };
  const post = async (url, body) => {
    const res = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    });
    return res.json();
  };
  r.tried = 1;
  const registered = await post(urls[0], { query, extensions });
  if (registered.data?.[alias] !== true) throw new Error(`the query itself: ${JSON.stringify(registered).slice(0, 200)}`);
  // Apollo keeps the document after it answers: asked again until it is there, at most 20 s.
  let byHash = await post(urls[1], { extensions });
  const deadline = Date.now() + 20_000;
  while (byHash.errors && Date.now() < deadline) byHash = await post(urls[1], { extensions });
  if (byHash.data?.[alias] === true) r.refused++;
  else {
    r.leaked++;
    note(r, `by its hash through the other gateway: ${JSON.stringify(byHash).slice(0, 200)}`);
  }
  return r;
}

async function killedMidEdit(pair, world) {
  const r = row('gw-replicas: a gateway killed mid-edit: its tab and lock lapse in their time, the other serves');
  const api = world.apis[0].url;
  const [admin, rm, admin2] = [await login(api, PHONES.admin, freshAddress()), await login(api, PHONES.rm, freshAddress()), await login(api, PHONES.admin, freshAddress())];
  const [one, two] = pair;
  const list = await gql(two.url, '{ tickets(pageSize: 1) { items { id } } }', {}, { token: rm });
  const id = list.data?.tickets.items[0]?.id;
  if (!id) throw new Error(`the manager's tickets: ${list.text?.slice(0, 200)}`);
  const onOne = wsClient(one.url, admin);
  const onTwo = wsClient(two.url, rm);
  try {
    const editor = follow(onOne, PRESENCE, { id, c: 'tab-killed-0001' });
    const watcher = follow(onTwo, PRESENCE, { id, c: 'tab-watcher-001' });
    await waitFor(() => editor.values.length > 0, 30_000);
    const locked = await gql(one.url, LOCK, { id, c: 'tab-killed-0001' }, { token: admin });
    if (!locked.data?.lockTicket.acquired) throw new Error(`the lock on gateway 1: ${locked.text?.slice(0, 200)}`);
    const seen = (v) => v?.ticketPresence.editor?.user.id === 1 && v.ticketPresence.viewers.some((p) => p.id === 1);
    if (!(await waitFor(() => seen(watcher.values.at(-1)), 30_000))) throw new Error(`the lock not seen on gateway 2: ${JSON.stringify(watcher.values.at(-1))}`);
    r.tried = 3;
    one.stopping = true;
    one.child.kill('SIGKILL');
    const killedAt = Date.now();
    const ping = await gql(two.url, '{ ping }', {}, { token: rm });
    if (ping.data?.ping === true) r.refused++;
    else {
      r.leaked++;
      note(r, `gateway 2 right after the kill: ${ping.status} ${ping.text?.slice(0, 100)}`);
    }
    // The lock's time, a lease's and the sweep's round after it, with room for a busy machine.
    const within = (LOCK_TTL_MS + 2 * LEASE_MS) * Number(process.env.CHAOS_SCALE ?? 1) + 5000;
    const gone = (v) => v?.ticketPresence.editor === null && v.ticketPresence.viewers.length === 0;
    if (await waitFor(() => gone(watcher.values.at(-1)), within)) r.refused++;
    else {
      r.leaked++;
      note(r, `the killed gateway's tab and lock still shown after ${within} ms: ${JSON.stringify(watcher.values.at(-1))}`);
    }
    info(r, `tab and lock gone on gateway 2 ${Date.now() - killedAt} ms after the kill (lock ${LOCK_TTL_MS} ms, lease ${LEASE_MS} ms)`);
    const taken = await gql(two.url, LOCK, { id, c: 'tab-after-0001' }, { token: admin2 });
    if (taken.data?.lockTicket.acquired === true) r.refused++;
    else {
      r.leaked++;
      note(r, `the lock on gateway 2 after the kill: ${taken.text?.slice(0, 200)}`);
    }
  } finally {
    await Promise.all([onOne.dispose(), onTwo.dispose()]);
  }
  return r;
}

export async function gwReplicasProbe(world) {
  const env = { REDIS_PREFIX: `chaos-replicas-${randomUUID()}:`, LIVE_LEASE_MS: String(LEASE_MS), LOCK_TTL_MS: String(LOCK_TTL_MS), MAX_SOCKETS_PER_USER: '4' };
  const pair = [await ownGateway(world, env), await ownGateway(world, { ...env, UPSTREAM_URL: world.apis[1].url })];
  try {
    const urls = pair.map((g) => g.url);
    const token = await login(world.apis[0].url, PHONES.sr, freshAddress());
    return [await sharedLimit(urls, token), await sharedPersistedQuery(urls, token), await killedMidEdit(pair, world)];
  } finally {
    await Promise.all(pair.map((g) => g.stop()));
  }
}
