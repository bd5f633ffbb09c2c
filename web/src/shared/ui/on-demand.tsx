// Code a screen does not draw on its first paint (a dialog opened by a button, an inline editor, the
// confirmation dialog) is a chunk of its own, loaded when the person asks for it (issue 27: each
// route loads only what its first screen draws). The load starts on intent (the pointer over the
// button, or the focus on it), so that the click usually finds the code there; if not, the button
// shows it is busy until it is. A load goes through `loadChunk` (spec §9's 120 s limit); a failed
// one is said with the chunk-failure text of the error page and can be asked for again.
import { useEffect, useRef, useState } from 'react';
import { messages } from '../i18n/i18n';
import { loadChunk } from '../load-chunk';
import { NOTIFY_LONG_DURATION_MS, toaster } from '../notify/toaster';

/** A module loaded on demand: `onDemand(() => import('./dialog'))`, declared once at module level. */
export interface OnDemand<M> {
  /** Loads the module, once (again after a failure); rejects with `ChunkLoadError`. */
  load(): Promise<M>;
  /** The module once loaded, else null. */
  readonly loaded: M | null;
}

export function onDemand<M>(load: () => Promise<M>): OnDemand<M> {
  let loading: Promise<M> | null = null;
  let loaded: M | null = null;
  return {
    load() {
      loading ??= loadChunk(load).then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    get loaded() {
      return loaded;
    },
  };
}

/** Says that code asked for could not be loaded (the error page's text of a chunk that failed). */
export function sayLoadFailed(): void {
  const t = messages();
  toaster.create({ type: 'error', title: t.common.error, description: t.errors.chunk, duration: NOTIFY_LONG_DURATION_MS, closable: true });
}

/** Starts loading without waiting: a failure is said only when the person asks (`open`). */
export const preload = (code: OnDemand<unknown>) => (): void => void code.load().catch(() => undefined);

/**
 * Props starting the load on intent (the pointer over an element, or the focus on it), without asking
 * for it; of each code given, for a button whose click may need more than one.
 */
export function intentOf(...codes: OnDemand<unknown>[]): { onPointerEnter: () => void; onFocus: () => void } {
  const starts = codes.map(preload);
  const start = () => starts.forEach((one) => one());
  return { onPointerEnter: start, onFocus: start };
}

/** What a button that asks for the code spreads on itself (a Chakra `Button`). */
export interface OnDemandTrigger {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
  /**
   * True while the code the click asked for loads: the button shows a spinner and is disabled (give
   * it `loadingText`, its own label, so that it keeps its text and its name beside the spinner).
   */
  loading: boolean;
}

export interface UseOnDemand<M> {
  /** The module once loaded (in this component, or before), else null. */
  module: M | null;
  /** A load the person asked for is under way. */
  busy: boolean;
  /** Props starting the load on intent, without asking for it. */
  intent: { onPointerEnter: () => void; onFocus: () => void };
  /**
   * Asks for the module: `then(module)` once it is there (at once when it is); a failure is said,
   * and `failed()` called.
   */
  open: (then?: (module: M) => void, failed?: () => void) => void;
  /** `intent`, a click that `open`s with `then`, and the busy state, for one button. */
  trigger: (then?: (module: M) => void) => OnDemandTrigger;
}

export function useOnDemand<M>(code: OnDemand<M>): UseOnDemand<M> {
  const [module, setModule] = useState<M | null>(() => code.loaded);
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const intent = intentOf(code);
  const open = (then?: (module: M) => void, failed?: () => void) => {
    const ready = code.loaded;
    if (ready) {
      setModule(ready);
      then?.(ready);
      return;
    }
    setBusy(true);
    code.load().then(
      (loaded) => {
        if (!mounted.current) return;
        setBusy(false);
        setModule(loaded);
        then?.(loaded);
      },
      () => {
        if (!mounted.current) return;
        setBusy(false);
        sayLoadFailed();
        failed?.();
      },
    );
  };
  return { module, busy, intent, open, trigger: (then) => ({ ...intent, onClick: () => open(then), loading: busy }) };
}
