import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { fileHarness, tokenOf } from './harness';

/** The REST API's own answer, to compare the gateway with. */
async function rest<T>(path: string, query: Record<string, unknown> = {}): Promise<T> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, JSON.stringify(v)]));
  const res = await fetch(`${s.h.api.url}${path}?${params}`, { headers: { authorization: tokenOf(s.admin) } });
  return (await res.json()) as T;
}

const s = fileHarness({ callsPerTest: true });

describe('regions and cities', () => {
  it('lists regions by title with their total, as the API has them', async () => {
    const res = await s.asAdmin(
      graphql(`
        query GeographyRegions {
          regions(pageSize: 100) {
            total
            items {
              id
              title
            }
          }
        }
      `),
    );
    const all = await rest<{ id: number; title: string }[]>('/regions', { filter: { order: 'title ASC' } });
    expect(res.body.data!.regions.total).toBe(all.length);
    expect(res.body.data!.regions.items).toEqual(all.map(({ id, title }) => ({ id, title })));
  });

  it('searches Cyrillic case-insensitively, every word in some field', async () => {
    const res = await s.asAdmin(
      graphql(`
        query GeographyRegions2 {
          regions(search: "МОСКОВСКАЯ обл") {
            items {
              title
            }
          }
        }
      `),
    );
    expect(res.body.data!.regions.items).toEqual([{ title: 'Московская область' }]);
  });

  it('gives cities with their region in one list call (included by the API)', async () => {
    const res = await s.asAdmin(
      graphql(`
        query GeographyCities {
          cities(pageSize: 50) {
            items {
              title
              regionName
              region {
                title
              }
            }
          }
        }
      `),
    );
    const cities = res.body.data!.cities.items;
    expect(cities.length).toBeGreaterThan(10);
    expect(cities.every((c) => c.region!.title === c.regionName)).toBe(true);
    expect(s.h.calls.map((c) => c.path)).toEqual(['/cities']);
  });
});

describe('places', () => {
  it('filters by city and searches title, address, internal id and INN', async () => {
    const [first] = await rest<{ id: number; cityId: number; address: string }[]>('/places', { filter: { limit: 1 } });
    const street = first!.address.split(',')[1]!.trim().split(' ').at(-1)!;
    const res = await s.asAdmin(
      graphql(`
        query GeographyPlaces($city: Int!, $q: String) {
          places(where: { cityId: { eq: $city } }, search: $q, pageSize: 100) {
            total
            items {
              id
              cityId
              address
            }
          }
        }
      `),
      { city: first!.cityId, q: street },
    );
    const page = res.body.data!.places;
    expect(page.items.map((p) => p.id)).toContain(first!.id);
    expect(page.items.every((p) => p.cityId === first!.cityId && p.address!.toLowerCase().includes(street.toLowerCase()))).toBe(true);
    const count = await rest<{ count: number }>('/places/count', {
      where: { and: [{ cityId: first!.cityId }, { or: ['title', 'address', 'internalId', 'inn'].map((f) => ({ [f]: { ilike: `%${street}%` } })) }] },
    });
    expect(page.total).toBe(count.count);
  });

  it('answers one place with its city and region, and NOT_FOUND in Russian for a missing one', async () => {
    const ok = await s.asAdmin(
      graphql(`
        query GeographyPlace {
          place(id: 1) {
            id
            city {
              region {
                title
              }
            }
          }
        }
      `),
    );
    expect(ok.body.data!.place!.id).toBe(1);
    expect(ok.body.data!.place!.city!.region!.title.length).toBeGreaterThan(0);
    const missing = await s.asAdmin('{ place(id: 987654) { id } }');
    expect(missing.body.errors?.[0]).toMatchObject({ message: 'Место 987654 не найдено', extensions: { code: 'NOT_FOUND' } });
  });

  it('orders by the requested keys with id as the tie-breaker', async () => {
    await s.asAdmin('{ places(orderBy: [{ field: title, direction: DESC }], pageSize: 5) { items { id } } }');
    const filter = JSON.parse(new URLSearchParams(s.h.calls[0]!.search).get('filter')!);
    expect(filter.order).toEqual(['title DESC', 'id DESC']);
    expect(filter.limit).toBe(5);
  });
});

describe('people', () => {
  it('lists vendors only, newest first, with status labels from spec §4', async () => {
    const res = await s.asAdmin(
      graphql(`
        query GeographyVendors {
          vendors(pageSize: 100) {
            total
            items {
              id
              roleName
              status
              phoneVerified
              blocked
            }
          }
        }
      `),
    );
    const page = res.body.data!.vendors;
    const count = await rest<{ count: number }>('/users/count', { where: { roleName: 'vendor' } });
    expect(page.total).toBe(count.count);
    expect(page.items.every((u) => u.roleName === 'vendor')).toBe(true);
    const ids = page.items.map((u) => u.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    for (const u of page.items) {
      expect(u.status).toBe(!u.phoneVerified ? 'INVITED' : u.blocked ? 'BLOCKED' : 'ACTIVE');
    }
    const each = await s.asAdmin(
      graphql(`
        query GeographyVendors2 {
          invited: vendors(where: { phoneVerified: { eq: false } }) {
            total
            items {
              status
            }
          }
          blocked: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: true } }) {
            total
            items {
              status
            }
          }
          active: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: false } }) {
            total
            items {
              status
            }
          }
        }
      `),
    );
    const { invited, blocked, active } = each.body.data!;
    expect(invited!.items.every((u) => u.status === 'INVITED')).toBe(true);
    expect(blocked!.items.every((u) => u.status === 'BLOCKED')).toBe(true);
    expect(active!.items.every((u) => u.status === 'ACTIVE')).toBe(true);
    expect([invited!.total, blocked!.total, active!.total].every((n) => n > 0)).toBe(true);
    expect(invited!.total + blocked!.total + active!.total).toBe(page.total);
  });

  it('searches people by every word in name, surname, phone or e-mail', async () => {
    const res = await s.asAdmin(
      graphql(`
        query GeographyUsers {
          users(search: "анна +7999000000") {
            items {
              name
              surname
              phone
            }
          }
        }
      `),
    );
    expect(res.body.data!.users.items).toContainEqual({ name: 'Анна', surname: 'Смирнова', phone: '+79990000001' });
    expect(res.body.data!.users.items.every((u) => /анна/i.test(`${u.name} ${u.surname}`))).toBe(true);
  });

  it('resolves a regional manager’s cities and a vendor’s places', async () => {
    const res = await s.asAdmin(
      graphql(`
        query GeographyRegionalManagers {
          rm: regionalManagers(where: { phone: { eq: "+79990000002" } }) {
            items {
              cityIds
              cities {
                id
              }
            }
          }
          v: user(id: 4) {
            places {
              id
            }
            place {
              id
            }
          }
        }
      `),
    );
    const rm = res.body.data!.rm.items[0]!;
    expect(rm.cityIds.length).toBeGreaterThan(0);
    expect(rm.cities.map((c) => c.id)).toEqual(rm.cityIds);
    expect(res.body.data!.v).toEqual({ places: [{ id: 1 }], place: { id: 1 } });
  });
});
