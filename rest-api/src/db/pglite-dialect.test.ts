// Issue 27: on PGlite, reads and writes run as named prepared statements kept per SQL text
// (db/pglite-dialect.ts). Same rows, values, errors and notifications as PGlite's `query`; one
// statement per text; forgotten after DDL; at most STATEMENTS kept.
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteDialect, STATEMENTS } from './pglite-dialect';

let pglite: PGlite;
let db: Kysely<Record<string, never>>;

/** The prepared statements of the session whose text is `text` (pg_prepared_statements). */
async function preparedCount(text: string): Promise<number> {
  const { rows } = await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements where statement = $1', [text]);
  return rows[0]!.n;
}

beforeAll(async () => {
  pglite = await PGlite.create();
  db = new Kysely({ dialect: new PGliteDialect(pglite) });
  await sql`create table things (id serial primary key, code text unique not null, amount numeric(12, 2), big bigint, flag boolean, at timestamptz, data jsonb, tags int[], note text)`.execute(
    db,
  );
});

afterAll(async () => {
  await db?.destroy();
});

describe('the PGlite dialect', () => {
  it('prepares one statement per SQL text and binds each call’s values to it', async () => {
    await sql`insert into things (code) values ('one'), ('two'), ('three')`.execute(db);
    const text = 'select code from things where id = $1';
    const codes = [];
    for (const id of [1, 2, 3]) codes.push((await db.executeQuery<{ code: string }>(CompiledQuery.raw(text, [id]))).rows[0]!.code);
    expect(codes).toEqual(['one', 'two', 'three']);
    expect(await preparedCount(text)).toBe(1);
  });

  it('binds and parses values as PGlite’s query does, and counts affected rows', async () => {
    const at = new Date('2026-11-26T10:20:30.000Z');
    const insert = CompiledQuery.raw('insert into things (code, amount, big, flag, at, data, tags, note) values ($1, $2, $3, $4, $5, $6, $7, $8) returning id', [
      'values',
      '12.5',
      9007199254740993n,
      true,
      at,
      { a: [1, 'б'] },
      [3, 4],
      null,
    ]);
    const [{ id }] = (await db.executeQuery<{ id: number }>(insert)).rows as [{ id: number }];
    const select = 'select id, code, amount, big, flag, at, data, tags, note from things where id = $1';
    const prepared = (await db.executeQuery(CompiledQuery.raw(select, [id]))).rows;
    expect(prepared).toEqual([{ id, code: 'values', amount: '12.50', big: 9007199254740993n, flag: true, at, data: { a: [1, 'б'] }, tags: [3, 4], note: null }]);
    expect(prepared).toEqual((await pglite.query(select, [id], { rowMode: 'object' })).rows);
    const updated = await db
      .updateTable('things' as never)
      .set({ note: 'n' } as never)
      .where('code' as never, 'in', ['one', 'two'] as never)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
  });

  it('fails as PGlite’s query fails, and keeps no statement that did not parse', async () => {
    const duplicate = db.executeQuery(CompiledQuery.raw('insert into things (code) values ($1)', ['one']));
    await expect(duplicate).rejects.toMatchObject({ code: '23505', detail: 'Key (code)=(one) already exists.', query: 'insert into things (code) values ($1)', params: ['one'] });
    await expect(db.executeQuery(CompiledQuery.raw('select code fro things where id = $1', [1]))).rejects.toMatchObject({ code: '42601' });
    expect(await preparedCount('select code fro things where id = $1')).toBe(0);
    expect((await db.executeQuery<{ code: string }>(CompiledQuery.raw('select code from things where id = $1', [2]))).rows).toEqual([{ code: 'two' }]);
  });

  it('delivers notifications before the statement that sent them answers', async () => {
    const heard: string[] = [];
    const unlisten = await pglite.listen('dialect_test', (payload) => heard.push(payload));
    await db.executeQuery(CompiledQuery.raw('select pg_notify($1, $2)', ['dialect_test', 'first']));
    expect(heard).toEqual(['first']);
    await unlisten();
  });

  it('keeps a statement prepared in a rolled-back transaction usable, and the rollback undoes its write', async () => {
    const text = 'insert into things (code) values ($1) returning code';
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.executeQuery(CompiledQuery.raw(text, ['rolled back']));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await db.executeQuery(CompiledQuery.raw('select count(*)::int as n from things where code = $1', ['rolled back']))).rows).toEqual([{ n: 0 }]);
    expect((await db.executeQuery(CompiledQuery.raw(text, ['kept']))).rows).toEqual([{ code: 'kept' }]);
    expect(await preparedCount(text)).toBe(1);
  });

  it('forgets its statements after DDL: a changed table answers with its new columns', async () => {
    const text = 'select * from things where id = $1';
    expect(Object.keys((await db.executeQuery<object>(CompiledQuery.raw(text, [1]))).rows[0]!)).not.toContain('extra');
    await sql`alter table things add column extra text not null default 'x'`.execute(db);
    expect((await db.executeQuery<{ extra: string }>(CompiledQuery.raw(text, [1]))).rows[0]!.extra).toBe('x');
    expect(await preparedCount(text)).toBe(1);
  });

  it(`keeps at most ${STATEMENTS} statements, closing the least recently used`, async () => {
    const texts = Array.from({ length: STATEMENTS + 5 }, (_, i) => `select ${i} as n, code from things where id = $1`);
    for (const text of texts) await db.executeQuery(CompiledQuery.raw(text, [1]));
    const { rows } = await pglite.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where statement like 'select % as n, code from things where id = $1'",
    );
    expect(rows[0]!.n).toBe(STATEMENTS);
    expect([await preparedCount(texts[4]!), await preparedCount(texts[5]!), await preparedCount(texts.at(-1)!)]).toEqual([0, 1, 1]);
  });
});
