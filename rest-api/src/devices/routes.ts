// Device commands (decisions §7): the mobile app's devices keep a socket (handshake query
// `client=app`); admins count them and send them events, by user, role, place or all.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/middleware';
import { HttpError } from '../errors';
import type { DeviceScope, Realtime } from '../realtime/server';

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

export function registerDeviceRoutes(app: FastifyInstance, realtime: Realtime): void {
  const admin = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    if (user.roleName !== 'admin') throw new HttpError(403, 'Команды устройствам доступны только администраторам', { code: 'AUTHORIZATION_REQUIRED' });
  };

  app.post('/users/countSocketClients', async (request) => {
    admin(request);
    return { count: await realtime.countDevices(parseScope((request.body ?? {}) as Record<string, unknown>)) };
  });

  app.post('/users/emitSocketEvent', async (request) => {
    admin(request);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const event = typeof body.event === 'string' ? body.event.trim() : '';
    if (event === '') throw new HttpError(422, 'Требуется команда', { code: 'EVENT_REQUIRED' });
    if (!/^[\w.:-]{1,64}$/.test(event) || ['connect', 'disconnect', 'error', 'connect_error'].includes(event)) {
      throw new HttpError(422, 'Недопустимое имя команды', { code: 'INVALID_EVENT' });
    }
    const count = await realtime.emitToDevices(parseScope(body), event, body.payload ?? null);
    return { count };
  });
}
