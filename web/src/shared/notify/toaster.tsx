// Notifications (spec §4, §8, §9): 2 s by default, 3 s where set (errors), permanent ones stay until
// clicked and say so ('нажмите, что бы закрыть').
//
// Chakra's toaster (its zag machine, ~8 kB gzipped) is not loaded with any route (issue 27): it loads
// when the page is first idle, or on the first toast if that comes sooner; toasts asked for before it
// is mounted wait here and are shown in order once it is. Loading it when idle rather than only on
// the first toast keeps the error toasts of a lost connection working (the chunk is already there).
import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import type { ToasterTarget, ToastOptions } from './toaster-view';

export type { ToastOptions } from './toaster-view';

export const NOTIFY_DURATION_MS = 2000;
export const NOTIFY_LONG_DURATION_MS = 3000;
/** Spec §8: a failed ticket edit stays 5 s. */
export const NOTIFY_EDIT_ERROR_DURATION_MS = 5000;
/** Issue 25: how long a done action offers 'Отменить'. */
export const UNDO_OFFER_MS = 10_000;

const pending: ToastOptions[] = [];
/** The mounted region's toaster; `loaded` stays once it was mounted (its store outlives the region). */
let target: ToasterTarget | undefined;
let loaded: ToasterTarget | undefined;
let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toaster's region (and so loads its code) from now on. */
function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** The mounted region takes the waiting toasts and every later one; answers its detach. */
function attach(mounted: ToasterTarget): () => void {
  target = loaded = mounted;
  for (const options of pending.splice(0)) mounted.create(options);
  return () => {
    if (target === mounted) target = undefined;
  };
}

export const toaster = {
  create(options: ToastOptions): void {
    if (target) return target.create(options);
    pending.push(options);
    want();
  },
  /** Removes every toast, shown or waiting (the tests, between two). */
  remove(): void {
    pending.length = 0;
    loaded?.remove();
  },
};

/**
 * The region's code. A failed load (the network is gone) must not take the page to the error page:
 * the region is then not shown, and the next toast tries again (not the next idle moment, which
 * would retry in a loop while offline).
 */
let failed = false;
const loadView = () =>
  lazy<ComponentType<{ attach: (target: ToasterTarget) => () => void }>>(() =>
    import('./toaster-view').catch(() => {
      failed = true;
      wanted = false;
      ToasterView = loadView();
      queueMicrotask(() => listeners.forEach((listener) => listener()));
      return { default: () => null };
    }),
  );
let ToasterView = loadView();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Where the toasts appear: nothing until the page is idle or a toast is asked for. */
export function Toaster() {
  const shown = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => wanted,
  );
  useEffect(() => {
    if (!shown && !failed) return whenIdle(want);
  }, [shown]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView attach={attach} />
    </Suspense>
  );
}

/** Runs `run` when the browser is first idle (a moment later where it cannot tell); answers a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}
