// Issue 23, F10 and F6 (gateway part), over graphql-ws:
//  - one socket opens 101 subscriptions: at most 100 (MAX_SUBSCRIPTIONS_PER_SOCKET's default) are
//    served, the rest refused with TOO_MANY_SUBSCRIPTIONS;
//  - a socket signed in with a personal API token of 3 s ends (close 4401/4403) after the token
//    expires. On a gateway of the probe's own that re-checks sessions every 2 s
//    (SESSION_RECHECK_MS; the API's own disconnect of the expired upstream socket may end it sooner).
import { freshAddress, info, login, note, PHONES, readOnlyToken, rest, row } from '../lib.mjs';
import { ownGateway, waitFor, wsClient } from './gw-lib.mjs';

const STATUS = 'subscription { autoProcessorStatus }';

export async function gwSocketsProbe(world) {
  const api = world.apis[0].url;
  const admin = await login(api, PHONES.admin, freshAddress());
  const out = [];

  const cap = row('gw-sockets: 101 subscriptions on one socket (cap 100)');
  const c = wsClient(world.gateways[0].url, admin);
  try {
    const subs = Array.from({ length: 101 }, () => ({ values: 0, errors: [] }));
    const stops = subs.map((s) => c.subscribe({ query: STATUS }, { next: () => s.values++, error: (e) => s.errors.push(...(Array.isArray(e) ? e : [e])), complete: () => {} }));
    await waitFor(() => subs.every((s) => s.values > 0 || s.errors.length > 0), 30_000);
    const served = subs.filter((s) => s.values > 0).length;
    const refused = subs.filter((s) => s.errors.some((e) => e?.extensions?.code === 'TOO_MANY_SUBSCRIPTIONS')).length;
    cap.tried = 101;
    cap.refused = refused;
    cap.leaked = Math.max(0, served - 100);
    if (cap.leaked) note(cap, `${served} subscriptions served on one socket`);
    if (refused !== 1) note(cap, `${refused} refused with TOO_MANY_SUBSCRIPTIONS (expected 1)`);
    if (refused !== 1 && !cap.leaked) cap.leaked = 1;
    info(cap, `served ${served}, refused ${refused}: ${subs.find((s) => s.errors.length)?.errors[0]?.message ?? '—'}`);
    for (const stop of stops) stop();
  } finally {
    await c.dispose();
  }
  out.push(cap);

  const expiry = row('gw-sockets: graphql-ws with a token that expires (3 s)');
  const g = await ownGateway(world, { SESSION_RECHECK_MS: '2000' });
  try {
    const token = await readOnlyToken(api, admin, 'gw-sockets probe', { ttl: 3 });
    const expiresAt = Date.now() + 3000;
    let closed = null;
    let values = 0;
    const ws = wsClient(g.url, token, { closed: (e) => (closed = { code: e?.code, reason: e?.reason, at: Date.now() }) });
    ws.subscribe({ query: STATUS }, { next: () => values++, error: () => {}, complete: () => {} });
    expiry.tried = 1;
    if (!(await waitFor(() => values > 0, 10_000))) throw new Error('the subscription with the fresh token gave nothing');
    await waitFor(() => closed !== null, 3000 + 15_000);
    const ended = closed; // before the probe's own close
    await ws.dispose();
    const stillValid = await rest(api, 'GET', '/users/me', { token });
    info(expiry, `the API answers the expired token ${stillValid.status}`);
    if (ended && (ended.code === 4401 || ended.code === 4403)) {
      expiry.refused = 1;
      info(expiry, `closed ${ended.code} '${ended.reason}' ${ended.at - expiresAt} ms after the expiry`);
    } else {
      expiry.leaked = 1;
      note(expiry, ended ? `closed with ${ended.code} '${ended.reason}'` : 'the socket was still open 15 s after its token expired');
    }
  } finally {
    await g.stop();
  }
  out.push(expiry);
  return out;
}
