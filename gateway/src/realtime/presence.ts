// Presence and advisory editing locks of records (issue 25), held by the gateway, which holds the
// WebSocket sessions. A client (a browser tab, named by a random `clientId`) is present on a record
// while it has a presence subscription open; it may hold the record's lock, which ends on unlock, on
// timeout (not renewed within `ttlMs`), when the client's last presence subscription of the record
// ends (leaving the page, a disconnect), or by a takeover (the former holder is told who took it).
// Locks only help people: the API's own checks decide every write.
//
// State is per gateway process: with several gateways, people on different replicas do not see each
// other here (docs/decisions.md, issue 25).

export interface PresencePerson {
  id: number;
  name: string;
}

export interface LockView {
  user: PresencePerson;
  since: string;
  expiresAt: string;
  mine: boolean;
}

/** What one client sees. */
export interface PresenceView {
  ticketId: number;
  viewers: PresencePerson[];
  editor: LockView | null;
  takenOverBy: PresencePerson | null;
}

interface Lock {
  clientId: string;
  user: PresencePerson;
  since: number;
  expiresAt: number;
  timer: NodeJS.Timeout;
}

interface Member {
  clientId: string;
  user: PresencePerson;
  listener: (view: PresenceView) => void;
}

interface Room {
  members: Set<Member>;
  lock: Lock | null;
  /** clientId → who took its lock (until that client locks again or leaves). */
  takenOver: Map<string, PresencePerson>;
}

export interface PresenceOptions {
  /** How long a lock lasts without renewal (default 60 s). */
  ttlMs?: number;
  now?: () => number;
}

export const LOCK_TTL_MS = 60_000;

export class PresenceHub {
  readonly #rooms = new Map<number, Room>();
  readonly #ttl: number;
  readonly #now: () => number;

  constructor(options: PresenceOptions = {}) {
    this.#ttl = options.ttlMs ?? LOCK_TTL_MS;
    this.#now = options.now ?? Date.now;
  }

  #room(id: number): Room {
    let room = this.#rooms.get(id);
    if (!room) {
      room = { members: new Set(), lock: null, takenOver: new Map() };
      this.#rooms.set(id, room);
    }
    return room;
  }

  #forget(id: number, room: Room): void {
    if (room.members.size === 0 && !room.lock && room.takenOver.size === 0) this.#rooms.delete(id);
  }

  /** What `clientId` sees now: the others (another tab of the same person counts: it is someone else's screen too). */
  view(id: number, clientId: string): PresenceView {
    const room = this.#rooms.get(id);
    const viewers = new Map<number, PresencePerson>();
    for (const m of room?.members ?? []) if (m.clientId !== clientId && !viewers.has(m.user.id)) viewers.set(m.user.id, m.user);
    const lock = room?.lock ?? null;
    return {
      ticketId: id,
      viewers: [...viewers.values()].sort((a, b) => a.id - b.id),
      editor: lock && {
        user: lock.user,
        since: new Date(lock.since).toISOString(),
        expiresAt: new Date(lock.expiresAt).toISOString(),
        mine: lock.clientId === clientId,
      },
      takenOverBy: room?.takenOver.get(clientId) ?? null,
    };
  }

  #publish(id: number): void {
    const room = this.#rooms.get(id);
    if (!room) return;
    for (const m of [...room.members]) m.listener(this.view(id, m.clientId));
  }

  /** `clientId` has the record open: `listener` gets every change (the current view first). Returns leave. */
  join(id: number, clientId: string, user: PresencePerson, listener: (view: PresenceView) => void): () => void {
    const room = this.#room(id);
    const member: Member = { clientId, user, listener };
    room.members.add(member);
    this.#publish(id);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      room.members.delete(member);
      const stillThere = [...room.members].some((m) => m.clientId === clientId);
      if (!stillThere) {
        room.takenOver.delete(clientId);
        if (room.lock?.clientId === clientId) this.#release(room);
      }
      this.#publish(id);
      this.#forget(id, room);
    };
  }

  #release(room: Room): void {
    if (room.lock) clearTimeout(room.lock.timer);
    room.lock = null;
  }

  /**
   * Takes or renews the lock for `clientId`. Held by another client (not expired), it is taken only
   * with `takeOver`, and that client is told by whom.
   */
  lock(id: number, clientId: string, user: PresencePerson, takeOver: boolean): { acquired: boolean; view: PresenceView } {
    const room = this.#room(id);
    const now = this.#now();
    const held = room.lock;
    if (held && held.clientId !== clientId && held.expiresAt > now && !takeOver) {
      return { acquired: false, view: this.view(id, clientId) };
    }
    if (held && held.clientId !== clientId && held.expiresAt > now && [...room.members].some((m) => m.clientId === held.clientId)) {
      room.takenOver.set(held.clientId, user);
    }
    const since = held && held.clientId === clientId ? held.since : now;
    this.#release(room);
    room.takenOver.delete(clientId);
    const timer = setTimeout(() => {
      if (room.lock?.clientId !== clientId) return;
      room.lock = null;
      this.#publish(id);
      this.#forget(id, room);
    }, this.#ttl);
    timer.unref();
    room.lock = { clientId, user, since, expiresAt: now + this.#ttl, timer };
    this.#publish(id);
    return { acquired: true, view: this.view(id, clientId) };
  }

  /** Releases the lock when `clientId` holds it. */
  unlock(id: number, clientId: string): PresenceView {
    const room = this.#rooms.get(id);
    if (room?.lock?.clientId === clientId) {
      this.#release(room);
      this.#publish(id);
      this.#forget(id, room);
    }
    return this.view(id, clientId);
  }

  /** Ends every lock timer (server close). */
  close(): void {
    for (const room of this.#rooms.values()) this.#release(room);
    this.#rooms.clear();
  }
}
