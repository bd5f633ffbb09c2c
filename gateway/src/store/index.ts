// The product's own additions kept by the gateway where the API has no route for them (issue 24):
// saved views, personal API tokens and the journal, in the gateway's store (PGlite or PostgreSQL).
// Which one answers is decided per call from the capabilities: a route the API is known to lack
// (`missing`) is served from the store; `available` or `unknown` goes to the API as before.
// Gateway tokens are recognised by their prefix whatever the API can do, so a token issued while the
// API lacked the route keeps working (and keeps its limits) if the API gains it.
import { GraphQLError } from 'graphql';
import { ErrorCode } from '../errors';
import type { Logger } from '../shared/logger';
import type { CapabilityName, UpstreamCapabilities } from '../upstream/capabilities';
import type { StoreLocation } from './database';
import { Journal } from './journal';
import { GatewayStore } from './store';
import { isGatewayToken, StoredTokens, type Grant } from './tokens';
import { StoredViews } from './views';

export type { Grant } from './tokens';

/** The caller of one request: the token to send to the API, and a gateway token's grant. */
export interface Caller {
  /** What the API gets: the caller's own token, or the session a gateway token stands for. */
  token: string | null;
  grant: Grant | null;
}

export class OwnStore {
  readonly store: GatewayStore;
  readonly views: StoredViews;
  readonly tokens: StoredTokens;
  readonly journal: Journal;
  /** The client tokens each gateway token was presented as, to close their WebSockets on revocation. */
  private readonly presented = new Map<string, string>();

  constructor(
    location: StoreLocation,
    migrationsDir: string,
    private readonly capabilities: UpstreamCapabilities,
    logger: Logger,
  ) {
    this.store = new GatewayStore(location, migrationsDir, logger);
    const db = () => this.store.db();
    this.views = new StoredViews(db);
    this.tokens = new StoredTokens(db);
    this.journal = new Journal(db);
  }

  /** Whether the store serves this addition (the API is known to lack its route). */
  serves(name: Extract<CapabilityName, 'savedViews' | 'apiTokens' | 'auditTrail'>): boolean {
    return this.capabilities.state(name) === 'missing';
  }

  /**
   * Runs `viaApi`; when the API answers that it lacks the route, learns so and runs `viaStore` (a
   * probe without a token cannot see every missing route: `capabilities.ts`).
   */
  async orStore<T>(name: Extract<CapabilityName, 'savedViews' | 'apiTokens' | 'auditTrail'>, viaApi: () => Promise<T>, viaStore: () => Promise<T>): Promise<T> {
    if (this.serves(name)) return viaStore();
    try {
      return await viaApi();
    } catch (error) {
      if (!(error instanceof GraphQLError && error.extensions.code === ErrorCode.UPSTREAM_UNSUPPORTED)) throw error;
      this.capabilities.learnMissing(name);
      return viaStore();
    }
  }

  /** Whether the store serves any addition (the API lacks one). */
  get inUse(): boolean {
    return (['savedViews', 'apiTokens', 'auditTrail'] as const).some((n) => this.serves(n));
  }

  /** Opens the store now when the API lacks any of the additions (after a capability round). */
  openIfNeeded(): Promise<void> {
    if (!this.inUse) return Promise.resolve();
    return this.store.db().then(
      () => undefined,
      () => undefined,
    );
  }

  /** The caller behind a client token; a gateway token's session and grant (UNAUTHENTICATED when revoked or expired). */
  async caller(token: string | null): Promise<Caller> {
    if (!isGatewayToken(token)) return { token, grant: null };
    const { session, grant } = await this.tokens.resolve(token);
    this.presented.set(grant.tokenId, token);
    return { token: session, grant };
  }

  /** The client token a gateway token was last presented as (its WebSockets are registered under it). */
  presentedAs(tokenId: string): string | undefined {
    return this.presented.get(tokenId);
  }

  /** Called with the client token of a revoked gateway token (server.ts closes its WebSockets). */
  onRevoke?: (clientToken: string) => void;

  /** A gateway token was revoked: its WebSockets end now (its next request is refused anyway). */
  revoked(tokenId: string): void {
    const presented = this.presented.get(tokenId);
    this.presented.delete(tokenId);
    if (presented) this.onRevoke?.(presented);
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
