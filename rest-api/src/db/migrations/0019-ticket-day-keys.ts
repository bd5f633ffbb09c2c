// The reports by status, by uploader and the vendors' activity read whole days too (issue 42;
// docs/adr/0085-reports-by-status-and-uploader-read-whole-days.md): `ticket_day_statuses` per UTC
// day, place and status (count, sums of total_sum, score, total_sales) and `ticket_day_users` per UTC
// day, place and uploader (the same and the latest created_at: a vendor's latest upload; its distinct
// places are its rows' places). Kept as `ticket_days` is (migration 0018): statement-level triggers
// with transition tables on tickets, measures moved by deltas in one ordered upsert, the latest
// created_at by greatest() and recounted from the tickets when one that may have been the latest
// leaves its row, a row left with no ticket deleted.
import { sql, type Kysely, type Migration } from 'kysely';

interface DayKeyTable {
  table: string;
  /** The column kept besides the day and the place. */
  key: 'status' | 'user_id';
  /** Whether the row keeps its tickets' latest created_at. */
  lastUpload: boolean;
}

const TABLES: DayKeyTable[] = [
  { table: 'ticket_day_statuses', key: 'status', lastUpload: false },
  { table: 'ticket_day_users', key: 'user_id', lastUpload: true },
];

const measures = ({ lastUpload }: DayKeyTable) => `n, total_sum, score, total_sales${lastUpload ? ', last_upload' : ''}`;

/**
 * A trigger function applying `moves` to `t`: rows (day, place_id, key, sign, total_sum, score,
 * total_sales, created_at, leaves) read from the statement's transition tables.
 */
function deltaFunction(t: DayKeyTable, name: string, moves: string) {
  const { table, key } = t;
  const deltas = `select day, place_id, ${key}, sum(sign)::int as n, coalesce(sum(sign * total_sum), 0)::bigint as total_sum,
      coalesce(sum(sign * score), 0)::bigint as score, coalesce(sum(sign * total_sales), 0)::numeric as total_sales,
      max(created_at) filter (where sign > 0) as added_last, max(created_at) filter (where leaves) as left_last
    from (${moves}) m group by day, place_id, ${key}`;
  // The rows it touched are found again by their ctid (migration 0018: a join on a key that may be null
  // would not use an index).
  const recount = t.lastUpload
    ? `update ${table} d set last_upload = (select max(t.created_at) from tickets t
          where (t.place_id = d.place_id or (t.place_id is null and d.place_id is null))
            and (t.${key} = d.${key} or (t.${key} is null and d.${key} is null))
            and (t.date_time >= d.day and t.date_time < d.day + interval '1 day' or (t.date_time is null and d.day is null)))
        from (${deltas}) x
        where d.ctid = any(touched) and d.n > 0 and x.left_last >= d.last_upload
          and coalesce(d.day, '-infinity') = coalesce(x.day, '-infinity') and coalesce(d.place_id, 0) = coalesce(x.place_id, 0)
          and coalesce(d.${key}, 0) = coalesce(x.${key}, 0);`
    : '';
  return sql.raw(`create function ${name}() returns trigger language plpgsql as $$
    declare touched tid[];
    begin
      with up as (
        insert into ${table} as d (day, place_id, ${key}, ${measures(t)})
          select day, place_id, ${key}, n, total_sum, score, total_sales${t.lastUpload ? `, coalesce(added_last, '-infinity')` : ''} from (${deltas}) x
          order by day, place_id, ${key}
          on conflict (day, place_id, ${key}) do update set n = d.n + excluded.n, total_sum = d.total_sum + excluded.total_sum,
            score = d.score + excluded.score, total_sales = d.total_sales + excluded.total_sales
            ${t.lastUpload ? ', last_upload = greatest(d.last_upload, excluded.last_upload)' : ''}
          returning d.ctid)
      select array_agg(ctid) into touched from up;
      delete from ${table} d where d.ctid = any(touched) and d.n = 0;
      ${recount}
      return null;
    end $$`);
}

async function create(db: Kysely<unknown>, t: DayKeyTable): Promise<void> {
  const { table, key } = t;
  await sql
    .raw(
      `create table ${table} (
      day timestamptz,
      place_id integer,
      ${key} ${key === 'status' ? 'text not null' : 'integer'},
      n integer not null,
      total_sum bigint not null,
      score bigint not null,
      total_sales numeric not null${t.lastUpload ? ',\n      last_upload timestamptz not null' : ''})`,
    )
    .execute(db);
  await sql.raw(`create unique index ${table}_key on ${table} (day, place_id, ${key}) include (${measures(t)}) nulls not distinct`).execute(db);
  await sql.raw(`create index ${table}_place_id_day_idx on ${table} (place_id, day) include (${key}, ${measures(t)})`).execute(db);
  const day = (alias: string) => `date_trunc('day', ${alias}.date_time, 'UTC')`;
  const of = (alias: string, sign: number, leaves: string) =>
    `select ${day(alias)} as day, ${alias}.place_id, ${alias}.${key}, ${sign} as sign, ${alias}.total_sum, ${alias}.score,
        ${alias}.total_sales, ${alias}.created_at, ${leaves} as leaves`;
  const compared = `date_time, place_id, ${key}, total_sum, score, total_sales${t.lastUpload ? ', created_at' : ''}`;
  const prefixed = (alias: string) =>
    compared
      .split(', ')
      .map((column) => `${alias}.${column}`)
      .join(', ');
  const changed = `from old_rows o join new_rows c on c.id = o.id where (${prefixed('o')}) is distinct from (${prefixed('c')})`;
  const leaves = t.lastUpload ? `(${day('o')}, o.place_id, o.${key}, o.created_at) is distinct from (${day('c')}, c.place_id, c.${key}, c.created_at)` : 'false';
  await deltaFunction(t, `${table}_insert`, `${of('c', 1, 'false')} from new_rows c`).execute(db);
  await deltaFunction(t, `${table}_delete`, `${of('o', -1, 'true')} from old_rows o`).execute(db);
  await deltaFunction(t, `${table}_update`, `${of('c', 1, 'false')} ${changed} union all ${of('o', -1, leaves)} ${changed}`).execute(db);
  await sql.raw(`create trigger ${table}_insert after insert on tickets referencing new table as new_rows for each statement execute function ${table}_insert()`).execute(db);
  await sql.raw(`create trigger ${table}_delete after delete on tickets referencing old table as old_rows for each statement execute function ${table}_delete()`).execute(db);
  await sql
    .raw(
      `create trigger ${table}_update after update on tickets
      referencing old table as old_rows new table as new_rows for each statement execute function ${table}_update()`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into ${table} (day, place_id, ${key}, ${measures(t)})
      select date_trunc('day', date_time, 'UTC'), place_id, ${key}, count(*), coalesce(sum(total_sum), 0), coalesce(sum(score), 0),
        coalesce(sum(total_sales), 0)${t.lastUpload ? ', max(created_at)' : ''}
      from tickets group by 1, 2, 3 order by 1, 2, 3`,
    )
    .execute(db);
  await sql.raw(`analyze ${table}`).execute(db);
}

export const ticketDayKeysMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // The tickets already there (in the migration's transaction: no write slips between).
    await sql`lock table tickets in share mode`.execute(db);
    for (const t of TABLES) await create(db, t);
  },
};
