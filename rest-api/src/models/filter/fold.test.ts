// Issue 22: every case-insensitive search reads 'ё' as 'е' and 'Ё' as 'Е' on both sides (db/sql.ts
// foldedText): the spec §5 `search` parameter, where `ilike`/`nilike` and `regexp …/i` (the
// gateway's list searches arrive as `ilike`), on PGlite and on a PostgreSQL server (TEST_PG_URL).
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { startLiveApp } from '../../../test/live';
import { appFor, BACKEND, filterQuery } from '../../../test/support';

const t = appFor(() => startLiveApp({ seed: true }));
let admin: string;
let withYo: number;
let withYe: number;
let place: number;

beforeAll(async () => {
  admin = await t.login('+79990000001');
  const insert = async (name: string, surname: string, phone: string) =>
    (
      await sql<{
        id: number;
      }>`insert into users (name, surname, phone, role_id) values (${name}, ${surname}, ${phone}, (select id from roles where name = 'vendor')) returning id`.execute(t.db)
    ).rows[0]!.id;
  withYo = await insert('Пётр', 'Соловьёв', '+79995550001');
  withYe = await insert('Петр', 'Соловьев', '+79995550002');
  place = (await sql<{ id: number }>`insert into places (title, address) values ('Магазин «Ёлочка»', 'ул. Зелёная, 1') returning id`.execute(t.db)).rows[0]!.id;
});

const ids = async (path: string) => ((await t.request<Array<{ id: number }>>(path, { token: admin })).body ?? []).map((row) => row.id).sort((a, b) => a - b);

describe(`search folds ё into е on ${BACKEND}`, () => {
  it('the search parameter: either spelling, either case, finds both', async () => {
    const both = [withYo, withYe].sort((a, b) => a - b);
    const only = filterQuery({ where: { id: { inq: both } }, fields: ['id'] });
    for (const text of ['Соловьев', 'соловьёв', 'СОЛОВЬЁВ', 'Пётр Соловьев', 'ПЕТР']) {
      expect([text, await ids(`/users?search=${encodeURIComponent(text)}&${only}`)]).toEqual([text, both]);
    }
    const count = await t.request<{ count: number }>(`/users/count?search=${encodeURIComponent('соловьёв')}&where=${encodeURIComponent(JSON.stringify({ id: { inq: both } }))}`, {
      token: admin,
    });
    expect(count.body.count).toBe(2);
    const places = await t.request<{ items: Array<{ id: number }> }>(`/places/find?search=${encodeURIComponent('елочка зеленая')}&${filterQuery({ fields: ['id'] })}`, {
      token: admin,
    });
    expect(places.body.items.map((p) => p.id)).toEqual([place]);
  });

  it('where ilike, nilike and regexp /i fold it too; like (case-sensitive) does not', async () => {
    const both = [withYo, withYe].sort((a, b) => a - b);
    const where = (surname: unknown) => `/users?${filterQuery({ where: { id: { inq: both }, surname }, fields: ['id'] })}`;
    expect(await ids(where({ ilike: '%ЁВ' }))).toEqual(both);
    expect(await ids(where({ ilike: '%соловьев%' }))).toEqual(both);
    expect(await ids(where({ nilike: '%Соловьёв%' }))).toEqual([]);
    expect(await ids(where({ regexp: '/^соловьёв$/i' }))).toEqual(both);
    expect(await ids(where({ like: '%ёв' }))).toEqual([withYo]);
  });
});
