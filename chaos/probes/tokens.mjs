// Tokens (issue 23): a read-only personal token writes through no REST route, whatever the case, the
// %-encoding, a trailing slash or HEAD, nor through socket.io; a socket straight to the API ends when
// its token expires; tokens and saved views of one user are out of another's reach.
import { io } from 'socket.io-client';
import { freshAddress, isServerError, login, note, PHONES, rest, row } from '../lib.mjs';

/** The GETs of spec §7 that change data (scored ticket, processor, place assignment). */
const WRITING_GETS = [
  '/tickets/process/{id}',
  '/tickets/startAutoProcessing',
  '/tickets/stopAutoProcessing',
  '/users/setUserPlace/{userId}/{placeId}',
  '/users/resetUserPlace/{userId}',
  '/users/addPlace/{userId}/{placeId}',
  '/users/removePlace/{userId}/{placeId}',
];
const PARAMS = { id: '2', userId: '4', placeId: '1', roleName: 'vendor', campaignId: '1', room: 'user-4', container: 'messages', path: 'x.jpg' };
const fill = (p) => p.replace(/\{(\w+)\}/g, (_, name) => PARAMS[name] ?? '1');
/** What the router sends to the same route: upper case, a %-encoded letter, mixed case, a trailing slash. */
const variants = (p) => [
  p,
  p.toUpperCase(),
  p.replace(/\/([a-z])/, (_, l) => `/%${l.charCodeAt(0).toString(16)}`),
  p.replace(/[a-z]+/g, (w) => w[0].toUpperCase() + w.slice(1)),
  `${p}/`,
];

const refusedReadOnly = (r) => r.status === 403 && (r.json?.error?.code === 'READ_ONLY_TOKEN' || r.text === '');

async function counts(pg) {
  const { rows } = await pg.query(`select (select count(*) from audit_log)::int as audit, (select status from processor_state where id = 1) as processor,
    (select count(*) from user_places)::int as places, (select coalesce(sum(score), 0)::bigint from tickets)::text as score`);
  return JSON.stringify(rows[0]);
}

function connect(api, token) {
  const socket = io(api, { query: { access_token: token }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (e) => reject(e));
  });
}

export async function tokensProbe(world) {
  const pgMod = await import('pg');
  const pg = new pgMod.default.Client({ connectionString: world.pgUrl });
  await pg.connect();
  const api = world.apis[0].url;
  const xff = freshAddress();
  const admin = await login(api, PHONES.admin, xff);
  // Signed in before the writes: a write let through must show as a leak, not break the probe's own sign-ins.
  const manager = await login(api, PHONES.rm, xff);
  // Its id is the target of the cross-user attempts below.
  const created = await rest(api, 'POST', '/users/me/apiTokens', { token: admin, body: { name: 'chaos read-only', readOnly: true } });
  const readOnly = created.json?.token;
  if (!readOnly) throw new Error(`no read-only token: ${created.status} ${created.text.slice(0, 200)}`);

  // --- REST: every writing route, in every variant, as GET/HEAD or its own method -------------------
  const r1 = row('tokens: read-only token × writing REST routes (case, %-encoding, slash, HEAD)');
  const doc = (await rest(api, 'GET', '/openapi.json')).json;
  const writes = [];
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods)) {
      const m = method.toUpperCase();
      if (m === 'GET' && WRITING_GETS.includes(p)) writes.push(['GET', p], ['HEAD', p]);
      else if (m !== 'GET' && p !== '/users/login' && p !== '/users/logout') writes.push([m, p]);
    }
  }
  const before = await counts(pg);
  for (const [method, p] of writes) {
    for (const url of variants(fill(p))) {
      for (const api2 of world.apis) {
        const r = await rest(api2.url, method, url, {
          token: readOnly,
          xff,
          ...(method === 'GET' || method === 'HEAD' ? {} : { body: { userId: 4, placeId: 1, ticketId: 2, score: 7, title: 'chaos', name: 'chaos', text: 'chaos text' } }),
        });
        r1.tried++;
        if (isServerError(r)) {
          r1.e500++;
          note(r1, `${r.status} ${method} ${url}`);
        } else if (refusedReadOnly(r)) r1.refused++;
        else {
          r1.leaked++;
          note(r1, `${method} ${url}: ${r.status} ${r.text.slice(0, 80)}`);
        }
      }
    }
  }
  const after = await counts(pg);
  if (after !== before) {
    r1.leaked++;
    note(r1, `data changed: ${before} → ${after}`);
  }

  // --- sockets: a read-only socket's client events are refused; a socket ends at its token's expiry --
  const r2 = row('tokens: read-only socket writes, socket past its token’s expiry');
  const socket = await connect(api, readOnly);
  const answer = await socket
    .timeout(10_000)
    .emitWithAck('messenger.hasReadConv', 'user-4')
    .catch((e) => ({ ok: 'timeout', e: String(e) }));
  r2.tried++;
  if (answer?.ok === false && /только для чтения/.test(answer.message ?? '')) r2.refused++;
  else {
    r2.leaked++;
    note(r2, `read-only socket event answered ${JSON.stringify(answer).slice(0, 100)}`);
  }
  socket.disconnect();
  const short = await rest(api, 'POST', '/users/login', { body: { phone: PHONES.admin, password: 'demo1234', ttl: 4 }, xff });
  const expiring = await connect(api, short.json.accessToken);
  const started = Date.now();
  const ended = await new Promise((resolve) => {
    const timer = setTimeout(() => resolve('still connected 20 s after'), 4000 + 20_000);
    expiring.once('disconnect', () => (clearTimeout(timer), resolve('ended')));
  });
  r2.tried++;
  if (ended === 'ended') r2.refused++;
  else {
    r2.leaked++;
    note(r2, `expired token's socket ${ended} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
  expiring.disconnect();

  // --- across users: another user's tokens and saved views ---------------------------------------
  const r3 = row('tokens: API tokens and saved views across users');
  const view = await rest(api, 'POST', '/savedViews', { token: admin, body: { name: 'chaos admin view', screen: 'tickets', search: 'status=new' } });
  const tokenId = created.json.id;
  const viewId = view.json?.id;
  const attempts = [
    ['DELETE', `/users/me/apiTokens/${encodeURIComponent(tokenId)}`],
    ['GET', `/savedViews/${viewId}`],
    ['PATCH', `/savedViews/${viewId}`, { name: 'taken over' }],
    ['DELETE', `/savedViews/${viewId}`],
  ];
  for (const [method, p, body] of attempts) {
    const r = await rest(api, method, p, { token: manager, xff, ...(body ? { body } : {}) });
    r3.tried++;
    if (isServerError(r)) {
      r3.e500++;
      note(r3, `${r.status} ${method} ${p}`);
    } else if (r.status === 403 || r.status === 404) r3.refused++;
    else {
      r3.leaked++;
      note(r3, `${method} ${p} as another user: ${r.status}`);
    }
  }
  const lists = [await rest(api, 'GET', '/users/me/apiTokens', { token: manager, xff }), await rest(api, 'GET', '/savedViews', { token: manager, xff })];
  r3.tried++;
  if (lists.some((l) => l.text.includes(String(tokenId)) || (viewId !== undefined && (l.json ?? []).some?.((v) => v.id === viewId)))) {
    r3.leaked++;
    note(r3, 'another user lists the admin’s token or view');
  } else r3.refused++;
  if (!viewId) note(r3, `saved view not created: ${view.status} ${view.text.slice(0, 120)}`);
  await pg.end();
  return [r1, r2, r3];
}
