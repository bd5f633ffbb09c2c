// Totals kept by statement-level triggers with transition tables (migrations 0020, 0021), as the daily
// aggregates of 0018 and 0019 are: each statement's rows moved in or out, summed by key, added to the
// table in one ordered upsert (exact under concurrent writers: it adds to the row as committed), and a
// row left with nothing counted deleted.
import { sql, type Kysely } from 'kysely';

export interface KeptTotals {
  /** The table of totals, unique on `keys`. */
  table: string;
  /** The table whose writes move the totals. */
  source: string;
  keys: string[];
  /** The column counting the source's rows. */
  count: string;
  /** The summed columns and their types. */
  sums: Record<string, 'bigint' | 'numeric'>;
  /** A source row `alias` (`c` new, `o` old) as the table's keys and summed columns. */
  of: (alias: 'c' | 'o') => string;
  /** Which source rows `alias` count. */
  counted: (alias: 'c' | 'o') => string;
  /** The source columns whose change moves a row. */
  compared: string[];
}

/** Creates the trigger functions and the insert, delete and update triggers that keep `t`. */
export async function keepTotals(db: Kysely<unknown>, t: KeptTotals): Promise<void> {
  const keys = t.keys.join(', ');
  const sums = Object.keys(t.sums);
  const moved = (alias: 'c' | 'o', sign: number) => `select ${t.of(alias)}, ${sign} as sign`;
  const columns = (alias: string) => t.compared.map((column) => `${alias}.${column}`).join(', ');
  const changed = `from old_rows o join new_rows c on c.id = o.id where (${columns('o')}) is distinct from (${columns('c')})`;
  const moves = {
    insert: `${moved('c', 1)} from new_rows c where ${t.counted('c')}`,
    delete: `${moved('o', -1)} from old_rows o where ${t.counted('o')}`,
    update: `${moved('c', 1)} ${changed} and ${t.counted('c')} union all ${moved('o', -1)} ${changed} and ${t.counted('o')}`,
  };
  const rows = { insert: 'new table as new_rows', delete: 'old table as old_rows', update: 'old table as old_rows new table as new_rows' };
  for (const event of ['insert', 'delete', 'update'] as const) {
    await sql
      .raw(
        `create function ${t.table}_${event}() returns trigger language plpgsql as $$
    declare touched tid[];
    begin
      with up as (
        insert into ${t.table} as d (${keys}, ${t.count}, ${sums.join(', ')})
          select ${keys}, sum(sign)::int, ${sums.map((column) => `coalesce(sum(sign * ${column}), 0)::${t.sums[column]}`).join(', ')}
          from (${moves[event]}) m group by ${keys} order by ${keys}
          on conflict (${keys}) do update set ${[t.count, ...sums].map((column) => `${column} = d.${column} + excluded.${column}`).join(', ')}
          returning d.ctid)
      select array_agg(ctid) into touched from up;
      delete from ${t.table} d where d.ctid = any(touched) and d.${t.count} = 0;
      return null;
    end $$`,
      )
      .execute(db);
    await sql
      .raw(`create trigger ${t.table}_${event} after ${event} on ${t.source} referencing ${rows[event]} for each statement execute function ${t.table}_${event}()`)
      .execute(db);
  }
}
