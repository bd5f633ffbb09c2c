// Automatic persisted queries shared by every gateway (issue 41; ADR 0034): with `REDIS_URL` a query
// registered through one gateway runs by its hash through any other. Apollo's `KeyValueCache` over
// the live store (realtime/store.ts): each document is a value with a time to live, admitted only
// while the index of live documents (a lease set) holds fewer than `maxDocuments`, and only when it
// is at most `maxDocumentBytes`; so the store never holds more than their product. A document not
// admitted still runs (the client sends it whole again). Without Redis, `PersistedQueryCache` (an LRU
// in the process) stays.
import type { LiveStore } from '../realtime/store';

const INDEX = 'persisted';
const keyOf = (key: string) => `persisted:${key}`;

export class SharedPersistedQueryCache {
  constructor(
    private readonly store: LiveStore,
    readonly maxDocuments = 1_000,
    readonly maxDocumentBytes = 32 * 1024,
    /** How long a document is kept after it was registered, ms. */
    readonly ttlMs = 24 * 3600_000,
  ) {}

  async get(key: string): Promise<string | undefined> {
    return (await this.store.get(keyOf(key))) ?? undefined;
  }

  /** `ttl` in seconds, as Apollo gives it (`persistedQueries.ttl`); never longer than `ttlMs`. */
  async set(key: string, document: string, options?: { ttl?: number | null }): Promise<void> {
    if (Buffer.byteLength(document) > this.maxDocumentBytes) return;
    const ttlMs = Math.min(this.ttlMs, options?.ttl ? options.ttl * 1000 : this.ttlMs);
    if (!(await this.store.leaseAddCapped(INDEX, key, ttlMs, this.maxDocuments))) return;
    // The key is the document's hash: whatever another gateway wrote under it meanwhile is the same.
    await this.store.compareAndSet(keyOf(key), await this.store.get(keyOf(key)), document, ttlMs);
  }

  async delete(key: string): Promise<boolean> {
    await this.store.leaseRemove(INDEX, key);
    const current = await this.store.get(keyOf(key));
    return current !== null && (await this.store.compareAndSet(keyOf(key), current, null, 1));
  }
}
