// The automatic persisted queries shared through the live store (issue 41): what one gateway keeps
// another reads, bounded in count and in a document's size, lapsing with its time. In memory and in
// the local Redis (127.0.0.1:6379, `REDIS_URL`; keys under a prefix of this run only, deleted at the end).
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisLiveStore } from '../realtime/redis-store';
import { MemoryLiveStore, type LiveStore } from '../realtime/store';
import { deleteKeys, REDIS_URL } from '../../test/redis';
import { createLogger } from '../shared/logger';
import { SharedPersistedQueryCache } from './shared-persisted-queries';

const opened: LiveStore[] = [];
const prefixes: string[] = [];

afterAll(async () => {
  for (const store of opened) await store.close();
  await deleteKeys(...prefixes);
});

/** Two gateways' stores on one shared state: two Redis connections under one fresh prefix, or one memory store. */
async function twoRedis(): Promise<[LiveStore, LiveStore]> {
  const prefix = `test:apq:${randomUUID()}:`;
  prefixes.push(prefix);
  const pair = await Promise.all([RedisLiveStore.connect(REDIS_URL, prefix, createLogger('silent')), RedisLiveStore.connect(REDIS_URL, prefix, createLogger('silent'))]);
  opened.push(...pair);
  return pair;
}
async function oneMemory(): Promise<[LiveStore, LiveStore]> {
  const store = new MemoryLiveStore();
  return [store, store];
}

describe.each([
  ['memory', oneMemory],
  ['redis', twoRedis],
])('persisted queries in the %s live store', (_name, make) => {
  it('reads on one gateway what another kept, at most 3 documents of at most 20 bytes, each until deleted', async () => {
    const [a, b] = await make();
    const one = new SharedPersistedQueryCache(a, 3, 20);
    const other = new SharedPersistedQueryCache(b, 3, 20);
    await one.set('apq:h1', '{ ping }');
    expect(await other.get('apq:h1')).toBe('{ ping }');
    await other.set('apq:h2', '{ me { id } }');
    await other.set('apq:big', '{ ping ping ping ping ping }');
    expect(await one.get('apq:big')).toBeUndefined();
    await one.set('apq:h3', '{ ping2: ping }');
    // The same document again takes no new place.
    await one.set('apq:h1', '{ ping }');
    await one.set('apq:h4', '{ ping4: ping }');
    expect(await Promise.all(['apq:h1', 'apq:h2', 'apq:h3', 'apq:h4'].map((k) => other.get(k)))).toEqual(['{ ping }', '{ me { id } }', '{ ping2: ping }', undefined]);
    expect(await other.delete('apq:h2')).toBe(true);
    expect(await other.delete('apq:h2')).toBe(false);
    await one.set('apq:h4', '{ ping4: ping }');
    expect([await one.get('apq:h2'), await other.get('apq:h4')]).toEqual([undefined, '{ ping4: ping }']);
  });
});

describe('persisted queries kept for their time', () => {
  it('lapse after it, and their places with them', async () => {
    let now = 1_000_000;
    const store = new MemoryLiveStore(() => now);
    const cache = new SharedPersistedQueryCache(store, 1, 100, 60_000);
    await cache.set('apq:h1', '{ ping }');
    // Apollo's `ttl` (seconds) shortens it.
    await cache.set('apq:h1', '{ ping }', { ttl: 10 });
    now += 9_999;
    expect(await cache.get('apq:h1')).toBe('{ ping }');
    await cache.set('apq:h2', '{ me { id } }');
    expect(await cache.get('apq:h2')).toBeUndefined();
    now += 1;
    expect(await cache.get('apq:h1')).toBeUndefined();
    await cache.set('apq:h2', '{ me { id } }');
    expect(await cache.get('apq:h2')).toBe('{ me { id } }');
  });
});
