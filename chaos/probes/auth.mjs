// Auth coverage: every query and mutation field of the gateway's schema (read by introspection with an
// admin session) and every subscription field over WebSocket, with no token, a garbage token and a
// revoked one; every REST route of the API's /openapi.json (except its public ones) the same way.
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isAbstractType,
  isScalarType,
} from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { freshAddress, gql, info, isServerError, leakIn, login, note, PHONES, pool, rest, row } from '../lib.mjs';

// Fields a visitor may call; each must still give nothing away.
const PUBLIC = {
  ping: () => true,
  noop: () => true,
  logout: () => true,
  me: (v) => v === null,
  login: (v) => v === null, // wrong credentials
  renewPassword: (v) => typeof v === 'string' || v === null, // the same answer for any phone
};

function dummyValue(type, depth = 0) {
  if (isNonNullType(type)) return dummyValue(type.ofType, depth);
  if (isListType(type)) return [dummyValue(type.ofType, depth)];
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isInputObjectType(type)) {
    const out = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && depth < 4) out[field.name] = dummyValue(field.type, depth + 1);
    }
    return out;
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return 999999;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return false;
      case 'DateTime':
        return '2026-01-01T00:00:00Z';
      case 'Date':
        return '2026-01-01';
      case 'JSON':
        return {};
      case 'Upload':
        return null;
      default:
        return 'x';
    }
  }
  return null;
}

function selection(type) {
  const named = getNamedType(type);
  return isObjectType(named) || isAbstractType(named) ? ' { __typename }' : '';
}

/** One operation per field: `query ($a: T!) { field(a: $a) { __typename } }` with dummy variables. */
function operations(schema, kind) {
  const root = kind === 'query' ? schema.getQueryType() : kind === 'mutation' ? schema.getMutationType() : schema.getSubscriptionType();
  const ops = [];
  for (const field of Object.values(root?.getFields() ?? {})) {
    const defs = [];
    const args = [];
    const variables = {};
    for (const arg of field.args) {
      const value =
        field.name === 'login' && arg.name === 'phone' ? '+79995550001' : field.name === 'renewPassword' && arg.name === 'phone' ? '+79995550002' : dummyValue(arg.type);
      if (value === null && !isNonNullType(arg.type)) continue;
      defs.push(`$${arg.name}: ${arg.type.toString()}`);
      args.push(`${arg.name}: $${arg.name}`);
      variables[arg.name] = value;
    }
    const query = `${kind} ${defs.length ? `(${defs.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''}${selection(field.type)} }`;
    ops.push({ name: field.name, query, variables });
  }
  return ops;
}

/** The values a subscription gives over graphql-ws, or how it ended, within `ms`. */
export function wsOnce(url, token, query, variables = {}, ms = 3000) {
  return new Promise((resolve) => {
    const result = { values: [], errors: [], closed: null };
    const client = createClient({
      url: url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: token ? { authorization: token } : {},
      retryAttempts: 0,
      lazy: true,
      on: { closed: (e) => (result.closed = e?.code ?? 'closed') },
    });
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      client.dispose();
      resolve(result);
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = client.subscribe(
      { query, variables },
      {
        next: (v) => (v.data ? result.values.push(v.data) : v.errors && result.errors.push(...v.errors)),
        error: (e) => {
          result.errors.push(e);
          done();
        },
        complete: done,
      },
    );
  });
}

export async function authProbe(world) {
  const gw = world.gateways[0].url;
  const api = world.apis[0].url;
  const xff = freshAddress();
  const admin = await login(api, PHONES.admin, xff);
  const revoked = await login(api, PHONES.admin, xff);
  await rest(api, 'POST', '/users/logout', { token: revoked, xff });
  const garbage = 'f'.repeat(64);
  const tokens = { none: undefined, garbage, revoked };

  const intro = await gql(gw, getIntrospectionQuery(), {}, { token: admin, xff });
  if (!intro.data) throw new Error(`introspection with an admin session failed: ${intro.text.slice(0, 300)}`);
  const schema = buildClientSchema(intro.data);

  // --- GraphQL queries and mutations over HTTP ---
  const g = row('auth: GraphQL fields × {none, garbage, revoked}');
  const ops = [...operations(schema, 'query'), ...operations(schema, 'mutation')];
  const jobs = ops.flatMap((op) => Object.entries(tokens).map(([kind, token]) => ({ op, kind, token })));
  await pool(jobs.length, 8, async (i) => {
    const { op, kind, token } = jobs[i];
    const r = await gql(gw, op.query, op.variables, { token, xff });
    g.tried++;
    const value = r.data?.[op.name];
    const leak = leakIn(r.text);
    if (isServerError(r)) {
      g.e500++;
      note(g, `${op.name}/${kind}: ${r.status} ${r.codes.join(',')} ${r.errors?.[0]?.message ?? ''}`);
    }
    if (leak) {
      g.leaked++;
      note(g, `${op.name}/${kind}: ${leak}`);
    } else if (PUBLIC[op.name]) {
      if (PUBLIC[op.name](value ?? null)) g.refused++;
      else {
        g.leaked++;
        note(g, `${op.name}/${kind} (public) answered ${JSON.stringify(value).slice(0, 80)}`);
      }
    } else if (value === undefined || value === null) {
      if (r.codes.some((c) => c === 'UNAUTHENTICATED' || c === 'FORBIDDEN')) g.refused++;
      else {
        // Refused, but not for the session (a 400 before auth): no data, yet not proof either.
        g.refused++;
        info(g, `${op.name}/${kind}: refused with ${r.codes.join(',') || r.status}`);
      }
    } else {
      g.leaked++;
      note(g, `${op.name}/${kind} answered ${JSON.stringify(value).slice(0, 80)}`);
    }
  });

  // --- subscriptions over WebSocket ---
  const s = row('auth: subscriptions (WS) × {none, garbage, revoked}');
  const subs = operations(schema, 'subscription');
  const subJobs = subs.flatMap((op) => Object.entries(tokens).map(([kind, token]) => ({ op, kind, token })));
  await pool(subJobs.length, 6, async (i) => {
    const { op, kind, token } = subJobs[i];
    const r = await wsOnce(gw, token, op.query, op.variables, 2500);
    s.tried++;
    if (r.values.length) {
      s.leaked++;
      note(s, `${op.name}/${kind} gave ${JSON.stringify(r.values[0]).slice(0, 80)}`);
    } else s.refused++;
  });

  // --- REST routes ---
  const doc = (await rest(api, 'GET', '/openapi.json')).json;
  const routes = [];
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      if (Array.isArray(op.security) && op.security.length === 0) continue; // public by the document
      const path = p.replace(/\{(\w+)\}/g, (_, name) => (name === 'room' ? 'user-5' : name === 'roleName' ? 'vendor' : name === 'container' ? 'messages' : '1'));
      routes.push({ method: method.toUpperCase(), path });
    }
  }
  const rr = row('auth: REST routes × {none, garbage, revoked}');
  const restJobs = routes.flatMap((route) => Object.entries(tokens).map(([kind, token]) => ({ route, kind, token })));
  await pool(restJobs.length, 8, async (i) => {
    const { route, kind, token } = restJobs[i];
    const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {};
    const r = await rest(i % 2 ? world.apis[1].url : api, route.method, route.path, { token, body, xff });
    rr.tried++;
    const leak = leakIn(r.text);
    if (r.status >= 500) {
      rr.e500++;
      note(rr, `${route.method} ${route.path}/${kind}: ${r.status}`);
    }
    if (leak) {
      rr.leaked++;
      note(rr, `${route.method} ${route.path}/${kind}: ${leak}`);
    } else if (r.status === 401 || r.status === 403) rr.refused++;
    else {
      rr.leaked++;
      note(rr, `${route.method} ${route.path}/${kind}: ${r.status} ${r.text.slice(0, 60)}`);
    }
  });
  return [g, s, rr];
}
