// A real rest-api on in-memory PGlite with demo data, and a gateway in front of it that records
// every REST call it makes.
import { inject, vi } from 'vitest';
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { seedTemplate, startApi, type ApiTemplate, type RunningApi, type StartApiOptions } from '@bo/rest-api';
import { loadConfig } from '../src/config';
import { tokenFrom } from '../src/context';
import { startGateway, type RunningGateway } from '../src/server';
import { createLogger } from '../src/shared/logger';
import type { UpstreamCall } from '../src/upstream/client';

export interface GqlReply<T> {
  status: number;
  body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  headers: Headers;
}

export interface Harness {
  api: { url: string; close(): Promise<void> };
  gateway: RunningGateway;
  calls: UpstreamCall[];
  /** A document of `graphql()` (test/__generated__: the answer typed by codegen), or a string typed by hand. */
  gql<T, V>(query: DocumentTypeDecoration<T, V>, variables?: V, headers?: Record<string, string>): Promise<GqlReply<T>>;
  gql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<GqlReply<T>>;
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
  const config = loadConfig({ PORT: '0', UPSTREAM_URL: api.url, WEB_DIST: 'none', LOG_LEVEL: 'silent', GATEWAY_SECRET: gatewaySecret, ...env });
  const gateway = await startGateway({ config, logger: createLogger('silent'), onUpstreamCall: (c) => calls.push(c) });
  const gql = async (query: string | DocumentTypeDecoration<unknown, unknown>, variables: unknown = {}, headers: Record<string, string> = {}) => {
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      // As the web asks (application/json alone gets request errors with 200: graphql-over-http.ts).
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', ...headers },
      body: JSON.stringify({ query: String(query), variables }),
    });
    return { status: res.status, body: (await res.json()) as never, headers: res.headers };
  };
  return {
    api,
    gateway,
    calls,
    gql: gql as Harness['gql'],
    async signIn(phone = '+79990000001', password = 'demo1234') {
      const res = await gql('mutation ($phone: String!, $password: String!) { login(phone: $phone, password: $password) { ttl } }', {
        phone,
        password,
      });
      const cookie = res.headers.get('set-cookie');
      if (!cookie) throw new Error(`sign-in failed: ${JSON.stringify(res.body)}`);
      return cookie.split(';')[0]!;
    },
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
