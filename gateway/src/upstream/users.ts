// People (spec §7): the stock `/users` and `/roles` routes, vendors with their online state, invites
// and a user's places.
import type { Upstream } from './client';
import { listRoute, model } from './loopback';
import type { RestInviteResult, RestRole, RestUser } from './types';

export const users = model<RestUser>('/users');
export const roles = model<RestRole>('/roles');

/** Every role (a handful of rows), by id. */
export const allRoles = (api: Upstream) => roles.find(api, { order: ['id ASC'] });

/** `/vendors/withOnline` keeps to vendors itself and adds `online` (a connected app device). */
export const vendorsWithOnline = listRoute<RestUser>('/vendors/withOnline', '/vendors/countWithOnline');

/** Who to invite (spec §7): the person's fields as the form sent them, trimmed. */
export interface InviteBody {
  name: string;
  surname: string;
  phone: string;
  sendCode?: boolean | null;
  email?: string | null;
  inn?: string | null;
  cityId?: number | null;
  /** The inviting user (sales reps and vendors). */
  inviterId?: number;
}

export const invite = {
  regionalManager: (api: Upstream, body: InviteBody) => api.post<RestInviteResult>('/regionalManagers/invite', body),
  salesMan: (api: Upstream, body: InviteBody) => api.post<RestInviteResult>('/salesMans/invite', body),
  vendor: (api: Upstream, body: InviteBody) => api.post<RestInviteResult>('/vendors/invite', body),
  /** An existing or new user by phone, assigned to a place with a role. */
  toPlace: (api: Upstream, body: { phone: string; roleName: string; placeId: number }) => api.post<RestInviteResult>('/users/invite', body),
};

/** A user's places (spec §7): GET routes that change the assignment; their answer is not used. */
export const userPlaces = {
  /** Makes `placeId` the user's main place. */
  set: (api: Upstream, userId: number, placeId: number) => api.get<unknown>(`/users/setUserPlace/${userId}/${placeId}`),
  reset: (api: Upstream, userId: number) => api.get<unknown>(`/users/resetUserPlace/${userId}`),
  add: (api: Upstream, userId: number, placeId: number) => api.get<unknown>(`/users/addPlace/${userId}/${placeId}`),
  remove: (api: Upstream, userId: number, placeId: number) => api.get<unknown>(`/users/removePlace/${userId}/${placeId}`),
};
