// Real undo (issue 25): POST /auditLogs/undo reverses the caller's own recent action on records — a
// reject, a block, a place's unassignment — by a recorded reverse action: the values the action's
// audit row holds as `before` are written back, in one transaction per record with its own audit row
// (action `undo`). Refused per record, with a Russian reason, when someone (or something) changed the
// record after that action, when it is already undone, or when no such action of the caller's is
// recent enough. Nothing is delayed: the action was done at once, and its undo is a write of its own.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { Type } from 'typebox';
import { requireUser } from '../auth/middleware';
import { mayReview } from '../auth/scope';
import { bulkAnswerSchema, bulkInputError, parseBulkIds, runBulk } from '../bulk/run';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import { routeOptions } from '../openapi/docs';
import type { AuthUser } from '../models/definition';
import type { TicketsRepository } from '../tickets/repository';
import type { UsersRepository } from '../users/repository';
import { actorOf } from '../audit/context';
import { recordAudit } from '../audit/log';
import {
  addUserCityIfMissing,
  addUserPlaceIfMissing,
  cityOfPlace,
  firstLaterTouch,
  latestOwnAction,
  lockRecord,
  restoreTicketStatus,
  roleNameOf,
  ticketStatusNow,
  unblockUser,
  userBlocked,
  type UndoSource,
} from './repository';

/** How long after the action its author may undo it (the toast offers it for 10 s; the server is lenient). */
export const UNDO_WINDOW_MINUTES = 15;

/** What can be undone: model and action of the audit row. */
export const UNDOABLE = ['Ticket:reject', 'User:block', 'User:unassignPlace'] as const;

type Source = UndoSource;

const refused = (message: string, code: string) => new HttpError(422, message, { code });
const CONFLICT = 'Отменить нельзя: запись изменена после этого действия';

const undoBody = Type.Object(
  {
    model: Type.String({ description: 'Ticket or User' }),
    action: Type.String({ description: 'reject (Ticket), block or unassignPlace (User)' }),
    ids: Type.Array(Type.Unknown(), { description: 'The records (at most 1000)' }),
    placeId: Type.Optional(Type.Integer({ description: 'unassignPlace: the place unassigned' })),
  },
  { additionalProperties: false },
);

export interface UndoDeps {
  db: Kysely<DB>;
  tickets: TicketsRepository;
  users: UsersRepository;
}

/** The caller's latest such action on the record within the window, locked against a concurrent undo. */
async function sourceOf(trx: Transaction<DB>, model: string, action: string, id: number, caller: AuthUser, placeId: number | null): Promise<Source> {
  const source = await latestOwnAction(trx, { model, action, entityId: id, userId: caller.id, placeId, minutes: UNDO_WINDOW_MINUTES });
  if (!source) throw refused(`Отменять нечего: своё действие можно отменить в течение ${UNDO_WINDOW_MINUTES} минут`, 'UNDO_NOT_FOUND');
  return source;
}

/** Refuses when a later audit row touched the same fields (an undo of it included). */
async function assertNothingLater(trx: Transaction<DB>, model: string, id: number, source: Source, keys: string[], placeId: number | null): Promise<void> {
  const later = await firstLaterTouch(trx, model, id, source.id, keys, placeId);
  if (later === 'undo') throw refused('Действие уже отменено', 'UNDO_ALREADY');
  if (later !== undefined) throw refused(CONFLICT, 'UNDO_CONFLICT');
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export function registerUndoRoute(fastify: FastifyInstance, deps: UndoDeps): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { db, tickets, users } = deps;
  app.post(
    '/auditLogs/undo',
    routeOptions(
      {
        tags: ['AuditLog'],
        operationId: 'auditLogUndo',
        summary: `Undo the caller's own reject (Ticket), block or place unassignment (User) of the last ${UNDO_WINDOW_MINUTES} minutes, per record: the audit row's before-values written back unless the record changed since (422 per row), with an audit row 'undo'`,
        response: bulkAnswerSchema,
      },
      { body: undoBody },
    ),
    async (request) => {
      const caller = requireUser(request);
      const { body } = request;
      const kind = `${body.model}:${body.action}`;
      if (!(UNDOABLE as readonly string[]).includes(kind)) throw bulkInputError('Отменить можно отклонение чека, блокировку или снятие места', 'UNDO_UNSUPPORTED');
      const placeId = kind === 'User:unassignPlace' ? (body.placeId ?? null) : null;
      if (kind === 'User:unassignPlace' && placeId === null) throw bulkInputError('Укажите место (placeId)');
      if (kind === 'Ticket:reject' && !mayReview(caller)) throw new HttpError(403, 'Недостаточно прав', { code: 'AUTHORIZATION_REQUIRED' });
      const ids = parseBulkIds(body.ids, 'записи')!;
      const actor = actorOf(request);
      return runBulk(
        'undo',
        ids,
        async (id) => {
          // The record must still be the caller's to change (its scope may have changed since).
          if (body.model === 'Ticket') {
            if (!(await tickets.findById(id, { fields: ['id'] }, caller))) throw new HttpError(404, 'Чек не найден или недоступен', { code: 'MODEL_NOT_FOUND' });
          } else {
            try {
              await users.assertManageable(id, caller);
            } catch (error) {
              if (error instanceof HttpError && error.statusCode === 404) throw new HttpError(404, 'Пользователь не найден или недоступен', { code: error.code });
              if (error instanceof HttpError && error.statusCode === 403) throw new HttpError(403, 'Недостаточно прав', { code: error.code });
              throw error;
            }
          }
          return db.transaction().execute(async (trx) => {
            // The record first (the lock order of every write), then its trail.
            await lockRecord(trx, body.model === 'Ticket' ? 'Ticket' : 'User', id);
            const source = await sourceOf(trx, body.model, body.action, id, caller, placeId);
            const keys = Object.keys(source.after ?? {});
            await assertNothingLater(trx, body.model, id, source, keys.length ? keys : ['placeId'], placeId);
            const before = source.before ?? {};
            const after = source.after ?? {};
            switch (kind) {
              case 'Ticket:reject': {
                const current = await ticketStatusNow(trx, id);
                const now: Record<string, unknown> = current ?? {};
                if (!keys.every((key) => same(now[key], after[key]))) throw refused(CONFLICT, 'UNDO_CONFLICT');
                const status = keys.includes('status') ? String(before.status) : current!.status;
                const description = keys.includes('statusDescription') ? (before.statusDescription ?? null) : current!.statusDescription;
                await restoreTicketStatus(trx, id, status, description as string | null);
                await recordAudit(
                  trx,
                  { model: 'Ticket', entityId: id, action: 'undo', before: after, after: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])) },
                  actor,
                );
                return status;
              }
              case 'User:block': {
                if ((await userBlocked(trx, id)) !== true) throw refused(CONFLICT, 'UNDO_CONFLICT');
                await unblockUser(trx, id);
                await recordAudit(trx, { model: 'User', entityId: id, action: 'undo', before: { blocked: true }, after: { blocked: false } }, actor);
                return 'active';
              }
              default: {
                // User:unassignPlace: the assignment back, as assignPlace makes it (a regional manager: the place's city).
                const role = await roleNameOf(trx, id);
                if (role === 'regionalManager') {
                  const cityId = await cityOfPlace(trx, placeId!);
                  if (cityId === null) throw refused(CONFLICT, 'UNDO_CONFLICT');
                  if (!(await addUserCityIfMissing(trx, id, cityId))) throw refused(CONFLICT, 'UNDO_CONFLICT');
                } else if (!(await addUserPlaceIfMissing(trx, id, placeId!, caller.id))) throw refused(CONFLICT, 'UNDO_CONFLICT');
                await recordAudit(trx, { model: 'User', entityId: id, action: 'undo', before: null, after: { placeId } }, actor);
                return 'assigned';
              }
            }
          });
        },
        request.log,
      );
    },
  );
}
