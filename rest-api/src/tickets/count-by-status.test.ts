// Issue 22: a count shown next to a list is that list's own. For every role, every named filter and
// every combination of place, user, date range and search, GET /tickets/countByStatus answers
// exactly the number of tickets GET /tickets lists with that status added (a different path: the
// list's own query, not the counts' deltas), within the role's scope.
import { beforeAll, describe, expect, it } from 'vitest';
import { startLiveApp } from '../../test/live';
import { appFor, BACKEND, filterQuery } from '../../test/support';
import { TICKET_STATUSES } from './mapper';

const t = appFor(() => startLiveApp({ seed: true }));
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const phones = { admin: '+79990000001', regionalManager: '+79990000002', salesMan: '+79990000003', vendor: '+79990000004' };
  for (const [role, phone] of Object.entries(phones)) tokens[role] = await t.login(phone);
});

interface Row {
  id: number;
  status: string;
  placeId: number | null;
  userId: number | null;
  dateTime: string | null;
  fiscalDocumentNumber: string | null;
}

const q = (where: unknown) => `where=${encodeURIComponent(JSON.stringify(where))}`;

describe(`named filter counts are the lists' own, per role, on ${BACKEND}`, () => {
  for (const role of ['admin', 'regionalManager', 'salesMan', 'vendor']) {
    it(`${role}: each status and all, with and without place, user, date range and search`, async () => {
      const token = tokens[role]!;
      const list = async (where: Record<string, unknown>, search: string | undefined) => {
        const reply = await t.request<Row[]>(`/tickets?${filterQuery({ where, fields: ['id'] })}${search ? `&search=${encodeURIComponent(search)}` : ''}`, { token });
        expect(reply.status).toBe(200);
        return reply.body.length;
      };
      // The role's own tickets give the place, user, day and search to filter by.
      const mine = (
        await t.request<Row[]>(`/tickets?${filterQuery({ fields: ['id', 'status', 'placeId', 'userId', 'dateTime', 'fiscalDocumentNumber'], order: 'id ASC' })}`, { token })
      ).body;
      expect(mine.length).toBeGreaterThan(0);
      const sample = mine[Math.floor(mine.length / 2)]!;
      const day = sample.dateTime!.slice(0, 10);
      const parts = {
        place: { placeId: { eq: sample.placeId } },
        user: { userId: { eq: sample.userId } },
        date: { dateTime: { gte: `${day}T00:00:00.000Z`, lt: new Date(Date.parse(`${day}T00:00:00.000Z`) + 7 * 86_400_000).toISOString() } },
      };
      const search = sample.fiscalDocumentNumber!.slice(-1);
      let nonZero = 0;
      for (let mask = 0; mask < 16; mask++) {
        const where: Record<string, unknown> = {};
        if (mask & 1) Object.assign(where, parts.place);
        if (mask & 2) Object.assign(where, parts.user);
        if (mask & 4) Object.assign(where, parts.date);
        const text = mask & 8 ? search : undefined;
        // The named filter in force is ignored: the counts are of every status.
        const reply = await t.request<{ total: number; statuses: Array<{ status: string; count: number }> }>(
          `/tickets/countByStatus?${q({ ...where, status: 'new' })}${text ? `&search=${encodeURIComponent(text)}` : ''}`,
          { token },
        );
        expect(reply.status).toBe(200);
        expect(reply.body.statuses.map((s) => s.status)).toEqual([...TICKET_STATUSES]);
        const expected = [await list(where, text)];
        for (const status of TICKET_STATUSES) expected.push(await list({ ...where, status }, text));
        expect([mask, reply.body.total, ...reply.body.statuses.map((s) => s.count)]).toEqual([mask, ...expected]);
        if (expected[0]! > 0) nonZero += 1;
      }
      // The sample itself matches every combination: no count above was trivially zero.
      expect(nonZero).toBe(16);
    }, 300_000);
  }

  it("a regional manager's counts are not the programme's", async () => {
    const all = async (role: string) => (await t.request<{ total: number }>('/tickets/countByStatus', { token: tokens[role]! })).body.total;
    const [admin, manager] = [await all('admin'), await all('regionalManager')];
    expect(manager).toBe((await t.request<Row[]>(`/tickets?${filterQuery({ fields: ['id'] })}`, { token: tokens.regionalManager! })).body.length);
    expect(manager).toBeLessThan(admin);
  });
});
