// The open graphql-ws connections by token, so that a revoked session's sockets end (issue 16,
// finding 4). A connection ends with 4403 when its session is found revoked (signed out, blocked,
// expired): at once when the API says so (`session.revoked` on the upstream socket, or its handshake
// refused), when a new subscription re-checks the session, and at the latest on the periodic re-check.

export type SessionStatus = 'valid' | 'revoked' | 'unknown';

/** What the registry closes: a WebSocket (`ws`) or anything closable like it. */
export interface Closable {
  close(code?: number, reason?: string): void;
  once(event: 'close', listener: () => void): unknown;
}

export const SESSION_REVOKED_CLOSE = 4403;

/** How the status of a token's session is found: `/users/me` on the API. */
export type SessionCheck = (token: string) => Promise<SessionStatus>;

/**
 * A session check's outcome from an upstream error: revoked only when the API refuses the token
 * (401); unreachable, timed out or failing (a database outage) is unknown and ends nothing.
 */
export function statusOfError(error: unknown): SessionStatus {
  const code = (error as { extensions?: { code?: string } }).extensions?.code;
  return code === 'UNAUTHENTICATED' ? 'revoked' : 'unknown';
}

export class SessionRegistry {
  private readonly sockets = new Map<string, Set<Closable>>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly check: SessionCheck,
    /** How often every open session is re-checked, ms (0: never). */
    recheckMs: number,
  ) {
    if (recheckMs > 0) {
      this.timer = setInterval(() => void this.recheckAll(), recheckMs);
      this.timer.unref();
    }
  }

  /** Registers a connection of `token`; it leaves the registry when it closes. */
  add(token: string, socket: Closable): void {
    let set = this.sockets.get(token);
    if (!set) {
      set = new Set();
      this.sockets.set(token, set);
    }
    set.add(socket);
    socket.once('close', () => {
      const current = this.sockets.get(token);
      current?.delete(socket);
      if (current?.size === 0) this.sockets.delete(token);
    });
  }

  /** Closes every connection of a revoked token with 4403 (graphql-ws clients do not retry it). */
  revoke(token: string): number {
    const set = this.sockets.get(token);
    if (!set) return 0;
    this.sockets.delete(token);
    for (const socket of set) socket.close(SESSION_REVOKED_CLOSE, 'Forbidden');
    return set.size;
  }

  /** Checks one token now; a revoked session's connections are closed. Answers the status. */
  async recheck(token: string): Promise<SessionStatus> {
    const status = await this.check(token).catch(statusOfError);
    if (status === 'revoked') this.revoke(token);
    return status;
  }

  /** Re-checks every token with an open connection (one call each, in turn). */
  async recheckAll(): Promise<void> {
    for (const token of [...this.sockets.keys()]) await this.recheck(token);
  }

  get tokenCount(): number {
    return this.sockets.size;
  }

  close(): void {
    clearInterval(this.timer);
  }
}
