// A real rest-api on in-memory PGlite with demo data, and a gateway in front of it that records
// every REST call it makes.
import { afterAll, beforeAll, beforeEach, inject, vi } from 'vitest';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { print, visit, type DocumentNode } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { seedTemplate, startApi, type ApiTemplate, type RunningApi, type StartApiOptions } from '@bo/rest-api';
import { loadConfig } from '../src/config';
import { tokenFrom } from '../src/context';
import { startGateway, type RunningGateway } from '../src/server';
import { createLogger } from '../src/shared/logger';
import type { UpstreamCall } from '../src/upstream/client';
import { graphql } from './__generated__';
import type { TicketStatus } from './__generated__/graphql';

export interface GqlReply<T> {
  status: number;
  body: { data?: T | null; errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[] };
  headers: Headers;
}

/**
 * A GraphQL request to a gateway, as the web sends it. A typed document (`graphql()` of
 * test/__generated__, or the web's own) types the answer and the variables by codegen; a string or
 * an untyped document (an operation made at run time, one a test means to be refused) is not typed.
 */
export interface Gql {
  <T, V>(query: DocumentTypeDecoration<T, V>, variables?: V, headers?: Record<string, string>): Promise<GqlReply<T>>;
  // (Not a typed DocumentNode: overloads are first matched as subtypes, where a typed one would land here.)
  (
    query: string | (DocumentNode & { __apiType?: never }),
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
    operationName?: string,
  ): Promise<GqlReply<Record<string, unknown>>>;
}

/** A web operation as Apollo Client sends it: its client-only `@unmask` left out. */
export const asSent = (doc: DocumentNode) => print(visit(doc, { Directive: (node) => (node.name.value === 'unmask' ? null : undefined) }));

/** The paging and switch variables of the web's screens, for the tests that run every web operation. */
export const SCREEN_VARIABLES = {
  page: 1,
  inPage: 1,
  outPage: 1,
  pageSize: 12,
  limit: 12,
  withProcessor: true,
  withTickets: true,
  withCities: true,
  withPeriod: true,
  vendors: false,
  screen: 'tickets',
};

/** `gql` of the gateway at `url()`, with `headers()` (a session's cookie, say) under each call's own. */
export function gqlAt(url: () => string, headers: () => Record<string, string> = () => ({}), onQuery?: (query: string) => void): Gql {
  const gql = async (
    query: string | DocumentNode | DocumentTypeDecoration<unknown, unknown>,
    variables: unknown = {},
    own: Record<string, string> = {},
    operationName?: string,
  ) => {
    const text = typeof query === 'object' && 'kind' in query ? asSent(query as DocumentNode) : String(query);
    onQuery?.(text);
    const res = await fetch(`${url()}/graphql`, {
      method: 'POST',
      // As the web asks (application/json alone gets request errors with 200: graphql-over-http.ts).
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers(), ...own },
      body: JSON.stringify({ query: text, variables, ...(operationName ? { operationName } : {}) }),
    });
    return { status: res.status, body: (await res.json()) as never, headers: res.headers };
  };
  return gql as Gql;
}

/** Signs in through `gql`: the session cookie (`access_token=…`). */
export async function signIn(gql: Gql, phone = '+79990000001', password = 'demo1234'): Promise<string> {
  const res = await gql('mutation ($phone: String!, $password: String!) { login(phone: $phone, password: $password) { ttl } }', { phone, password });
  const cookie = res.headers.get('set-cookie');
  if (!cookie) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
  return cookie.split(';')[0]!;
}

export interface Harness {
  api: { url: string; close(): Promise<void> };
  gateway: RunningGateway;
  calls: UpstreamCall[];
  gql: Gql;
  signIn(phone?: string, password?: string): Promise<string>;
  /**
   * Waits until the API delivers `event` (in `room`, if it has one) to the session's subscriptions:
   * the upstream socket is connected, the room joined, `count` subscribers listen. A subscription
   * made over graphql-ws is set up asynchronously, and the events sent before that are not for it.
   */
  listening(cookie: string, event: string, room?: string | null, count?: number): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  /** Gateway environment on top of the defaults. */
  env?: Record<string, string>;
  /** A PGlite folder, so the API can be restarted on its data; in memory by default. */
  dataDir?: string;
  /** An API of this harness's own (to stop or restart it); otherwise the suite's shared one. */
  ownApi?: boolean;
}

export async function startHarness(options: HarnessOptions | Record<string, string> = {}): Promise<Harness> {
  const { env = {}, dataDir, ownApi = false } = ('env' in options || 'dataDir' in options || 'ownApi' in options ? options : { env: options }) as HarnessOptions;
  // API and gateway share a GATEWAY_SECRET, as `npm start` makes them: the API believes the client
  // address the gateway forwards.
  const gatewaySecret = inject('gatewaySecret');
  const api =
    ownApi || dataDir ? await startOwnApi({ port: 0, clientAddress: { gatewaySecret }, ...(dataDir ? { dataDir } : {}) }) : { url: inject('apiUrl'), close: async () => {} };
  const calls: UpstreamCall[] = [];
  const gateway = await gatewayFor(api.url, { GATEWAY_SECRET: gatewaySecret, ...env }, (c) => calls.push(c));
  const gql = gqlAt(() => gateway.url);
  return {
    api,
    gateway,
    calls,
    gql,
    signIn: (phone, password) => signIn(gql, phone, password),
    async listening(cookie, event, room = null, count = 1) {
      const token = tokenFrom(undefined, cookie);
      if (!token) throw new Error(`no session in ${cookie}`);
      const now = () => gateway.upstreamListening(token);
      await until(
        () => {
          const l = now();
          return l.connected && (l.events[event] ?? 0) >= count && (room === null || l.rooms.includes(room));
        },
        20_000,
        () => `the API delivering ${event}${room ? ` in ${room}` : ''} (${JSON.stringify(now())})`,
      );
    },
    async close() {
      await gateway.close();
      await api.close();
    },
  };
}

/** The API's own count of the tickets `where` selects, asked with `token`. */
export async function apiTicketCount(h: Harness, token: string, where: object): Promise<number> {
  const res = await fetch(`${h.api.url}/tickets/count?where=${encodeURIComponent(JSON.stringify(where))}`, { headers: { authorization: token } });
  return ((await res.json()) as { count: number }).count;
}

/** The ids of the first `count` tickets of `status`, by id (read as the session of `cookie`). */
export async function ticketIds(h: Harness, cookie: string, status: TicketStatus, count = 1): Promise<number[]> {
  const res = await h.gql(
    graphql(`
      query HarnessTicketIds($s: TicketStatus!, $n: Int!) {
        tickets(where: { status: { eq: $s } }, pageSize: $n, orderBy: [{ field: id, direction: ASC }]) {
          items {
            id
          }
        }
      }
    `),
    { s: status, n: count },
    { cookie },
  );
  return res.body.data!.tickets.items.map((t) => t.id);
}

/** The options of `fileHarness`: the harness's, and what the file wants of it. */
export interface FileHarnessOptions<S extends string> extends HarnessOptions {
  /** `calls` emptied before each test: a test reads only its own REST calls. */
  callsPerTest?: boolean;
  /** Other sessions the file signs in, by name: their phone numbers (the demo password). */
  sessions?: Record<S, string>;
  /** How long the start and the sign-ins may take, in ms; the suite's hook timeout by default. */
  hookTimeout?: number;
}

/** The file's harness and its sessions, to be read in its tests (not before they start); `asAdmin`, its `gql` with the administrator's session. */
export type FileHarness<S extends string = never> = { readonly h: Harness; readonly admin: string; readonly asAdmin: Gql } & { readonly [name in S]: string };

/**
 * The file's harness (of `options`), started before its tests and closed after them, with the
 * administrator's session cookie (`admin`) and the `sessions` it names, each signed in.
 */
export function fileHarness<S extends string = never>({ callsPerTest = false, sessions, hookTimeout, ...options }: FileHarnessOptions<S> = {}): FileHarness<S> {
  let h: Harness | undefined;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    h = await startHarness(options);
    cookies.admin = await h.signIn();
    for (const [name, phone] of Object.entries<string>(sessions ?? {})) cookies[name] = await h.signIn(phone);
  }, hookTimeout);
  afterAll(async () => {
    await h?.close();
  });
  if (callsPerTest) {
    beforeEach(() => {
      h!.calls.length = 0;
    });
  }
  const started = <T>(value: T | undefined, name: string): T => {
    if (value === undefined) throw new Error(`the file's ${name} is read before its harness started`);
    return value;
  };
  const file = {
    get h() {
      return started(h, 'h');
    },
    asAdmin: gqlAt(
      () => started(h, 'h').gateway.url,
      () => ({ cookie: started(cookies.admin, 'admin') }),
    ),
  };
  for (const name of ['admin', ...Object.keys(sessions ?? {})]) {
    Object.defineProperty(file, name, { get: () => started(cookies[name], name), enumerable: true });
  }
  return file as FileHarness<S>;
}

/** The token of a session cookie (`access_token=…`), as a script sends it in Authorization. */
export const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1]!);

/** A gateway in front of the API at `upstreamUrl`, on a free port, silent; `env` on top of that. */
export function gatewayFor(upstreamUrl: string, env: Record<string, string> = {}, onUpstreamCall?: (call: UpstreamCall) => void): Promise<RunningGateway> {
  const config = loadConfig({ PORT: '0', UPSTREAM_URL: upstreamUrl, WEB_DIST: 'none', LOG_LEVEL: 'silent', ...env });
  return startGateway({ config, logger: createLogger('silent'), onUpstreamCall });
}

let template: Promise<ApiTemplate> | undefined;

/**
 * An API of a test's own, seeded: in memory it is a copy of the worker's template, made once (ADR
 * 0015), as a folder a cold boot.
 */
export async function startOwnApi(options: StartApiOptions): Promise<RunningApi> {
  const inMemory = (options.dataDir ?? 'memory') === 'memory' && !options.databaseUrl;
  return startApi({ logLevel: 'silent', ...options, ...(inMemory ? { template: await (template ??= seedTemplate()) } : {}) });
}

/** Waits until `check` holds, polling (generous by default: the machine may be busy); fails with what was awaited. */
export async function until(check: () => boolean, ms = 20_000, what: string | (() => string) = 'condition'): Promise<void> {
  await vi.waitFor(
    () => {
      if (!check()) throw new Error(`${typeof what === 'function' ? what() : what} not met in ${ms} ms`);
    },
    { timeout: ms, interval: 25 },
  );
}

/** A graphql-ws client of the gateway, authenticated by the session cookie as the browser is. */
export function wsClient(gatewayUrl: string, cookie: string): Client {
  return createClient({
    url: `${gatewayUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
  });
}
