// Issues 40 and 41, the gateways' live state, across the suite's two gateways (they share it through
// Redis):
//  - presence: a vendor's `ticketPresence` on his own receipt is refused; staff on the two gateways see
//    each other, named with the role; one person's presence rooms are capped over both gateways
//    (MAX_PRESENCE_PER_USER, 20), and another person's `{ ping }` is answered meanwhile;
//  - locks: a lock taken on one gateway is refused on the other to another session sending the
//    holder's tab id, whose unlock drops nothing; a takeover is explicit and tells the holder on the
//    other gateway.
import { freshAddress, gql, info, login, note, PHONES, row } from '../lib.mjs';
import { waitFor, wsClient } from './gw-lib.mjs';

const PRESENCE = 'subscription ($id: Int!, $c: String!) { ticketPresence(id: $id, clientId: $c) { viewers { id name roleName } editor { user { id } mine } takenOverBy { id } } }';
const LOCK = 'mutation ($id: Int!, $c: String!, $t: Boolean) { lockTicket(id: $id, clientId: $c, takeOver: $t) { acquired presence { editor { user { id } mine } } } }';
const UNLOCK = 'mutation ($id: Int!, $c: String!) { unlockTicket(id: $id, clientId: $c) { editor { user { id } mine } } }';

/** A subscription's values and errors (a resolver's refusal comes as a result with errors). */
function follow(c, query, variables) {
  const s = { values: [], errors: [] };
  s.stop = c.subscribe(
    { query, variables },
    {
      next: (v) => (v.errors ? s.errors.push(...v.errors) : s.values.push(v.data)),
      error: (e) => s.errors.push(...(Array.isArray(e) ? e : [{ message: String(e?.reason ?? e) }])),
      complete: () => {},
    },
  );
  return s;
}

/** A finding: the row's leak, with what was seen. */
function fail(r, text, n = 1) {
  r.leaked += n;
  note(r, text);
}

export async function gwLiveProbe(world) {
  const api = world.apis[0].url;
  const [g1, g2] = world.gateways.map((g) => g.url);
  const [admin, admin2, rm, vendor] = [
    await login(api, PHONES.admin, freshAddress()),
    await login(api, PHONES.admin, freshAddress()),
    await login(api, PHONES.rm, freshAddress()),
    await login(api, PHONES.vendor, freshAddress()),
  ];
  const clients = [];
  const open = (url, token) => {
    const c = wsClient(url, token);
    clients.push(c);
    return c;
  };
  const out = [];
  try {
    const own = await gql(g1, '{ tickets(pageSize: 1) { items { id } } }', {}, { token: vendor });
    const listed = await gql(g1, '{ tickets(pageSize: 30) { items { id } } }', {}, { token: admin });
    const vendorTicket = own.data?.tickets.items[0]?.id;
    const ids = (listed.data?.tickets.items ?? []).map((t) => t.id);
    if (!vendorTicket || ids.length < 23) throw new Error('the probe needs tickets of the demo data');
    const ticket = ids[0];

    const presence = row('gw-live: presence (vendor refused, staff across gateways named with the role)');
    const v = follow(open(g1, vendor), PRESENCE, { id: vendorTicket, c: 'tab-vendor-0001' });
    const a = follow(open(g1, admin), PRESENCE, { id: ticket, c: 'tab-admin-0001' });
    const m = follow(open(g2, rm), PRESENCE, { id: ticket, c: 'tab-rm-000001' });
    presence.tried = 2;
    await waitFor(() => (v.values.length || v.errors.length) && a.values.at(-1)?.ticketPresence.viewers.length && m.values.at(-1)?.ticketPresence.viewers.length, 30_000);
    if (v.values.length) fail(presence, `a vendor saw presence: ${JSON.stringify(v.values[0])}`);
    else if (v.errors[0]?.extensions?.code === 'FORBIDDEN') presence.refused++;
    else note(presence, `the vendor's presence: ${JSON.stringify(v.errors[0] ?? 'no answer')}`);
    const seen = a.values.at(-1)?.ticketPresence.viewers ?? [];
    const seenBack = m.values.at(-1)?.ticketPresence.viewers ?? [];
    if (seen[0]?.roleName === 'regionalManager' && seenBack[0]?.roleName === 'admin') presence.refused++;
    else fail(presence, `across the gateways: the admin sees ${JSON.stringify(seen)}, the manager ${JSON.stringify(seenBack)}`);
    out.push(presence);

    const caps = row('gw-live: one person holds 22 presence rooms over both gateways (cap 20), another pings');
    const flood = [open(g1, admin2), open(g2, admin2)];
    const rooms = ids.slice(1, 23).map((id, i) => follow(flood[i % 2], PRESENCE, { id, c: `tab-flood-${String(i).padStart(4, '0')}` }));
    caps.tried = rooms.length;
    await waitFor(() => rooms.every((r) => r.values.length || r.errors.length), 60_000);
    const served = rooms.filter((r) => r.values.length).length;
    const refused = rooms.filter((r) => r.errors.some((e) => e?.extensions?.code === 'TOO_MANY_SUBSCRIPTIONS')).length;
    caps.refused = refused;
    if (served > 20) fail(caps, `${served} presence rooms served to one person`, served - 20);
    const started = Date.now();
    const ping = await gql(g2, '{ ping }', {}, { token: rm });
    info(caps, `served ${served}, refused ${refused}; another person's ping ${ping.data?.ping === true ? 'answered' : 'NOT answered'} in ${Date.now() - started} ms`);
    if (ping.data?.ping !== true) fail(caps, `another person's ping: ${ping.status} ${ping.text?.slice(0, 100)}`);
    for (const r of rooms) r.stop();
    out.push(caps);

    const locks = row('gw-locks: ownership and takeover across the gateways');
    const lockId = ids[23] ?? ids[1];
    const holder = follow(open(g1, admin), PRESENCE, { id: lockId, c: 'tab-holder-001' });
    await waitFor(() => holder.values.length, 20_000);
    const took = await gql(g1, LOCK, { id: lockId, c: 'tab-holder-001' }, { token: admin });
    if (!took.data?.lockTicket.acquired) throw new Error(`the holder's lock: ${took.text?.slice(0, 200)}`);
    locks.tried = 3;
    const stolen = await gql(g2, LOCK, { id: lockId, c: 'tab-holder-001' }, { token: admin2 });
    if (stolen.data?.lockTicket.acquired === false) locks.refused++;
    else fail(locks, `another session with the holder's tab id on the other gateway: ${stolen.text?.slice(0, 200)}`);
    const dropped = await gql(g2, UNLOCK, { id: lockId, c: 'tab-holder-001' }, { token: admin2 });
    if (dropped.data?.unlockTicket.editor) locks.refused++;
    else fail(locks, `another session's unlock with the holder's tab id: ${dropped.text?.slice(0, 200)}`);
    const takeover = await gql(g2, LOCK, { id: lockId, c: 'tab-other-0001', t: true }, { token: admin2 });
    const told = takeover.data?.lockTicket.acquired && (await waitFor(() => holder.values.at(-1)?.ticketPresence.takenOverBy?.id === 1, 20_000));
    if (told) locks.refused++;
    else fail(locks, `the takeover on the other gateway was not told to the holder: ${JSON.stringify(holder.values.at(-1))}`);
    await gql(g2, UNLOCK, { id: lockId, c: 'tab-other-0001' }, { token: admin2 });
    out.push(locks);
  } finally {
    await Promise.all(clients.map((c) => c.dispose()));
  }
  return out;
}
