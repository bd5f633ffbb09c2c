// Issue 22: one source for a person's cities. cityIds (user_cities) is the source; cityId (the
// lists' city) is always one of them, after an edit too, and migration 0012 makes old rows so.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { personCitiesMigration } from '../db/migrations/0012-person-cities';
import { startLiveApp } from '../../test/live';
import { appFor, BACKEND, filterQuery } from '../../test/support';

const t = appFor(() => startLiveApp({ seed: true }));
let admin: string;

beforeAll(async () => {
  admin = await t.login('+79990000001');
});

interface Person {
  id: number;
  cityId: number | null;
  cityIds: number[];
}

const listed = async (id: number) => {
  const reply = await t.request<{ items: Person[] }>(`/users/byRole/salesMan?${filterQuery({ where: { id }, fields: ['id', 'cityId', 'cityIds'] })}`, { token: admin });
  return reply.body.items.map((u) => [u.cityId, u.cityIds]);
};

describe(`a person's cities have one source, on ${BACKEND}`, () => {
  it("a sales rep's city is among its cities: in the list, on its page, after each edit", async () => {
    const page = async () => (await t.request<Person>(`/users/3`, { token: admin })).body;
    expect([(await page()).cityId, (await page()).cityIds]).toEqual([1, [1]]);
    expect(await listed(3)).toEqual([[1, [1]]]);
    const { rows } = await sql<{ id: number }>`select id from cities where id <> 1 order by id limit 2`.execute(t.db);
    const [a, b] = rows.map((r) => r.id) as [number, number];

    const set = async (cityIds: number[]) => (await t.request<Person>('/users/3', { method: 'PATCH', token: admin, body: { cityIds } })).body;
    expect(await set([a])).toMatchObject({ cityId: a, cityIds: [a] });
    expect(await listed(3)).toEqual([[a, [a]]]);
    // The city stays while it is still one of the cities.
    expect(await set([b, a])).toMatchObject({ cityId: a, cityIds: [a, b].sort((x, y) => x - y) });
    expect(await set([b])).toMatchObject({ cityId: b, cityIds: [b] });
    expect(await set([])).toMatchObject({ cityId: null, cityIds: [] });
    expect(await listed(3)).toEqual([[null, []]]);
    await set([1]);
  });

  it('migration 0012: a sales rep with a city and no cities gets it; a city outside the cities becomes the first of them', async () => {
    const rep = async (phone: string, cityId: number) =>
      (
        await sql<{ id: number }>`insert into users (phone, role_id, city_id) values (${phone}, (select id from roles where name = 'salesMan'), ${cityId}) returning id`.execute(
          t.db,
        )
      ).rows[0]!.id;
    const bare = await rep('+79995560001', 5);
    const off = await rep('+79995560002', 5);
    await sql`insert into user_cities (user_id, city_id) values (${off}, 7), (${off}, 6)`.execute(t.db);
    await personCitiesMigration.up(t.db as never);
    const { rows } = await sql<{ id: number; cityId: number | null; cityIds: number[] }>`
      select u.id, u.city_id, array(select uc.city_id from user_cities uc where uc.user_id = u.id order by uc.city_id) as city_ids
      from users u where u.id in (${bare}, ${off}) order by u.id`.execute(t.db);
    expect(rows).toEqual([
      { id: bare, cityId: 5, cityIds: [5] },
      { id: off, cityId: 6, cityIds: [6, 7] },
    ]);
  });
});
