// Places (spec §7): the stock `/places` routes, the places of a user, the people of a place and
// assigning people to places by role.
import type { Upstream } from './client';
import { membership, model } from './loopback';
import type { RestPlace, RestPlaceUsers } from './types';

const PATH = '/places';

export const places = model<RestPlace>(PATH);

/** Places assigned (or not) to a user: `/places/find[Not]InUser/{userId}`. */
export const placesOfUser = membership<RestPlace>(PATH, 'User');

/** The role a person is assigned to a place with, as the route names it. */
export type PlaceRole = 'regionalManager' | 'salesMan' | 'vendor';

const placeRoute: Readonly<Record<PlaceRole, string>> = { regionalManager: 'RegionalManager', salesMan: 'SalesMan', vendor: 'Vendor' };

/** `POST /places/add{Role}` and `/places/remove{Role}`; their answer is not used. */
export const assignToPlace = (api: Upstream, role: PlaceRole, body: { userId: number; placeId: number }) => api.post<unknown>(`/places/add${placeRoute[role]}`, body);
export const unassignFromPlace = (api: Upstream, role: PlaceRole, body: { userId: number; placeId: number }) => api.post<unknown>(`/places/remove${placeRoute[role]}`, body);

/**
 * The users of many places in one call: the places with their people's relation (`relation`, the
 * API's name: upstream/shapes.ts) included (`scope` filters and orders them), only their ids otherwise.
 */
export const usersOfPlaces = (api: Upstream, placeIds: readonly number[], relation: string, scope: { where?: { roleId?: number }; order: string[] }) =>
  api.get<(RestPlaceUsers & Record<string, unknown>)[]>(PATH, {
    filter: { where: { id: { inq: placeIds } }, fields: ['id'], include: { relation, scope } },
  });
