// A large data set for benchmarks: the demo data (if the database is empty), then N more tickets
// (and their items) generated inside the database with generate_series, in batches, each ticket
// uploaded by a vendor at the vendor's own place, bought at a time of the year, week and day as a
// programme's receipts are (seed/receipt-times.ts). Every draw is a hash of the ticket's id and a
// stream number (hashint8extended), not random(): the same ids give the same tickets on every run,
// and a draw is made per row (random() in an uncorrelated lateral subquery was drawn once per batch,
// so a batch of 100,000 shared one date, one uploader and one status). The day follows the id, as
// in a running programme, where receipts are stored as they are uploaded: the N tickets of a run
// take the slots of days in order, oldest first, so the rows of a date range lie together on disk
// as they do in production (docs/adr/0023-reports-pay-for-their-range.md); the hour is drawn.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { FileStore } from '../files/storage';
import { seedDemoIfEmpty } from './demo';
import { receiptTimes } from './receipt-times';

export interface GenerateOptions {
  tickets: number;
  /** 1 to 4 items per ticket (default true). */
  items?: boolean;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
  /** Where the demo's receipt photos go when the demo data is seeded (the server's FILES_DIR). */
  files?: FileStore;
  /** Also the demo's conversations (the messenger's screens have something to show; default false). */
  conversations?: boolean;
  /** Receipts are from the 365 days before this day (default: now). */
  now?: Date;
}

export interface GenerateSummary {
  tickets: number;
  items: number;
  ms: number;
}

export async function generateLargeData(
  db: Kysely<DB>,
  { tickets, items = true, batchSize = 100_000, onProgress, files, conversations = false, now = new Date() }: GenerateOptions,
): Promise<GenerateSummary> {
  const started = Date.now();
  await seedDemoIfEmpty(db, now, { campaigns: true, conversations, ...(files ? { files } : {}) });
  const before = await sql<{ n: number }>`select coalesce(max(id), 0)::int as n from tickets`.execute(db);
  const firstId = before.rows[0]!.n + 1;
  const times = receiptTimes(now);
  let done = 0;
  let itemCount = 0;
  while (done < tickets) {
    const count = Math.min(batchSize, tickets - done);
    const from = firstId + done;
    // Vendors with a place (the uploader and the shop), picked uniformly per ticket; statuses as a
    // running programme has them; a day and an hour from the tables of slots; sums from 50 ₽ to
    // 5,000 ₽ in kopecks. u(k): the k-th uniform draw in [0, 1) of ticket g.
    const u = (k: number) => sql`((hashint8extended(g::bigint, ${k}) & 2147483647)::float8 / 2147483648)`;
    await sql`
      with v as (
        select array_agg(id order by id) as ids, array_agg(place_id order by id) as places, count(*)::int as n
        from users where place_id is not null and role_id = (select id from roles where name = 'vendor')
      ), shape as (select ${times.daySlots}::int[] as days, ${times.hourSlots}::int[] as hours)
      insert into tickets (id, status, status_description, date_time, created_at, updated_at, user_id, place_id, total_sum,
                           cash_total_sum, nds18, fiscal_drive_number, fiscal_document_number, fiscal_sign, operation_type,
                           taxation_type, receipt_code, qr, platform, app_version, photos)
      select g, s.status, null, d.dt, d.dt + interval '7 minutes', d.dt + interval '9 minutes', v.ids[r.i], v.places[r.i], m.total,
             case when g % 3 = 0 then m.total else 0 end, m.total / 6, '9960440300' || lpad((g % 1000000)::text, 6, '0'),
             g::text, (100000000 + (g::bigint * 7919) % 4000000000)::text, 1, 1, 3,
             't=' || to_char(d.dt, 'YYYYMMDD"T"HH24MI') || '&s=' || to_char(m.total / 100.0, 'FM999990.00') || '&fn=9960440300'
               || lpad((g % 1000000)::text, 6, '0') || '&i=' || g || '&fp=' || (100000000 + (g::bigint * 7919) % 4000000000) || '&n=1',
             case when g % 10 < 7 then 'android' else 'ios' end, '2.15.0', '[]'::jsonb
      from generate_series(${from}::int, ${from + count - 1}::int) as g
      cross join v cross join shape
      cross join lateral (select 1 + floor(${u(1)} * v.n)::int as i, ${u(2)} as roll, ${u(6)} as amount,
        shape.days[cardinality(shape.days) - floor((g - ${firstId} + ${u(3)}) / ${tickets} * cardinality(shape.days))::int] as days_back,
        shape.hours[1 + floor(${u(4)} * cardinality(shape.hours))::int] as hour, floor(${u(5)} * 3600)::int as second) r
      cross join lateral (select ${times.todayStart}::timestamptz - r.days_back * interval '1 day' + r.hour * interval '1 hour'
        + r.second * interval '1 second' as dt) d
      cross join lateral (select (5000 + floor(r.amount * r.amount * 495000))::bigint as total) m
      cross join lateral (select case
          when r.roll < 0.70 then 'processed' when r.roll < 0.80 then 'rejected' when r.roll < 0.88 then 'manual'
          when r.roll < 0.93 then 'delayed' when r.roll < 0.98 then 'new' else 'processing' end as status) s`.execute(db);
    if (items) {
      const { rows } = await sql<{ n: number }>`
        with p as (select array_agg(id order by id) as ids, array_agg(title order by id) as titles, count(*)::int as n from products),
        lines as (
          select t.id as ticket_id, t.total_sum, t.created_at, k as line_no, 1 + (t.id % 4) as lines
          from tickets t cross join lateral generate_series(1, 1 + (t.id % 4)) as k
          where t.id between ${from} and ${from + count - 1}
        ), inserted as (
          insert into ticket_items (ticket_id, line_no, product_id, name, price, quantity, sum, created_at, updated_at)
          select ticket_id, line_no, p.ids[x.k], p.titles[x.k], x.line_sum, 1, x.line_sum, created_at, created_at
          from lines cross join p
          cross join lateral (select 1 + (ticket_id * 31 + line_no * 7) % p.n as k,
            case when line_no < lines then total_sum / lines else total_sum - (total_sum / lines) * (lines - 1) end as line_sum) x
          where p.n > 0
          returning 1
        )
        select count(*)::int as n from inserted`.execute(db);
      itemCount += rows[0]?.n ?? 0;
    }
    done += count;
    onProgress?.(done, tickets);
  }
  await sql`select setval(pg_get_serial_sequence('tickets', 'id'), (select max(id) from tickets))`.execute(db);
  await sql`select setval(pg_get_serial_sequence('ticket_items', 'id'), (select coalesce(max(id), 1) from ticket_items))`.execute(db);
  // Every table, the daily aggregates the triggers filled included: their statistics were taken by the
  // migrations, nearly empty, and a report's range of days read the whole table instead of its index
  // (issue 42: 200,000 generated receipts, a report over no day 20–30 ms instead of 3–5).
  await sql`analyze`.execute(db);
  return { tickets, items: itemCount, ms: Date.now() - started };
}
