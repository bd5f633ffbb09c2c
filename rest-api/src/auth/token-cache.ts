// Access tokens kept in memory (issue 27): the token, its user's `blocked` and role, as
// AuthRepository.findToken reads them, without the join on every request. Valid only while this
// process is the database's one writer (the embedded PGlite): every change that alters what a token
// grants is announced by the database itself on `auth_changed` (migration 0014: triggers on
// access_tokens, users and roles, whoever writes), and forgets the entries it concerns before the
// writer's own statement answers. On a PostgreSQL server it stays off (docs/adr/0022-token-cache.md).
// Expiry is not cached away: the middleware compares `createdAt + ttl` with the clock on every use.
export const AUTH_CHANNEL = 'auth_changed';

/** `Row`: a token as AuthRepository reads it (StoredToken). */
export class TokenCache<Row extends { userId: number } = { userId: number }> {
  readonly #entries = new Map<string, Row>();
  /** Bumped by every invalidation: a read that started before one does not store what it read. */
  #generation = 0;

  constructor(private readonly max = 10_000) {}

  /** The token's row: from memory, or read by `load` and kept (a missing token is never kept). */
  async read(tokenId: string, load: () => Promise<Row | undefined>): Promise<Row | undefined> {
    const hit = this.#entries.get(tokenId);
    if (hit) return hit;
    const generation = this.#generation;
    const row = await load();
    if (row && generation === this.#generation) {
      if (this.#entries.size >= this.max) this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(tokenId, row);
    }
    return row;
  }

  /** A payload of `auth_changed`: `t:<token id>`, `u:<user id>`, or anything else (`*`): all. */
  invalidate(payload: string): void {
    this.#generation++;
    if (payload.startsWith('t:')) {
      this.#entries.delete(payload.slice(2));
    } else if (payload.startsWith('u:')) {
      const userId = Number(payload.slice(2));
      for (const [id, row] of this.#entries) if (row.userId === userId) this.#entries.delete(id);
    } else {
      this.#entries.clear();
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
