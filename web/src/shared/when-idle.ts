// Code a page needs soon but not on arrival (the toaster, the confirmation dialog) loads when the
// browser is first idle (issue 27).

/** Runs `run` when the browser is first idle (a moment later where it cannot tell); answers a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run);
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1);
  return () => window.clearTimeout(id);
}
