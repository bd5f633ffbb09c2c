// Test helpers: a fresh database per test file (PGlite in memory, or a new database on the
// PostgreSQL server named by TEST_PG_URL), an API started on a random port, and a small HTTP client.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { seedTemplate, startApi, type ApiTemplate, type RunningApi } from '../src/index';
import type { ClientAddressOptions } from '../src/http/client-address';
import { passwordCost } from '../src/auth/password';

/** Set to run every test against a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres */
export const TEST_PG_URL = process.env.TEST_PG_URL || null;
export const BACKEND = TEST_PG_URL ? 'PostgreSQL server' : 'PGlite';

export interface TestDatabase {
  /** null: use PGlite in memory. */
  databaseUrl: string | null;
  drop(): Promise<void>;
}

/** Runs `run` with a client of the PostgreSQL server (TEST_PG_URL), closed afterwards. */
export async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_PG_URL! });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A fresh database for one test file. On a server it is UTF8 with LC_CTYPE 'C.UTF-8', or 'C' to prove
 * that case folding of Cyrillic still works where the database's own collation does not fold it.
 */
export async function createTestDatabase(options: { lcCtype?: 'C' | 'C.UTF-8' } = {}): Promise<TestDatabase> {
  if (!TEST_PG_URL) return { databaseUrl: null, drop: async () => {} };
  const name = `rest_api_test_${randomBytes(6).toString('hex')}`;
  const ctype = options.lcCtype ?? 'C.UTF-8';
  await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE '${ctype}'`));
  const url = new URL(TEST_PG_URL);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: () => admin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))),
  };
}

/** By the cost of the demo's password hashes (tests of hashing set the production one). */
const templates = new Map<number, Promise<ApiTemplate>>();

/** The worker's seeded database in memory, made once: a copy opens in a second (ADR 0015). */
export function seededTemplate(): Promise<ApiTemplate> {
  if (!templates.has(passwordCost())) templates.set(passwordCost(), seedTemplate());
  return templates.get(passwordCost())!;
}

export interface Reply<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  method?: string;
  token?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export type Request = <T = unknown>(path: string, options?: RequestOptions) => Promise<Reply<T>>;

/** fetch against `baseUrl`: the raw Authorization header from `token`, JSON bodies, parsed JSON answers. */
export function httpClient(baseUrl: string): Request {
  return async <T>(path: string, { method = 'GET', token, headers = {}, body }: RequestOptions = {}): Promise<Reply<T>> => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: token } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  };
}

export interface TestApi {
  api: RunningApi;
  url: string;
  request: Request;
  /** Signs in and returns the access token. */
  login(phone: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

export async function startTestApi(options: { lcCtype?: 'C' | 'C.UTF-8'; clientAddress?: ClientAddressOptions } = {}): Promise<TestApi> {
  const database = await createTestDatabase(options);
  const api = await startApi({
    port: 0,
    dataDir: 'memory',
    ...(database.databaseUrl ? { databaseUrl: database.databaseUrl } : { template: await seededTemplate() }),
    logLevel: 'silent',
    ...(options.clientAddress ? { clientAddress: options.clientAddress } : {}),
  });
  const request = httpClient(api.url);
  return {
    api,
    url: api.url,
    request,
    async login(phone, password = 'demo1234') {
      const reply = await request<{ accessToken: string }>('/users/login', { method: 'POST', body: { phone, password } });
      if (reply.status !== 200) throw new Error(`login ${phone} failed: ${reply.text}`);
      return reply.body.accessToken;
    },
    async close() {
      await api.close();
      await database.drop();
    },
  };
}

/** `?filter=` with the filter as JSON, URL-encoded. */
export function filterQuery(filter: unknown, name = 'filter'): string {
  return `${name}=${encodeURIComponent(JSON.stringify(filter))}`;
}

/**
 * An app for the file (or describe block) that calls this: started by its first `beforeAll`, closed by
 * its last `afterAll`. Its fields are there once that `beforeAll` has run.
 */
export function appFor<T extends { close(): Promise<void> }>(start: () => Promise<T>): T {
  const app = {} as T;
  beforeAll(async () => void Object.assign(app, await start()));
  afterAll(async () => app.close?.());
  return app;
}
