// Issue 27: a regional manager's or a sales rep's page of tickets is read per place of its scope
// (models' PartitionFor, ModelEngine: the first limit + offset rows of each place's range, merged).
// Oracle: the administrator's page of the same filter with `placeId inq` the places the role sees,
// read the ordinary way (no scope, no partition). Random orders, filters, limits and offsets, on
// the demo data (a manager's 69 tickets in 3 places, a sales rep's 42 in 1).
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { startLiveApp } from '../../test/live';
import { appFor, BACKEND, filterQuery } from '../../test/support';
import { TICKET_STATUSES } from './mapper';

const t = appFor(() => startLiveApp({ seed: true }));
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const phones = { admin: '+79990000001', regionalManager: '+79990000002', salesMan: '+79990000003' };
  for (const [role, phone] of Object.entries(phones)) tokens[role] = await t.login(phone);
});

interface Row {
  id: number;
  placeId: number | null;
  dateTime: string | null;
}

const list = async (role: string, filter: Record<string, unknown>) => {
  const reply = await t.request<Row[]>(`/tickets?${filterQuery(filter)}`, { token: tokens[role]! });
  expect(reply.status).toBe(200);
  return reply.body;
};

const ORDERS = [['dateTime DESC', 'id DESC'], ['dateTime ASC', 'id ASC'], ['totalSum DESC', 'id ASC'], ['status ASC', 'id DESC'], ['id ASC'], ['score DESC', 'id DESC']];

describe(`a scoped page of tickets read per place is the page of the scope's places, on ${BACKEND}`, () => {
  for (const role of ['regionalManager', 'salesMan']) {
    it(`${role}: random orders, filters, limits and offsets`, async () => {
      // The places the role's tickets are in, read through the role's own (scoped) list, unpaged.
      const all = await list(role, { fields: ['id', 'placeId', 'dateTime'], order: 'id ASC' });
      const places = [...new Set(all.map((row) => row.placeId))].filter((id): id is number => id !== null).sort((a, b) => a - b);
      // The demo data: a manager's three places, a sales rep's one.
      expect(places.length).toBe(role === 'regionalManager' ? 3 : 1);
      const days = all.map((row) => row.dateTime!.slice(0, 10)).sort();
      const day = days[Math.floor(days.length / 2)]!;

      const filterArb = fc.record({
        order: fc.constantFrom(...ORDERS),
        limit: fc.constantFrom(1, 5, 24, 100),
        skip: fc.constantFrom(0, 0, 3, 10, 24, 40),
        status: fc.option(fc.constantFrom(...TICKET_STATUSES), { nil: undefined, freq: 2 }),
        place: fc.option(fc.constantFrom(...places), { nil: undefined, freq: 2 }),
        since: fc.option(fc.constant(`${day}T00:00:00.000Z`), { nil: undefined, freq: 2 }),
      });
      let nonEmpty = 0;
      await fc.assert(
        fc.asyncProperty(filterArb, async ({ order, limit, skip, status, place, since }) => {
          const where: Record<string, unknown> = {};
          if (status) where.status = status;
          if (place) where.placeId = place;
          if (since) where.dateTime = { gte: since };
          const page = await list(role, { where, order, limit, skip, fields: ['id'] });
          const oracle = await list('admin', { where: { and: [where, { placeId: { inq: places } }] }, order, limit, skip, fields: ['id'] });
          expect(page.map((row) => row.id)).toEqual(oracle.map((row) => row.id));
          if (page.length > 0) nonEmpty += 1;
        }),
        { numRuns: 100, seed: 27 },
      );
      // Most pages had rows: the comparison was not of empty lists.
      expect(nonEmpty).toBeGreaterThan(50);
    }, 300_000);
  }
});
