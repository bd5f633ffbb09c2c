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

export const countSocketClients = (api: Upstream, scope: DeviceScopeBody) => api.post<CountAnswer>('/users/countSocketClients', { scope });

/** Sends `event` with `payload` to the devices of `scope`; answers how many got it. */
export const emitSocketEvent = (api: Upstream, body: { event: string; payload: unknown; scope: DeviceScopeBody }) => api.post<CountAnswer>('/users/emitSocketEvent', body);
