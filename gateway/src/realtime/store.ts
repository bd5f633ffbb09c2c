// The gateway's shared live state (issue 41): presence, editing locks and per-user caps, in this
// process (`MemoryLiveStore`, the default) or in Redis (`RedisLiveStore`, with `REDIS_URL`), so that
// several gateways behave as one. A few primitives, each atomic in both stores:
// - leases: members of a set that lapse unless renewed (who is on a record, a user's sockets); a
//   gateway that dies stops renewing, so what it held lapses within the lease's time;
// - values with a time to live, changed only by compare-and-set (a lock changes hands only from the
//   value its taker read);
// - counters in a time window (rate limits), and a broadcast channel between the gateways.
// Other parts of the gateway may adopt it (gateway/README.md, "Scale-out").

export interface LiveStore {
  /** Adds or renews `member` of the lease set `key`, for `ttlMs`. */
  leaseAdd(key: string, member: string, ttlMs: number): Promise<void>;
  /** As `leaseAdd`, unless `member` is new and the set holds `max` live members: then false. */
  leaseAddCapped(key: string, member: string, ttlMs: number, max: number): Promise<boolean>;
  leaseRemove(key: string, member: string): Promise<void>;
  /** The live members of `key`. */
  leaseMembers(key: string): Promise<string[]>;
  get(key: string): Promise<string | null>;
  /** Sets `key` to `value` for `ttlMs` (deletes it with null) when it holds `expected` now (null: absent). */
  compareAndSet(key: string, expected: string | null, value: string | null, ttlMs: number): Promise<boolean>;
  /** Adds one to the counter of `key` and answers it; the counter starts again `windowMs` after its first count. */
  increment(key: string, windowMs: number): Promise<number>;
  /** Sends `message` to every gateway's `onMessage` listener (this one's included). */
  publish(message: string): Promise<void>;
  onMessage(listener: (message: string) => void): void;
  /** Resolves while the store answers (readiness, `http/health.ts`); rejects or hangs when it does not. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class MemoryLiveStore implements LiveStore {
  readonly #leases = new Map<string, Map<string, number>>();
  readonly #values = new Map<string, { value: string; until: number }>();
  readonly #listeners: ((message: string) => void)[] = [];
  constructor(private readonly now: () => number = Date.now) {}

  #live(key: string): Map<string, number> {
    const set = this.#leases.get(key) ?? new Map<string, number>();
    const now = this.now();
    for (const [member, until] of set) if (until <= now) set.delete(member);
    if (set.size) this.#leases.set(key, set);
    else this.#leases.delete(key);
    return set;
  }

  async leaseAdd(key: string, member: string, ttlMs: number): Promise<void> {
    this.#leases.set(key, this.#live(key).set(member, this.now() + ttlMs));
  }

  async leaseAddCapped(key: string, member: string, ttlMs: number, max: number): Promise<boolean> {
    const set = this.#live(key);
    if (!set.has(member) && set.size >= max) return false;
    this.#leases.set(key, set.set(member, this.now() + ttlMs));
    return true;
  }

  async leaseRemove(key: string, member: string): Promise<void> {
    this.#live(key).delete(member);
    this.#live(key);
  }

  async leaseMembers(key: string): Promise<string[]> {
    return [...this.#live(key).keys()];
  }

  #value(key: string): string | null {
    const entry = this.#values.get(key);
    if (entry && entry.until <= this.now()) this.#values.delete(key);
    return this.#values.get(key)?.value ?? null;
  }

  async get(key: string): Promise<string | null> {
    return this.#value(key);
  }

  async compareAndSet(key: string, expected: string | null, value: string | null, ttlMs: number): Promise<boolean> {
    if (this.#value(key) !== expected) return false;
    if (value === null) this.#values.delete(key);
    else this.#values.set(key, { value, until: this.now() + ttlMs });
    return true;
  }

  async increment(key: string, windowMs: number): Promise<number> {
    const count = Number(this.#value(key) ?? 0) + 1;
    const until = count === 1 ? this.now() + windowMs : this.#values.get(key)!.until;
    this.#values.set(key, { value: String(count), until });
    return count;
  }

  async publish(message: string): Promise<void> {
    for (const listener of this.#listeners) listener(message);
  }

  onMessage(listener: (message: string) => void): void {
    this.#listeners.push(listener);
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.#listeners.length = 0;
  }
}

/**
 * The leases this gateway holds, renewed together every third of their time until dropped: when the
 * process dies they lapse within `ttlMs`. Member names start with this gateway's random id.
 */
export class LeaseKeeper {
  readonly #held = new Map<string, Set<string>>();
  readonly #timer: NodeJS.Timeout;
  readonly gatewayId = Math.random().toString(36).slice(2, 10);
  #seq = 0;

  constructor(
    readonly store: LiveStore,
    readonly ttlMs: number,
    onError: (error: unknown) => void,
  ) {
    this.#timer = setInterval(
      () => {
        for (const [key, members] of this.#held) for (const member of members) this.store.leaseAdd(key, member, this.ttlMs).catch(onError);
      },
      Math.max(1, Math.floor(ttlMs / 3)),
    );
    this.#timer.unref();
  }

  /** A member name unique over the gateways. */
  newMember(): string {
    return `${this.gatewayId}.${++this.#seq}`;
  }

  #keep(key: string, member: string): void {
    const set = this.#held.get(key) ?? new Set();
    this.#held.set(key, set.add(member));
  }

  async hold(key: string, member: string): Promise<void> {
    this.#keep(key, member);
    await this.store.leaseAdd(key, member, this.ttlMs);
  }

  /** Holds `member` unless `key` has `max` live members already (over every gateway). */
  async holdCapped(key: string, member: string, max: number): Promise<boolean> {
    if (!(await this.store.leaseAddCapped(key, member, this.ttlMs, max))) return false;
    this.#keep(key, member);
    return true;
  }

  async drop(key: string, member: string): Promise<void> {
    const set = this.#held.get(key);
    set?.delete(member);
    if (set?.size === 0) this.#held.delete(key);
    await this.store.leaseRemove(key, member);
  }

  close(): void {
    clearInterval(this.#timer);
    this.#held.clear();
  }
}
