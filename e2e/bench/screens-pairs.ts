// Issue 42's comparison for the screens bench (screens.ts): /app/tickets against the plain list
// /app/places, measured apart and interleaved (tickets, places, tickets, places…: the machine's load
// weighs on both alike), PAIRS visits of each per role after a warm-up of both; the medians of each,
// their ratio and the load average before and after, in wall time and in the main thread's CPU time.
import type { Page } from 'playwright-core';
import type { recordGraphql } from '../lib/bench';
import { median } from '../lib/bench';
import { tracedVisit, visit, type Screen, type Visit } from './screens-visit';

/** Issue 42: /app/tickets and /app/places visited in turn, per role; medians of each. */
export interface Pair {
  role: string;
  tickets: Array<Visit & { cpuToData: number; cpuLongest: number }>;
  places: Array<Visit & { cpuToData: number; cpuLongest: number }>;
  loadBefore: string;
  loadAfter: string;
}

/** The pairs of one role: a warm-up of both, then `runs` traced visits of each in turn. */
export async function measurePair(
  page: Page,
  url: string,
  screens: { role: string; tickets: Screen; places: Screen },
  graphql: ReturnType<typeof recordGraphql>,
  runs: number,
  loadAverage: () => string,
): Promise<Pair> {
  const pair: Pair = { role: screens.role, tickets: [], places: [], loadBefore: loadAverage(), loadAfter: '' };
  await visit(page, url, screens.tickets, graphql); // warm-up
  await visit(page, url, screens.places, graphql);
  for (let run = 0; run < runs; run++) {
    pair.tickets.push(await tracedVisit(page, url, screens.tickets, graphql));
    pair.places.push(await tracedVisit(page, url, screens.places, graphql));
  }
  pair.loadAfter = loadAverage();
  return pair;
}

// Issue 42: /app/tickets costs no more than a plain list (/app/places), in the same run: within 1.5 ×,
// from the interleaved visits (medians of each).
export const RATIO_GOAL = 1.5;
/** The ratios of each role's pairs, tickets over places. */
export const pairRatios = (pairs: Pair[], runs: number) =>
  pairs.flatMap((pair) => {
    const of = (visits: Visit[], what: (v: Visit) => number) => median(visits.map(what));
    const [ms, longest] = [(v: Visit) => v.ms, (v: Visit) => v.longest];
    const runAt = `${runs} visits of each in turn, load ${pair.loadBefore} → ${pair.loadAfter}`;
    return [
      {
        role: pair.role,
        what: 'time to data (median)',
        ratio: of(pair.tickets, ms) / of(pair.places, ms),
        figures: `${of(pair.tickets, ms).toFixed(0)} / ${of(pair.places, ms).toFixed(0)} ms; ${runAt}`,
      },
      {
        role: pair.role,
        what: 'longest task (median)',
        ratio: of(pair.tickets, longest) / Math.max(1, of(pair.places, longest)),
        figures: `${of(pair.tickets, longest).toFixed(0)} / ${of(pair.places, longest).toFixed(0)} ms, the longest of all ${Math.max(...pair.tickets.map(longest)).toFixed(0)} / ${Math.max(...pair.places.map(longest)).toFixed(0)} ms; ${runAt}`,
      },
      // The same from the traces' CPU time, which the load stretches far less than wall time.
      {
        role: pair.role,
        what: 'main-thread CPU to data (median)',
        ratio: median(pair.tickets.map((v) => v.cpuToData)) / median(pair.places.map((v) => v.cpuToData)),
        figures: `${median(pair.tickets.map((v) => v.cpuToData)).toFixed(0)} / ${median(pair.places.map((v) => v.cpuToData)).toFixed(0)} ms; ${runAt}`,
      },
      {
        role: pair.role,
        what: 'CPU of the longest task (median)',
        ratio: median(pair.tickets.map((v) => v.cpuLongest)) / median(pair.places.map((v) => v.cpuLongest)),
        figures: `${median(pair.tickets.map((v) => v.cpuLongest)).toFixed(0)} / ${median(pair.places.map((v) => v.cpuLongest)).toFixed(0)} ms; ${runAt}`,
      },
    ];
  });
