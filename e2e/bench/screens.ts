/// <reference lib="dom" />
// `npm run bench:screens -w e2e` (and `npm run bench -- --only screens`): every /app screen of spec §2
// in Chromium (issue 27): the sidebar's menu and a record page of each kind, as the administrator and
// as the regional manager. Starts the product as the README says on the PostgreSQL database of
// DATABASE_URL (fill it with `npm run generate -w rest-api -- --tickets 1000000`; without it, PGlite
// with the demo data). For each role and screen: one visit to warm up (code, server caches), then RUNS
// measured visits, each from a freshly loaded neutral screen (the new-place form: the client's cache
// is empty, as after a sign-in) by a client-side navigation, as a click on a link makes it. Measured:
// the time from the navigation to the screen's data on screen (a real element of the data: a row of
// the list, the record's name; no skeleton left), the longest task (PerformanceObserver 'longtask')
// and the DOM elements once the screen is settled (no GraphQL request under way), the GraphQL
// requests it made, how many ran one after another (a waterfall), and the rows they answered against
// the rows shown, and how long before the screen's code had loaded its data request began (issue
// 42: the route's loader asks for it as the navigation starts; ms, negative: after), in one more visit
// with the HTTP cache emptied over a user's network (screens-visit.ts `COLD_NETWORK`: from the cache,
// the code arrives in 4–5 ms, before any loader has run), with the load average once its visits were
// measured. Prints a table per role; `--json` adds a BENCH_ROWS line for scripts/bench.mjs. The visit
// itself: screens-visit.ts. Issue 42's comparison, /app/tickets against the plain list /app/places,
// interleaved: screens-pairs.ts.
// Options: `--runs N` (default 5), `--pairs N` (default 9), `--only word,word` (routes containing one
// of the words; the pairs run when both lists are among them), `--url U` (a product already running
// there instead of starting one).
// Timings are of a shared machine: indicative; give the load average with them.
import type { Page } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { launchBrowser, percentile, recordGraphql, signedInPage, startBenchProduct } from '../lib/bench';
import { pageGql } from '../lib/session';
import { measurePair, pairRatios, RATIO_GOAL, type Pair } from './screens-pairs';
import { NEUTRAL, ROWS, visit, type Screen, type Visit } from './screens-visit';

const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const RUNS = Number(arg('--runs') ?? 5);
const PAIRS = Number(arg('--pairs') ?? 9);
const only = arg('--only')?.split(',').filter(Boolean);
const json = process.argv.includes('--json');
const GOALS = { p50: 500, longTask: 200, dom: 5000 };

interface Ids {
  me: { id: number; phone: string | null; roleName: string | null };
  tickets: { items: Array<{ id: number; userId: number | null; placeId: number | null; place: { title: string } | null }> };
  places: {
    items: Array<{
      id: number;
      title: string;
      users: Array<{ id: number; roleName: string | null; name: string | null; surname: string | null }>;
      regionalManagers: Array<{ id: number; name: string | null; surname: string | null }>;
    }>;
  };
  cities: { items: Array<{ id: number; title: string }> };
  regions: { items: Array<{ id: number; title: string }> };
  admEntities: { items: Array<{ id: number; title: string }> };
  campaigns: { items: Array<{ id: number; title: string }> };
  periods: { items: Array<{ id: number; campaignId: number; campaign: { title: string } | null }> };
  products: { items: Array<{ id: number; title: string }> };
  conversations: { items: Array<{ roomName: string }> };
}

const IDS = `query ScreensBenchIds {
  me { id phone roleName }
  tickets(pageSize: 50) { items { id userId placeId place { title } } }
  places(pageSize: 50) { items { id title users { id roleName name surname } regionalManagers { id name surname } } }
  cities(pageSize: 1) { items { id title } }
  regions(pageSize: 1) { items { id title } }
  admEntities(pageSize: 1) { items { id title } }
  campaigns(pageSize: 1) { items { id title } }
  periods(pageSize: 1) { items { id campaignId campaign { title } } }
  products(pageSize: 1) { items { id title } }
  conversations(pageSize: 1) { items { roomName } }
}`;

function first<T>(items: T[], what: string): T {
  const item = items[0];
  if (!item) throw new Error(`no ${what} in the data`);
  return item;
}
const fullName = (p: { name: string | null; surname: string | null }) => [p.name, p.surname].filter(Boolean).join(' ');

/** Every screen the signed-in user's menu leads to, with a record page of each kind within their scope. */
async function screensOf(page: Page): Promise<Screen[]> {
  const ids = await pageGql<Ids>(page, IDS);
  const admin = ids.me.roleName === 'admin';
  const ticket = first(
    ids.tickets.items.filter((t) => t.userId && t.placeId && t.place),
    'ticket with a vendor and a place',
  );
  const place = first(
    ids.places.items.filter((p) => p.users.some((u) => u.roleName === 'vendor') && p.users.some((u) => u.roleName === 'salesMan') && p.regionalManagers.length > 0),
    'place with a vendor, a sales rep and a regional manager',
  );
  const vendor = place.users.find((u) => u.roleName === 'vendor')!;
  const salesMan = place.users.find((u) => u.roleName === 'salesMan')!;
  // A regional manager sees only itself among the managers.
  const manager = admin ? place.regionalManagers[0]! : (place.regionalManagers.find((m) => m.id === ids.me.id) ?? first(place.regionalManagers, 'manager'));
  const period = first(ids.periods.items, 'period');
  const campaign = first(ids.campaigns.items, 'campaign');
  const city = first(ids.cities.items, 'city');
  const region = first(ids.regions.items, 'region');
  const entity = first(ids.admEntities.items, 'administrative entity');
  const product = first(ids.products.items, 'product');
  const screens: (Screen | false)[] = [
    { path: '/app/profile', probe: { text: ids.me.phone ?? '' } },
    { path: '/app/messenger', probe: ROWS },
    { path: `/app/messenger?room=${first(ids.conversations.items, 'conversation').roomName}`, probe: { selector: 'main [role="log"] [data-testid="day"]' } },
    { path: '/app/tickets', probe: ROWS },
    { path: `/app/ticket/${ticket.id}`, probe: { text: ticket.place!.title } },
    { path: `/app/vendor/${ticket.userId}/ticket/${ticket.id}`, probe: { text: ticket.place!.title } },
    { path: `/app/place/${ticket.placeId}/ticket/${ticket.id}`, probe: { text: ticket.place!.title } },
    admin && { path: '/app/regional-managers', probe: ROWS },
    { path: `/app/regional-manager/${manager.id}`, probe: { text: fullName(manager) } },
    { path: `/app/regional-manager/${manager.id}/place/${place.id}`, probe: { text: place.title } },
    { path: '/app/sales-mans', probe: ROWS },
    { path: `/app/sales-man/${salesMan.id}`, probe: { text: fullName(salesMan) } },
    { path: `/app/sales-man/${salesMan.id}/place/${place.id}`, probe: { text: place.title } },
    { path: '/app/vendors', probe: ROWS },
    { path: `/app/vendor/${vendor.id}`, probe: { text: fullName(vendor) } },
    { path: `/app/vendor/${vendor.id}/place/${place.id}`, probe: { text: place.title } },
    { path: '/app/places', probe: ROWS },
    { path: `/app/place/${place.id}`, probe: { text: place.title } },
    { path: `/app/place/${place.id}/vendor/${vendor.id}`, probe: { text: fullName(vendor) } },
    { path: `/app/place/${place.id}/sales-man/${salesMan.id}`, probe: { text: fullName(salesMan) } },
    admin && { path: `/app/place/${place.id}/regional-manager/${manager.id}`, probe: { text: fullName(manager) } },
    { path: '/app/cities', probe: ROWS },
    { path: `/app/city/${city.id}`, probe: { text: city.title } },
    { path: '/app/adm-entities', probe: ROWS },
    { path: `/app/adm-entity/${entity.id}`, probe: { text: entity.title } },
    { path: '/app/regions', probe: ROWS },
    { path: `/app/region/${region.id}`, probe: { text: region.title } },
    { path: '/app/place-types', probe: ROWS },
    { path: '/app/campaigns', probe: ROWS },
    { path: `/app/campaign/${campaign.id}`, probe: { text: campaign.title } },
    { path: `/app/campaign/${period.campaignId}/period/${period.id}`, probe: { text: `«${period.campaign?.title ?? ''}»` } },
    { path: `/app/campaign/${period.campaignId}/period`, probe: { text: `«${period.campaign?.title ?? ''}»` } },
    { path: '/app/products', probe: ROWS },
    { path: `/app/product/${product.id}`, probe: { text: product.title } },
    { path: '/app/reports', probe: ROWS },
    { path: '/app/audit', probe: ROWS },
    { path: NEUTRAL, probe: {} },
  ];
  return screens.filter((s): s is Screen => !!s).filter((s) => !only || only.some((word) => s.path.includes(word)));
}

interface Row {
  role: string;
  path: string;
  p50: number;
  p95: number;
  longest: number;
  elements: number;
  requests: number;
  depth: number;
  rowsAnswered: number;
  rowsShown: number;
  slowest: number;
  names: string;
  /** Of a cold visit (screens-visit.ts `COLD_NETWORK`): the code from the gateway, not the HTTP cache. */
  dataLead: number;
  /** The cold visit's, from the navigation's start: the first GraphQL request began, the route's code had arrived (ms). */
  dataStart: number;
  codeEnd: number;
  /** The load average (1, 5, 15 min) once the screen's visits were measured. */
  load: string;
}

const external = arg('--url');
const product = external ? { url: external, stop: async () => undefined } : await startBenchProduct();
const browser = await launchBrowser();
const rows: Row[] = [];
let tickets = 0;
/** Issue 42: how long before the screen's code had loaded its data request began (ms; negative: after). */
const lead = (ms: number) => (Number.isNaN(ms) ? '—' : `${ms > 0 ? '+' : ''}${ms.toFixed(0)} ms`);
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const pairs: Pair[] = [];
const coldFailures: string[] = [];
try {
  for (const [role, phone] of [
    ['administrator', '+79990000001'],
    ['regional manager', '+79990000002'],
  ] as const) {
    const page = await signedInPage(browser, product.url, phone);
    const graphql = recordGraphql(page);
    if (role === 'administrator') {
      tickets = (await pageGql<{ tickets: { total: number } }>(page, '{ tickets(pageSize: 1) { total } }')).tickets.total;
    }
    const screens = await screensOf(page);
    for (const screen of screens) {
      await visit(page, product.url, screen, graphql); // warm-up
      const visits: Visit[] = [];
      for (let run = 0; run < RUNS; run++) visits.push(await visit(page, product.url, screen, graphql));
      // A cold visit that fails is a miss of its row, not the end of the run.
      const cold = await visit(page, product.url, screen, graphql, true).catch(async (error: unknown) => {
        const shown = await page.evaluate(() => document.querySelector('main')?.textContent?.slice(0, 200));
        coldFailures.push(`${role} ${screen.path}: ${String(error).slice(0, 160)}; the screen showed: ${shown}`);
        return { dataLead: Number.NaN, dataStart: Number.NaN, codeEnd: Number.NaN };
      });
      const last = visits.at(-1)!;
      const row: Row = {
        role,
        path: screen.path,
        p50: percentile(
          visits.map((v) => v.ms),
          50,
        ),
        p95: percentile(
          visits.map((v) => v.ms),
          95,
        ),
        longest: Math.max(...visits.map((v) => v.longest)),
        elements: Math.max(...visits.map((v) => v.elements)),
        requests: Math.max(...visits.map((v) => v.requests.length)),
        depth: Math.max(...visits.map((v) => v.depth)),
        rowsAnswered: last.rowsAnswered,
        rowsShown: last.rowsShown,
        slowest: percentile(
          visits.map((v) => v.slowest),
          50,
        ),
        names: last.requests.join(' '),
        dataLead: cold.dataLead,
        dataStart: cold.dataStart,
        codeEnd: cold.codeEnd,
        load: loadAverage(),
      };
      rows.push(row);
      process.stderr.write(
        `${role} ${row.path}: p50 ${row.p50.toFixed(0)} ms, p95 ${row.p95.toFixed(0)} ms, longest task ${row.longest.toFixed(0)} ms, ${row.elements} elements, ${row.requests} requests (depth ${row.depth}: ${row.names}; slowest ${row.slowest.toFixed(0)} ms), rows ${row.rowsAnswered} answered / ${row.rowsShown} shown, cold: data began ${lead(row.dataLead)} before the code ended (data at ${row.dataStart.toFixed(0)} ms, code at ${row.codeEnd.toFixed(0)} ms), load ${row.load}\n`,
      );
    }
    const ticketsScreen = screens.find((s) => s.path === '/app/tickets');
    const placesScreen = screens.find((s) => s.path === '/app/places');
    if (ticketsScreen && placesScreen && PAIRS > 0) {
      pairs.push(await measurePair(page, product.url, { role, tickets: ticketsScreen, places: placesScreen }, graphql, PAIRS, loadAverage));
    }
    await page.context().close();
  }
} finally {
  await browser.close();
  await product.stop();
}

const load = loadAverage();
const misses = (r: Row) =>
  [r.p50 > GOALS.p50 && 'p50', r.longest > GOALS.longTask && 'long task', r.elements > GOALS.dom && 'DOM', r.depth > 2 && 'waterfall', Number.isNaN(r.dataStart) && 'cold visit']
    .filter(Boolean)
    .join(', ');
console.log(`Tickets in the database: ${tickets.toLocaleString('en')}; ${RUNS} visits per screen after one to warm up; load average at the end: ${load}`);
console.log(
  '| role | screen | p50 | p95 | longest task | DOM elements | GraphQL requests (in a row) | slowest request | cold visit: data began before the code ended (data began / code arrived, from the navigation) | rows answered / shown | misses | load average |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  console.log(
    `| ${r.role} | ${r.path.replace(/\d+/g, ':id')} | ${r.p50.toFixed(0)} ms | ${r.p95.toFixed(0)} ms | ${r.longest.toFixed(0)} ms | ${r.elements} | ${r.requests} (${r.depth}) | ${r.slowest.toFixed(0)} ms | ${lead(r.dataLead)} (${r.dataStart.toFixed(0)} / ${r.codeEnd.toFixed(0)} ms) | ${r.rowsAnswered} / ${r.rowsShown} | ${misses(r) || '—'} | ${r.load} |`,
  );
}
for (const failure of coldFailures) console.log(`cold visit failed: ${failure}`);
const ratios = pairRatios(pairs, PAIRS);
for (const r of ratios) console.log(`${r.role}: /app/tickets vs /app/places, ${r.what}: ${r.ratio.toFixed(2)} × (${r.figures})`);
if (json) {
  const summary: Array<{ what: string; figure: string; goal: string; met: boolean | undefined }> = ratios.map((r) => ({
    what: `screens, ${r.role}: /app/tickets vs /app/places, ${r.what}`,
    figure: `${r.ratio.toFixed(2)} × (${r.figures})`,
    goal: `≤ ${RATIO_GOAL} ×`,
    met: r.ratio <= RATIO_GOAL,
  }));
  for (const role of ['administrator', 'regional manager']) {
    const mine = rows.filter((r) => r.role === role);
    if (!mine.length) continue;
    const worst = mine.reduce((a, b) => (b.p50 > a.p50 ? b : a));
    const worst95 = mine.reduce((a, b) => (b.p95 > a.p95 ? b : a));
    const longest = mine.reduce((a, b) => (b.longest > a.longest ? b : a));
    const biggest = mine.reduce((a, b) => (b.elements > a.elements ? b : a));
    const deepest = mine.reduce((a, b) => (b.depth > a.depth ? b : a));
    const short = (r: Row) => r.path.replace(/\d+/g, ':id');
    summary.push(
      {
        what: `screens (${mine.length}, ${role}, ${tickets.toLocaleString('en')} tickets): slowest p50 (${short(worst)})`,
        figure: `${worst.p50.toFixed(0)} ms (load ${load})`,
        goal: '≤ 500 ms',
        met: worst.p50 <= GOALS.p50,
      },
      { what: `screens, ${role}: slowest p95 (${short(worst95)})`, figure: `${worst95.p95.toFixed(0)} ms`, goal: '—', met: undefined },
      { what: `screens, ${role}: longest task (${short(longest)})`, figure: `${longest.longest.toFixed(0)} ms`, goal: '≤ 200 ms', met: longest.longest <= GOALS.longTask },
      { what: `screens, ${role}: most DOM elements (${short(biggest)})`, figure: String(biggest.elements), goal: '≤ 5,000', met: biggest.elements <= GOALS.dom },
      { what: `screens, ${role}: most GraphQL requests in a row (${short(deepest)})`, figure: String(deepest.depth), goal: '≤ 2', met: deepest.depth <= 2 },
    );
  }
  console.log(`BENCH_ROWS ${JSON.stringify(summary)}`);
}
