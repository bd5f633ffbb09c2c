// Bulk actions and undo through the gateway (issue 25): against this repository's API (its bulk
// routes), and the loop of single calls the gateway makes for an API without them, bounded in
// concurrency, each refusal kept as its row's message.
import { describe, expect, it } from 'vitest';
import { GraphQLError } from 'graphql';
import { loopSingles } from '../src/modules/bulk/resolvers';
import { graphql } from './__generated__';
import { fileHarness, ticketIds } from './harness';

const s = fileHarness();

describe('bulkTickets and undo through the gateway', () => {
  it('rejects manual-check tickets with a processed one refused by its reason, then undoes the rejects', async () => {
    const manual = await ticketIds(s.h, s.admin, 'MANUAL', 2);
    const [processed] = await ticketIds(s.h, s.admin, 'PROCESSED');
    const res = await s.asAdmin(
      graphql(`
        mutation BulkBulkTickets($ids: [Int!]) {
          bulkTickets(action: reject, ids: $ids, reason: "Нечитаемо") {
            action
            total
            succeeded
            failed
            results {
              id
              ok
              status
              message
              code
            }
          }
        }
      `),
      { ids: [manual[0]!, processed!, manual[1]!] },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.bulkTickets).toEqual({
      action: 'reject',
      total: 3,
      succeeded: 2,
      failed: 1,
      results: [
        { id: manual[0], ok: true, status: 'rejected', message: null, code: null },
        // The API's own code, as its bulk route would answer: the web says it in the user's language.
        { id: processed, ok: false, status: null, message: 'По чеку уже произведено начисление.', code: 'TICKET_ALREADY_PROCESSED' },
        { id: manual[1], ok: true, status: 'rejected', message: null, code: null },
      ],
    });
    const undo = await s.asAdmin(
      graphql(`
        mutation BulkUndo($ids: [Int!]!) {
          undo(action: TICKET_REJECT, ids: $ids) {
            succeeded
            results {
              id
              ok
              status
            }
          }
        }
      `),
      { ids: manual },
    );
    expect(undo.body.data!.undo).toEqual({ succeeded: 2, results: manual.map((id) => ({ id, ok: true, status: 'manual' })) });
  });

  it('refuses more than 1,000 ids before calling the API', async () => {
    const ids = Array.from({ length: 1001 }, (_, i) => i + 1);
    const res = await s.asAdmin('mutation ($ids: [Int!]) { bulkTickets(action: reject, ids: $ids) { total } }', { ids });
    expect(res.body.errors?.map((e) => e.message)).toEqual(['Выбрано 1001, а за один раз можно не более 1000: уточните фильтр']);
  });
});

describe('the fallback for an API without bulk routes', () => {
  it('makes the single calls at most 4 at once, in order, each refusal its row', async () => {
    let running = 0;
    let most = 0;
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    const answer = await loopSingles('reject', ids, async (id) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      if (id % 7 === 0) throw new GraphQLError('По чеку уже произведено начисление.', { extensions: { code: 'BAD_USER_INPUT', upstreamCode: 'TICKET_ALREADY_PROCESSED' } });
      return 'rejected';
    });
    expect(most).toBe(4);
    expect({ total: answer.total, succeeded: answer.succeeded, failed: answer.failed }).toEqual({ total: 20, succeeded: 18, failed: 2 });
    expect(answer.results.filter((r) => !r.ok)).toEqual([
      { id: 7, ok: false, message: 'По чеку уже произведено начисление.', code: 'TICKET_ALREADY_PROCESSED' },
      { id: 14, ok: false, message: 'По чеку уже произведено начисление.', code: 'TICKET_ALREADY_PROCESSED' },
    ]);
    expect(answer.results.map((r) => r.id)).toEqual(ids);
  });
});
