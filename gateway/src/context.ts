// One context factory for HTTP and WebSocket operations: the caller's token, a REST client acting
// for them, per-request DataLoaders, and the cookies to set on the HTTP response.
import { randomUUID } from 'node:crypto';
import type { RequestOrigin, UpstreamPool, Upstream } from './upstream/client';
import type { PresenceHub } from './realtime/presence';
import type { UserCaps } from './realtime/caps';
import { createLoaders, type Loaders } from './loaders';
import { me } from './upstream/session';
import type { RestUser } from './upstream/types';
import type { Logger } from './shared/logger';
import type { UpstreamSockets } from './realtime/sockets';
import type { UpstreamCapabilities } from './upstream/capabilities';
import { journalObserver, type JournalEntry } from './upstream/journal';
import type { Grant, OwnStore } from './store';

export const SESSION_COOKIE = 'access_token';

export interface CookieJar {
  /** `Set-Cookie` header values to send with the HTTP response. */
  readonly headers: string[];
  setSession(token: string, ttlSeconds: number): void;
  clearSession(): void;
}

export interface GatewayContext {
  requestId: string;
  token: string | null;
  /**
   * From now on, this request acts with `token` (its REST client, loaders and viewer): after a
   * sign-in, the fields selected below `login` are read as the new user, not with the visitor's
   * empty token (a real LoopBack answers 401 for `User.role` without one).
   */
  actAs(this: GatewayContext, token: string): void;
  /** The signed-in user (one `GET /users/me` per request, on first use), or null for a visitor. */
  viewer(): Promise<RestUser | null>;
  upstream: Upstream;
  loaders: Loaders;
  cookies: CookieJar;
  logger: Logger;
  /** The API's socket.io events, for subscriptions. */
  sockets: UpstreamSockets;
  /** Which optional routes the API serves (probed at start and on a schedule). */
  capabilities: UpstreamCapabilities;
  /** The gateway's own store: saved views, API tokens and the journal where the API lacks them. */
  own: OwnStore;
  /**
   * What a gateway-issued API token may do (null for a session or the API's own token): `token` is
   * then the owner's session it stands for, which never leaves the gateway.
   */
  grant: Grant | null;
  /** Records a change in the gateway's journal when it keeps one (the API has no audit trail). */
  journal(entry: JournalEntry): Promise<void>;
  /** Who has which ticket open, and its editing lock (issue 25). */
  presence: PresenceHub;
  /** What one person may hold open at once (issue 40). */
  caps: UserCaps;
}

export function createCookieJar(secure: boolean): CookieJar {
  const headers: string[] = [];
  const attrs = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return {
    headers,
    setSession(token, ttlSeconds) {
      // spec §9: the token cookie lives ceil(ttl / 86400) days.
      const maxAge = Math.ceil(ttlSeconds / 86400) * 86400;
      headers.push(`${SESSION_COOKIE}=${encodeURIComponent(token)}; Max-Age=${maxAge}; ${attrs}`);
    },
    clearSession() {
      headers.push(`${SESSION_COOKIE}=; Max-Age=0; ${attrs}`);
    },
  };
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name || name in out) continue;
    try {
      out[name] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[name] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

/**
 * The caller's token: `Authorization` (raw, or `Bearer <token>` for scripts) wins over the session
 * cookie. The API gets it raw, as the spec's client sends it.
 */
export function tokenFrom(authorization: string | undefined, cookieHeader: string | undefined): string | null {
  const auth = authorization?.trim();
  if (auth) return auth.startsWith('Bearer ') ? auth.slice(7).trim() || null : auth;
  return parseCookies(cookieHeader)[SESSION_COOKIE] || null;
}

export interface ContextDeps {
  pool: UpstreamPool;
  sockets: UpstreamSockets;
  capabilities: UpstreamCapabilities;
  own: OwnStore;
  logger: Logger;
  cookieSecure: boolean;
  presence: PresenceHub;
  /** What one person may hold open at once (issue 40). */
  caps: UserCaps;
}

export function createContext(deps: ContextDeps, token: string | null, requestId: string = randomUUID(), origin: RequestOrigin = {}, grant: Grant | null = null): GatewayContext {
  const viewerOf = (upstream: Upstream, token: string | null) => {
    let viewer: Promise<RestUser | null> | undefined;
    return () => (viewer ??= token ? me(upstream) : Promise.resolve(null));
  };
  // Every write forwarded is recorded in the gateway's journal while the API keeps no audit trail.
  const record = async (entry: JournalEntry) => {
    const user = entry.readAs ? await me(context.upstream.withToken(entry.readAs)).catch(() => null) : entry.userId === undefined ? await context.viewer().catch(() => null) : null;
    await deps.own.journal.record(entry, {
      userId: user?.id ?? null,
      userName: user ? [user.name, user.surname].filter(Boolean).join(' ') || null : null,
      userRole:
        (user && (user.roleName ?? user.role?.name ?? (user.roleId == null ? null : ((await context.loaders.roleById.load(user.roleId).catch(() => null))?.name ?? null)))) ?? null,
      client: origin.client ?? null,
      address: origin.address ?? null,
    });
  };
  // Until the first probe round says whether the API keeps an audit trail, a write is watched as if
  // the journal were the gateway's, and recorded once the round (or its wait) ends and says so: a
  // write made in the first seconds after a start is not left out of the journal.
  const recordIfOwn = async (entry: JournalEntry) => {
    await deps.capabilities.shapesKnown;
    if (deps.own.serves('auditTrail')) await record(entry);
  };
  const observer = journalObserver(() => deps.capabilities.state('auditTrail') !== 'available', recordIfOwn);
  const upstream = deps.pool.forRequest(token, requestId, origin).observed(observer);
  const context: GatewayContext = {
    requestId,
    token,
    // `this`: Apollo hands resolvers a shallow copy of the context object, so the switch is made
    // on the object the resolver holds.
    actAs(this: GatewayContext, next: string) {
      this.token = next;
      this.upstream = this.upstream.withToken(next);
      this.loaders = createLoaders(this.upstream);
      this.viewer = viewerOf(this.upstream, next);
    },
    viewer: viewerOf(upstream, token),
    upstream,
    loaders: createLoaders(upstream),
    cookies: createCookieJar(deps.cookieSecure),
    logger: deps.logger,
    sockets: deps.sockets,
    capabilities: deps.capabilities,
    own: deps.own,
    grant,
    journal: recordIfOwn,
    presence: deps.presence,
    caps: deps.caps,
  };
  return context;
}
