// The signed-in user as the web knows it (spec §4): kept in local storage so a reload stays signed
// in, resolved once per page load against the gateway (`me`), cleared on sign-out or when the
// gateway says the session is gone. The token itself is an HttpOnly cookie the web never sees.
import type { SessionUserFragment } from '../../__generated__/graphql';

export type SessionUser = SessionUserFragment;

export const SESSION_STORAGE_KEY = 'bo.session.user';

type Listener = () => void;

export interface SessionStore {
  /** The stored user, or null for a visitor. */
  getUser(): SessionUser | null;
  subscribe(listener: Listener): () => void;
  /** After a successful sign-in: store the user; no further resolution is needed. */
  signIn(user: SessionUser): void;
  /** Replace the stored user with fresher data. */
  update(user: SessionUser): void;
  /** Forget the user (sign-out, lost session). */
  clear(): void;
  /**
   * Resolves the stored user once per page load with `fetchMe`. A null answer, or a failure that
   * `endsSession` says ends the session (`UNAUTHENTICATED`), clears the store; any other failure (no
   * network, the gateway or the API briefly away, a 5xx) keeps the user signed in and tries again
   * on the next navigation. Concurrent calls share one request; later calls answer from the store.
   */
  resolve(fetchMe: () => Promise<SessionUser | null>, endsSession?: (error: unknown) => boolean): Promise<SessionUser | null>;
}

function isSessionUser(value: unknown): value is SessionUser {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number' && typeof (value as { status?: unknown }).status === 'string';
}

function read(storage: Storage | undefined): SessionUser | null {
  try {
    const raw = storage?.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    return isSessionUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function createSessionStore(storage: Storage | undefined = globalThis.localStorage): SessionStore {
  let user = read(storage);
  let resolved = false;
  let pending: Promise<SessionUser | null> | null = null;
  const listeners = new Set<Listener>();

  const emit = () => listeners.forEach((listener) => listener());

  const write = (next: SessionUser | null) => {
    user = next;
    try {
      if (next) storage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
      else storage?.removeItem(SESSION_STORAGE_KEY);
    } catch {
      // storage full or disabled: the session still works for this page load
    }
    emit();
  };

  // Another tab signed in or out.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      user = read(storage);
      emit();
    });
  }

  return {
    getUser: () => user,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(next) {
      resolved = true;
      pending = null;
      write(next);
    },
    update(next) {
      write(next);
    },
    clear() {
      resolved = true;
      pending = null;
      if (user !== null || storage?.getItem(SESSION_STORAGE_KEY) != null) write(null);
    },
    resolve(fetchMe, endsSession = () => true) {
      if (resolved || user === null) return Promise.resolve(user);
      if (pending) return pending;
      const request = fetchMe().then(
        (me) => {
          if (pending !== request) return user; // signed in or out meanwhile
          resolved = true;
          pending = null;
          write(me);
          return me;
        },
        (error: unknown) => {
          if (pending !== request) return user;
          pending = null;
          if (!endsSession(error)) return user; // a blip: still signed in, verified later
          resolved = true;
          write(null);
          return null;
        },
      );
      pending = request;
      return request;
    },
  };
}
