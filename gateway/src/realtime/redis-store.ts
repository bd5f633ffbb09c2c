// The live store in Redis (`REDIS_URL`, issue 41), shared by every gateway: a lease set is a sorted
// set scored by each member's end; compare-and-set and the capped add are Lua scripts (atomic); the
// broadcast is one pub/sub channel. Every key and the channel start with `prefix`. Each command
// carries the caller's clock, so the gateways' clocks should agree within a lease's time (NTP).
import { createClient } from 'redis';
import type { Logger } from '../shared/logger';
import type { LiveStore } from './store';

const CAPPED_ADD = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if not redis.call('ZSCORE', KEYS[1], ARGV[3]) and redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[4]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[5]) then redis.call('PEXPIRE', KEYS[1], ARGV[5]) end
return 1`;

const COMPARE_AND_SET = `
local current = redis.call('GET', KEYS[1])
if (current == false and ARGV[1] == '0') or (ARGV[1] == '1' and current == ARGV[2]) then
  if ARGV[3] == '0' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[4], 'PX', ARGV[5]) end
  return 1
end
return 0`;

type Client = ReturnType<typeof createClient>;

export class RedisLiveStore implements LiveStore {
  readonly #listeners: ((message: string) => void)[] = [];

  private constructor(
    private readonly client: Client,
    private readonly subscriber: Client,
    private readonly prefix: string,
  ) {}

  static async connect(url: string, prefix: string, logger: Logger): Promise<RedisLiveStore> {
    const client = createClient({ url });
    const subscriber = client.duplicate();
    client.on('error', (error: Error) => logger.warn('redis (live store) failed', { message: error.message }));
    subscriber.on('error', (error: Error) => logger.warn('redis (live store, subscriber) failed', { message: error.message }));
    await Promise.all([client.connect(), subscriber.connect()]);
    const store = new RedisLiveStore(client, subscriber, prefix);
    await subscriber.subscribe(`${prefix}live`, (message) => {
      for (const listener of store.#listeners) listener(message);
    });
    return store;
  }

  async leaseAdd(key: string, member: string, ttlMs: number): Promise<void> {
    await this.leaseAddCapped(key, member, ttlMs, Number.MAX_SAFE_INTEGER);
  }

  async leaseAddCapped(key: string, member: string, ttlMs: number, max: number): Promise<boolean> {
    const now = Date.now();
    const added = await this.client.eval(CAPPED_ADD, { keys: [this.prefix + key], arguments: [String(now), String(now + ttlMs), member, String(max), String(ttlMs)] });
    return added === 1;
  }

  async leaseRemove(key: string, member: string): Promise<void> {
    await this.client.zRem(this.prefix + key, member);
  }

  async leaseMembers(key: string): Promise<string[]> {
    return this.client.zRangeByScore(this.prefix + key, Date.now() + 1, '+inf');
  }

  get(key: string): Promise<string | null> {
    return this.client.get(this.prefix + key);
  }

  async compareAndSet(key: string, expected: string | null, value: string | null, ttlMs: number): Promise<boolean> {
    const args = [expected === null ? '0' : '1', expected ?? '', value === null ? '0' : '1', value ?? '', String(Math.max(1, ttlMs))];
    return (await this.client.eval(COMPARE_AND_SET, { keys: [this.prefix + key], arguments: args })) === 1;
  }

  async increment(key: string, windowMs: number): Promise<number> {
    const [count] = (await this.client
      .multi()
      .incr(this.prefix + key)
      .pExpire(this.prefix + key, windowMs, 'NX')
      .exec()) as unknown as [number];
    return count;
  }

  async publish(message: string): Promise<void> {
    await this.client.publish(`${this.prefix}live`, message);
  }

  onMessage(listener: (message: string) => void): void {
    this.#listeners.push(listener);
  }

  async ping(): Promise<void> {
    // While disconnected a command would wait in the offline queue: not ready at once.
    if (!this.client.isReady) throw new Error('redis is not connected');
    await this.client.ping();
  }

  async close(): Promise<void> {
    this.#listeners.length = 0;
    await Promise.allSettled([this.subscriber.close(), this.client.close()]);
  }
}
