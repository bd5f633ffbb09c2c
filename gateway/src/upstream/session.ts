// Sign-in, the signed-in user and sign-out (spec §7, loopback-contract §5).
import type { Upstream } from './client';
import type { RestLoginResult, RestTokenAnswer, RestUser } from './types';

/** `GET /users/me`: the token's user (401 for a stale or revoked token). */
export const me = (api: Upstream) => api.get<RestUser>('/users/me');

/**
 * The spec's answer is the user with `accessToken` and `ttl`; a login built on stock LoopBack
 * answers the token object (`{id, ttl, userId[, user]}`), and then the user is read with the new
 * token (loopback-contract.md §11).
 */
export async function login(api: Upstream, phone: string, password: string): Promise<RestLoginResult> {
  const answer = await api.post<RestLoginResult | RestTokenAnswer>('/users/login', { phone, password });
  if ('accessToken' in answer && answer.accessToken) return answer;
  const token = answer as RestTokenAnswer;
  const user = token.user ?? (await me(api.withToken(token.id)));
  return { ...user, accessToken: token.id, ttl: token.ttl };
}

export const logout = (api: Upstream) => api.post<unknown>('/users/logout');

/** Answers the message to show: the API sends a JSON string, or `{message}`. */
export const renewToken = (api: Upstream, phone: string) =>
  api.post<string | { message?: string }>('/users/renewToken', { phone }).then((r) => (typeof r === 'string' ? r : (r?.message ?? '')));
