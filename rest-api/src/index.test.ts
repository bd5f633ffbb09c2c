// startApi as other packages use it, and the rules of the demo seed: only into an empty database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKEND, createTestDatabase, httpClient, TEST_PG_URL } from '../test/support';
import { startApi, type StartApiOptions } from './index';

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** PGlite in a folder, or a database on the server: storage that outlives one start. */
async function persistentStorage(): Promise<StartApiOptions> {
  if (TEST_PG_URL) {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    return { databaseUrl: database.databaseUrl! };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'rest-api-test-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  return { dataDir };
}

async function login(url: string, phone = '+79990000001') {
  return httpClient(url)<{ accessToken: string }>('/users/login', { method: 'POST', body: { phone, password: 'demo1234' } });
}

describe(`startApi on ${BACKEND}`, () => {
  it('seeds an empty database once, and keeps data and tokens across restarts', async () => {
    const storage = await persistentStorage();
    const first = await startApi({ port: 0, logLevel: 'silent', ...storage });
    expect(first.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const token = (await login(first.url)).body.accessToken;
    await first.close();
    await first.close(); // closing twice is harmless

    const second = await startApi({ port: 0, logLevel: 'silent', ...storage });
    try {
      const request = httpClient(second.url);
      expect((await request('/tickets/count', { token })).body).toEqual({ count: 600 });
      expect((await request('/users/count', { token })).body).toEqual({ count: 1621 });
    } finally {
      await second.close();
    }
  });

  it('starts without demo data when asked, roles included', async () => {
    const storage = await persistentStorage();
    const api = await startApi({ port: 0, logLevel: 'silent', seedDemo: false, ...storage });
    try {
      const reply = await login(api.url);
      expect(reply.status).toBe(401);
    } finally {
      await api.close();
    }
  });

  it('refuses wrong options with a message naming them', async () => {
    await expect(startApi({ port: -1 })).rejects.toThrow('port must be an integer from 0 to 65535, got -1');
    await expect(startApi({ logLevel: 'loud' })).rejects.toThrow('logLevel must be one of fatal, error, warn, info, debug, trace, silent, got "loud"');
    await expect(startApi({ databaseUrl: 'mysql://x' })).rejects.toThrow('databaseUrl must be a postgres:// or postgresql:// URL');
  });
});
