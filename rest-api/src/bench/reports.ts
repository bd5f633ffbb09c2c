// `npm run bench:reports -w rest-api [-- --tickets 1000000 --repeats 10 --json]`: the reports of
// /app/reports (issue 13) on N tickets on the local PostgreSQL server (BENCH_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres). Creates its own database, fills it with the demo data
// and N tickets with their items (generateLargeData), then times over loopback HTTP every
// `GET /tickets/stats` call the reports screen makes — each grouping (status, day, region, city,
// place, user, product, limit 10 000), plan vs fact, and the sales-rep and vendor activity — with no
// filter (every ticket in the scope: the slowest case) and with the last 30 days, as an
// administrator, a regional manager and a sales rep. Prints p50/p95 per call, and per report the
// ratio of the last 30 days' p50 to all time's (issue 42: at most 1/5); the goal is p95 < 300 ms.
// Drops the database at the end. Bounded in time (25 minutes). With `--database URL` it times an
// existing database instead (one `npm run generate` filled, points and plans set as below, kept).
// The load average of the machine is printed with the figures, and per report its p50 over an empty
// range (from tomorrow: what no range saves) and the ratio net of it. With `--compare` it times nothing
// and instead asks every report that reads a daily aggregate (migrations 0018–0020) twice, as it is and
// with a where that keeps every ticket (which sends it to the tickets, the queries before the
// aggregates), per role and range, cut mid-day or not, and counts the answers that are not byte for
// byte the same (exit 1 if any).
import { loadavg } from 'node:os';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { generateLargeData } from '../seed/generate';
import { admin, loginToken, percentile, STAFF, timedGet, withBenchDatabase } from './lib';

const TIME_LIMIT_MS = 25 * 60_000;
const GOAL_MS = 300;
/** A 30-day report costs at most this share of the same report over all time (issue 42). */
const RANGE_GOAL = 0.2;

function args(argv: string[]): { tickets: number; repeats: number; json: boolean; database: string | null; compare: boolean } {
  const result = { tickets: 1_000_000, repeats: 10, json: false, database: null as string | null, compare: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--tickets') result.tickets = Number(argv[++i]);
    else if (arg === '--repeats') result.repeats = Number(argv[++i]);
    else if (arg === '--json') result.json = true;
    else if (arg === '--database') result.database = argv[++i] ?? null;
    else if (arg === '--compare') result.compare = true;
    else throw new Error(`Unknown argument ${arg} (use --tickets N, --repeats N, --json, --database URL, --compare)`);
  }
  if (!Number.isInteger(result.tickets) || result.tickets < 1000 || result.tickets > 5_000_000) throw new Error('--tickets: 1,000 to 5,000,000');
  if (!Number.isInteger(result.repeats) || result.repeats < 3 || result.repeats > 200) throw new Error('--repeats: 3 to 200');
  return result;
}

/** The calls of the reports screen (web/src/features/reports/report-data.ts), by report name. */
const REPORT_CALLS: Record<string, string> = {
  planFact: 'kind=planFact',
  status: 'groupBy=status&limit=10000',
  day: 'groupBy=day&limit=10000',
  region: 'groupBy=region&limit=10000',
  city: 'groupBy=city&limit=10000',
  place: 'groupBy=place&limit=10000',
  user: 'groupBy=user&limit=10000',
  product: 'groupBy=product&limit=10000',
  salesReps: 'kind=activity&by=salesMan&limit=10000',
  vendors: 'kind=activity&by=vendor&limit=10000',
};

const options = args(process.argv.slice(2));
if (options.database) await measure(options.database, false);
else await withBenchDatabase('rest_api_bench_reports', TIME_LIMIT_MS, (databaseUrl) => measure(databaseUrl, true));

async function measure(databaseUrl: string, generate: boolean): Promise<void> {
  const database = await openDatabase({ dataDir: 'memory', databaseUrl });
  await migrateToLatest(database.db);
  if (generate) {
    const generated = await generateLargeData(database.db, {
      tickets: options.tickets,
      items: true,
      onProgress: (done, total) => process.stdout.write(`\rtickets ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`),
    });
    console.log(`\ngenerated ${generated.tickets.toLocaleString('en')} tickets, ${generated.items.toLocaleString('en')} items in ${(generated.ms / 1000).toFixed(1)} s`);
    // Points, a period and a plan on the processed tickets, as a running programme has them (the
    // generator leaves them empty): the plan of the ticket's place, where it has one.
    await admin(databaseUrl, async (c) => {
      await c.query(`update tickets t set score = 10 + (t.id % 50) * 5, plan_id = p.id, period_id = p.period_id, campaign_id = p.campaign_id
        from (select distinct on (place_id) id, place_id, period_id, campaign_id from plans order by place_id, id) p
        where t.status = 'processed' and p.place_id = t.place_id`);
      // Every table: the update rewrote the daily aggregates' rows too.
      await c.query('vacuum analyze');
    });
  }
  const since = new Date(Date.now() - 30 * 86_400_000);
  // The range's share of the rows: the ratio a report that pays for its range approaches.
  const [tickets, inMonth] = await admin(databaseUrl, async (c) => {
    const row = (await c.query('select count(*)::int as n, (count(*) filter (where date_time >= $1))::int as m from tickets', [since])).rows[0];
    return [Number(row.n), Number(row.m)];
  });

  const app = await buildApp({ database, logLevel: 'warn' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const load = () => loadavg()[0]!.toFixed(1);
  try {
    const tokenOf = (phone: string) => loginToken(base, phone);
    const timed = (token: string, path: string) => timedGet(base, token, path);
    if (options.compare) {
      await compare(base, tokenOf, since);
      return;
    }
    const month = `from=${encodeURIComponent(since.toISOString())}`;
    // A report with no ticket in its range (from tomorrow): what no range takes away (the request, and a
    // list of every vendor or sales rep, with zeros).
    const none = `from=${encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString())}`;
    const benchRows: { what: string; figure: string; goal: string; met: boolean }[] = [];
    console.log(
      `${tickets.toLocaleString('en')} tickets, ${inMonth.toLocaleString('en')} of them (${((inMonth / tickets) * 100).toFixed(1)} %) in the last 30 days; load average ${load()} at the start`,
    );
    for (const [who, phone] of STAFF) {
      const token = await tokenOf(phone);
      let worst = { name: '', p95: 0 };
      let worstRatio = { name: '', ratio: 0, net: 0 };
      for (const [report, query] of Object.entries(REPORT_CALLS)) {
        const p50: Record<string, number> = {};
        // The ranges alternate, so that a change of the machine's load weighs on each alike.
        const times: Record<string, number[]> = { 'all time': [], 'last 30 days': [], 'no tickets': [] };
        const paths = { 'all time': `/tickets/stats?${query}`, 'last 30 days': `/tickets/stats?${query}&${month}`, 'no tickets': `/tickets/stats?${query}&${none}` };
        for (const path of Object.values(paths)) await timed(token, path);
        for (let i = 0; i < options.repeats; i++) {
          for (const [range, path] of Object.entries(paths)) times[range]!.push(await timed(token, path));
        }
        for (const [range, list] of Object.entries(times)) {
          const sorted = list.sort((a, b) => a - b);
          const p95 = percentile(sorted, 95);
          p50[range] = percentile(sorted, 50);
          console.log(
            `${who.padEnd(16)} ${range.padEnd(12)} ${report.padEnd(9)} p50 ${p50[range].toFixed(0).padStart(5)} ms  p95 ${p95.toFixed(0).padStart(5)} ms${p95 >= GOAL_MS ? '  over 300 ms' : ''}`,
          );
          if (range !== 'no tickets' && p95 >= worst.p95) worst = { name: `${report}, ${range}`, p95 };
        }
        const [all, month30, empty] = [p50['all time']!, p50['last 30 days']!, p50['no tickets']!];
        const ratio = month30 / all;
        // The same without what the report of no tickets costs: what the range saves of the work a range
        // can save, where all time is only a few times the request (docs/adr/0090-a-range-ratio-net-of-the-empty-range.md).
        const net = Math.max(0, month30 - empty) / Math.max(all - empty, 1);
        // Plan vs fact shows each period's plan and fact whatever the range (the range picks the
        // periods): it costs the same over any range (docs/adr/0023-reports-pay-for-their-range.md).
        const byRange = report !== 'planFact';
        console.log(
          `${who.padEnd(16)} ${'30 d / all'.padEnd(12)} ${report.padEnd(9)} ${ratio.toFixed(2)}${!byRange ? "  (the periods' figures)" : ratio > RANGE_GOAL ? '  over 1/5' : ''}  net of no tickets ${net.toFixed(2)}  (load ${load()})`,
        );
        if (byRange && ratio >= worstRatio.ratio) worstRatio = { name: report, ratio, net };
      }
      benchRows.push({
        what: `reports on ${tickets.toLocaleString('en')} tickets, ${who}, worst of 10 reports × 2 ranges (p95)`,
        figure: `${worst.p95.toFixed(0)} ms ('${worst.name}', load ${load()})`,
        goal: '< 300 ms',
        met: worst.p95 < GOAL_MS,
      });
      benchRows.push({
        what: `reports on ${tickets.toLocaleString('en')} tickets, ${who}, the last 30 days / all time (p50), worst of 9 reports (plan vs fact apart)`,
        figure: `${worstRatio.ratio.toFixed(2)} ('${worstRatio.name}'; net of no tickets ${worstRatio.net.toFixed(2)}; load ${load()})`,
        goal: '≤ 0.20',
        met: worstRatio.ratio <= RANGE_GOAL,
      });
    }
    if (options.json) console.log(`BENCH_ROWS ${JSON.stringify(benchRows)}`);
  } finally {
    await app.close();
    await database.close();
  }
}

/** The reports that read a daily aggregate, each as it is and as read from the tickets, compared byte for byte. */
async function compare(base: string, tokenOf: (phone: string) => Promise<string>, since: Date): Promise<void> {
  const calls = [
    ...['status', 'day', 'region', 'city', 'place', 'user', 'product', 'status,place', 'region,user', 'city,day'].map((keys) => `groupBy=${keys}&limit=10000`),
    'kind=activity&by=salesMan&limit=10000',
    'kind=activity&by=vendor&limit=10000',
  ];
  const day = 86_400_000;
  const midnight = Math.floor(Date.now() / day) * day;
  const iso = (ms: number) => encodeURIComponent(new Date(ms).toISOString());
  const ranges = [
    '',
    `&from=${iso(since.getTime())}`,
    `&from=${iso(midnight - 90 * day)}&to=${iso(midnight - 60 * day)}`,
    `&from=${iso(midnight - 200 * day + 5 * 3_600_000)}&to=${iso(midnight - 20 * day + 17 * 3_600_000)}`,
    `&from=${iso(midnight - 3 * day + 2 * 3_600_000)}&to=${iso(midnight - 3 * day + 21 * 3_600_000)}`,
    '&regionId=1',
    `&cityId=1&from=${iso(since.getTime())}`,
  ];
  const everyTicket = `where=${encodeURIComponent(JSON.stringify({ id: { gt: 0 } }))}`;
  let same = 0;
  const differ: string[] = [];
  for (const phone of ['+79990000001', '+79990000002', '+79990000003']) {
    const token = await tokenOf(phone);
    const get = async (path: string) => {
      const response = await fetch(`${base}${path}`, { headers: { authorization: token } });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
      return body;
    };
    for (const call of calls) {
      for (const range of ranges) {
        const path = `/tickets/stats?${call}${range}`;
        if ((await get(path)) === (await get(`${path}&${everyTicket}`))) same++;
        else differ.push(`${phone} ${path}`);
      }
    }
  }
  console.log(`same answer byte for byte: ${same} of ${same + differ.length} calls`);
  for (const path of differ) console.log(`differs: ${path}`);
  if (differ.length > 0) process.exitCode = 1;
}
