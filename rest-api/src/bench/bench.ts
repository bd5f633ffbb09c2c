// `npm run bench -w rest-api [-- --tickets 1000000 --requests 400]`: creates its own database on the
// local PostgreSQL server (BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres), fills
// it with the demo data and N tickets, then times the ticket list screen's call over loopback HTTP:
// GET /tickets?filter={where:{status, placeId}, order:'dateTime DESC', limit:24} with varied status
// and place (and its /tickets/count), reports p50/p95/p99, and drops the database. Bounded in
// requests and in time (15 minutes at most).
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import { generateLargeData } from '../seed/generate';
import { TICKET_STATUSES } from '../tickets/mapper';
import { admin, loginToken, percentile, STAFF, timedGet, withBenchDatabase } from './lib';

const STATUSES: string[] = [...TICKET_STATUSES];
const TIME_LIMIT_MS = 15 * 60_000;

function args(argv: string[]): { tickets: number; requests: number; items: boolean; json: boolean } {
  const result = { tickets: 1_000_000, requests: 400, items: true, json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--tickets') result.tickets = Number(argv[++i]);
    else if (arg === '--requests') result.requests = Number(argv[++i]);
    else if (arg === '--no-items') result.items = false;
    else if (arg === '--json') result.json = true;
    else throw new Error(`Unknown argument ${arg} (use --tickets N, --requests N, --no-items, --json)`);
  }
  if (!Number.isInteger(result.tickets) || result.tickets < 1000 || result.tickets > 5_000_000) throw new Error('--tickets: 1,000 to 5,000,000');
  if (!Number.isInteger(result.requests) || result.requests < 10 || result.requests > 5000) throw new Error('--requests: 10 to 5,000');
  return result;
}

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms (n=${sorted.length})`;
}

const options = args(process.argv.slice(2));
await withBenchDatabase('rest_api_bench', TIME_LIMIT_MS, async (databaseUrl) => {
  const database = await openDatabase({ dataDir: 'memory', databaseUrl });
  await migrateToLatest(database.db);
  const generated = await generateLargeData(database.db, {
    tickets: options.tickets,
    items: options.items,
    onProgress: (done, total) => process.stdout.write(`\rtickets ${done.toLocaleString('en')} / ${total.toLocaleString('en')}`),
  });
  console.log(`\ngenerated ${generated.tickets.toLocaleString('en')} tickets, ${generated.items.toLocaleString('en')} items in ${(generated.ms / 1000).toFixed(1)} s`);

  const app = await buildApp({ database, logLevel: 'warn' });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  try {
    const accessToken = await loginToken(base, '+79990000001');
    const { rows } = await admin(databaseUrl, (c) => c.query<{ place_id: number }>('select distinct place_id from tickets where place_id is not null'));
    const places = rows.map((r) => r.place_id);
    let seed = 12345;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;

    const timed = (path: string) => timedGet(base, accessToken, path);
    const listPath = () => {
      const filter = { where: { status: pick(STATUSES), placeId: pick(places) }, order: 'dateTime DESC', limit: 24 };
      return `/tickets?filter=${encodeURIComponent(JSON.stringify(filter))}`;
    };
    const countPath = () => `/tickets/count?where=${encodeURIComponent(JSON.stringify({ status: pick(STATUSES), placeId: pick(places) }))}`;

    for (let i = 0; i < 30; i++) await timed(listPath());
    const list: number[] = [];
    const counts: number[] = [];
    for (let i = 0; i < options.requests; i++) list.push(await timed(listPath()));
    for (let i = 0; i < Math.min(200, options.requests); i++) counts.push(await timed(countPath()));
    console.log(`GET /tickets?filter={where:{status,placeId},order:'dateTime DESC',limit:24} on ${options.tickets.toLocaleString('en')} tickets: ${summary(list)}`);
    console.log(`GET /tickets/count?where={status,placeId}: ${summary(counts)}`);

    // The totals staff see (issue 15): every named filter of the tickets screen (all and each
    // status) as an administrator, a regional manager and a sales rep, and the people lists.
    const tokenOf = (phone: string) => loginToken(base, phone);
    const timedAs = async (token: string, path: string): Promise<number> => {
      const start = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { authorization: token } });
      const body = await response.text();
      if (response.status !== 200) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
      return performance.now() - start;
    };
    const p95 = (times: number[]) =>
      percentile(
        [...times].sort((a, b) => a - b),
        95,
      );
    const repeats = Math.max(20, Math.round(options.requests / 10));
    const worst = async (token: string, paths: Record<string, string>) => {
      let result = { name: '', p95: 0 };
      for (const [name, path] of Object.entries(paths)) {
        for (let i = 0; i < 3; i++) await timedAs(token, path);
        const times: number[] = [];
        for (let i = 0; i < repeats; i++) times.push(await timedAs(token, path));
        if (p95(times) >= result.p95) result = { name, p95: p95(times) };
      }
      return result;
    };
    const namedFilters: Record<string, string> = { all: '/tickets/count' };
    for (const status of STATUSES) namedFilters[status] = `/tickets/count?where=${encodeURIComponent(JSON.stringify({ status }))}`;
    const roles = (await admin(databaseUrl, (c) => c.query<{ id: number; name: string }>('select id, name from roles'))).rows;
    const peopleLists: Record<string, string> = {};
    for (const role of roles) peopleLists[role.name] = `/users/count?where=${encodeURIComponent(JSON.stringify({ roleId: role.id }))}`;
    const benchRows: { what: string; figure: string; goal: string; met: boolean }[] = [];
    for (const [who, phone] of STAFF) {
      const w = await worst(await tokenOf(phone), namedFilters);
      console.log(`tickets total, ${who}, 7 named filters: worst p95 ${w.p95.toFixed(1)} ms ('${w.name}', n=${repeats} each)`);
      benchRows.push({
        what: `tickets total on ${options.tickets.toLocaleString('en')} tickets, ${who}, worst of 7 named filters (p95)`,
        figure: `${w.p95.toFixed(1)} ms ('${w.name}')`,
        goal: '≤ 30 ms',
        met: w.p95 <= 30,
      });
    }
    // The named filters' counts beside the list (issue 22): GET /tickets/countByStatus (the total and
    // every status in one answer) as each role, unfiltered and with a place, a date range, both, and
    // a search, so a button's count costs what the list's total costs.
    const maxDate = (await admin(databaseUrl, (c) => c.query<{ max: Date }>('select max(date_time) as max from tickets'))).rows[0]!.max;
    const monthAgo = new Date(maxDate.getTime() - 30 * 86_400_000).toISOString();
    const counted = (where: object | null, search?: string) =>
      `/tickets/countByStatus${where ? `?where=${encodeURIComponent(JSON.stringify(where))}` : '?'}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
    for (const [who, phone] of STAFF) {
      const token = await tokenOf(phone);
      // A place of the role's own scope (its busiest), so the place's counts are not an empty scope's.
      const seen = await fetch(`${base}/tickets?filter=${encodeURIComponent(JSON.stringify({ fields: ['placeId'], limit: 1, order: 'dateTime DESC' }))}`, {
        headers: { authorization: token },
      });
      const place = ((await seen.json()) as { placeId: number }[])[0]?.placeId ?? pick(places);
      const combinations: Record<string, string> = {
        unfiltered: counted(null),
        place: counted({ placeId: place }),
        'last 30 days': counted({ dateTime: { gte: monthAgo } }),
        'place, last 30 days': counted({ placeId: place, dateTime: { gte: monthAgo } }),
        'search 123': counted(null, '123'),
      };
      const each: string[] = [];
      let w = { name: '', p95: 0 };
      for (const [name, path] of Object.entries(combinations)) {
        const one = await worst(token, { [name]: path });
        each.push(`${name} ${one.p95.toFixed(1)}`);
        if (one.p95 >= w.p95) w = one;
      }
      console.log(`named filters' counts (countByStatus), ${who}, p95 ms: ${each.join(', ')} (n=${repeats} each)`);
      benchRows.push({
        what: `named filters' counts (all 7 in one call) on ${options.tickets.toLocaleString('en')} tickets, ${who}, worst of 5 filter combinations (p95)`,
        figure: `${w.p95.toFixed(1)} ms ('${w.name}')`,
        goal: '—',
        met: true,
      });
    }
    const people = await worst(accessToken, peopleLists);
    console.log(`people lists' totals (by role): worst p95 ${people.p95.toFixed(1)} ms ('${people.name}')`);
    benchRows.push({ what: "people lists' totals by role (p95)", figure: `${people.p95.toFixed(1)} ms ('${people.name}')`, goal: '≤ 30 ms', met: people.p95 <= 30 });
    if (options.json) console.log(`BENCH_ROWS ${JSON.stringify(benchRows)}`);
  } finally {
    await app.close();
  }
});
