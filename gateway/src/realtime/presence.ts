// Presence and advisory editing locks of records (issues 25, 40, 41). A client (a browser tab of a
// person's session, named by a random `clientId`) is present on a record while it has a presence
// subscription open; it may hold the record's lock, which ends on unlock, on timeout (not renewed
// within `ttlMs`), when the client's last presence subscription of the record ends (leaving the page,
// a disconnect), or by a takeover (the former holder is told who took it). A lock belongs to its
// holder: the person, his session and the tab together (`Holder`), never to a tab id alone.
// Locks only help people: the API's own checks decide every write.
//
// The state lives in the live store (store.ts): in this process, or in Redis shared by every
// gateway. A change is broadcast as the record's id; each gateway with members on that record reads
// the record's state once and sends each of its members its view only when it changed, so one change
// costs one read and at most one message per member (changes that arrive together are coalesced).
import { createHash } from 'node:crypto';
import type { LeaseKeeper, LiveStore } from './store';

export interface PresencePerson {
  id: number;
  name: string;
  /** The role's machine name (`admin`…), said beside the name by the clients. */
  roleName: string;
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

/** Who acts: the person, his session (its token) and the tab. */
export interface Holder {
  userId: number;
  token: string;
  clientId: string;
}

/** The holder's name in the store: the session's token only as a digest. */
export function holderKey(holder: Holder): string {
  return `${holder.userId}.${createHash('sha256').update(holder.token).digest('base64url').slice(0, 22)}.${holder.clientId}`;
}

interface StoredLock {
  holder: string;
  user: PresencePerson;
  since: number;
  expiresAt: number;
}

interface Member {
  holder: string;
  user: PresencePerson;
  lease: string;
  listener: (view: PresenceView) => void;
  last: string;
}

/** A record's state as read once for a change. */
interface RoomState {
  id: number;
  viewers: PresencePerson[];
  /** Per person: his one holder when all his presence is that one tab (then he does not see himself). */
  soleHolder: Map<number, string | null>;
  lock: StoredLock | null;
  takenOver: Map<string, PresencePerson>;
  withoutUser: Map<number, PresencePerson[]>;
}

export interface PresenceOptions {
  /** How long a lock lasts without renewal (default 60 s). */
  ttlMs?: number;
  now?: () => number;
  onError?: (error: unknown) => void;
}

export const LOCK_TTL_MS = 60_000;
/** How long a former holder is told of a takeover at most. */
const TAKEN_OVER_MS = 3_600_000;

const roomKey = (id: number) => `presence:${id}`;
const lockKey = (id: number) => `lock:${id}`;
const takenKey = (id: number) => `takenover:${id}`;

export class PresenceHub {
  readonly #local = new Map<number, Set<Member>>();
  readonly #pending = new Set<number>();
  readonly #running = new Map<number, Promise<void>>();
  readonly #lapse = new Map<number, NodeJS.Timeout>();
  readonly #inFlight = new Set<Promise<unknown>>();
  readonly #ttl: number;
  readonly #now: () => number;
  readonly #onError: (error: unknown) => void;
  readonly #sweep: NodeJS.Timeout;
  readonly #store: LiveStore;

  constructor(
    private readonly leases: LeaseKeeper,
    options: PresenceOptions = {},
  ) {
    this.#store = leases.store;
    this.#ttl = options.ttlMs ?? LOCK_TTL_MS;
    this.#now = options.now ?? Date.now;
    this.#onError = options.onError ?? (() => {});
    this.#store.onMessage((message) => {
      const id = /^presence:(\d+)$/.exec(message)?.[1];
      if (id !== undefined && this.#local.has(Number(id))) this.#schedule(Number(id));
    });
    // Members of a gateway that died lapse without a word: each record shown here is read again
    // once per lease time.
    this.#sweep = setInterval(() => {
      for (const id of this.#local.keys()) this.#schedule(id);
    }, leases.ttlMs);
    this.#sweep.unref();
  }

  #track<T>(promise: Promise<T>): Promise<T> {
    this.#inFlight.add(promise);
    void promise.then(
      () => this.#inFlight.delete(promise),
      () => this.#inFlight.delete(promise),
    );
    return promise;
  }

  /** Resolves once every change begun so far has been sent to the members here (tests). */
  async settled(): Promise<void> {
    while (this.#inFlight.size) await Promise.allSettled([...this.#inFlight]);
  }

  #changed(id: number): Promise<void> {
    return this.#store.publish(`presence:${id}`);
  }

  #schedule(id: number): void {
    if (this.#pending.has(id)) return;
    this.#pending.add(id);
    const run = (this.#running.get(id) ?? Promise.resolve())
      .then(() => {
        this.#pending.delete(id);
        return this.#refresh(id);
      })
      .catch(this.#onError)
      .finally(() => {
        if (this.#running.get(id) === run) this.#running.delete(id);
      });
    this.#running.set(id, run);
    void this.#track(run);
  }

  async #state(id: number): Promise<RoomState> {
    const [entries, rawLock, taken] = await Promise.all([this.#store.leaseMembers(roomKey(id)), this.#store.get(lockKey(id)), this.#store.leaseMembers(takenKey(id))]);
    const people = new Map<number, PresencePerson>();
    const soleHolder = new Map<number, string | null>();
    for (const entry of entries) {
      const [, holder, user] = JSON.parse(entry) as [string, string, PresencePerson];
      if (!people.has(user.id)) {
        people.set(user.id, user);
        soleHolder.set(user.id, holder);
      } else if (soleHolder.get(user.id) !== holder) soleHolder.set(user.id, null);
    }
    const lock = rawLock ? (JSON.parse(rawLock) as StoredLock) : null;
    return {
      id,
      viewers: [...people.values()].sort((a, b) => a.id - b.id),
      soleHolder,
      lock: lock && lock.expiresAt > this.#now() ? lock : null,
      takenOver: new Map(taken.map((entry) => JSON.parse(entry) as [string, PresencePerson])),
      withoutUser: new Map(),
    };
  }

  #viewOf(state: RoomState, holder: string, userId: number): PresenceView {
    let viewers = state.viewers;
    if (state.soleHolder.get(userId) === holder) {
      viewers = state.withoutUser.get(userId) ?? viewers.filter((p) => p.id !== userId);
      state.withoutUser.set(userId, viewers);
    }
    const { lock } = state;
    return {
      ticketId: state.id,
      viewers,
      editor: lock && {
        user: lock.user,
        since: new Date(lock.since).toISOString(),
        expiresAt: new Date(lock.expiresAt).toISOString(),
        mine: lock.holder === holder,
      },
      takenOverBy: state.takenOver.get(holder) ?? null,
    };
  }

  async #refresh(id: number): Promise<void> {
    const members = this.#local.get(id);
    if (!members?.size) return;
    const state = await this.#state(id);
    for (const m of [...members]) {
      const view = this.#viewOf(state, m.holder, m.user.id);
      const text = JSON.stringify(view);
      if (text === m.last) continue;
      m.last = text;
      m.listener(view);
    }
    clearTimeout(this.#lapse.get(id));
    this.#lapse.delete(id);
    if (state.lock && this.#local.get(id)?.size) {
      // Its end is shown when it comes (a renewal moves it: read again then).
      const timer = setTimeout(() => this.#schedule(id), state.lock.expiresAt - this.#now() + 1);
      timer.unref();
      this.#lapse.set(id, timer);
    }
  }

  /** What `holder` sees now: the others (another tab of the same person counts: it is someone else's screen too). */
  async view(id: number, holder: Holder, userId = holder.userId): Promise<PresenceView> {
    return this.#viewOf(await this.#state(id), holderKey(holder), userId);
  }

  /** `holder` has the record open: `listener` gets every change (the current view first). Returns leave. */
  join(id: number, holder: Holder, user: PresencePerson, listener: (view: PresenceView) => void): () => void {
    const key = holderKey(holder);
    const member: Member = { holder: key, user, lease: JSON.stringify([this.leases.newMember(), key, user]), listener, last: '' };
    const members = this.#local.get(id) ?? new Set();
    this.#local.set(id, members.add(member));
    const joined = this.#track(this.leases.hold(roomKey(id), member.lease).then(() => this.#changed(id)));
    joined.catch(this.#onError);
    let left = false;
    return () => {
      if (left) return;
      left = true;
      members.delete(member);
      if (!members.size && this.#local.get(id) === members) {
        this.#local.delete(id);
        clearTimeout(this.#lapse.get(id));
        this.#lapse.delete(id);
      }
      void this.#track(
        joined
          .catch(() => {})
          .then(async () => {
            await this.leases.drop(roomKey(id), member.lease);
            const entries = await this.#store.leaseMembers(roomKey(id));
            if (!entries.some((entry) => (JSON.parse(entry) as [string, string])[1] === key)) {
              await this.#release(id, key);
              await this.#forgetTakeover(id, key);
            }
            await this.#changed(id);
          })
          .catch(this.#onError),
      );
    };
  }

  /** Ends the lock of `holder` (its raw value is read first: only that value is removed). */
  async #release(id: number, holder: string): Promise<boolean> {
    const raw = await this.#store.get(lockKey(id));
    if (!raw || (JSON.parse(raw) as StoredLock).holder !== holder) return false;
    return this.#store.compareAndSet(lockKey(id), raw, null, 1);
  }

  async #forgetTakeover(id: number, holder: string): Promise<void> {
    for (const entry of await this.#store.leaseMembers(takenKey(id))) {
      if ((JSON.parse(entry) as [string])[0] === holder) await this.#store.leaseRemove(takenKey(id), entry);
    }
  }

  /**
   * Takes or renews the lock for `holder`. Held by another holder (not expired), it is taken only
   * with `takeOver`, and that holder is told by whom.
   */
  async lock(id: number, holder: Holder, user: PresencePerson, takeOver: boolean): Promise<{ acquired: boolean; view: PresenceView }> {
    const key = holderKey(holder);
    // A lock changes hands only from the value read: another change in between means reading again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const raw = await this.#store.get(lockKey(id));
      const now = this.#now();
      const stored = raw ? (JSON.parse(raw) as StoredLock) : null;
      const held = stored && stored.expiresAt > now ? stored : null;
      if (held && held.holder !== key && !takeOver) return { acquired: false, view: await this.view(id, holder) };
      const next: StoredLock = { holder: key, user, since: held?.holder === key ? held.since : now, expiresAt: now + this.#ttl };
      if (!(await this.#store.compareAndSet(lockKey(id), raw, JSON.stringify(next), this.#ttl))) continue;
      if (held && held.holder !== key) {
        const present = (await this.#store.leaseMembers(roomKey(id))).some((entry) => (JSON.parse(entry) as [string, string])[1] === held.holder);
        if (present) await this.#store.leaseAdd(takenKey(id), JSON.stringify([held.holder, user]), TAKEN_OVER_MS);
      }
      await this.#forgetTakeover(id, key);
      await this.#changed(id);
      return { acquired: true, view: await this.view(id, holder) };
    }
    return { acquired: false, view: await this.view(id, holder) };
  }

  /** Releases the lock when `holder` holds it (a tab id of someone else's session releases nothing). */
  async unlock(id: number, holder: Holder): Promise<PresenceView> {
    if (await this.#release(id, holderKey(holder))) await this.#changed(id);
    return this.view(id, holder);
  }

  /** Stops the timers (server close; the members have left with their sockets). */
  async close(): Promise<void> {
    await this.settled();
    clearInterval(this.#sweep);
    for (const timer of this.#lapse.values()) clearTimeout(timer);
    this.#lapse.clear();
    this.#local.clear();
  }
}
