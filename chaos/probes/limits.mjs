// The GraphQL limits over HTTP and WebSocket: depth, aliases (50,000 `__typename` too), the cost of
// un-paged nested lists, nested input values, introspection and suggestions without a valid session,
// body and frame size (30 MB), and the WebSocket upgrade from a foreign Origin.
import WebSocket from 'ws';
import { freshAddress, gql, info, isServerError, leakIn, login, note, PHONES, rest, row } from '../lib.mjs';
import { wsOnce } from './auth.mjs';

const nest = (n) => {
  let q = '{ id }';
  for (let i = 0; i < n; i++) q = i % 2 ? `{ users ${q} }` : `{ places ${q} }`;
  return `{ users(pageSize: 1) { items ${q} } }`;
};

function deepWhere(n) {
  let w = { id: { eq: 1 } };
  for (let i = 0; i < n; i++) w = { and: [w] };
  return w;
}

const CASES = [
  { name: 'depth 14', query: nest(11) },
  { name: '31 aliases', query: `{ ${Array.from({ length: 31 }, (_, i) => `a${i}: ping`).join(' ')} }` },
  { name: '50,000 aliased __typename', query: `{ ${Array.from({ length: 50_000 }, (_, i) => `a${i}: __typename`).join(' ')} }` },
  { name: '5,000 __typename (no aliases)', query: `{ ${'__typename '.repeat(5000)}}` },
  { name: 'cost: un-paged nested lists', query: '{ users { items { places { users { places { users { id } } } } } } }' },
  { name: 'cost: pageSize 100 nested', query: '{ places(pageSize: 100) { items { users { places { users { id } } } } } }' },
  { name: 'input nested 1,000 deep', query: 'query ($w: PlaceWhere) { places(where: $w) { total } }', variables: { w: deepWhere(1000) } },
  { name: 'fragment cycle', query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' },
];

function refusedHttp(r) {
  return r.status !== 200 || !r.data || Object.values(r.data).every((v) => v === null);
}

/** A raw graphql-ws socket; resolves how it ended. */
function rawSocket(url, { token, origin, payload, ms = 8000 }) {
  return new Promise((resolve) => {
    const headers = origin ? { origin } : {};
    const ws = new WebSocket(url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', { headers, maxPayload: 64 * 1024 * 1024 });
    const result = { opened: false, status: null, close: null, messages: [] };
    const timer = setTimeout(() => {
      ws.terminate();
      resolve(result);
    }, ms);
    ws.on('unexpected-response', (_req, res) => {
      result.status = res.statusCode;
      clearTimeout(timer);
      ws.terminate();
      resolve(result);
    });
    ws.on('open', () => {
      result.opened = true;
      ws.send(JSON.stringify({ type: 'connection_init', payload: token ? { authorization: token } : {} }));
    });
    ws.on('message', (data) => {
      const msg = JSON.parse(data.toString());
      result.messages.push(msg.type);
      if (msg.type === 'connection_ack' && payload) ws.send(payload);
    });
    ws.on('error', () => {});
    ws.on('close', (code) => {
      result.close = code;
      clearTimeout(timer);
      resolve(result);
    });
  });
}

export async function limitsProbe(world) {
  const gw = world.gateways[0].url;
  const xff = freshAddress();
  const admin = await login(world.apis[0].url, PHONES.admin, xff);
  const http = row('limits: GraphQL over HTTP');
  const ws = row('limits: GraphQL over WebSocket');

  const check = (r, name, refused, bad) => {
    r.tried++;
    if (bad) {
      r.e500++;
      note(r, `${name}: server error`);
    }
    if (refused) r.refused++;
    else {
      r.leaked++;
      note(r, `${name}: executed`);
    }
  };

  for (const c of CASES) {
    const r = await gql(gw, c.query, c.variables ?? {}, { token: admin, xff, timeout: 30_000 });
    check(http, c.name, refusedHttp(r) && !leakIn(r.text), isServerError(r) || r.status === 0);
    const w = await wsOnce(gw, admin, c.query, c.variables ?? {}, 5000);
    check(
      ws,
      c.name,
      w.values.length === 0,
      w.errors.some((e) => e?.extensions?.code === 'INTERNAL_SERVER_ERROR'),
    );
  }

  // Introspection and suggestions without a valid session.
  for (const [kind, token] of [
    ['no token', undefined],
    ['garbage token', 'deadbeef'.repeat(8)],
  ]) {
    for (const [name, query] of [
      ['__schema', '{ __schema { types { name } } }'],
      ['__type', '{ __type(name: "User") { fields { name } } }'],
      ['__schema in a fragment', '{ ...F } fragment F on Query { __schema { queryType { name } } }'],
    ]) {
      const r = await gql(gw, query, {}, { token, xff });
      check(http, `${name}, ${kind}`, !r.data?.__schema && !r.data?.__type && !/"__schema"|"fields"/.test(r.text), isServerError(r));
      const w = await wsOnce(gw, token, query, {}, 3000);
      check(ws, `${name}, ${kind}`, w.values.length === 0, false);
    }
    const s = await gql(gw, '{ usr { id } }', {}, { token, xff });
    check(http, `suggestions, ${kind}`, !/Did you mean/i.test(s.text), isServerError(s));
  }

  // Batched operations: none may bypass the limits.
  const batch = await rest(gw, 'POST', '/graphql', { body: Array.from({ length: 50 }, () => ({ query: CASES[1].query })), token: admin, xff });
  check(http, 'batch of 50', !(batch.status === 200 && Array.isArray(batch.json) && batch.json.some((b) => b.data)), batch.status >= 500);

  // A body over 1 MB.
  const big = await rest(gw, 'POST', '/graphql', { body: { query: `{ ping }`, variables: { x: 'x'.repeat(2 * 1024 * 1024) } }, token: admin, xff });
  check(http, '2 MB body', big.status === 413 || big.status === 0, big.status >= 500 && big.status !== 503);
  if (big.status !== 413) info(http, `2 MB body: ${big.status === 0 ? `connection ended (${big.text}) instead of a 413` : big.status}`);

  // WebSocket: a 30 MB subscribe frame, and an upgrade from a foreign Origin.
  const frame = JSON.stringify({ id: '1', type: 'subscribe', payload: { query: `subscription { ticketCounters { total } }`, variables: { x: 'x'.repeat(30 * 1024 * 1024) } } });
  const f = await rawSocket(gw, { token: admin, payload: frame, ms: 20_000 });
  check(ws, '30 MB frame', f.close === 1009 || (f.close !== null && !f.messages.includes('next')), false);
  if (f.close !== 1009) note(ws, `30 MB frame closed with ${f.close}`);
  for (const origin of ['http://evil.example', 'null', `http://127.0.0.1:1`]) {
    const o = await rawSocket(gw, { token: admin, origin, ms: 5000 });
    check(ws, `upgrade with Origin ${origin}`, !o.opened, false);
    if (o.opened) note(ws, `Origin ${origin}: upgrade accepted`);
  }
  // The gateway still answers after all that.
  const health = await rest(gw, 'GET', '/health');
  if (health.status !== 200) {
    http.leaked++;
    note(http, `gateway /health ${health.status} after the limits`);
  }
  return [http, ws];
}
