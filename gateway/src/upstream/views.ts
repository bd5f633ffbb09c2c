// Saved views (issue 13): the signed-in user's named filters of a screen, over the API's
// owner-scoped `/savedViews` routes.
import type { Upstream } from './client';
import type { RestSavedView } from './types';

const PATH = '/savedViews';
const one = (id: string) => `${PATH}/${encodeURIComponent(id)}`;

/** The user's views, of one screen when `screen` is given. */
export const list = (api: Upstream, screen?: string | null) => api.get<RestSavedView[]>(PATH, screen == null ? {} : { filter: { where: { screen } } });

export const get = (api: Upstream, id: string) => api.get<RestSavedView>(one(id));

export const create = (api: Upstream, body: { screen: string; name: string; search: string }) => api.post<RestSavedView>(PATH, body);

export const rename = (api: Upstream, id: string, name: string) => api.patch<RestSavedView>(one(id), { name });

/** Answers `{count}`, as LoopBack does. */
export const remove = (api: Upstream, id: string) => api.delete<{ count: number }>(one(id));
