/// <reference lib="dom" />
// One measured visit of a screen for the screens bench (screens.ts): a fresh load of a neutral screen,
// then a client-side navigation to the screen, timed to the first frame with its data; and the same
// under a Chromium trace (the main thread's CPU time), for the tickets-vs-places pairs (screens-pairs.ts).
import type { Page } from 'playwright-core';
import type { recordGraphql } from '../lib/bench';
import { domElements, longestTask, waterfallDepth, watchLongTasks } from '../lib/bench';

/** What shows that a screen's data is on screen: an element, and/or a text in the main region. */
export interface Probe {
  selector?: string;
  text?: string;
}
export interface Screen {
  path: string;
  probe: Probe;
}

export const ROWS: Probe = { selector: 'main tbody tr, main ul[aria-label] > li' };
export const NEUTRAL = '/app/place'; // the new-place form: nothing of the database's size on it

export interface Visit {
  ms: number;
  longest: number;
  elements: number;
  requests: string[];
  depth: number;
  rowsAnswered: number;
  rowsShown: number;
  /** The longest GraphQL request of the visit (from its start to its answer's end, ms). */
  slowest: number;
  /**
   * How long before the screen's code had finished loading its first GraphQL request began (ms;
   * negative: after). Issue 42: a route's loader starts its query while its code loads.
   */
  dataLead: number;
  /** When the first GraphQL request began, from the navigation's start (ms). */
  dataStart: number;
  /** When the route's code had arrived, from the navigation's start (ms). */
  codeEnd: number;
}

/**
 * The network of a cold visit (issue 42: code and data in parallel): a user's connection, not the
 * loopback the bench runs on — 40 ms each way, 20 Mbit/s down, 5 up (a good 4G or home line).
 */
export const COLD_NETWORK = { offline: false, latency: 40, downloadThroughput: 20e6 / 8, uploadThroughput: 5e6 / 8 };

/**
 * One measured visit: a fresh load of a neutral screen, then a client-side navigation to `screen`,
 * timed in the page from just before the navigation to the first frame with the data. `cold`: the
 * HTTP cache is emptied once the neutral screen is settled and the navigation goes over COLD_NETWORK,
 * so the route's code comes from the gateway as on a first visit (its time to data is then the
 * network's; the data's start against the code's end is what such a visit is for).
 */
export async function visit(page: Page, url: string, screen: Screen, graphql: ReturnType<typeof recordGraphql>, cold = false): Promise<Visit> {
  const from = screen.path === NEUTRAL ? '/app/profile' : NEUTRAL;
  await page.goto(`${url}${from}`);
  await page.waitForFunction(() => document.querySelector('main h1') !== null && document.querySelector('main [aria-busy="true"]') === null);
  await waitForQuiet(page, graphql);
  await watchLongTasks(page);
  const network = cold ? await page.context().newCDPSession(page) : null;
  if (!network) return measure(page, screen, graphql);
  await network.send('Network.enable');
  await network.send('Network.clearBrowserCache');
  await network.send('Network.emulateNetworkConditions', COLD_NETWORK);
  try {
    return await measure(page, screen, graphql);
  } finally {
    await network.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await network.detach();
  }
}

/** The navigation of a visit from the settled neutral screen, and what it measured. */
async function measure(page: Page, screen: Screen, graphql: ReturnType<typeof recordGraphql>): Promise<Visit> {
  graphql.reset();
  const ms = await page.evaluate(
    ({ to, probe }) =>
      new Promise<number>((resolve, reject) => {
        const leftTitle = document.querySelector('main h1')?.textContent;
        performance.mark('bench-navigation');
        const started = performance.now();
        history.pushState(null, '', to);
        dispatchEvent(new PopStateEvent('popstate'));
        const check = () => {
          const main = document.querySelector('main');
          const title = main?.querySelector('h1')?.textContent;
          const ready =
            !!main &&
            location.pathname + location.search === to &&
            title !== undefined &&
            title !== leftTitle &&
            main.querySelector('[aria-busy="true"]') === null &&
            (!probe.selector || main.querySelector(probe.selector.replaceAll('main ', '')) !== null) &&
            (!probe.text || (main.textContent ?? '').includes(probe.text));
          if (ready) {
            performance.mark('bench-data');
            resolve(performance.now() - started);
          } else if (performance.now() - started > 30_000) reject(new Error(`${to}: no data on screen after 30 s (${JSON.stringify(probe)})`));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      }),
    { to: screen.path, probe: screen.probe },
  );
  await waitForQuiet(page, graphql);
  const rowsShown = await page.evaluate((selector) => document.querySelectorAll(selector).length, ROWS.selector!);
  const calls = [...graphql.calls];
  // Issue 42, from the navigation's start (resource timing): when the first GraphQL request began, and
  // when the route's code had arrived: the files the navigation asked for together (the lazy route's
  // chunk and its preloads, asked for in one task) and any asked for while they were arriving, within
  // CODE_GAP_MS of the last arrival (a cached file arrives at once); not what the screen asks for once
  // its code has run, nor a route's starter (`…-starter-….js`), which is there to send the request.
  const { dataStart, codeEnd } = await page.evaluate((gap) => {
    const since = performance.getEntriesByName('bench-navigation', 'mark').at(-1)!.startTime;
    const after = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.startTime >= since);
    const path = (e: PerformanceResourceTiming) => new URL(e.name).pathname;
    const data = Math.min(...after.filter((e) => path(e) === '/graphql').map((e) => e.startTime));
    const scripts = after.filter((e) => /^\/assets\/.*\.js$/.test(path(e)) && !/-starter-[^/]*\.js$/.test(path(e))).sort((a, b) => a.startTime - b.startTime);
    let end = Number.NaN;
    for (const e of scripts) {
      if (e.startTime > end + gap) break;
      end = Number.isNaN(end) ? e.responseEnd : Math.max(end, e.responseEnd);
    }
    return { dataStart: data - since, codeEnd: end - since };
  }, CODE_GAP_MS);
  const dataLead = Number.isFinite(dataStart) ? codeEnd - dataStart : Number.NaN;
  return {
    dataLead,
    dataStart,
    codeEnd,
    ms,
    longest: await longestTask(page),
    elements: await domElements(page),
    requests: calls.map((c) => c.name),
    depth: waterfallDepth(calls),
    rowsAnswered: calls.reduce((sum, c) => sum + c.items, 0),
    rowsShown,
    slowest: Math.max(0, ...calls.map((c) => (c.ended ?? c.started) - c.started)),
  };
}

/** See `visit`: the route's files are asked for in one task; the screen's own later loads wait for its code to run. */
const CODE_GAP_MS = 2;

/**
 * Settled: no GraphQL request under way, and the page unchanged (no DOM mutation) for QUIET_MS with
 * still none under way. A screen that draws in steps (issue 42: the tickets list's first rows, the
 * rest of its page, then its counts read) is measured to its last step, not to a lull between two.
 */
const QUIET_MS = 300;
async function waitForQuiet(page: Page, graphql: ReturnType<typeof recordGraphql>): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { benchMutated?: number; benchMutations?: MutationObserver };
    w.benchMutated = performance.now();
    w.benchMutations ??= new MutationObserver(() => void (w.benchMutated = performance.now()));
    w.benchMutations.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (Date.now() > deadline) {
      // A live screen may keep changing; a request that never ends is a failure.
      if (graphql.pending() > 0) throw new Error('a GraphQL request never finished');
      return;
    }
    const still = await page.evaluate(
      (quiet) =>
        new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now() - ((window as unknown as { benchMutated: number }).benchMutated ?? 0) - quiet))),
      QUIET_MS,
    );
    if (graphql.pending() === 0 && still >= 0) return;
    await page.waitForTimeout(Math.min(QUIET_MS, Math.max(16, -still)));
  }
}

/**
 * A visit under a Chromium trace: besides the visit's own figures, the main thread's CPU time (the
 * tasks' thread time, which a busy machine does not stretch as it stretches wall time) from the
 * navigation to the data on screen, and the CPU time of the visit's longest task.
 */
type TraceEvent = { name: string; cat: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number };
export async function tracedVisit(page: Page, url: string, screen: Screen, graphql: ReturnType<typeof recordGraphql>): Promise<Visit & { cpuToData: number; cpuLongest: number }> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'disabled-by-default-devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
  const measured = await visit(page, url, screen, graphql);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  const mark = (name: string) => events.filter((e) => e.name === name && e.cat.includes('user_timing')).at(-1);
  const [from, to] = [mark('bench-navigation'), mark('bench-data')];
  if (!from || !to) return { ...measured, cpuToData: Number.NaN, cpuLongest: Number.NaN };
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === from.pid && e.tid === from.tid && e.ts >= from.ts);
  const cpu = (e: TraceEvent) => (e.tdur ?? 0) / 1000;
  return {
    ...measured,
    cpuToData: tasks.filter((e) => e.ts < to.ts).reduce((sum, e) => sum + cpu(e), 0),
    cpuLongest: Math.max(0, ...tasks.map(cpu)),
  };
}
