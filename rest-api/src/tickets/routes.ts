// The ticket routes (spec §7, product-rules §3–§4): reads scoped by role, reject, manual scoring, edit,
// process now, the auto-processor's start/stop/state, the mobile app's upload, user details, stats.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { requireUser, writing } from '../auth/middleware';
import { REVIEWERS } from '../auth/scope';
import type { DB } from '../db/schema';
import { HttpError, modelNotFound } from '../errors';
import { parseObjectParam } from '../models/filter';
import type { AuthUser } from '../models/definition';
import { parseId } from '../models/routes';
import type { AutoProcessor, ProcessorState } from '../processor/auto';
import type { CatalogueCache } from '../processor/catalogue';
import { fetchStored, type FiscalProvider } from '../processor/fiscal';
import { manualProcess } from '../processor/manual-score';
import { delayTicket, DESCRIPTIONS, processTicket, settleWithoutReceipt } from '../processor/process';
import { registerTicketEditRoutes } from './edit-routes';
import { registerTicketUploadRoute } from './upload-route';
import { doc, requireRole } from './route-doc';
import { assertStatusTakesActions } from './status-actions';
import { actorOf, type AuditActor } from '../audit/context';
import { changedFields, recordAudit } from '../audit/log';
import { ticketSnapshot } from '../audit/tickets';
import { ticketToProcess, ticketTransactions, type TicketsRepository } from './repository';
import { ticketStats } from './stats';
import { changeTicketStatus, PATCHABLE_STATUSES } from './status-change';
import { TICKET_STATUSES } from './mapper';
import { registerTicketBulkRoute } from './bulk';
import { ref } from '../openapi/docs';
import { FilterQuery, IdParams, IdString, SearchQuery, WhereQuery } from '../openapi/schemas';
import { Type, type Static } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { countByStatusAnswer, ManualProcessBody, manualScore, processorState, StatsQuery, statsAnswer, TicketPatchBody, transactionsAnswer, userDetailsAnswer } from './schemas';

export interface TicketRouteDeps {
  db: Kysely<DB>;
  caseFoldCollation: string | null;
  tickets: TicketsRepository;
  processor: AutoProcessor;
  catalogue: CatalogueCache;
  provider: FiscalProvider;
  now: () => Date;
}

const ticket = ref('Ticket');
const ticketList = { type: 'array', items: ticket };

export function registerTicketRoutes(fastify: FastifyInstance, deps: TicketRouteDeps): void {
  const { db, tickets, processor, catalogue, provider, now } = deps;
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  /** The ticket as the user may see it, or 404. */
  const visible = async (user: AuthUser, rawId: string, filter?: unknown) => {
    const id = parseId(rawId);
    const found = id === null ? null : await tickets.findById(id, filter, user);
    if (!found || id === null) throw modelNotFound('Ticket', rawId);
    return { id, ticket: found };
  };

  /** Process one ticket now (GET /tickets/process/{id} and the bulk action): the same checks and audit. */
  const processNow = async (id: number, actor: AuditActor): Promise<void> => {
    const row = await ticketToProcess(db, id);
    assertStatusTakesActions(row.status);
    const cat = await catalogue.get();
    let receipt = null;
    if (!row.hasItems) {
      const answer = await fetchStored(provider, row, cat.products);
      if (answer.kind === 'found') receipt = answer.receipt;
      else {
        // Staff's "process now" without a receipt yet (delayed) or ever (rejected) is audited as well.
        await db.transaction().execute(async (trx) => {
          const before = await ticketSnapshot(trx, id);
          if (answer.kind === 'notReady') await delayTicket(trx, id, row.retryCount, now());
          else await settleWithoutReceipt(trx, id, 'rejected', DESCRIPTIONS.notFound);
          const change = changedFields(before, await ticketSnapshot(trx, id), ['status', 'statusDescription']);
          if (Object.keys(change.after).length > 0) await recordAudit(trx, { model: 'Ticket', entityId: id, action: 'process', ...change }, actor);
        });
      }
      if (answer.kind !== 'found') return;
    }
    const result = await processTicket(db, cat, id, receipt, actor);
    if (result.outcome !== 'skipped') await processor.recordHistory({ processed: 0, rejected: 0, delayed: 0, manual: 0, failed: 0, [result.outcome]: 1 });
  };

  registerTicketBulkRoute(app, { db, tickets, catalogue, processNow });

  const find = async (user: AuthUser, query: Static<typeof SearchQuery>) => tickets.find(parseObjectParam(query.filter), user, tickets.search(query.search));
  app.get(
    '/tickets',
    doc({ operationId: 'ticketFind', summary: 'Tickets within the scope (LoopBack filter, search words)', response: ticketList }, { querystring: SearchQuery }),
    async (request) => find(requireUser(request), request.query),
  );
  app.get(
    '/tickets/all',
    doc({ operationId: 'ticketAll', summary: 'Tickets within the scope, as GET /tickets (the spec’s client calls both)', response: ticketList }, { querystring: SearchQuery }),
    async (request) => find(requireUser(request), request.query),
  );

  app.get(
    '/tickets/count',
    doc({ operationId: 'ticketCount', summary: 'Count tickets within the scope: {count}', response: ref('Count') }, { querystring: WhereQuery }),
    async (request) => {
      const user = requireUser(request);
      const { query } = request;
      return { count: await tickets.count(parseObjectParam(query.where), user, tickets.search(query.search)) };
    },
  );

  /**
   * The tickets screen's named filters (issue 22): for a `where` (and search) without the status, the
   * count of every status and of all, each exactly what `GET /tickets/count` answers for the same
   * where with that status — so a button's count is the total its list shows. Within the user's
   * scope; the status deltas answer what only names statuses and places, indexed counts the rest.
   */
  app.get(
    '/tickets/countByStatus',
    doc(
      {
        operationId: 'ticketCountByStatus',
        summary: 'Counts of tickets by status for a where (its status ignored) within the scope: {total, statuses[{status, count}]}',
        response: countByStatusAnswer,
      },
      { querystring: WhereQuery },
    ),
    async (request) => {
      const user = requireUser(request);
      const { query } = request;
      const base = withoutStatus(parseObjectParam(query.where));
      const search = tickets.search(query.search);
      // One grouped query (was seven counts): the total is the sum of every status's count.
      const counts = await tickets.countPerStatus(base, user, search);
      const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
      return { total, statuses: TICKET_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })) };
    },
  );

  app.get(
    '/tickets/findOne',
    doc({ operationId: 'ticketFindOne', summary: 'The first ticket matching the filter (404 when none)', response: ticket }, { querystring: FilterQuery }),
    async (request) => {
      const user = requireUser(request);
      const found = await tickets.findOne(parseObjectParam(request.query.filter), user);
      if (!found) throw modelNotFound('Ticket', undefined);
      return found;
    },
  );

  app.get(
    '/tickets/stats',
    doc(
      {
        operationId: 'ticketStats',
        summary: 'Counts and sums of tickets by keys, plan vs fact, or activity by sales rep / vendor, within the scope (vendors: 403)',
        response: statsAnswer,
      },
      { querystring: StatsQuery },
    ),
    async (request) => {
      const user = requireUser(request);
      const { query } = request;
      return ticketStats(db, deps.caseFoldCollation, user, query, parseObjectParam(query.where));
    },
  );

  // --- the auto-processor -------------------------------------------------------------------------
  /** GET `path`: the auto-processor started or stopped (`change`) by an admin; its state. */
  const processorSwitch = (path: string, operationId: string, summary: string, change: (actor: AuditActor) => Promise<ProcessorState>) =>
    app.get(path, writing(doc({ operationId, summary, response: processorState })), async (request) => {
      requireRole(requireUser(request), ['admin']);
      return change(actorOf(request));
    });
  processorSwitch('/tickets/startAutoProcessing', 'ticketStartAutoProcessing', 'Start the auto-processor (admins): its state', (actor) => processor.requestStart(actor));
  processorSwitch('/tickets/stopAutoProcessing', 'ticketStopAutoProcessing', 'Stop the auto-processor (admins): its state', (actor) => processor.requestStop(actor));
  app.get(
    '/tickets/autoProcessing',
    doc({
      operationId: 'ticketAutoProcessing',
      summary: 'The auto-processor’s state: status, hourly history, tickets by status (admins, regional managers)',
      response: processorState,
    }),
    async (request) => {
      requireRole(requireUser(request), REVIEWERS);
      return processor.state();
    },
  );

  // --- one ticket ---------------------------------------------------------------------------------
  app.get(
    '/tickets/:id',
    doc({ operationId: 'ticketFindById', summary: 'One ticket within the scope (404 otherwise)', response: ticket }, { params: IdParams, querystring: FilterQuery }),
    async (request) => {
      const user = requireUser(request);
      return (await visible(user, request.params.id, parseObjectParam(request.query.filter))).ticket;
    },
  );

  /** Reject (status `rejected` with statusDescription), or send back to the queue / to manual review. */
  app.patch(
    '/tickets/:id',
    doc(
      { operationId: 'ticketPatchAttributes', summary: 'Reject a ticket, or send it back to the queue (new) or to manual review (staff; a processed one: 422)', response: ticket },
      { params: IdParams, body: TicketPatchBody },
    ),
    async (request) => {
      const user = requireUser(request);
      requireRole(user, REVIEWERS);
      const { id } = await visible(user, request.params.id);
      const body: Record<string, unknown> = request.body ?? {};
      const allowed = new Set(['status', 'statusDescription', 'id']);
      const unknown = Object.keys(body).filter((key) => !allowed.has(key));
      if (unknown.length > 0) throw new HttpError(422, `Эти поля чека нельзя изменить: ${unknown.join(', ')}`, { code: 'READ_ONLY_PROPERTY' });
      const status = body.status === undefined ? undefined : String(body.status);
      if (status !== undefined && !(PATCHABLE_STATUSES as readonly string[]).includes(status)) {
        throw new HttpError(422, 'Статус чека можно сменить только на rejected, manual или new', { code: 'INVALID_STATUS' });
      }
      const description = body.statusDescription === undefined || body.statusDescription === null ? null : String(body.statusDescription).trim();
      await changeTicketStatus(db, id, status, description, actorOf(request));
      return (await visible(user, String(id))).ticket;
    },
  );

  app.post(
    '/tickets/manualProcess',
    doc({ operationId: 'ticketManualProcess', summary: 'Score a ticket by hand (staff): the ticket', response: ticket }, { body: ManualProcessBody }),
    async (request) => {
      const user = requireUser(request);
      requireRole(user, REVIEWERS);
      const body = request.body ?? {};
      if (body.ticketId === undefined || body.ticketId === null) throw new HttpError(422, 'Не определен идентификатор обрабатываемого чека.', { code: 'TICKET_REQUIRED' });
      const score = manualScore(body.score);
      const { id } = await visible(user, String(body.ticketId));
      await manualProcess(db, await catalogue.get(), id, score, actorOf(request), assertStatusTakesActions);
      return (await visible(user, String(id))).ticket;
    },
  );

  /** Process one ticket now (admins): fetch its receipt when it has no lines, then score it. */
  app.get(
    '/tickets/process/:id',
    writing(
      doc(
        { operationId: 'ticketProcess', summary: 'Process one ticket now (admins): fetch its receipt when it has no lines, then score it; the ticket', response: ticket },
        { params: IdParams, querystring: FilterQuery },
      ),
    ),
    async (request) => {
      const user = requireUser(request);
      requireRole(user, ['admin']);
      const { id } = await visible(user, request.params.id);
      await processNow(id, actorOf(request));
      return (await visible(user, String(id), parseObjectParam(request.query.filter))).ticket;
    },
  );

  registerTicketEditRoutes(app, { db, catalogue, visible });

  registerTicketUploadRoute(app, { db, tickets, now });

  /** The fiscal details of a user's latest receipt (prefills a correction). */
  app.get(
    '/ticket/userDetails/:userId',
    doc(
      { operationId: 'ticketUserDetails', summary: 'The fiscal details of a user’s latest receipt (prefills a correction)', response: userDetailsAnswer },
      { params: Type.Object({ userId: IdString('The user id') }) },
    ),
    async (request) => {
      const user = requireUser(request);
      const userId = parseId(request.params.userId);
      if (userId === null) throw modelNotFound('User', request.params.userId);
      const found = await tickets.find(
        { where: { userId, fiscalDriveNumber: { neq: null } }, order: 'dateTime DESC', limit: 1, fields: ['fiscalDriveNumber', 'userInn', 'kktRegId', 'operator', 'ofd'] },
        user,
      );
      const last = found[0] ?? {};
      return {
        fiscalDriveNumber: last.fiscalDriveNumber ?? null,
        userInn: last.userInn ?? null,
        kktRegId: last.kktRegId ?? null,
        operator: last.operator ?? null,
        ofd: last.ofd ?? null,
      };
    },
  );

  /** A user's transactions (accruals), newest first. */
  app.get(
    '/tickets/:id/transactions',
    doc({ operationId: 'ticketTransactions', summary: 'The accruals of a ticket', response: transactionsAnswer }, { params: IdParams }),
    async (request) => {
      const user = requireUser(request);
      const { id } = await visible(user, request.params.id);
      return ticketTransactions(db, id);
    },
  );
}

/** A where object without its top-level status (the named filter the counts replace); undefined when empty. */
function withoutStatus(where: unknown): Record<string, unknown> | undefined {
  if (!where || typeof where !== 'object' || Array.isArray(where)) return undefined;
  const rest = Object.fromEntries(Object.entries(where).filter(([key]) => key !== 'status'));
  return Object.keys(rest).length > 0 ? rest : undefined;
}
