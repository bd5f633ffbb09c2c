/// <reference lib="dom" />
// What the browser benchmarks of `e2e/bench/` share: the product started as the README says (on the
// PostgreSQL database of DATABASE_URL when set, else PGlite in a temporary folder with the demo data),
// a signed-in page of the desktop size, percentiles, a client-side navigation (as a click on a link
// does), the long tasks of the page, and the GraphQL requests it makes.
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { startOwnProduct, type RunningProduct } from './product';
import { signIn } from './session';

export { launchBrowser };

/** The product for a benchmark: DATABASE_URL (a large database) when set, else the demo data. */
export function startBenchProduct(): Promise<RunningProduct> {
  return startOwnProduct({ LOG_LEVEL: 'warn' });
}

/** A new browser context at 1440 × 900, in Russian, signed in through the sign-in page. */
export async function signedInPage(browser: Browser, url: string, phone = '+79990000001'): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'ru-RU' });
  // tsx (esbuild's keepNames) wraps a named function in `__name(…)`: functions handed to
  // page.evaluate that name an inner function need it in the page too.
  await context.addInitScript('window.__name = (fn) => fn');
  const page = await context.newPage();
  await signIn(page, url, phone);
  return page;
}

/** The p-th percentile (nearest rank) of the values. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** Moves the signed-in app to `to` as the router does after a click (no reload). */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((address) => {
    history.pushState(null, '', address);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/**
 * Starts recording the page's long tasks (a buffered-free observer: only tasks from now on);
 * `longestTask` reads the longest since, in ms.
 */
export async function watchLongTasks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { benchLongest: number; benchObserver?: PerformanceObserver };
    w.benchObserver?.disconnect();
    w.benchLongest = 0;
    w.benchObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.benchLongest = Math.max(w.benchLongest, entry.duration);
    });
    w.benchObserver.observe({ type: 'longtask' });
  });
}

export function longestTask(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { benchLongest: number }).benchLongest);
}

/** The page's DOM elements. */
export function domElements(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('*').length);
}

export interface GraphqlCall {
  name: string;
  started: number;
  ended?: number;
  bytes: number;
  /** Rows in the answer: the lengths of its `items` lists (paged lists) added up. */
  items: number;
}

function countItems(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, v) => sum + countItems(v), 0);
  if (!value || typeof value !== 'object') return 0;
  let sum = 0;
  for (const [key, v] of Object.entries(value)) sum += key === 'items' && Array.isArray(v) ? v.length + countItems(v) : countItems(v);
  return sum;
}

/** Records the page's GraphQL requests over HTTP (name, when, bytes and rows of the answer). */
export function recordGraphql(page: Page): { calls: GraphqlCall[]; pending: () => number; reset: () => void } {
  const calls: GraphqlCall[] = [];
  const open = new Map<object, GraphqlCall>();
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '?';
    const call: GraphqlCall = { name, started: performance.now(), bytes: 0, items: 0 };
    calls.push(call);
    open.set(request, call);
  });
  page.on('requestfinished', async (request) => {
    const call = open.get(request);
    if (!call) return;
    call.ended = performance.now();
    const response = await request.response().catch(() => null);
    const body = response ? await response.body().catch(() => Buffer.alloc(0)) : Buffer.alloc(0);
    call.bytes = body.length;
    try {
      call.items = countItems((JSON.parse(body.toString()) as { data?: unknown }).data);
    } catch {
      call.items = 0;
    }
    open.delete(request);
  });
  page.on('requestfailed', (request) => {
    const call = open.get(request);
    if (!call) return;
    call.ended = performance.now();
    open.delete(request);
  });
  return { calls, pending: () => open.size, reset: () => (calls.length = 0) };
}

/**
 * How many GraphQL requests ran one after another: a request waits for another when it started
 * after that one's answer came; 1 means all went at once (no waterfall).
 */
export function waterfallDepth(calls: readonly GraphqlCall[]): number {
  const depth = new Map<GraphqlCall, number>();
  const sorted = [...calls].sort((a, b) => a.started - b.started);
  for (const call of sorted) {
    const before = sorted.filter((other) => other !== call && other.ended !== undefined && other.ended <= call.started);
    depth.set(call, 1 + Math.max(0, ...before.map((other) => depth.get(other) ?? 1)));
  }
  return Math.max(0, ...depth.values());
}
