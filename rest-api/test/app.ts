// An app built over a database the test can read and write, with a clock the test controls.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrations';
import { seedDemoIfEmpty } from '../src/seed/demo';
import { createTestDatabase, httpClient, seededTemplate, type Request } from './support';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  url: string;
  request: Request;
  login(phone: string, password?: string, ttl?: number): Promise<string>;
  /** Moves the app's clock (token expiry) by this many seconds from now. */
  advanceClock(seconds: number): void;
  close(): Promise<void>;
}

export async function startTestApp(options: { seed?: boolean; routes?: (app: FastifyInstance) => void } = {}): Promise<TestApp> {
  const testDatabase = await createTestDatabase();
  const seed = options.seed ?? true;
  const template = seed && !testDatabase.databaseUrl ? { template: (await seededTemplate()).data } : {};
  const database = await openDatabase({ dataDir: 'memory', databaseUrl: testDatabase.databaseUrl, ...template });
  await migrateToLatest(database.db);
  if (seed) await seedDemoIfEmpty(database.db, new Date(), { campaigns: true });
  let offset = 0;
  const app = await buildApp({ database, logLevel: 'silent', now: () => new Date(Date.now() + offset * 1000) });
  options.routes?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const request = httpClient(url);

  return {
    app,
    database,
    url,
    request,
    async login(phone, password = 'demo1234', ttl) {
      const reply = await request<{ accessToken: string }>('/users/login', {
        method: 'POST',
        body: { phone, password, ...(ttl === undefined ? {} : { ttl }) },
      });
      if (reply.status !== 200) throw new Error(`login ${phone} failed: ${reply.text}`);
      return reply.body.accessToken;
    },
    advanceClock(seconds) {
      offset = seconds;
    },
    async close() {
      await app.close();
      await testDatabase.drop();
    },
  };
}
