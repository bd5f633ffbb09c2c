import type { Resolvers } from '../../__generated__/resolvers-types';
import { ErrorCode, gatewayError } from '../../errors';
import { requireRole } from '../../security/scope';
import { countSocketClients, emitSocketEvent, type DeviceScopeBody } from '../../upstream/devices';

/** The scope as the API takes it, unset fields left out. */
function scopeBody(scope: { userId?: number | null; roleName?: string | null; placeId?: number | null } | null | undefined): DeviceScopeBody {
  return Object.fromEntries(Object.entries(scope ?? {}).filter(([, v]) => v != null));
}

/** Spec §8: a count missing from the answer is 'Неизвестный ответ сервера'. */
function countOf(answer: { count?: unknown } | null | undefined): number {
  if (typeof answer?.count !== 'number') throw gatewayError(ErrorCode.UPSTREAM_ERROR, 'Неизвестный ответ сервера');
  return answer.count;
}

export const deviceResolvers: Resolvers = {
  Query: {
    async deviceCount(_p, { scope }, ctx) {
      await requireRole(ctx, ['admin']);
      return countOf(await countSocketClients(ctx.upstream, scopeBody(scope)));
    },
  },
  Mutation: {
    async sendDeviceCommand(_p, { event, payload, scope }, ctx) {
      // Spec §5: a device command requires an event name.
      if (!event.trim()) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Требуется команда', { field: 'event' });
      return countOf(await emitSocketEvent(ctx.upstream, { event: event.trim(), payload: payload ?? null, scope: scopeBody(scope) }));
    },
  },
};
