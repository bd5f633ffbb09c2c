// Bulk actions and undo (issue 25). The API's bulk routes run each record with the single action's
// rules; an API without them (capabilities say `missing`, or the call answers UPSTREAM_UNSUPPORTED)
// gets the single calls, FALLBACK_CONCURRENCY at a time, each refusal kept as that record's message.
// A filter becomes ids here (the list's own where and search, within the viewer's scope), at most
// BULK_LIMIT, so the API sees the same call either way.
import { GraphQLError } from 'graphql';
import type { Resolvers, TicketAction, TicketBulkAction, TicketWhere } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode, gatewayError } from '../../errors';
import { ticketBulk, undoActions, userBulk, type RestBulkResult, type RestBulkRow } from '../../upstream/bulk';
import type { CapabilityName } from '../../upstream/capabilities';
import { manualProcess, processNow, reject, tickets } from '../../upstream/tickets';
import { users } from '../../upstream/users';
import { combine, searchWhere, toLoopbackWhere, type WhereInput } from '../lists';
import { mayActOnTicket, mayManagePerson, mayUndo, partition } from '../../security/checks';
import { restTicketWhere, statusTakes } from '../tickets/status';

/** At most this many records a call (the API's own bound). */
export const BULK_LIMIT = 1000;
/** Single calls at once when the API has no bulk route. */
export const FALLBACK_CONCURRENCY = 4;

const tooMany = (count: number) =>
  gatewayError(ErrorCode.BAD_USER_INPUT, `Выбрано ${count}, а за один раз можно не более ${BULK_LIMIT}: уточните фильтр`, {
    upstreamCode: 'BULK_TOO_MANY',
    count,
    limit: BULK_LIMIT,
  });

function distinctIds(ids: readonly number[]): number[] {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Не выбрано ни одной записи', { upstreamCode: 'BULK_EMPTY' });
  if (distinct.length > BULK_LIMIT) throw tooMany(distinct.length);
  return distinct;
}

/**
 * A record the action was refused for, as the API's bulk routes answer it: the API's own code (the
 * web says it in the user's language) before the gateway's, and a key without a value left out.
 */
function refusedRow(id: number, error: GraphQLError): RestBulkRow {
  const code = String(error.extensions.upstreamCode ?? error.extensions.code ?? '');
  return code ? { id, ok: false, message: error.message, code } : { id, ok: false, message: error.message };
}

/** Runs `one` per id, `limit` at a time, in the ids' order of the answer. */
export async function loopSingles(action: string, ids: readonly number[], one: (id: number) => Promise<string | undefined>, limit = FALLBACK_CONCURRENCY): Promise<RestBulkResult> {
  const results: RestBulkRow[] = new Array(ids.length);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const index = next++;
      const id = ids[index]!;
      try {
        const status = await one(id);
        results[index] = status === undefined ? { id, ok: true } : { id, ok: true, status };
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        results[index] = refusedRow(id, error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, ids.length) }, worker));
  const succeeded = results.filter((r) => r.ok).length;
  return { action, total: results.length, succeeded, failed: results.length - succeeded, results };
}

/**
 * The bulk route, or the single calls when the API lacks it, for the records the policy lets the
 * caller act on (security/policy.ts); each refused record is that record's refusal in the answer.
 */
async function withFallback(
  ctx: GatewayContext,
  capability: CapabilityName,
  action: string,
  chosen: readonly number[],
  check: (id: number) => Promise<void>,
  bulk: (ids: number[]) => Promise<RestBulkResult>,
  singles: (ids: number[]) => Promise<RestBulkResult>,
): Promise<RestBulkResult> {
  const { allowed, refused } = await partition(chosen, check);
  const run = async (): Promise<RestBulkResult> => {
    if (!allowed.length) return { action, total: 0, succeeded: 0, failed: 0, results: [] };
    if (ctx.capabilities.state(capability) === 'missing') return singles(allowed);
    try {
      return await bulk(allowed);
    } catch (error) {
      if (error instanceof GraphQLError && error.extensions.code === ErrorCode.UPSTREAM_UNSUPPORTED) return singles(allowed);
      throw error;
    }
  };
  const answer = await run();
  if (!refused.size) return answer;
  const byId = new Map(answer.results.map((row) => [row.id, row]));
  const results = chosen.map((id): RestBulkRow => {
    const error = refused.get(id);
    return error ? refusedRow(id, error as GraphQLError) : byId.get(id)!;
  });
  const succeeded = results.filter((row) => row.ok).length;
  return { ...answer, action, total: results.length, succeeded, failed: results.length - succeeded, results };
}

/** The single action each bulk one is, whose status rule it follows. */
const BULK_ACTION = { reject: 'REJECT', process: 'PROCESS', score: 'SCORE' } as const satisfies Record<TicketBulkAction, TicketAction>;

/** The ids of the tickets list's where and search, as the list builds them (modules/tickets). */
async function ticketIdsOf(ctx: GatewayContext, where: TicketWhere | null | undefined, search: string | null | undefined): Promise<number[]> {
  const restWhere = combine([toLoopbackWhere(restTicketWhere((where ?? undefined) as WhereInput | undefined)), searchWhere(search, ['fiscalDocumentNumber'])]) ?? {};
  const count = await tickets.count(ctx.upstream, restWhere);
  if (count > BULK_LIMIT) throw tooMany(count);
  if (count === 0) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'По фильтру нет ни одного чека', { upstreamCode: 'BULK_EMPTY' });
  const rows = await tickets.find(ctx.upstream, { where: restWhere, fields: ['id'], order: 'id ASC', limit: BULK_LIMIT });
  return rows.map((row) => row.id);
}

export const bulkResolvers: Resolvers = {
  Mutation: {
    async bulkTickets(_parent, { action, ids, where, search, reason, score }, ctx) {
      const chosen = ids ? distinctIds(ids) : await ticketIdsOf(ctx, where, search);
      const why = reason?.trim() || undefined;
      return withFallback(
        ctx,
        'ticketBulk',
        action,
        chosen,
        // Each ticket as its own action would be: the role, the scope, then its status (a rejected one's
        // reason is not overwritten, a processed one's points stand: docs/adr/0042-actions-by-receipt-status.md).
        async (id) => {
          await mayActOnTicket(ctx, id, action === 'process' ? ['admin'] : undefined);
          await statusTakes(ctx, id, BULK_ACTION[action]);
        },
        (allowed) => ticketBulk(ctx.upstream, { action, ids: allowed, ...(why ? { reason: why } : {}), ...(score == null ? {} : { score }) }),
        (allowed) =>
          loopSingles(action, allowed, async (id) => {
            if (action === 'reject') return (await reject(ctx.upstream, id, why)).status ?? 'rejected';
            if (action === 'process') {
              await processNow(ctx.upstream, id);
              return (await tickets.findById(ctx.upstream, id)).status ?? undefined;
            }
            const points = score ?? (await tickets.findById(ctx.upstream, id)).score;
            if (points == null) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Баллы по чеку не рассчитаны: начислите их на странице чека', { upstreamCode: 'TICKET_NOT_SCORED' });
            return (await manualProcess(ctx.upstream, { ticketId: id, score: points })).status;
          }),
      );
    },
    async bulkPeople(_parent, { action, ids }, ctx) {
      const chosen = distinctIds(ids);
      const blocked = action === 'block';
      return withFallback(
        ctx,
        'userBulk',
        action,
        chosen,
        (id) => mayManagePerson(ctx, id),
        (allowed) => userBulk(ctx.upstream, { action, ids: allowed }),
        (allowed) =>
          loopSingles(action, allowed, async (id) => {
            await users.update(ctx.upstream, id, { blocked });
            return blocked ? 'blocked' : 'active';
          }),
      );
    },
    async undo(_parent, { action, ids, placeId }, ctx) {
      const chosen = distinctIds(ids);
      // Each record as the action undone would be checked (security/policy.ts): all of them, or none.
      const { refused } = await partition(chosen, (id) => mayUndo(ctx, action, id, placeId));
      if (refused.size) throw refused.values().next().value!;
      const [model, restAction] =
        action === 'TICKET_REJECT' ? (['Ticket', 'reject'] as const) : action === 'PERSON_BLOCK' ? (['User', 'block'] as const) : (['User', 'unassignPlace'] as const);
      if (ctx.capabilities.state('undo') === 'missing')
        throw gatewayError(ErrorCode.UPSTREAM_UNSUPPORTED, 'Этот API не поддерживает отмену действий', { route: 'POST /auditLogs/undo' });
      return undoActions(ctx.upstream, { model, action: restAction, ids: chosen, ...(placeId == null ? {} : { placeId }) });
    },
  },
};
