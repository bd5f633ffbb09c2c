// Personal API tokens (issue 17): the signed-in user's own tokens, over `/users/me/apiTokens`. The
// API keeps only each token's hash; it answers the token once, on creation.
import type { Upstream } from './client';
import type { RestApiToken } from './types';

export type { RestApiToken } from './types';

const PATH = '/users/me/apiTokens';

export const list = (api: Upstream) => api.get<RestApiToken[]>(PATH);

/** `ttl` in seconds; null: never expires. */
export const create = (api: Upstream, body: { name: string; readOnly: boolean; ttl: number | null }) => api.post<RestApiToken & { token: string }>(PATH, body);

/** Answers the revoked token. */
export const revoke = (api: Upstream, id: string) => api.delete<RestApiToken>(`${PATH}/${encodeURIComponent(id)}`);
