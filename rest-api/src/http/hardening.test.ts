// Issue 23, F9 and F10: tokens and passwords never reach the log; every answer carries the security headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { seedDemoIfEmpty } from '../seed/demo';
import { createTestDatabase, httpClient, type Request, type TestDatabase } from '../../test/support';
import type { FastifyInstance } from 'fastify';
import { SECURITY_HEADERS } from './security-headers';
import { redactUrl } from './log-redaction';

const lines: string[] = [];
let app: FastifyInstance;
let request: Request;
let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const database = await openDatabase({ dataDir: 'memory', databaseUrl: testDatabase.databaseUrl });
  await migrateToLatest(database.db);
  await seedDemoIfEmpty(database.db, new Date(), { campaigns: true });
  app = await buildApp({ database, logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  request = httpClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
});
afterAll(async () => {
  await app?.close();
  await testDatabase?.drop();
});

describe('the log', () => {
  it('redacts tokens in URLs, headers and bodies, and passwords', async () => {
    const login = await request<{ accessToken: string }>('/users/login', { method: 'POST', body: { phone: '+79990000001', password: 'demo1234' } });
    const token = login.body.accessToken;
    expect((await request(`/users/me?access_token=${token}&x=1`)).status).toBe(200);
    expect((await request(`/users/me?filter=%7B%7D&access_token=${token}`)).status).toBe(200);
    expect((await request(`/nowhere?access_token=${token}`)).text).not.toContain(token);
    expect((await request('/users/me', { headers: { 'x-access-token': token } })).status).toBe(200);
    app.log.info({ body: { phone: '+79990000001', password: 'demo1234' }, accessToken: token }, 'a line with credentials');
    const log = lines.join('');
    expect(log).toContain(`/users/me?access_token=[REDACTED]&x=1`);
    expect([log.includes(token), log.includes('demo1234')]).toEqual([false, false]);
    expect(lines.length).toBeGreaterThan(8);
  });

  it('knows a credential parameter whatever its case or encoding', () => {
    expect(redactUrl('/a?b=1&access%5Ftoken=abc&Password=p&token=t&where=x')).toBe('/a?b=1&access%5Ftoken=[REDACTED]&Password=[REDACTED]&token=[REDACTED]&where=x');
  });
});

describe('security headers', () => {
  it('are on every answer: JSON, errors, 404, the OpenAPI document', async () => {
    for (const path of ['/openapi.json', '/users/me', '/nowhere', '/tickets/stats?from=200000-01-01']) {
      const reply = await request(path);
      const headers = Object.fromEntries(Object.keys(SECURITY_HEADERS).map((name) => [name, reply.headers.get(name)]));
      expect([path, headers, reply.headers.get('x-powered-by')]).toEqual([path, SECURITY_HEADERS, null]);
    }
    expect(SECURITY_HEADERS['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
