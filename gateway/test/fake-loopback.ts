// A small HTTP server that answers like a LoopBack 3 application on PostgreSQL where it matters to
// the gateway (docs/loopback-contract.md): `fields` keeps only declared properties and drops the
// rest without a word; a `where` on a name that is not a property is dropped (it matches every row);
// protected models answer 401 AUTHORIZATION_REQUIRED without a known token; a findById on a
// non-numeric id is a 500. Derived labels (`roleName`, `statusTitle`, …) are not properties here,
// as they are not columns in the programme's models. Only the pieces the tests use are implemented.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Row = Record<string, unknown>;

export interface FakeModel {
  /** Declared properties: the only names `fields` and `where` take into account. */
  properties: readonly string[];
  rows: Row[];
  /** Requests need a known token (`$authenticated` ACL). */
  protected?: boolean;
  /** Added to every row answered by a read (what a `loaded` hook adds); never filterable. */
  loaded?: (row: Row) => Row;
  /** belongsTo relations an `include` may name: relation → the REST path of its model and the key. */
  belongsTo?: Record<string, { model: string; foreignKey: string }>;
}

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  token: string | null;
  body: unknown;
}

export type FakeHandler = (req: FakeRequest) => { status?: number; body: unknown } | undefined;

export interface FakeLoopback {
  url: string;
  calls: { method: string; path: string; query: URLSearchParams; token: string | null }[];
  /** The HTTP server, for a socket.io server of a test to attach to (as a LoopBack app's does). */
  server: Server;
  close(): Promise<void>;
}

export interface FakeLoopbackOptions {
  /** REST path (`/users`) → model. */
  models: Record<string, FakeModel>;
  /** Tokens the API knows. */
  tokens?: Set<string>;
  /** Custom routes, tried first (`'POST /users/login'`); answer undefined to fall through. */
  routes?: Record<string, FakeHandler>;
}

export function lbError(status: number, message: string, code?: string) {
  return { status, body: { error: { statusCode: status, name: 'Error', message, ...(code ? { code } : {}) } } };
}

function likeToRegExp(pattern: string, flags: string): RegExp {
  const source = pattern
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/%/g, '.*')
    .replace(/_/g, '.');
  return new RegExp(`^${source}$`, flags);
}

/** LoopBack on PostgreSQL: conditions on non-properties are dropped (they match every row). */
function matches(row: Row, where: Row | undefined, props: readonly string[]): boolean {
  if (!where) return true;
  return Object.entries(where).every(([key, cond]) => {
    if (key === 'and') return (cond as Row[]).every((w) => matches(row, w, props));
    if (key === 'or') return (cond as Row[]).some((w) => matches(row, w, props));
    if (!props.includes(key)) return true;
    const value = row[key];
    if (cond === null) return value == null;
    if (typeof cond !== 'object') return value == cond;
    const [op, arg] = Object.entries(cond as Row)[0]!;
    switch (op) {
      case 'inq':
        return (arg as unknown[]).some((a) => a == value);
      case 'nin':
        return value != null && !(arg as unknown[]).some((a) => a == value);
      case 'neq':
        return arg === null ? value != null : value != null && value != arg;
      case 'gt':
        return value != null && (value as number) > (arg as number);
      case 'gte':
        return value != null && (value as number) >= (arg as number);
      case 'lt':
        return value != null && (value as number) < (arg as number);
      case 'lte':
        return value != null && (value as number) <= (arg as number);
      case 'like':
      case 'ilike':
        return value != null && likeToRegExp(String(arg), op === 'ilike' ? 'i' : '').test(String(value));
      default:
        return false;
    }
  });
}

/** `fields` as LoopBack applies it: declared names only; none left means objects with no keys. */
function project(row: Row, fields: unknown, props: readonly string[]): Row {
  if (!fields) return row;
  const names = Array.isArray(fields)
    ? (fields as string[])
    : Object.entries(fields as Record<string, unknown>)
        .filter(([, v]) => v)
        .map(([k]) => k);
  if (!names.length) return row;
  return Object.fromEntries(Object.entries(row).filter(([k]) => names.includes(k) && props.includes(k)));
}

function parseJson(text: string | null): Row | undefined {
  if (!text) return undefined;
  return JSON.parse(text) as Row;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : undefined;
}

export async function startFakeLoopback(options: FakeLoopbackOptions): Promise<FakeLoopback> {
  const calls: FakeLoopback['calls'] = [];
  const tokens = options.tokens ?? new Set<string>();
  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const method = req.method ?? 'GET';
    const header = req.headers.authorization;
    const token = (typeof header === 'string' && header) || url.searchParams.get('access_token') || null;
    const body = await readBody(req);
    calls.push({ method, path: url.pathname, query: url.searchParams, token });
    const custom = options.routes?.[`${method} ${url.pathname}`]?.({ method, path: url.pathname, query: url.searchParams, token, body });
    if (custom) return answer(res, custom.status ?? 200, custom.body);
    const [, base, rest] = /^(\/[^/]+)(?:\/(.*))?$/.exec(url.pathname) ?? [];
    const model = base ? options.models[base] : undefined;
    if (!model) return answer(res, 404, lbError(404, `There is no method to handle ${method} ${url.pathname}`).body);
    if (model.protected && !(token && tokens.has(token))) {
      const e = lbError(401, 'Authorization Required', 'AUTHORIZATION_REQUIRED');
      return answer(res, e.status, e.body);
    }
    const props = model.properties;
    const out = (row: Row) => (model.loaded ? { ...row, ...model.loaded(row) } : row);
    if (method === 'GET' && rest === undefined) {
      const filter = parseJson(url.searchParams.get('filter')) ?? {};
      let rows = model.rows.filter((r) => matches(r, filter.where as Row | undefined, props));
      const skip = Number(filter.skip ?? 0);
      if (filter.limit) rows = rows.slice(skip, skip + Number(filter.limit));
      const included = rows.map((r) => project(out(r), filter.fields, props));
      // belongsTo includes, each with its scope `fields` applied as to the related model.
      const includes = filter.include ? (Array.isArray(filter.include) ? filter.include : [filter.include]) : [];
      for (const entry of includes as (string | { relation: string; scope?: { fields?: unknown } })[]) {
        const relation = typeof entry === 'string' ? entry : entry.relation;
        const rel = model.belongsTo?.[relation];
        if (!rel) return answer(res, 500, lbError(500, 'Internal Server Error').body);
        const target = options.models[rel.model]!;
        rows.forEach((r, i) => {
          const parent = target.rows.find((p) => p.id === r[rel.foreignKey]);
          if (!parent) return;
          const fields = typeof entry === 'string' ? undefined : entry.scope?.fields;
          const withHook = target.loaded ? { ...parent, ...target.loaded(parent) } : parent;
          included[i]![relation] = project(withHook, fields, target.properties);
        });
      }
      return answer(res, 200, included);
    }
    if (method === 'GET' && rest === 'count') {
      const where = parseJson(url.searchParams.get('where'));
      return answer(res, 200, { count: model.rows.filter((r) => matches(r, where, props)).length });
    }
    if (rest !== undefined && /^\d+$/.test(rest)) {
      const row = model.rows.find((r) => String(r.id) === rest);
      if (!row) return answer(res, 404, lbError(404, `Unknown id "${rest}".`, 'MODEL_NOT_FOUND').body);
      if (method === 'PATCH') {
        // LoopBack answers the instance it updated: what a `loaded` hook added when it was read
        // stays as it was then (it is not run again).
        const stale = out(row);
        Object.assign(row, Object.fromEntries(Object.entries(body as Row).filter(([k]) => props.includes(k))));
        return answer(res, 200, { ...stale, ...(body as Row) });
      }
      if (method === 'GET') return answer(res, 200, project(out(row), parseJson(url.searchParams.get('filter'))?.fields, props));
    }
    if (method === 'GET' && rest !== undefined && !rest.includes('/')) {
      // findById with a non-numeric id on PostgreSQL (debug mode shows the SQL error).
      const e = lbError(500, `invalid input syntax for type integer: "${rest}"`);
      return answer(res, e.status, e.body);
    }
    return answer(res, 404, lbError(404, `Shared class has no method handling ${method} ${url.pathname}`).body);
  };
  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => answer(res, 500, lbError(500, String(error)).body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
