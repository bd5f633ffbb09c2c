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
import { AnyObject } from '../openapi/schemas';

const scopeDoc: Schema = {
  type: 'object',
  description: 'Which devices: {userId} | {roleName} | {placeId} | {} (all)',
  properties: { userId: { type: 'integer' }, roleName: { type: 'string' }, placeId: { type: 'integer' } },
};
const count: Schema = { $ref: '#/components/schemas/Count' };
/** The body is validated as an object; the scope and the event answer the route's own 422s. */
const body = { body: AnyObject() };

function parseScope(body: Record<string, unknown>): DeviceScope {
  const raw = body.scope === undefined || body.scope === null ? body : body.scope;
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new HttpError(422, 'scope должен быть объектом {userId} | {roleName} | {placeId} | {}', { code: 'INVALID_SCOPE' });
  const s = raw as Record<string, unknown>;
  const scope: DeviceScope = {};
  const int = (name: 'userId' | 'placeId') => {
    if (s[name] === undefined || s[name] === null || s[name] === '') return;
    const n = Number(s[name]);
    if (!Number.isInteger(n)) throw new HttpError(422, `${name} должен быть целым числом`, { code: 'INVALID_SCOPE' });
    scope[name] = n;
  };
  int('userId');
  int('placeId');
  if (typeof s.roleName === 'string' && s.roleName !== '') scope.roleName = s.roleName;
  return scope;
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
      schema: body,
      config: {
        openapi: {
          operationId: 'userCountSocketClients',
          tags: ['User'],
          summary: 'Count the connected app devices (admins): {count}',
          body: { type: 'object', properties: { scope: scopeDoc } },
          response: count,
        },
      },
    },
    async (request) => {
      admin(request);
      return { count: await realtime.countDevices(parseScope(request.body ?? {})) };
    },
  );

  app.post(
    '/users/emitSocketEvent',
    {
      schema: body,
      config: {
        openapi: {
          operationId: 'userEmitSocketEvent',
          tags: ['User'],
          summary: 'Send an event to the connected app devices (admins): {count} of devices',
          body: { type: 'object', required: ['event'], properties: { event: { type: 'string', pattern: '^[\\w.:-]{1,64}$' }, payload: {}, scope: scopeDoc } },
          response: count,
        },
      },
    },
    async (request) => {
      admin(request);
      const body = request.body ?? {};
      const event = typeof body.event === 'string' ? body.event.trim() : '';
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
