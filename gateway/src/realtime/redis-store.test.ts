// The live store's contract in both stores, and two gateways on one Redis behaving as one (issue 41):
// presence seen across them, a lock taken on one refused on the other, a cap counted over both, and a
// gateway killed mid-edit losing only its own: its tab's presence lapses with its lease and its lock
// with the lock's time. Needs the local Redis (127.0.0.1:6379, `REDIS_URL`); keys under a prefix of
// this run only, deleted at the end.
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { deleteKeys, REDIS_URL } from '../../test/redis';
import { createLogger } from '../shared/logger';
import { PresenceHub, type PresenceView } from './presence';
import { RedisLiveStore } from './redis-store';
import { LeaseKeeper, MemoryLiveStore, type LiveStore } from './store';

const prefix = `test:live:${randomUUID()}:`;
const logger = createLogger('silent');
const opened: { close(): unknown }[] = [];

async function redisStore(): Promise<RedisLiveStore> {
  const store = await RedisLiveStore.connect(REDIS_URL, prefix, logger);
  opened.push(store);
  return store;
}

afterAll(async () => {
  for (const thing of opened) await thing.close();
  await deleteKeys(prefix);
});

describe.each([
  ['memory', async (): Promise<LiveStore> => new MemoryLiveStore()],
  ['redis', redisStore],
])('the %s live store', (_name, make) => {
  it('keeps lease members until they lapse, caps a set, compares before it sets, and counts in a window', async () => {
    const store = await make();
    const key = `contract:${randomUUID()}`;
    await store.leaseAdd(`${key}:s`, 'a', 60_000);
    await store.leaseAdd(`${key}:s`, 'gone', 1);
    await vi.waitFor(async () => expect(await store.leaseMembers(`${key}:s`)).toEqual(['a']));
    expect(await store.leaseAddCapped(`${key}:s`, 'b', 60_000, 2)).toBe(true);
    expect(await store.leaseAddCapped(`${key}:s`, 'c', 60_000, 2)).toBe(false);
    expect(await store.leaseAddCapped(`${key}:s`, 'a', 60_000, 2)).toBe(true);
    await store.leaseRemove(`${key}:s`, 'a');
    expect((await store.leaseMembers(`${key}:s`)).sort()).toEqual(['b']);

    expect(await store.compareAndSet(`${key}:v`, 'x', 'y', 60_000)).toBe(false);
    expect(await store.compareAndSet(`${key}:v`, null, 'x', 60_000)).toBe(true);
    expect(await store.compareAndSet(`${key}:v`, null, 'z', 60_000)).toBe(false);
    expect(await store.compareAndSet(`${key}:v`, 'x', null, 60_000)).toBe(true);
    expect(await store.get(`${key}:v`)).toBeNull();

    expect([await store.increment(`${key}:n`, 60_000), await store.increment(`${key}:n`, 60_000)]).toEqual([1, 2]);
    const heard: string[] = [];
    store.onMessage((m) => heard.push(m));
    await store.publish(`hello:${key}`);
    await vi.waitFor(() => expect(heard).toContain(`hello:${key}`));
  });
});

/** A gateway's live part: its own Redis connections, leases and presence hub. */
async function gateway(leaseMs: number, lockMs: number) {
  const store = await redisStore();
  const leases = new LeaseKeeper(store, leaseMs, () => {});
  const hub = new PresenceHub(leases, { ttlMs: lockMs });
  opened.push({ close: () => hub.close().then(() => leases.close()) });
  /** Stops as a killed process would: no leave, no unlock, no more renewals. */
  const kill = async () => {
    await hub.close();
    leases.close();
    await store.close();
  };
  return { store, leases, hub, kill };
}

const anna = { id: 1, name: 'Анна Смирнова', roleName: 'admin' };
const ivan = { id: 5, name: 'Иван Петров', roleName: 'admin' };

describe('two gateways on one Redis', () => {
  it(
    'see each other’s presence, refuse a lock held on the other, count a cap over both, and lose only a killed one’s tab and, in its time, its lock',
    { timeout: 60_000 },
    async () => {
      const [one, two] = [await gateway(1500, 3000), await gateway(1500, 3000)];
      const ticket = Math.floor(Math.random() * 1e9);
      const annaTab = { userId: 1, token: 'session-anna', clientId: 'tab-anna-1' };
      const ivanTab = { userId: 5, token: 'session-ivan', clientId: 'tab-ivan-1' };
      const onOne: PresenceView[] = [];
      const onTwo: PresenceView[] = [];
      one.hub.join(ticket, annaTab, anna, (v) => onOne.push(v));
      two.hub.join(ticket, ivanTab, ivan, (v) => onTwo.push(v));
      await vi.waitFor(() => expect([onOne.at(-1)?.viewers, onTwo.at(-1)?.viewers]).toEqual([[ivan], [anna]]), { timeout: 20_000 });

      expect((await one.hub.lock(ticket, annaTab, anna, false)).acquired).toBe(true);
      const refused = await two.hub.lock(ticket, ivanTab, ivan, false);
      expect(refused.acquired).toBe(false);
      expect(refused.view.editor?.user).toEqual(anna);
      await vi.waitFor(() => expect(onTwo.at(-1)?.editor?.user).toEqual(anna), { timeout: 20_000 });

      // A person's cap over both gateways.
      const cap = `caps:presence:${ticket}`;
      expect(await one.leases.holdCapped(cap, one.leases.newMember(), 2)).toBe(true);
      expect(await two.leases.holdCapped(cap, two.leases.newMember(), 2)).toBe(true);
      expect(await two.leases.holdCapped(cap, two.leases.newMember(), 2)).toBe(false);

      // Gateway one dies mid-edit: Ivan sees Anna go when her lease lapses and the lock end in its time.
      const killedAt = Date.now();
      await one.kill();
      await vi.waitFor(() => expect(onTwo.at(-1)).toEqual({ ticketId: ticket, viewers: [], editor: null, takenOverBy: null }), { timeout: 20_000, interval: 50 });
      expect(Date.now() - killedAt).toBeGreaterThanOrEqual(1000);
      expect((await two.hub.lock(ticket, ivanTab, ivan, false)).acquired).toBe(true);
    },
  );
});
