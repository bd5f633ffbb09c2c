import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SessionStore, SessionUser } from './session-store';

const SessionContext = createContext<SessionStore | null>(null);

export const SessionProvider = SessionContext.Provider;

export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSessionStore must be used inside <SessionProvider>');
  return store;
}

/** The signed-in user; re-renders when it changes. */
export function useSessionUser(): SessionUser | null {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getUser, store.getUser);
}
