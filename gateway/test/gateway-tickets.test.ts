// The gateway over the seeded API: pages of tickets, what it asks the API for them (the REST calls
// a page costs, the fields and relations included), filters, paging and refusals.
import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { fileHarness } from './harness';

const s = fileHarness({ callsPerTest: true });

const TICKETS_PAGE = graphql(`
  query GatewayTicketsPage($page: Int, $pageSize: Int) {
    tickets(page: $page, pageSize: $pageSize, orderBy: [{ field: dateTime, direction: DESC }]) {
      total
      page
      pageSize
      items {
        id
        dateTime
        totalSum
        status
        statusTitle
        user {
          id
          name
          surname
        }
        place {
          id
          title
        }
      }
    }
  }
`);

describe('tickets', () => {
  it('answers a page of 24 with total, user and place in 2 REST calls (relations included by the API)', async () => {
    const res = await s.asAdmin(TICKETS_PAGE, { page: 1, pageSize: 24 });
    expect(res.body.errors).toBeUndefined();
    const page = res.body.data!.tickets;
    expect(page.items).toHaveLength(24);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(24);
    expect(page.total).toBeGreaterThanOrEqual(500);
    expect(page.items.every((t) => t.user && t.place)).toBe(true);
    const dates = page.items.map((t) => t.dateTime);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(s.h.calls.map((c) => c.path).sort()).toEqual(['/tickets', '/tickets/count']);
  });

  it('costs the same 2 REST calls for a page of 100', async () => {
    const res = await s.asAdmin(TICKETS_PAGE, { page: 2, pageSize: 100 });
    expect(res.body.data!.tickets.items).toHaveLength(100);
    expect(s.h.calls).toHaveLength(2);
  });

  it('batches deeper relations: one call per level (place → city → region), whatever the page size', async () => {
    const res = await s.asAdmin(
      graphql(`
        query GatewayTickets {
          tickets(pageSize: 50) {
            items {
              place {
                city {
                  title
                  region {
                    title
                  }
                }
              }
            }
          }
        }
      `),
    );
    expect(res.body.data!.tickets.items.every((t) => t.place?.city?.region?.title)).toBe(true);
    expect(s.h.calls.map((c) => c.path).sort()).toEqual(['/cities', '/regions', '/tickets']);
  });

  it('asks the API only for the selected fields, with the foreign keys of relations', async () => {
    const res = await s.asAdmin(
      graphql(`
        query GatewayTickets2 {
          tickets(pageSize: 3) {
            items {
              totalSum
              user {
                name
              }
              place {
                title
                city {
                  title
                }
              }
            }
          }
        }
      `),
    );
    expect(res.body.data!.tickets.items.every((t) => t.place!.city!.title.length > 0)).toBe(true);
    const list = s.h.calls.find((c) => c.path === '/tickets')!;
    const filter = JSON.parse(new URLSearchParams(list.search).get('filter')!);
    expect(filter).toEqual({
      order: ['dateTime DESC', 'id DESC'],
      limit: 3,
      skip: 0,
      fields: ['id', 'totalSum', 'userId', 'placeId'],
      include: [
        { relation: 'user', scope: { fields: ['id', 'name'] } },
        { relation: 'place', scope: { fields: ['id', 'title', 'cityId'] } },
      ],
    });
  });

  it('follows fragments when deciding what to include', async () => {
    const res = await s.asAdmin(
      graphql(`
        query GatewayTickets3 {
          tickets(pageSize: 5) {
            ...Page
          }
        }
        fragment Page on TicketPage {
          items {
            id
            ... on Ticket {
              user {
                id
              }
            }
          }
        }
      `),
    );
    expect(res.body.data!.tickets.items.every((t) => t.user)).toBe(true);
    expect(s.h.calls.map((c) => c.path)).toEqual(['/tickets']);
  });

  it('batches separate fields through DataLoaders: one tickets call, the users included, for three tickets', async () => {
    const res = await s.asAdmin(
      graphql(`
        query GatewayTicket {
          a: ticket(id: 1) {
            user {
              id
            }
          }
          b: ticket(id: 2) {
            user {
              id
            }
          }
          c: ticket(id: 3) {
            user {
              id
            }
          }
        }
      `),
    );
    expect(Object.values(res.body.data!).every((t) => t.user!.id > 0)).toBe(true);
    expect(s.h.calls.map((c) => c.path)).toEqual(['/tickets']);
    expect(JSON.parse(new URLSearchParams(s.h.calls[0]!.search).get('filter')!).where).toEqual({ id: { inq: [1, 2, 3] } });
  });

  it('asks the API only for the selected properties of one ticket, with the foreign keys of its relations (issue 27)', async () => {
    const res = await s.asAdmin(
      graphql(`
        query GatewayTicket2 {
          ticket(id: 1) {
            id
            totalSum
            statusTitle
            user {
              name
            }
          }
        }
      `),
    );
    const call = s.h.calls.find((c) => c.path === '/tickets')!;
    expect(JSON.parse(new URLSearchParams(call.search).get('filter')!)).toEqual({
      where: { id: { inq: [1] } },
      fields: ['id', 'totalSum', 'status', 'userId'],
      include: [{ relation: 'user', scope: { fields: ['id', 'name'] } }],
    });
    // The same values as the API's whole row.
    const token = decodeURIComponent(s.admin.replace(/^access_token=/, '').split(';')[0]!);
    const row = (await (
      await fetch(`${s.h.api.url}/tickets/1?filter=${encodeURIComponent(JSON.stringify({ include: 'user' }))}`, { headers: { authorization: token } })
    ).json()) as {
      totalSum: number;
      statusTitle: string;
      user: { name: string };
    };
    expect(res.body.data!.ticket).toEqual({ id: 1, totalSum: row.totalSum, statusTitle: row.statusTitle, user: { name: row.user.name } });
  });

  it('pages do not overlap', async () => {
    const [a, b] = await Promise.all([1, 2].map((page) => s.asAdmin(TICKETS_PAGE, { page, pageSize: 24 })));
    const first = a!.body.data!.tickets.items.map((t) => t.id);
    const second = b!.body.data!.tickets.items.map((t) => t.id);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });

  it('filters by a typed where and counts the same rows', async () => {
    const res = await s.asAdmin(
      graphql(`
        query GatewayTickets4 {
          tickets(where: { status: { eq: REJECTED } }, pageSize: 100) {
            total
            items {
              status
              statusTitle
            }
          }
        }
      `),
    );
    const page = res.body.data!.tickets;
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.length).toBe(Math.min(page.total, 100));
    expect(new Set(page.items.map((t) => `${t.status}/${t.statusTitle}`))).toEqual(new Set(['REJECTED/Отклонён']));
  });

  it('refuses a page size over 100 and a visitor', async () => {
    const big = await s.asAdmin(TICKETS_PAGE, { page: 1, pageSize: 101 });
    expect(big.body.errors?.[0]).toMatchObject({
      message: 'Размер страницы должен быть от 1 до 100',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const visitor = await s.h.gql('{ tickets { total } }');
    expect(visitor.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('answers NOT_FOUND for a missing ticket', async () => {
    const res = await s.asAdmin('{ ticket(id: 999999) { id } }');
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Чек 999999 не найден', extensions: { code: 'NOT_FOUND' } });
  });
});
