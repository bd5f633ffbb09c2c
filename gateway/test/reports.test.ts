import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { apiTicketCount, fileHarness, tokenOf } from './harness';

const s = fileHarness();

const restCount = (where: object) => apiTicketCount(s.h, tokenOf(s.admin), where);

describe('ticket statistics', () => {
  it('groups by status with counts the API agrees with, and totals over all tickets', async () => {
    const res = await s.asAdmin(
      graphql(`
        query ReportsTicketStats {
          ticketStats(groupBy: [status]) {
            groupBy
            groups {
              key {
                status
                statusCode
              }
              count
            }
            totals {
              count
              totalSum
            }
          }
        }
      `),
    );
    expect(res.body.errors).toBeUndefined();
    const stats = res.body.data!.ticketStats;
    expect(stats.groupBy).toEqual(['status']);
    // Every seeded status is one the gateway knows: its enum value is its REST value in capitals.
    for (const group of stats.groups) expect([group.key.status, group.count]).toEqual([group.key.statusCode!.toUpperCase(), await restCount({ status: group.key.statusCode })]);
    expect(stats.totals.count).toBe(await restCount({}));
    expect(stats.groups.reduce((a, g) => a + g.count, 0)).toBe(stats.totals.count);
    expect(stats.totals.totalSum).toBeGreaterThan(0);
  });

  it('groups by region with the region resolved, and filters by dates', async () => {
    const to = new Date().toISOString();
    const from = new Date(Date.now() - 7 * 86_400_000).toISOString();
    const res = await s.asAdmin(
      graphql(`
        query ReportsTicketStats2($f: ReportFilter) {
          ticketStats(groupBy: [region], filter: $f) {
            groups {
              key {
                regionId
                region {
                  id
                  title
                }
              }
              count
            }
            totals {
              count
            }
          }
        }
      `),
      { f: { from, to } },
    );
    const stats = res.body.data!.ticketStats;
    expect(stats.groups.length).toBeGreaterThan(0);
    expect(stats.groups.every((g) => g.key.region!.id === g.key.regionId && g.key.region!.title.length > 0)).toBe(true);
    expect(stats.totals.count).toBe(await restCount({ and: [{ dateTime: { gte: from } }, { dateTime: { lt: to } }] }));
  });

  it('refuses vendors', async () => {
    const vendor = await s.h.signIn('+79990000004');
    const res = await s.h.gql('{ ticketStats { totals { count } } }', {}, { cookie: vendor });
    expect(res.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('plan vs fact', () => {
  it('answers plans with their place and period', async () => {
    const res = await s.asAdmin(
      graphql(`
        query ReportsPlanFact {
          planFact {
            plan
            fact
            percent
            place {
              id
            }
            period {
              id
            }
          }
        }
      `),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.planFact.length).toBeGreaterThan(0);
    for (const row of res.body.data!.planFact) {
      expect(row.percent).toBe(row.plan > 0 ? Math.round((row.fact / row.plan) * 1000) / 10 : null);
      expect(row.place!.id).toBeGreaterThan(0);
    }
  });
});

describe('a page of plan vs fact (issue 27)', () => {
  it('answers the page the API answers with its labels: one call to the API, no place or period read per row', async () => {
    const before = s.h.calls.length;
    const res = await s.asAdmin(
      graphql(`
        query ReportsPlanFactPageTwo($page: Int!) {
          planFactPage(page: $page, pageSize: 5) {
            total
            items {
              planId
              place {
                id
                title
                address
              }
              period {
                id
                startDate
                endDate
              }
            }
          }
        }
      `),
      { page: 2 },
    );
    expect(res.body.errors).toBeUndefined();
    const calls = s.h.calls.slice(before).filter((c) => c.path !== '/users/me');
    expect(calls.map((c) => c.path)).toEqual(['/tickets/stats']);
    const api = await fetch(`${s.h.api.url}/tickets/stats?kind=planFact&limit=5&offset=5`, { headers: { authorization: tokenOf(s.admin) } });
    const answer = (await api.json()) as {
      total: number;
      items: Array<{ planId: number; placeId: number; periodId: number; placeTitle: string; placeAddress: string | null; periodStartDate: string; periodEndDate: string }>;
    };
    expect(answer.items).toHaveLength(5);
    expect(res.body.data!.planFactPage).toEqual({
      total: answer.total,
      items: answer.items.map((i) => ({
        planId: i.planId,
        place: { id: i.placeId, title: i.placeTitle, address: i.placeAddress },
        period: { id: i.periodId, startDate: i.periodStartDate, endDate: i.periodEndDate },
      })),
    });
  });

  it('reads the places in one batched call when the selection asks more than the labels', async () => {
    const before = s.h.calls.length;
    const res = await s.asAdmin(
      graphql(`
        query ReportsPlanFactPage {
          planFactPage(pageSize: 5) {
            items {
              place {
                id
                city {
                  id
                }
              }
            }
          }
        }
      `),
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.planFactPage.items.every((i) => i.place!.city !== null)).toBe(true);
    const paths = s.h.calls
      .slice(before)
      .map((c) => c.path)
      .filter((p) => p !== '/users/me');
    expect(paths.filter((p) => p === '/places')).toHaveLength(1);
  });

  it('refuses a page size over 100 in Russian', async () => {
    const res = await s.asAdmin('{ planFactPage(pageSize: 101) { total } }');
    expect(res.body.errors?.[0]?.message).toBe('Размер страницы должен быть от 1 до 100');
  });
});

describe('sales-rep and vendor activity', () => {
  it('answers what the API answers, with the user resolved, within the filters', async () => {
    const from = new Date(Date.now() - 90 * 86_400_000).toISOString();
    type Row = {
      userId: number;
      user: { id: number; role: { name: string } | null } | null;
      tickets: number;
      score: number;
      activePlaces: number;
      places: number | null;
      lastUpload: string | null;
    };
    for (const by of ['salesMan', 'vendor'] as const) {
      const res = await s.asAdmin(
        graphql(`
          query ReportsActivity($by: ActivitySubject!, $f: ReportFilter) {
            activity(by: $by, filter: $f, limit: 10000) {
              userId
              user {
                id
                role {
                  name
                }
              }
              tickets
              score
              activePlaces
              places
              lastUpload
            }
          }
        `),
        { by, f: { from } },
      );
      expect(res.body.errors).toBeUndefined();
      const rows = res.body.data!.activity;
      const api = await fetch(`${s.h.api.url}/tickets/stats?kind=activity&by=${by}&limit=10000&from=${encodeURIComponent(from)}`, { headers: { authorization: tokenOf(s.admin) } });
      const items = ((await api.json()) as { items: Omit<Row, 'user'>[] }).items;
      expect(rows.map(({ user: _user, ...rest }) => rest)).toEqual(items);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.user?.id === r.userId && r.user.role?.name === by)).toBe(true);
      expect(rows.some((r) => r.tickets > 0)).toBe(true);
      // A vendor has no places count (one place of its own); a sales rep has one.
      expect(rows.filter((r) => (r.places === null) !== (by === 'vendor')).map((r) => r.userId)).toEqual([]);
    }
  });

  it('shows a sales rep only itself, and refuses vendors', async () => {
    const rep = await s.h.signIn('+79990000003');
    const res = await s.h.gql(
      graphql(`
        query ReportsActivity2 {
          activity(by: salesMan) {
            user {
              phone
            }
          }
        }
      `),
      {},
      { cookie: rep },
    );
    expect(res.body.data!.activity.map((r) => r.user!.phone)).toEqual(['+79990000003']);
    const vendor = await s.h.signIn('+79990000004');
    const refused = await s.h.gql('{ activity(by: vendor) { userId } }', {}, { cookie: vendor });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
