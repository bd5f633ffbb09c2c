// Place visibility (product-rules §1) is written once, in auth/scope.ts visiblePlaceIds (issue 28): a
// regional manager sees the places of its cities, a sales rep its assigned places. Every reader that
// takes a role's places from it answers exactly those places here, compared with SQL that finds them
// another way: the places themselves, the tickets (listed, counted by query and from the status
// deltas, grouped by place in the reports), and the people a role may see.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { staffWatching } from '../messenger/repository';
import { startLiveApp } from '../../test/live';
import { appFor, BACKEND, filterQuery } from '../../test/support';

const t = appFor(() => startLiveApp({ seed: true }));

const userIdOf = async (phone: string) => (await sql<{ id: number }>`select id from users where phone = ${phone}`.execute(t.db)).rows[0]!.id;

/** The places a role sees, found by joins rather than visiblePlaceIds' subqueries. */
async function expectedPlaces(role: 'regionalManager' | 'salesMan', userId: number): Promise<number[]> {
  const { rows } =
    role === 'regionalManager'
      ? await sql<{ id: number }>`select distinct p.id from user_cities uc join places p on p.city_id = uc.city_id where uc.user_id = ${userId} order by p.id`.execute(t.db)
      : await sql<{ id: number }>`select distinct p.id from user_places up join places p on p.id = up.place_id where up.user_id = ${userId} order by p.id`.execute(t.db);
  return rows.map((row) => row.id);
}

/** The people a role sees (itself; the sales reps and vendors whose city, main place or assigned place is in its area), by joins. */
async function expectedUsers(role: 'regionalManager' | 'salesMan', userId: number, places: number[]): Promise<number[]> {
  const roles = role === 'regionalManager' ? ['salesMan', 'vendor'] : ['vendor'];
  const cities = role === 'regionalManager' ? sql`u.city_id in (select city_id from user_cities where user_id = ${userId})` : sql`false`;
  const { rows } = await sql<{ id: number }>`
    select u.id from users u join roles r on r.id = u.role_id
    where u.id = ${userId} or (r.name = any(${roles}::text[]) and (${cities} or u.place_id = any(${places}::int[])
      or u.id in (select user_id from user_places where place_id = any(${places}::int[]))))
    order by u.id`.execute(t.db);
  return rows.map((row) => row.id);
}

const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

describe(`place visibility, written once (auth/scope.ts), on ${BACKEND}`, () => {
  for (const [role, phone, placeCount] of [
    ['regionalManager', '+79990000002', 107],
    ['salesMan', '+79990000003', 10],
  ] as const) {
    it(`a ${role} reads exactly its places: places, tickets (list, count, status counts, report groups) and people`, async () => {
      const token = await t.login(phone);
      const userId = await userIdOf(phone);
      const places = await expectedPlaces(role, userId);
      expect(places.length).toBe(placeCount);

      const placeRows = await t.request<Array<{ id: number }>>(`/places?${filterQuery({ fields: ['id'], limit: 1000 })}`, { token });
      expect(sorted(placeRows.body.map((row) => row.id))).toEqual(places);

      const { rows } = await sql<{ n: number }>`select count(*)::int as n from tickets where place_id = any(${places}::int[])`.execute(t.db);
      const tickets = rows[0]!.n;
      const list = await t.request<Array<{ placeId: number }>>(`/tickets?${filterQuery({ fields: ['id', 'placeId'], limit: 1000 })}`, { token });
      expect(list.body.length).toBe(tickets);
      expect(sorted(list.body.map((row) => row.placeId)).every((id) => places.includes(id))).toBe(true);
      // From the status deltas (a where of statuses only) and by the query (a where the deltas cannot answer).
      expect((await t.request<{ count: number }>('/tickets/count', { token })).body.count).toBe(tickets);
      expect((await t.request<{ count: number }>(`/tickets/count?${filterQuery({ id: { gt: 0 } }, 'where')}`, { token })).body.count).toBe(tickets);
      expect((await t.request<{ total: number }>('/tickets/countByStatus', { token })).body.total).toBe(tickets);
      const groups = await t.request<{ groups: Array<{ key: { place: number }; count: number }> }>('/tickets/stats?groupBy=place', { token });
      expect(groups.body.groups.reduce((sum, group) => sum + group.count, 0)).toBe(tickets);
      expect(groups.body.groups.every((group) => places.includes(group.key.place))).toBe(true);

      const people = await t.request<Array<{ id: number }>>(`/users?${filterQuery({ fields: ['id'], limit: 5000 })}`, { token });
      expect(sorted(people.body.map((row) => row.id))).toEqual(await expectedUsers(role, userId, places));
    });
  }
});

describe(`the staff who watch a person, from the same rule (auth/scope.ts watchersOf), on ${BACKEND}`, () => {
  it('are the unblocked administrators and the staff whose people (found by joins) hold him, never himself', async () => {
    const { rows: staff } = await sql<{ id: number; role: 'admin' | 'regionalManager' | 'salesMan' }>`
      select u.id, r.name as role from users u join roles r on r.id = u.role_id
      where r.name in ('admin', 'regionalManager', 'salesMan') and not u.blocked order by u.id`.execute(t.db);
    const sees = new Map<number, Set<number> | 'everyone'>();
    for (const s of staff) sees.set(s.id, s.role === 'admin' ? 'everyone' : new Set(await expectedUsers(s.role, s.id, await expectedPlaces(s.role, s.id))));
    // 80 people spread over the ids (every one took minutes on a busy machine).
    const { rows: people } = await sql<{ id: number }>`select id from users order by (id * 7919) % 1009, id limit 80`.execute(t.db);
    let watched = 0;
    for (const { id } of people) {
      const expected = staff.filter((s) => s.id !== id && (sees.get(s.id) === 'everyone' || (sees.get(s.id) as Set<number>).has(id))).map((s) => s.id);
      if (expected.some((s) => sees.get(s) !== 'everyone')) watched++;
      expect(sorted(await staffWatching(t.db, id))).toEqual(expected);
    }
    // The seed has people that regional managers and sales reps watch, not only administrators.
    expect(watched).toBeGreaterThan(10);
  }, 180_000);
});
