// Issue 16, finding 6: while Redis is away, events between replicas are lost; when it is back, each
// replica tells its sockets to read again what they show (`resync`). A Redis of this test's own, on a
// port of its own, is killed and started again (the machine's shared Redis is not touched).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextEvent, startLiveApp, type LiveApp } from '../../test/live';
import type { TestDatabase } from '../../test/support';
import { RESYNC_EVENT } from './server';

const redisAvailable = spawnSync('redis-server', ['--version']).status === 0;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'ignore'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('redis-server did not start')), 10_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  return child;
}

describe.runIf(redisAvailable)('resync after a Redis outage', () => {
  let port: number;
  let redis: ChildProcess;
  let t: LiveApp & { testDatabase: TestDatabase };

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    t = await startLiveApp({ seed: true, live: { redisUrl: `redis://127.0.0.1:${port}` } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    redis?.kill('SIGKILL');
  }, 60_000);

  it('tells the replica’s sockets to resync once Redis is back, and not before', { timeout: 60_000 }, async () => {
    const token = await t.login('+79990000001');
    const socket = await t.socket(token);
    const signals: unknown[] = [];
    socket.on(RESYNC_EVENT, (payload: unknown) => signals.push(payload));

    const noticed = t.app.realtime.redisLost();
    redis.kill('SIGKILL');
    await noticed;
    // A round trip on the same socket after the replica noticed the outage: the server answers in
    // order, so a resync sent before Redis is back would have arrived before this answer.
    await socket.emitWithAck('leave', 'nothing');
    expect(signals).toEqual([]);

    const signal = nextEvent(socket, RESYNC_EVENT, 30_000);
    redis = await startRedis(port);
    expect(await signal).toEqual({ reason: 'events-lost' });
    socket.disconnect();
  });
});
