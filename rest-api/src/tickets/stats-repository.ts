// The queries of GET /tickets/stats (product-rules §8; tickets/stats.ts reads the parameters): counts and
// sums of tickets grouped by keys and sales-rep / vendor activity (plan vs fact: plan-fact-repository.ts),
// each within the user's scope, computed in the database.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { isStaff, reportPlaceScope, ticketScope } from '../auth/scope';
import type { DB } from '../db/schema';
import { compileWhere } from '../models/filter/compile';
import type { AuthUser } from '../models/definition';
import { ticketModel } from './model';

export const GROUP_KEYS = ['status', 'day', 'campaign', 'period', 'region', 'city', 'place', 'user', 'product'] as const;
export type GroupKey = (typeof GROUP_KEYS)[number];

const KEY_SQL: Record<GroupKey, RawBuilder<unknown>> = {
  status: sql`tickets.status`,
  day: sql`to_char(tickets.date_time at time zone 'UTC', 'YYYY-MM-DD')`,
  campaign: sql`tickets.campaign_id`,
  period: sql`tickets.period_id`,
  region: sql`c.region_id`,
  city: sql`pl.city_id`,
  place: sql`tickets.place_id`,
  user: sql`tickets.user_id`,
  product: sql`ti.product_id`,
};

/** What a report covers, parsed (tickets/stats.ts). */
export interface StatsFilters {
  /** The LoopBack where on tickets, parsed. */
  where: unknown;
  caseFoldCollation: string | null;
  regionIds: number[] | null;
  cityIds: number[] | null;
  /** Tickets from (inclusive) and to (exclusive) this instant. */
  from: Date | null;
  to: Date | null;
}

/** A report's ticket conditions, compiled (a bad where is refused here, before any other check of the route). */
export interface StatsConditions {
  user: AuthUser;
  filters: StatsFilters;
  tickets: RawBuilder<SqlBool>[];
  /**
   * The same conditions on receipt lines `ti` (their receipt's place and date, migration 0017), `pl`
   * and `c`; null when a where on tickets narrows the report (or the user is not staff).
   */
  lines: RawBuilder<SqlBool>[] | null;
  /** Region, city and dates on `tickets` without the scope: a daily aggregate's rows are scoped within it. */
  unscoped: RawBuilder<SqlBool>[];
}

/** The ticket conditions of a report (where, scope, region, city, dates) on `tickets`, `pl` (places) and `c` (cities). */
export function statsConditions(user: AuthUser, filters: StatsFilters): StatsConditions {
  const where = compileWhere(ticketModel, filters.where, { caseFoldCollation: filters.caseFoldCollation });
  const lines = where === null && isStaff(user) ? rangeConditions(user, filters, 'ti') : null;
  return { user, filters, tickets: present([where, ...rangeConditions(user, filters, 'tickets')]), lines, unscoped: rangeConditions(user, filters, 'tickets', false) };
}

/** Scope, region, city and dates on `alias` (tickets, or lines carrying their ticket's place and date). */
function rangeConditions(user: AuthUser, filters: StatsFilters, alias: 'tickets' | 'ti', scoped = true): RawBuilder<SqlBool>[] {
  const { regionIds, cityIds, from, to } = filters;
  const table = sql.raw(alias);
  return present([
    scoped ? ticketScope(user, alias) : null,
    regionIds ? sql<SqlBool>`c.region_id in (${sql.join(regionIds)})` : null,
    cityIds ? sql<SqlBool>`pl.city_id in (${sql.join(cityIds)})` : null,
    from ? sql<SqlBool>`${table}.date_time >= ${from}` : null,
    to ? sql<SqlBool>`${table}.date_time < ${to}` : null,
  ]);
}

const present = (conditions: Array<RawBuilder<SqlBool> | null>) => conditions.filter((c): c is RawBuilder<SqlBool> => c !== null);

/** Where a report's tickets are read from (as `tickets`), how they count, and the conditions on them. */
interface TicketRows {
  from: RawBuilder<unknown>;
  count: RawBuilder<unknown>;
  lastUpload: RawBuilder<unknown>;
  where: RawBuilder<unknown>;
}
const whereOf = (conditions: RawBuilder<SqlBool>[]) => (conditions.length > 0 ? sql`where ${sql.join(conditions, sql` and `)}` : sql``);
/** The tickets themselves. */
const receipts = (conditions: StatsConditions): TicketRows => ({
  from: sql`tickets`,
  count: sql`count(*)`,
  lastUpload: sql`max(tickets.created_at)`,
  where: whereOf(conditions.tickets),
});

/**
 * A daily aggregate: per UTC day and place (and the ticket column `key`), the count of tickets and the
 * sums of total_sum, score and total_sales, and with `lastUpload` the latest created_at.
 */
interface DailyTable {
  table: 'ticket_days' | 'ticket_day_statuses' | 'ticket_day_users';
  key: 'status' | 'user_id' | null;
  lastUpload: boolean;
}
/** Migration 0018: reports of days and places, every report's totals, the sales reps' activity. */
const DAYS: DailyTable = { table: 'ticket_days', key: null, lastUpload: true };
/** Migration 0019: reports by status, and by uploader and the vendors' activity (a vendor's places are its rows' places). */
const STATUS_DAYS: DailyTable = { table: 'ticket_day_statuses', key: 'status', lastUpload: false };
const USER_DAYS: DailyTable = { table: 'ticket_day_users', key: 'user_id', lastUpload: true };
/** The keys whose reports add up by day and place. */
const DAILY_KEYS: readonly GroupKey[] = ['day', 'region', 'city', 'place'];
const DAY_MS = 86_400_000;

/** The aggregate a grouping adds up from: by day and place, and at most one of status or uploader; null if none. */
function dailyTable(groupBy: GroupKey[]): DailyTable | null {
  const other = groupBy.filter((key) => !DAILY_KEYS.includes(key));
  if (other.length === 0) return DAYS;
  if (other.length > 1) return null;
  return other[0] === 'status' ? STATUS_DAYS : other[0] === 'user' ? USER_DAYS : null;
}

/**
 * A report's range as whole UTC days, conditions on an aggregate's `day` (null when the range lies
 * within one day), and the instants of its partial first and last days, conditions on `date_time`.
 */
function rangeByDays({ from, to }: StatsFilters): { days: RawBuilder<SqlBool>[] | null; edges: RawBuilder<SqlBool>[] } {
  const first = from && new Date(Math.ceil(from.getTime() / DAY_MS) * DAY_MS);
  const last = to && new Date(Math.floor(to.getTime() / DAY_MS) * DAY_MS);
  if (first && last && first >= last) return { days: null, edges: [sql<SqlBool>`(date_time >= ${from} and date_time < ${to})`] };
  return {
    days: present([first && sql<SqlBool>`day >= ${first}`, last && sql<SqlBool>`day < ${last}`]),
    edges: present([from && sql<SqlBool>`(date_time >= ${from} and date_time < ${first})`, to && sql<SqlBool>`(date_time >= ${last} and date_time < ${to})`]),
  };
}

/**
 * The rows of an aggregate's whole days and of the partial days' receipts (or lines) as one table `as`;
 * `scope`: the conditions of each branch besides its days.
 */
function byDays(range: ReturnType<typeof rangeByDays>, aggregate: RawBuilder<unknown>, receipts: RawBuilder<unknown>, as: string, scope = { aggregate: none, receipts: none }) {
  const branches = [
    range.days && sql`${aggregate} ${whereOf([...range.days, ...scope.aggregate])}`,
    range.edges.length > 0 ? sql`${receipts} ${whereOf([sql<SqlBool>`(${sql.join(range.edges, sql` or `)})`, ...scope.receipts])}` : null,
  ].filter((branch) => branch !== null);
  return sql`(${sql.join(branches, sql` union all `)}) ${sql.raw(as)}`;
}
const none: RawBuilder<SqlBool>[] = [];

/**
 * A report's tickets without a where as rows of a daily aggregate (migrations 0018, 0019) for the whole
 * UTC days of its range and the tickets of its partial first and last days: a range's report reads its
 * days, not every ticket (issue 42; docs/adr/0077-reports-read-whole-days-from-a-daily-aggregate.md,
 * docs/adr/0085-reports-by-status-and-uploader-read-whole-days.md). Null when a where narrows the
 * report (any ticket column may be in it).
 */
function dailyTickets(conditions: StatsConditions, daily: DailyTable = DAYS): TicketRows | null {
  if (conditions.lines === null) return null;
  // The scope within each branch too: PostgreSQL does not push a subquery's condition into a union.
  const scope = (alias: string) => present([ticketScope(conditions.user, alias)]);
  const key = daily.key ? sql`${sql.id(daily.key)}, ` : sql``;
  const from = byDays(
    rangeByDays(conditions.filters),
    sql`select day as date_time, place_id, ${key}n, total_sum, score, total_sales${daily.lastUpload ? sql`, last_upload` : sql``} from ${sql.table(daily.table)}`,
    sql`select date_time, place_id, ${key}1 as n, total_sum, score, total_sales${daily.lastUpload ? sql`, created_at as last_upload` : sql``} from tickets`,
    'tickets',
    { aggregate: scope(daily.table), receipts: scope('tickets') },
  );
  return {
    from,
    count: sql`coalesce(sum(tickets.n), 0)`,
    lastUpload: daily.lastUpload ? sql`max(tickets.last_upload)` : sql`null::timestamptz`,
    // The scope is within each branch already: outside it too, PostgreSQL counted its selectivity twice,
    // took a regional manager's 120,000 rows for 741 and sorted them on disk instead of hashing them.
    where: whereOf(conditions.unscoped),
  };
}

/**
 * A products report's receipt lines (as `ti`, with `pl` and `c`) without a where on tickets: where no
 * scope, region or city narrows it to places (the administrator's), per UTC day and product from
 * migration 0020's aggregate for its whole days (issue 42;
 * docs/adr/0088-products-and-plan-fact-read-kept-totals.md), else the lines of its places.
 */
function productLines(conditions: StatsConditions, lines: RawBuilder<SqlBool>[]): { from: RawBuilder<unknown>; count: RawBuilder<unknown> } {
  const { regionIds, cityIds } = conditions.filters;
  if (regionIds || cityIds || ticketScope(conditions.user) !== null) {
    return { from: sql`ticket_items ti left join places pl on pl.id = ti.place_id left join cities c on c.id = pl.city_id ${whereOf(lines)}`, count: sql`count(*)` };
  }
  const from = byDays(
    rangeByDays(conditions.filters),
    sql`select day as date_time, product_id, n, total_sum as sum, quantity from ticket_day_products`,
    sql`select date_time, product_id, 1 as n, sum, quantity from ticket_items`,
    'ti',
  );
  return { from, count: sql`coalesce(sum(ti.n), 0)` };
}

/** Count and sums of tickets read from `rows`. */
const ticketMeasures = (rows: TicketRows) =>
  sql`${rows.count}::int as count, coalesce(sum(tickets.total_sum), 0)::bigint as total_sum, coalesce(sum(tickets.score), 0)::bigint as score,
      coalesce(sum(tickets.total_sales), 0)::numeric as units`;

/** Counts and sums of tickets (by product: of their lines) grouped by keys, at most `limit` groups, and the totals. */
export async function groupedTicketStats(db: Kysely<DB>, conditions: StatsConditions, groupBy: GroupKey[], limit: number): Promise<unknown> {
  const byProduct = groupBy.includes('product');
  const { from, to } = conditions.filters;
  // Top products without a where read the lines alone, by the place and date each line carries
  // (migration 0017): joining 2.5 million lines to 1 million tickets took 2–3 s, a 30-day range read
  // receipt by receipt 0.3–2.6 of all time (issue 42; docs/adr/0065-reports-read-from-covering-indexes.md).
  const lineConditions = byProduct && groupBy.every((key) => key === 'product') ? conditions.lines : null;
  // Within a range of up to a quarter, the lines are read by their tickets (the index on
  // ticket_items (ticket_id)): PostgreSQL hashed the range's tickets and read every line instead, so
  // that the last 30 days cost 0.6 of all time (issue 42; docs/adr/0023-reports-pay-for-their-range.md). `offset 0` keeps the
  // subquery per ticket. Over a longer range reading every line once is the cheaper way.
  const byTicket = from !== null && (to ?? new Date()).getTime() - from.getTime() <= 92 * 86_400_000;
  const lines = byTicket
    ? sql`cross join lateral (select ti.product_id, ti.sum, ti.quantity from ticket_items ti where ti.ticket_id = tickets.id offset 0) ti`
    : sql`join ticket_items ti on ti.ticket_id = tickets.id`;
  const all = dailyTickets(conditions) ?? receipts(conditions);
  const table = dailyTable(groupBy);
  const grouped = (table && dailyTickets(conditions, table)) ?? receipts(conditions);
  const byLines = lineConditions && productLines(conditions, lineConditions);
  const source = byLines
    ? byLines.from
    : sql`${grouped.from} left join places pl on pl.id = tickets.place_id left join cities c on c.id = pl.city_id
    ${byProduct ? lines : sql``} ${grouped.where}`;
  // By product, `count` is the receipt lines of the product (as the schema and the screen say).
  const measures = byProduct
    ? sql`${byLines?.count ?? sql`count(*)`}::int as count, coalesce(sum(ti.sum), 0)::bigint as total_sum, null::bigint as score,
          coalesce(sum(ti.quantity), 0)::numeric as units`
    : ticketMeasures(grouped);
  const keys = groupBy.map((key) => sql`${KEY_SQL[key]} as ${sql.id(`k_${key}`)}`);
  // The groups and the totals at once, each on its own connection: on a busy server a request's round
  // trips cost more than a range's days (docs/adr/0085-reports-by-status-and-uploader-read-whole-days.md).
  const [{ rows }, totals] = await Promise.all([
    sql<Record<string, unknown>>`
    select ${sql.join([...keys, measures])}
    from ${source}
    ${groupBy.length > 0 ? sql`group by ${sql.join(groupBy.map((key) => KEY_SQL[key]))} order by ${sql.join(groupBy.map((key) => KEY_SQL[key]))}` : sql``}
    limit ${limit}`.execute(db),
    sql<Record<string, unknown>>`
    select ${ticketMeasures(all)}
    from ${all.from} left join places pl on pl.id = tickets.place_id left join cities c on c.id = pl.city_id ${all.where}`.execute(db),
  ]);
  const measuresOf = (row: Record<string, unknown>) => ({
    count: Number(row.count),
    totalSum: Number(row.totalSum),
    score: row.score === null ? null : Number(row.score),
    units: Number(row.units),
  });
  return {
    groupBy,
    groups: rows.map((row) => ({
      key: Object.fromEntries(groupBy.map((key) => [key, row[`k${key[0]!.toUpperCase()}${key.slice(1)}`] ?? null])),
      ...measuresOf(row),
    })),
    totals: measuresOf(totals.rows[0] ?? {}),
  };
}

export const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface ActivityItem {
  userId: number;
  /** Tickets of the sales rep's places / uploaded by the vendor, within the filters. */
  tickets: number;
  /** Points accrued on them. */
  score: number;
  /** Places with at least one of those tickets. */
  activePlaces: number;
  /** A sales rep's places within the scope and the region/city filters; null for a vendor. */
  places: number | null;
  /** When the latest of those tickets was uploaded (its `createdAt`); null without tickets. */
  lastUpload: string | null;
}

/** Sales-rep or vendor activity within the user's scope and the filters (see `activity`). */
export function activityStats(db: Kysely<DB>, user: AuthUser, conditions: StatsConditions, by: 'salesMan' | 'vendor', limit: number): Promise<{ items: ActivityItem[] }> {
  const { filters } = conditions;
  const placeFilters = [
    reportPlaceScope(user, sql`pl.id`),
    filters.regionIds ? sql<SqlBool>`c.region_id in (${sql.join(filters.regionIds)})` : null,
    filters.cityIds ? sql<SqlBool>`pl.city_id in (${sql.join(filters.cityIds)})` : null,
  ].filter((c): c is RawBuilder<SqlBool> => c !== null);
  return activity(db, user, by, dailyTickets(conditions, by === 'salesMan' ? DAYS : USER_DAYS) ?? receipts(conditions), placeFilters, limit);
}

/**
 * Sales-rep and vendor activity (product-rules §8). Tickets are grouped by place (or uploader) in one
 * pass, then summed per sales rep over the places assigned to it. A sales rep is listed when it has a
 * place in the scope and the region/city filters (with zeros when nothing was uploaded there); a
 * vendor when its own place is there or it uploaded one of the tickets. A sales rep sees only itself.
 */
async function activity(
  db: Kysely<DB>,
  user: AuthUser,
  by: 'salesMan' | 'vendor',
  daily: TicketRows,
  placeFilters: RawBuilder<SqlBool>[],
  limit: number,
): Promise<{ items: ActivityItem[] }> {
  const places = sql`select pl.id from places pl left join cities c on c.id = pl.city_id
    ${placeFilters.length > 0 ? sql`where ${sql.join(placeFilters, sql` and `)}` : sql``}`;
  const joins = sql`left join places pl on pl.id = tickets.place_id left join cities c on c.id = pl.city_id`;
  type Row = { userId: number; tickets: number; score: string | number; activePlaces: number; places: number | null; lastUpload: Date | string | null };
  let rows: Row[];
  // `t` is materialized: inlined, PostgreSQL misjudged it as one row and ran its grouping once per
  // vendor (a regional manager's last 30 days: 7.6 s on 200,000 tickets; issue 42). A vendor's places
  // are counted from its (uploader, place) groups: `count(distinct)` sorted every ticket (on disk
  // over all time), two hashed groupings do not.
  if (by === 'salesMan') {
    ({ rows } = await sql<Row>`
      with t as materialized (
        select tickets.place_id, ${daily.count}::int as n, coalesce(sum(tickets.score), 0)::bigint as score, ${daily.lastUpload} as last_upload
        from ${daily.from} ${joins} ${daily.where}
        group by tickets.place_id
      )
      select up.user_id, coalesce(sum(t.n), 0)::int as tickets, coalesce(sum(t.score), 0)::bigint as score,
             count(t.place_id)::int as active_places, count(*)::int as places, max(t.last_upload) as last_upload
      from user_places up
      join users u on u.id = up.user_id
      join roles r on r.id = u.role_id and r.name = 'salesMan'
      left join t on t.place_id = up.place_id
      where up.place_id in (${places}) ${user.roleName === 'salesMan' ? sql`and up.user_id = ${user.id}` : sql``}
      group by up.user_id
      order by 2 desc, up.user_id
      limit ${limit}`.execute(db));
  } else {
    ({ rows } = await sql<Row>`
      with by_place as (
        select tickets.user_id, tickets.place_id, ${daily.count} as n, sum(tickets.score) as score, ${daily.lastUpload} as last_upload
        from ${daily.from} ${joins} ${daily.where}
        group by tickets.user_id, tickets.place_id
      ), t as materialized (
        select user_id, sum(n)::int as n, coalesce(sum(score), 0)::bigint as score,
               count(place_id)::int as active_places, max(last_upload) as last_upload
        from by_place group by user_id
      )
      select u.id as user_id, coalesce(t.n, 0)::int as tickets, coalesce(t.score, 0)::bigint as score,
             coalesce(t.active_places, 0)::int as active_places, null::int as places, t.last_upload
      from users u
      join roles r on r.id = u.role_id and r.name = 'vendor'
      left join t on t.user_id = u.id
      where t.user_id is not null or u.place_id in (${places})
      order by 2 desc, u.id
      limit ${limit}`.execute(db));
  }
  return {
    items: rows.map((row) => ({
      userId: row.userId,
      tickets: row.tickets,
      score: Number(row.score),
      activePlaces: row.activePlaces,
      places: row.places,
      lastUpload: row.lastUpload === null ? null : new Date(row.lastUpload).toISOString(),
    })),
  };
}
