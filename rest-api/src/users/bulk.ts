// POST /users/bulk (issue 25): block or unblock many people at once, by ids or by a people list's
// filter (roleName, where, search), at most BULK_LIMIT. Each person runs PATCH /users/{id}'s own code
// (UsersRepository.patch: the scope, the audit row, the revoked tokens) in its own transaction.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/middleware';
import type { SessionEnder } from '../auth/routes';
import { BULK_LIMIT, bulkAnswerSchema, bulkInputError, parseBulkIds, runBulk, tooMany } from '../bulk/run';
import { HttpError } from '../errors';
import { isPlainObject } from '../models/filter/util';
import type { AuthUser } from '../models/definition';
import { assertRoleName, type UsersRepository } from './repository';

export const USER_BULK_ACTIONS = ['block', 'unblock'] as const;

const bulkBody = Type.Object(
  {
    action: Type.String({ description: 'block or unblock' }),
    ids: Type.Optional(Type.Array(Type.Unknown(), { description: `The people (at most ${BULK_LIMIT}); or leave out and give roleName with where/search` })),
    roleName: Type.Optional(Type.String({ description: 'With a filter: the people list (salesMan, vendor, regionalManager, admin)' })),
    where: Type.Optional(Type.Unknown({ description: 'A LoopBack where of the list' })),
    search: Type.Optional(Type.String({ description: 'The list’s search words' })),
  },
  { additionalProperties: false },
);

/** A refusal of the single route, in the words of a row of the results. */
function rowError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  if (error.statusCode === 404) return new HttpError(404, 'Пользователь не найден или недоступен', { code: error.code });
  if (error.statusCode === 403 && !/[а-яё]/i.test(error.message)) return new HttpError(403, 'Недостаточно прав', { code: error.code });
  return error;
}

async function idsOfFilter(users: UsersRepository, user: AuthUser, body: { roleName?: string; where?: unknown; search?: string }): Promise<number[]> {
  if (body.roleName === undefined) throw bulkInputError('Укажите людей (ids) или список (roleName) с фильтром');
  const role = assertRoleName(body.roleName);
  if (body.where !== undefined && body.where !== null && !isPlainObject(body.where)) throw bulkInputError('where: ожидается объект условий');
  const where = (body.where ?? undefined) as Record<string, unknown> | undefined;
  const { items, total } = await users.byRole(role, { where, fields: ['id'], order: 'id ASC', limit: BULK_LIMIT }, body.search, user);
  if (total > BULK_LIMIT) throw tooMany(total);
  if (total === 0) throw bulkInputError('По фильтру нет ни одного человека', 'BULK_EMPTY');
  return items.map((row) => Number(row.id));
}

export function registerUserBulkRoute(fastify: FastifyInstance, users: UsersRepository, sessions: SessionEnder): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post(
    '/users/bulk',
    {
      schema: { body: bulkBody },
      config: {
        openapi: {
          tags: ['User'],
          operationId: 'userBulk',
          summary: `Block or unblock many people (by ids or by a list's filter, at most ${BULK_LIMIT}): per person PATCH /users/{id}'s rules, scope and audit, each in its own transaction`,
          response: bulkAnswerSchema,
        },
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const { body } = request;
      if (!(USER_BULK_ACTIONS as readonly string[]).includes(body.action)) throw bulkInputError('Действие должно быть block или unblock');
      const blocked = body.action === 'block';
      const ids = parseBulkIds(body.ids, 'люди') ?? (await idsOfFilter(users, caller, body));
      const answer = await runBulk(
        body.action,
        ids,
        async (id) => {
          try {
            if (id === caller.id) throw new HttpError(422, 'Нельзя заблокировать или разблокировать самого себя', { code: 'BULK_SELF' });
            const current = await users.findById(id, { fields: ['id', 'blocked'] }, caller);
            if (current && Boolean(current.blocked) === blocked) {
              throw new HttpError(422, blocked ? 'Уже заблокирован' : 'Не заблокирован', { code: blocked ? 'ALREADY_BLOCKED' : 'NOT_BLOCKED' });
            }
            await users.patch(caller, id, { blocked }, id);
            return blocked ? 'blocked' : 'active';
          } catch (error) {
            throw rowError(error);
          }
        },
        request.log,
      );
      // Blocking revoked the people's tokens (committed by now): their open sockets end too.
      if (blocked) for (const row of answer.results) if (row.ok) sessions.endSessions({ userId: row.id });
      return answer;
    },
  );
}
