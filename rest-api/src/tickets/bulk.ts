// POST /tickets/bulk (issue 25): reject, process or score many tickets at once, by ids or by the
// list's filter (where and search), at most BULK_LIMIT. Each ticket runs the single action's own code
// (status-change.ts, the route's processNow, processor/process.ts's manualProcess) in its own
// transaction with its own audit row; the answer says, per ticket, what happened or why not.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { actorOf, type AuditActor } from '../audit/context';
import { requireUser } from '../auth/middleware';
import { REVIEWERS } from '../auth/scope';
import { BULK_LIMIT, bulkAnswerSchema, bulkInputError, parseBulkIds, runBulk, tooMany } from '../bulk/run';
import { HttpError } from '../errors';
import { isPlainObject } from '../models/filter/util';
import type { AuthUser } from '../models/definition';
import type { Catalogue } from '../processor/catalogue';
import { manualProcess } from '../processor/manual-score';
import type { TicketsRepository } from './repository';
import { manualScore } from './schemas';
import { doc, requireRole } from './route-doc';
import { changeTicketStatus } from './status-change';
import { assertStatusTakesActions } from './status-actions';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';

export const TICKET_BULK_ACTIONS = ['reject', 'process', 'score'] as const;
export type TicketBulkAction = (typeof TICKET_BULK_ACTIONS)[number];

/** Who may run each action: the single route's roles. */
const ROLES: Record<TicketBulkAction, readonly string[]> = { reject: REVIEWERS, score: REVIEWERS, process: ['admin'] };

const NOT_VISIBLE = 'Чек не найден или недоступен';

export interface TicketBulkDeps {
  db: Kysely<DB>;
  tickets: TicketsRepository;
  catalogue: { get(): Promise<Catalogue> };
  processNow(id: number, actor: AuditActor): Promise<void>;
}

const bulkBody = Type.Object(
  {
    action: Type.String({ description: 'reject, process or score' }),
    ids: Type.Optional(Type.Array(Type.Unknown(), { description: `The tickets (at most ${BULK_LIMIT}); or leave out and give where/search` })),
    where: Type.Optional(Type.Unknown({ description: 'A LoopBack where (the list’s filter); its matches within the scope, at most 1000' })),
    search: Type.Optional(Type.String({ description: 'The list’s search words' })),
    reason: Type.Optional(Type.String({ description: 'reject: the statusDescription' })),
    score: Type.Optional(Type.Unknown({ description: 'score: points for every ticket (default: each ticket’s computed score)' })),
  },
  { additionalProperties: false },
);

/** The ids of a filter's matches within the user's scope; 422 above the cap. */
async function idsOfFilter(tickets: TicketsRepository, user: AuthUser, where: unknown, search: unknown): Promise<number[]> {
  if (where !== undefined && where !== null && !isPlainObject(where)) throw bulkInputError('where: ожидается объект условий');
  const words = tickets.search(search);
  const count = await tickets.count(where ?? undefined, user, words);
  if (count > BULK_LIMIT) throw tooMany(count);
  if (count === 0) throw bulkInputError('По фильтру нет ни одного чека', 'BULK_EMPTY');
  const rows = await tickets.find({ where: where ?? undefined, fields: ['id'], order: 'id ASC', limit: BULK_LIMIT }, user, words);
  return rows.map((row) => Number(row.id));
}

export function registerTicketBulkRoute(fastify: FastifyInstance, deps: TicketBulkDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, tickets, catalogue } = deps;
  app.post(
    '/tickets/bulk',
    doc(
      {
        operationId: 'ticketBulk',
        summary: `Reject, process or score many tickets (by ids or by a filter, at most ${BULK_LIMIT}): per ticket the same rules, scope and audit as the single action, each in its own transaction`,
        response: bulkAnswerSchema,
      },
      { body: bulkBody },
    ),
    async (request) => {
      const user = requireUser(request);
      const { body } = request;
      const action = body.action as TicketBulkAction;
      if (!(TICKET_BULK_ACTIONS as readonly string[]).includes(action)) throw bulkInputError('Действие должно быть reject, process или score');
      requireRole(user, ROLES[action]);
      let fixedScore: number | null = null;
      if (action === 'score' && body.score !== undefined && body.score !== null) {
        fixedScore = manualScore(body.score);
      }
      const reason = typeof body.reason === 'string' && body.reason.trim() !== '' ? body.reason.trim().slice(0, 500) : null;
      const ids = parseBulkIds(body.ids, 'чеки') ?? (await idsOfFilter(tickets, user, body.where, body.search));
      // Within the scope: what the user may not see is refused per row, as the single route's 404.
      const seen = await tickets.find({ where: { id: { inq: ids } }, fields: ['id', 'status', 'score'], limit: ids.length }, user);
      const visible = new Map(seen.map((row) => [Number(row.id), row]));
      const actor = actorOf(request);
      const cat = action === 'score' ? await catalogue.get() : null;
      const statusOf = async (id: number) => String((await tickets.findById(id, { fields: ['id', 'status'] }, user))?.status ?? '');
      return runBulk(
        action,
        ids,
        async (id) => {
          const row = visible.get(id);
          if (!row) throw new HttpError(404, NOT_VISIBLE, { code: 'MODEL_NOT_FOUND' });
          switch (action) {
            case 'reject':
              await changeTicketStatus(db, id, 'rejected', reason, actor);
              return 'rejected';
            case 'process':
              await deps.processNow(id, actor);
              return statusOf(id);
            case 'score': {
              if (row.status !== 'manual' && row.status !== 'processed') {
                throw new HttpError(422, 'Начислить баллы списком можно только по чекам на ручной проверке', { code: 'TICKET_NOT_MANUAL' });
              }
              const amount = fixedScore ?? (row.score === null || row.score === undefined ? null : Number(row.score));
              if (amount === null) throw new HttpError(422, 'Баллы по чеку не рассчитаны: начислите их на странице чека', { code: 'TICKET_NOT_SCORED' });
              return (await manualProcess(db, cat!, id, amount, actor, assertStatusTakesActions)).status;
            }
          }
        },
        request.log,
      );
    },
  );
}
