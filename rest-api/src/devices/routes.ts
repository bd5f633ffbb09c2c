// Device commands (product-rules §7): the mobile app's devices keep a socket (handshake query
// `client=app`); admins count them and send them events, by user, role, place or all.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { actorOf } from '../audit/context';
import { recordAudit } from '../audit/log';
import type { DB } from '../db/schema';
import { requireUser } from '../auth/middleware';
import { HttpError } from '../errors';
import type { DeviceScope, Realtime } from '../realtime/server';
import type { Schema } from '../openapi/docs';
import { Type, type Static } from 'typebox';

/** Which devices: {userId} | {roleName} | {placeId} | {} (all), as `scope` or the body itself. */
const scopeFields = {
  userId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  roleName: Type.Optional(Type.String()),
  placeId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
};
const scoped = {
  ...scopeFields,
  scope: Type.Optional(Type.Object(scopeFields, { additionalProperties: false, description: 'Which devices: {userId} | {roleName} | {placeId} | {} (all)' })),
};
const CountBody = Type.Object(scoped, { additionalProperties: false });
const EmitBody = Type.Object(
  {
    event: Type.Optional(Type.String({ description: 'A name of `^[\\w.:-]{1,64}$`, not a socket.io one (else 422 INVALID_EVENT; none: EVENT_REQUIRED)' })),
    payload: Type.Optional(Type.Unknown()),
    ...scoped,
  },
  { additionalProperties: false },
);
const count: Schema = { $ref: '#/components/schemas/Count' };

function parseScope(body: Static<typeof CountBody>): DeviceScope {
  const { userId, roleName, placeId } = body.scope ?? body;
  return { ...(userId ? { userId } : {}), ...(roleName ? { roleName } : {}), ...(placeId ? { placeId } : {}) };
}

export function registerDeviceRoutes(fastify: FastifyInstance, realtime: Realtime, db: Kysely<DB>): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const admin = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    if (user.roleName !== 'admin') throw new HttpError(403, 'Команды устройствам доступны только администраторам', { code: 'AUTHORIZATION_REQUIRED' });
  };

  app.post(
    '/users/countSocketClients',
    {
      schema: { body: CountBody },
      config: {
        openapi: {
          operationId: 'userCountSocketClients',
          tags: ['User'],
          summary: 'Count the connected app devices (admins): {count}',
          response: count,
        },
      },
    },
    async (request) => {
      admin(request);
      return { count: await realtime.countDevices(parseScope(request.body)) };
    },
  );

  app.post(
    '/users/emitSocketEvent',
    {
      schema: { body: EmitBody },
      config: {
        openapi: {
          operationId: 'userEmitSocketEvent',
          tags: ['User'],
          summary: 'Send an event to the connected app devices (admins): {count} of devices',
          response: count,
        },
      },
    },
    async (request) => {
      admin(request);
      const { body } = request;
      const event = (body.event ?? '').trim();
      if (event === '') throw new HttpError(422, 'Требуется команда', { code: 'EVENT_REQUIRED' });
      if (!/^[\w.:-]{1,64}$/.test(event) || ['connect', 'disconnect', 'error', 'connect_error'].includes(event)) {
        throw new HttpError(422, 'Недопустимое имя команды', { code: 'INVALID_EVENT' });
      }
      const scope = parseScope(body);
      const count = await realtime.emitToDevices(scope, event, body.payload ?? null);
      // The command, its scope and how many devices got it; the payload is not kept (it may carry anything).
      await recordAudit(db, { model: 'Device', entityId: scope.userId ?? null, action: 'command', after: { event, scope, count } }, actorOf(request));
      return { count };
    },
  );
}
