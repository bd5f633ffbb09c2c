// The trail a screen adds to the header's breadcrumbs after its section: the record it shows by name
// ('Пятёрочка на Ленина') and the parent it was opened within (the vendor of /app/vendor/4/ticket/576).
// A screen knows the names from its own route query; it says them with `usePageCrumbs`, and the
// header (which sits outside the screen) reads them with `useCurrentPageCrumbs`. They are kept with the
// path they belong to, so a screen left behind never names the next one's record.
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import type { Crumb } from './breadcrumbs';

interface Entry {
  pathname: string;
  crumbs: readonly Crumb[];
}

let current: Entry | null = null;
const listeners = new Set<() => void>();

function set(next: Entry | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The screen's crumbs after its section, the last one the record itself (no link); `undefined` while
 * its data is loading (the header shows the route's title meanwhile).
 */
export function usePageCrumbs(crumbs: readonly Crumb[] | undefined): void {
  const { pathname } = useLocation();
  // A stable key, so the effect runs when a name changes, not on every render.
  const key = crumbs ? JSON.stringify(crumbs) : '';
  useEffect(() => {
    if (!key) return undefined;
    const entry: Entry = { pathname, crumbs: JSON.parse(key) as Crumb[] };
    set(entry);
    return () => {
      if (current === entry) set(null);
    };
  }, [pathname, key]);
}

/** The crumbs the screen at this path gave, or null. */
export function useCurrentPageCrumbs(): readonly Crumb[] | null {
  const { pathname } = useLocation();
  const entry = useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
  return entry && entry.pathname === pathname ? entry.crumbs : null;
}
