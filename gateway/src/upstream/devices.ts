// The app devices connected to the API's socket (spec §7, §8): how many, and commands to them.
import type { Upstream } from './client';

/** Which devices: of a user, of a role, of a place's users; unset fields are left out. */
export interface DeviceScopeBody {
  userId?: number;
  roleName?: string;
  placeId?: number;
}

/** Both routes answer `{count}`; an answer without it is the caller's to refuse. */
type CountAnswer = { count?: unknown } | null;

/**
 * The scope both as the body's `scope` (spec §7, rest-api) and at its top: an API that takes the whole
 * body as the scope counted every device for every person without it (issue 37).
 */
const scoped = (scope: DeviceScopeBody) => ({ scope, ...scope });

export const countSocketClients = (api: Upstream, scope: DeviceScopeBody) => api.post<CountAnswer>('/users/countSocketClients', scoped(scope));

/** Sends `event` with `payload` to the devices of `scope`; answers how many got it. */
export const emitSocketEvent = (api: Upstream, { scope, ...body }: { event: string; payload: unknown; scope: DeviceScopeBody }) =>
  api.post<CountAnswer>('/users/emitSocketEvent', { ...body, ...scoped(scope) });
