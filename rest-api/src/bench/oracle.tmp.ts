import { isDeepStrictEqual } from 'node:util';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrations';
import * as now from '../tickets/stats-repository';
import * as before from '../tickets/stats-repository-main.tmp';
import { sql } from 'kysely';

const database = await openDatabase({ dataDir: 'memory', databaseUrl: process.argv[2]! });
let t0 = performance.now();
await migrateToLatest(database.db);
console.log(`migrated in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const db = database.db;
const users = (await sql<{ id: number; roleName: string }>`select u.id, r.name as role_name from users u join roles r on r.id = u.role_id where u.phone in ('+79990000001', '+79990000002', '+79990000003') order by u.phone`.execute(db)).rows;
const D = 86_400_000;
const today = Math.floor(Date.now() / D) * D;
const ranges: [Date | null, Date | null][] = [
  [null, null],
  [new Date(Date.now() - 30 * D), null],
  [new Date(today - 30 * D - 3 * 3_600_000), new Date(today - 2 * D + 5 * 3_600_000)],
  [null, new Date(today - 100 * D + 13 * 3_600_000)],
  [new Date(today - 200 * D), new Date(today - 170 * D)],
  [new Date(today - 5 * D + 3_600_000), new Date(today - 5 * D + 20 * 3_600_000)],
];
const groupings = [[], ['status'], ['day'], ['region'], ['city'], ['place'], ['user'], ['product'], ['city', 'day']] as const;
let same = 0;
let differ = 0;
for (const user of users) {
  for (const [from, to] of ranges) {
    for (const regionIds of [null, [1]]) {
      const filters = { where: undefined, caseFoldCollation: null, regionIds, cityIds: null, from, to };
      const a = now.statsConditions(user, filters);
      const b = before.statsConditions(user, filters);
      const pairs: [string, () => Promise<unknown>, () => Promise<unknown>][] = [
        ...groupings.map((g) => [g.join(',') || 'totals', () => now.groupedTicketStats(db, a, [...g], 10000), () => before.groupedTicketStats(db, b, [...g], 10000)] as [string, () => Promise<unknown>, () => Promise<unknown>]),
        ['salesMan', () => now.activityStats(db, user, a, 'salesMan', 10000), () => before.activityStats(db, user, b, 'salesMan', 10000)],
        ['vendor', () => now.activityStats(db, user, a, 'vendor', 10000), () => before.activityStats(db, user, b, 'vendor', 10000)],
      ];
      for (const [name, x, y] of pairs) {
        t0 = performance.now();
        const nx = JSON.stringify(await x());
        const t1 = performance.now();
        const ny = JSON.stringify(await y());
        const t2 = performance.now();
        if (nx === ny) same++;
        else {
          differ++;
          console.log(`DIFFER ${user.roleName} ${from?.toISOString()}..${to?.toISOString()} region ${regionIds} ${name}`);
        }
        if (regionIds === null && (from === null || to === null)) console.log(`${user.roleName} ${from ? 'from' : ''}${to ? 'to' : ''} ${name}: new ${(t1 - t0).toFixed(0)} ms, old ${(t2 - t1).toFixed(0)} ms, ${nx.length} bytes`);
        void isDeepStrictEqual;
      }
    }
  }
}
console.log(`identical answers: ${same}, different: ${differ}`);
await database.close();
