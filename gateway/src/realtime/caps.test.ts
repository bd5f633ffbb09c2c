// A person's caps and the limit on asking over them (issues 40 and 41, ADR 0034), counted over two
// gateways sharing one live store: in memory, and in the local Redis (127.0.0.1:6379, `REDIS_URL`;
// keys under a prefix of this run only, deleted at the end).
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteKeys, REDIS_URL } from '../../test/redis';
import { createLogger } from '../shared/logger';
import type { CapRefusal } from './caps';
import { UserCaps } from './caps';
import { RedisLiveStore } from './redis-store';
import { LeaseKeeper, MemoryLiveStore, type LiveStore } from './store';

const prefix = `test:caps:${randomUUID()}:`;
const opened: { close(): unknown }[] = [];

afterAll(async () => {
  for (const thing of opened) await thing.close();
  await deleteKeys(prefix);
});

const LIMITS = { sockets: 2, subscriptions: 5, presence: 5 };
const REFUSALS = { max: 3, windowMs: 60_000 };

/** The caps of two gateways on one shared store (two Redis connections, or one memory store). */
function gateways(stores: [LiveStore, LiveStore]): [UserCaps, UserCaps] {
  return stores.map((store) => {
    const leases = new LeaseKeeper(store, 600_000, () => {});
    opened.push(leases);
    return new UserCaps(leases, LIMITS, REFUSALS);
  }) as [UserCaps, UserCaps];
}

async function redisPair(): Promise<[LiveStore, LiveStore]> {
  const pair = await Promise.all([RedisLiveStore.connect(REDIS_URL, prefix, createLogger('silent')), RedisLiveStore.connect(REDIS_URL, prefix, createLogger('silent'))]);
  opened.push(...pair);
  return pair;
}

/** What `take` answered, as the person is told: a place, or the refusal's message. */
const told = (taken: string | CapRefusal) => (typeof taken === 'string' ? 'place' : taken.message);
const FULL = 'Слишком много соединений (не больше 2): закройте лишние вкладки.';
const THROTTLED = 'Слишком много попыток сверх предела: повторите через минуту.';

describe.each([
  [
    'memory',
    async (): Promise<[LiveStore, LiveStore]> => {
      const store = new MemoryLiveStore();
      return [store, store];
    },
  ],
  ['redis', redisPair],
])('caps over two gateways on the %s live store', (_name, make) => {
  it("count a person's places and his refusals over both; past 3 refusals every attempt is refused, a place free or not", async () => {
    const [a, b] = gateways(await make());
    const user = Math.floor(Math.random() * 1e9);
    const first = await a.take('sockets', user);
    expect([told(first), told(await b.take('sockets', user))]).toEqual(['place', 'place']);
    expect([told(await a.take('sockets', user)), told(await b.take('sockets', user)), told(await a.take('sockets', user))]).toEqual([FULL, FULL, FULL]);
    const throttled = await b.take('sockets', user);
    expect(told(throttled)).toBe(THROTTLED);
    expect((throttled as CapRefusal).error().extensions).toEqual({ code: 'TOO_MANY_SUBSCRIPTIONS', limit: 2, retryAfterSeconds: 60 });
    await a.release('sockets', user, first as string);
    expect(told(await a.take('sockets', user))).toBe(THROTTLED);
    // Another kind of the same person, and another person, are not held back.
    expect([told(await b.take('subscriptions', user)), told(await b.take('sockets', user + 1))]).toEqual(['place', 'place']);
  });
});

describe('the limit on refusals', () => {
  it('ends with its minute', async () => {
    let now = 5_000_000;
    const store = new MemoryLiveStore(() => now);
    const [a] = gateways([store, store]);
    await a.take('sockets', 1);
    await a.take('sockets', 1);
    for (let i = 0; i < 3; i++) expect(told(await a.take('sockets', 1))).toBe(FULL);
    expect(told(await a.take('sockets', 1))).toBe(THROTTLED);
    now += 60_000;
    expect(told(await a.take('sockets', 1))).toBe(FULL);
  });
});
