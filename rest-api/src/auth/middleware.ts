// Resolves the access token of every request (loopback-contract §5.1): an unknown token is anonymous,
// an expired one is deleted and answered 401 INVALID_TOKEN on any route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authorizationRequired, invalidToken } from '../errors';
import type { AuthUser } from '../models/definition';
import type { AuthRepository } from './repository';
import { hashToken, tokenFromRequest } from './tokens';

export interface RequestAuth {
  user: AuthUser;
  /** sha256 of the token, the id of its row. */
  tokenId: string;
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
    if (now().getTime() - stored.createdAt.getTime() >= stored.ttl * 1000) {
      await repository.deleteToken(tokenId);
      throw invalidToken();
    }
    if (stored.blocked) return;
    request.auth = { user: { id: stored.userId, roleName: stored.roleName }, tokenId };
  });
}

/** The signed-in user, or 401 AUTHORIZATION_REQUIRED. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw authorizationRequired();
  return request.auth.user;
}
