// `npm run bench:bulk -w gateway [-- --tickets 1000 --json]`: a bulk action on 1,000 tickets through
// the gateway (issue 25). Starts the compiled REST API (PGlite in memory, demo data) and the gateway
// as in production, uploads `tickets` receipts through the API as the demo vendor, then times
// `bulkTickets(action: reject, ids)` on all of them from the moment the mutation is sent until its
// answer (per-record transactions and audit rows included), and the undo of those rejects.
import { arg, emitRows, gatewayGql, log, signInCookie, startStack, waitFor, type BenchRow } from './lib';

// At most the bulk bound.
const TICKETS = arg('tickets', 1000, 1, 1000);

const { api, gateway, apiProcess, gatewayProcess } = await startStack();

const gql = <T>(cookie: string, query: string, variables: object = {}) => gatewayGql<T>(gateway, cookie, query, variables);

try {
  // The API seeds its demo data first: slow on a busy machine.
  await waitFor(`${api}/users/me`, 300_000);
  await waitFor(`${gateway}/health`, 300_000);
  const cookie = await signInCookie(gateway);
  // The receipts: uploaded by the demo vendor through the API (status new), 8 at a time.
  const vendor = (await (
    await fetch(`${api}/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ phone: '+79990000004', password: 'demo1234' }) })
  ).json()) as { accessToken: string };
  const ids: number[] = [];
  for (let start = 0; start < TICKETS; start += 8) {
    const batch = Array.from({ length: Math.min(8, TICKETS - start) }, (_, k) => start + k);
    const made = await Promise.all(
      batch.map(async (n) => {
        const res = await fetch(`${api}/tickets`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: vendor.accessToken },
          body: JSON.stringify({ t: '20261101T1200', s: '100.00', fn: '9999078900009999', i: String(500_000 + n), fp: String(4_000_000_000 + n), n: 1 }),
        });
        if (!res.ok) throw new Error(`upload ${n}: ${res.status} ${await res.text()}`);
        return ((await res.json()) as { id: number }).id;
      }),
    );
    ids.push(...made);
  }
  log(`${ids.length} receipts uploaded`);

  const started = performance.now();
  const answer = await gql<{ bulkTickets: { total: number; succeeded: number; failed: number } }>(
    cookie,
    'mutation ($ids: [Int!]) { bulkTickets(action: reject, ids: $ids, reason: "Бенчмарк") { total succeeded failed } }',
    { ids },
  );
  const rejectMs = performance.now() - started;
  const undoStarted = performance.now();
  const undone = await gql<{ undo: { total: number; succeeded: number; failed: number } }>(
    cookie,
    'mutation ($ids: [Int!]!) { undo(action: TICKET_REJECT, ids: $ids) { total succeeded failed } }',
    { ids },
  );
  const undoMs = performance.now() - undoStarted;
  log(`bulk reject of ${ids.length}: ${(rejectMs / 1000).toFixed(2)} s (${answer.bulkTickets.succeeded} done, ${answer.bulkTickets.failed} refused)`);
  log(`undo of those rejects: ${(undoMs / 1000).toFixed(2)} s (${undone.undo.succeeded} done, ${undone.undo.failed} refused)`);
  const rows: BenchRow[] = [
    {
      what: `bulk reject of ${ids.length.toLocaleString('en')} tickets through the gateway (one transaction and audit row each)`,
      figure: `${(rejectMs / 1000).toFixed(2)} s (${answer.bulkTickets.succeeded} done, ${answer.bulkTickets.failed} refused)`,
      goal: '≤ 10 s',
      met: rejectMs <= 10_000 && answer.bulkTickets.succeeded === ids.length,
    },
    {
      what: `undo of those ${ids.length.toLocaleString('en')} rejects through the gateway`,
      figure: `${(undoMs / 1000).toFixed(2)} s (${undone.undo.succeeded} done, ${undone.undo.failed} refused)`,
      goal: '≤ 10 s',
      met: undoMs <= 10_000 && undone.undo.succeeded === ids.length,
    },
  ];
  emitRows(rows);
} finally {
  gatewayProcess.kill('SIGTERM');
  apiProcess.kill('SIGTERM');
}
