// Automatic persisted queries (issue 40): a document is registered (kept under its hash) only for a
// signed-in session — an anonymous or unknown token's query+hash still runs but is not kept — and the
// store is bounded in count and bytes, the least recently used document dropped first. Before,
// anyone could register, and 2,000 documents of 20 KB took the gateway from 174 to 249 MB.
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';

/** An LRU of documents by hash, bounded by count and by UTF-8 bytes (Apollo's `KeyValueCache`). */
export class PersistedQueryCache {
  private readonly documents = new Map<string, string>();
  private size = 0;

  constructor(
    readonly maxDocuments = 1_000,
    readonly maxBytes = 5 * 1024 * 1024,
  ) {}

  async get(hash: string): Promise<string | undefined> {
    const document = this.documents.get(hash);
    if (document !== undefined) {
      // Most recently used last.
      this.documents.delete(hash);
      this.documents.set(hash, document);
    }
    return document;
  }

  async set(hash: string, document: string): Promise<void> {
    await this.delete(hash);
    const bytes = Buffer.byteLength(document);
    if (bytes > this.maxBytes) return;
    this.documents.set(hash, document);
    this.size += bytes;
    for (const [oldest] of this.documents) {
      if (this.documents.size <= this.maxDocuments && this.size <= this.maxBytes) break;
      await this.delete(oldest);
    }
  }

  async delete(hash: string): Promise<boolean> {
    const document = this.documents.get(hash);
    if (document === undefined) return false;
    this.documents.delete(hash);
    this.size -= Buffer.byteLength(document);
    return true;
  }

  /** How many documents and bytes are kept (tests, metrics). */
  get usage(): { documents: number; bytes: number } {
    return { documents: this.documents.size, bytes: this.size };
  }
}

/**
 * Keeps a query sent with its hash only for a signed-in session: Apollo registers it after
 * `didResolveOperation` when `persistedQueryRegister` is still set.
 */
export function persistedQueriesPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ metrics, contextValue }) {
          if (!metrics.persistedQueryRegister) return;
          const signedIn = contextValue.token
            ? await contextValue.viewer().then(
                (user) => user !== null,
                () => false,
              )
            : false;
          if (!signedIn) metrics.persistedQueryRegister = false;
        },
      };
    },
  };
}
