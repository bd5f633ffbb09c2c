// Resolves the access token of every request (loopback-contract §5.1): an unknown token is anonymous,
// an expired one is deleted and answered 401 INVALID_TOKEN on any route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorizationRequired, HttpError, invalidToken } from '../errors';
import type { AuthUser } from '../models/definition';
import type { AuthRepository } from './repository';
import { hashToken, tokenFromRequest } from './tokens';

export interface RequestAuth {
  user: AuthUser;
  /** sha256 of the token, the id of its row. */
  tokenId: string;
  /** A personal API token (issue 17), not a sign-in session. */
  personal: boolean;
  /** A read-only personal token: every write is refused (403 READ_ONLY_TOKEN). */
  readOnly: boolean;
}

/** What a read-only token is told when it tries to write. */
export const READ_ONLY_MESSAGE = 'Токен только для чтения: изменения запрещены.';

/** Routes that change data although they are GETs (spec §7's processor routes). */
const WRITING_GETS = [
  /^\/tickets\/startAutoProcessing\/?$/,
  /^\/tickets\/stopAutoProcessing\/?$/,
  /^\/tickets\/process\/[^/]+\/?$/,
  /^\/users\/(setUserPlace|resetUserPlace|addPlace|removePlace)\//,
];
/** Writes a read-only token may still make: signing in anew, and signing itself out. */
const ALLOWED_WRITES = [/^\/users\/login\/?$/, /^\/users\/logout\/?$/];

/** Whether a request changes data (every method but GET, HEAD and OPTIONS, and the writing GETs). */
export function isWrite(method: string, path: string): boolean {
  if (method === 'GET' || method === 'HEAD') return WRITING_GETS.some((re) => re.test(path));
  return method !== 'OPTIONS' && !ALLOWED_WRITES.some((re) => re.test(path));
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
}

export function registerTokenResolution(app: FastifyInstance, repository: AuthRepository, now: () => Date): void {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    const token = tokenFromRequest({
      params: request.params,
      body: request.body,
      query: request.query,
      headers: request.headers,
    });
    if (!token) return;
    const tokenId = hashToken(token);
    const stored = await repository.findToken(tokenId);
    if (!stored) return;
    if (stored.ttl !== null && now().getTime() - stored.createdAt.getTime() >= stored.ttl * 1000) {
      await repository.deleteToken(tokenId);
      throw invalidToken();
    }
    if (stored.blocked) return;
    if (stored.readOnly && isWrite(request.method, request.url.split('?')[0]!)) {
      throw new HttpError(403, READ_ONLY_MESSAGE, { code: 'READ_ONLY_TOKEN' });
    }
    request.auth = { user: { id: stored.userId, roleName: stored.roleName }, tokenId, personal: stored.personal, readOnly: stored.readOnly };
  });
}

/** The signed-in user, or 401 AUTHORIZATION_REQUIRED. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw authorizationRequired();
  return request.auth.user;
}
