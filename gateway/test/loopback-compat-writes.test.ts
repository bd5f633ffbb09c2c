// The gateway against an API that behaves like the programme's LoopBack 3 application where
// `rest-api/` is kinder (issue 14, docs/loopback-contract.md §11): partial answers of writes, a
// missing route. A login answer without the role and derived labels: loopback-compat.test.ts.
import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { lbError, type FakeLoopbackOptions } from './fake-loopback';
import { fakeLoopbackFile, TOKEN, world } from './loopback-compat-support';

const fake = fakeLoopbackFile();
const { start, asAdmin, answer } = fake;

/** The calls the gateway made to the API's tickets, as `METHOD path`. */
const ticketCalls = () => fake.api.calls.filter((c) => c.token === TOKEN && c.path.startsWith('/tickets')).map((c) => `${c.method} ${c.path}`);

/** This API has no audit trail: the gateway's own journal reads the row before a write (upstream/journal.ts). */
const JOURNAL_READ = (id: number) => `GET /tickets/${id}`;
/** The status read before a review action (its status decides: docs/adr/0042-actions-by-receipt-status.md). */
const STATUS_READ = 'GET /tickets';

describe('writes whose answer LoopBack leaves partial', () => {
  it('rejectTicket answers the new statusTitle, not the one the PATCH answer kept', async () => {
    const data = await answer(
      graphql(`
        mutation CompatRejectWithTitle {
          rejectTicket(id: 1, reason: "Нечитаемо") {
            id
            status
            statusTitle
            statusDescription
          }
        }
      `),
    );
    expect(data.rejectTicket).toEqual({ id: 1, status: 'REJECTED', statusTitle: 'Отклонён', statusDescription: 'Нечитаемо' });
    // The answer's statusTitle is the old status's: the row is read again.
    expect(ticketCalls()).toEqual([STATUS_READ, JOURNAL_READ(1), 'PATCH /tickets/1', 'GET /tickets/1']);
  });

  it('rejectTicket answers the PATCH answer when it holds all that is selected (one call, issue 28)', async () => {
    const data = await answer(
      graphql(`
        mutation CompatReject {
          rejectTicket(id: 1, reason: "Нечитаемо") {
            id
            status
            statusDescription
          }
        }
      `),
    );
    expect(data.rejectTicket).toEqual({ id: 1, status: 'REJECTED', statusDescription: 'Нечитаемо' });
    expect(ticketCalls()).toEqual([STATUS_READ, JOURNAL_READ(1), 'PATCH /tickets/1']);
  });

  it("scoreTicket reads the ticket when the API answers spec §7's {status, score}, not the row", async () => {
    const w = world();
    const rows = w.models['/tickets']!.rows;
    w.routes!['POST /tickets/manualProcess'] = (req) => {
      const { ticketId, score } = req.body as { ticketId: number; score: number };
      Object.assign(
        rows.find((r) => r.id === ticketId)!,
        { status: 'processed', statusDescription: 'Обработан вручную' },
      );
      return { body: { status: 'processed', score } };
    };
    const data = await answer(
      graphql(`
        mutation CompatScore {
          scoreTicket(id: 3, score: 5) {
            id
            status
            statusTitle
            statusDescription
          }
        }
      `),
      w,
    );
    expect(data.scoreTicket).toEqual({ id: 3, status: 'PROCESSED', statusTitle: 'Обработан', statusDescription: 'Обработан вручную' });
    expect(ticketCalls()).toEqual([STATUS_READ, JOURNAL_READ(3), 'POST /tickets/manualProcess', 'GET /tickets/3']);
  });

  it("updateCity answers the new region's name", async () => {
    const data = await answer(
      graphql(`
        mutation CompatUpdateCity {
          updateCity(id: 2, input: { regionId: 1 }) {
            id
            regionName
          }
        }
      `),
    );
    expect(data.updateCity).toEqual({ id: 2, regionName: 'Москва' });
  });
});

describe('reports against an API without GET /tickets/stats', () => {
  const REPORT = '{ ticketStats(groupBy: [status]) { groups { count } } }';
  const withStats = (handler: NonNullable<FakeLoopbackOptions['routes']>[string]): FakeLoopbackOptions => {
    const w = world();
    return { ...w, routes: { ...w.routes, 'GET /tickets/stats': handler } };
  };

  it.each([
    ['answers UPSTREAM_UNSUPPORTED for the 500 of findById("stats") on PostgreSQL (debug mode shows the SQL error)', world(), 'UPSTREAM_UNSUPPORTED'],
    [
      'answers UPSTREAM_UNSUPPORTED for a bare 500, after checking that the route is findById',
      withStats((req) =>
        req.query.has('filter') && !req.query.get('filter')!.startsWith('{')
          ? lbError(400, 'Value is not an object.')
          : { status: 500, body: { error: { statusCode: 500, message: 'Internal Server Error' } } },
      ),
      'UPSTREAM_UNSUPPORTED',
    ],
    ['answers UPSTREAM_UNSUPPORTED for a 404', withStats(() => lbError(404, 'Unknown "Ticket" id "stats".', 'MODEL_NOT_FOUND')), 'UPSTREAM_UNSUPPORTED'],
    [
      'keeps UPSTREAM_ERROR when the stats route exists and fails',
      withStats(() => ({ status: 500, body: { error: { statusCode: 500, message: 'Internal Server Error' } } })),
      'UPSTREAM_ERROR',
    ],
  ] as const)('%s', async (_name, options, code) => {
    await start(options);
    const res = await asAdmin(REPORT);
    expect(res.body.errors?.[0]?.extensions?.code).toBe(code);
  });
});
