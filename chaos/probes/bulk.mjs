// Bulk actions and undo through the gateway (issue 40): the regional manager bulk-rejects and
// bulk-scores tickets and bulk-blocks people outside his cities; he undoes the administrator's reject
// and block; the administrator undoes each twice. Ground truth is the database: nothing outside the
// manager's scope changes, another's undo changes nothing, a second undo changes nothing.
import { scopes } from './matrix.mjs';
import { database, freshAddress, gql, isServerError, judge, login, note, PHONES, row } from '../lib.mjs';

const BULK_TICKETS =
  'mutation ($action: TicketBulkAction!, $ids: [Int!]) { bulkTickets(action: $action, ids: $ids, reason: "chaos", score: 5) { succeeded failed results { id ok } } }';
const BULK_PEOPLE = 'mutation ($action: PersonBulkAction!, $ids: [Int!]!) { bulkPeople(action: $action, ids: $ids) { succeeded failed results { id ok } } }';
const UNDO = 'mutation ($action: UndoableAction!, $ids: [Int!]!) { undo(action: $action, ids: $ids) { succeeded failed results { id ok } } }';

export async function bulkProbe(world) {
  const gw = world.gateways[0].url;
  const xff = freshAddress();
  const db = await database(world);
  const scope = row('bulk: the manager on tickets and people outside his cities');
  const undo = row("bulk: another's undo, double undo");
  try {
    const rm = await scopes(db).then((s) => s.rm);
    const q = async (sql, params = []) => (await db.query(sql, params)).rows;
    const snapshot = async (ticketIds, userIds) =>
      JSON.stringify([
        await q('select id, status, score, status_description from tickets where id = any($1) order by id', [ticketIds]),
        await q('select id, blocked from users where id = any($1) order by id', [userIds]),
      ]);
    const outsideTickets = (await q(`select id from tickets where status in ('new', 'manual', 'processed') order by id`))
      .map((t) => t.id)
      .filter((id) => !rm.tickets.has(id))
      .slice(0, 40);
    const outsidePeople = (await q(`select id from users where role_id not in (1) and not blocked order by id`))
      .map((u) => u.id)
      .filter((id) => !rm.users.has(id))
      .slice(0, 40);
    if (outsideTickets.length === 0 || outsidePeople.length === 0) throw new Error("no tickets or people outside the manager's cities");
    const manager = await login(world.apis[0].url, PHONES.rm, xff);
    const admin = await login(world.apis[0].url, PHONES.admin, xff);
    const call = async (r, token, query, variables, what) => {
      const answer = await gql(gw, query, variables, { token, xff, timeout: 60_000 });
      if (isServerError(answer)) {
        r.e500++;
        note(r, `${what}: ${answer.codes.join(',')}`);
      }
      return answer.data ? Object.values(answer.data)[0] : null;
    };
    // Scope: every row refused, the database unchanged.
    const before = await snapshot(outsideTickets, outsidePeople);
    for (const [query, variables, what] of [
      [BULK_TICKETS, { action: 'reject', ids: outsideTickets }, 'reject'],
      [BULK_TICKETS, { action: 'score', ids: outsideTickets }, 'score'],
      [BULK_TICKETS, { action: 'process', ids: outsideTickets }, 'process'],
      [BULK_PEOPLE, { action: 'block', ids: outsidePeople }, 'block'],
    ]) {
      const result = await call(scope, manager, query, variables, what);
      for (const r of result?.results ?? variables.ids.map((id) => ({ id, ok: false }))) judge(scope, !r.ok, `${what} of ${r.id} outside the manager's cities done`);
    }
    judge(scope, (await snapshot(outsideTickets, outsidePeople)) === before, "tickets or people outside the manager's cities changed in the database");

    // Undo: the administrator rejects a ticket and blocks a person of the manager's cities.
    const ticket = (await q(`select id from tickets where status in ('new', 'manual') and id = any($1) order by id limit 1`, [[...rm.tickets]]))[0]?.id;
    const person = (await q(`select id from users where role_id = 4 and not blocked and id > 4 and id = any($1) order by id limit 1`, [[...rm.users]]))[0]?.id;
    if (!ticket || !person) throw new Error("no ticket or vendor in the manager's cities to act on");
    const original = await snapshot([ticket], [person]);
    const rejected = await call(undo, admin, BULK_TICKETS, { action: 'reject', ids: [ticket] }, 'admin reject');
    const blocked = await call(undo, admin, BULK_PEOPLE, { action: 'block', ids: [person] }, 'admin block');
    if (rejected?.succeeded !== 1 || blocked?.succeeded !== 1) throw new Error(`the administrator's reject and block: ${JSON.stringify([rejected, blocked])}`);
    const acted = await snapshot([ticket], [person]);
    const attempt = async (token, expectOk, what) => {
      for (const [action, id] of [
        ['TICKET_REJECT', ticket],
        ['PERSON_BLOCK', person],
      ]) {
        const result = await call(undo, token, UNDO, { action, ids: [id] }, `${what} ${action}`);
        const ok = result?.results?.[0]?.ok === true;
        judge(undo, ok === expectOk, `${what} of ${action} ${id}: ${ok ? 'done' : 'refused'}`);
      }
    };
    await attempt(manager, false, "the manager's undo of the administrator's action");
    judge(undo, (await snapshot([ticket], [person])) === acted, "another's undo changed the database");
    await attempt(admin, true, "the administrator's own undo");
    await attempt(admin, false, "the administrator's second undo");
    judge(undo, (await snapshot([ticket], [person])) === original, 'after undo and a second undo the ticket and person are not as before');
  } finally {
    await db.end();
  }
  return [scope, undo];
}
