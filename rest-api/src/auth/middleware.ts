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

/**
 * Whether a routed request changes data: the route's own `config.writes` when it declares one (the
 * writing GETs of spec §7 declare `true`; signing in and out declare `false`), else every method but
 * GET, HEAD and OPTIONS. Decided on the ROUTE the router picked (whatever the case, %-encoding or
 * trailing slash of the URL), and a HEAD of a GET route carries that route's config.
 */
export function isWrite(method: string, writes: boolean | undefined): boolean {
  if (writes !== undefined) return writes;
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/** Marks a route as writing (a GET that changes data): a read-only token is refused on it. */
export function writing<T extends { config?: object }>(options: T): T & { config: { writes: true } } {
  return { ...options, config: { ...options.config, writes: true } };
}

/** On every answer to a read-only token (the gateway reads it, e.g. to refuse an editing lock). */
export const READ_ONLY_HEADER = 'x-token-read-only';

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /** Whether the route changes data (see isWrite); read-only tokens are refused on writing routes. */
    writes?: boolean;
  }
}

export function registerTokenResolution(app: FastifyInstance, repository: AuthRepository, now: () => Date): void {
  app.decorateRequest('auth', null);
  app.addHook('onRoute', (route) => {
    if (route.schema?.body && !route.config?.openapi?.public) route.preValidation = [route.preValidation ?? [], signedInBeforeValidation].flat();
  });
  // preValidation: after the body is parsed (a token may be in it), before the route's schema, so a
  // read-only token is refused on a writing route whatever its body.
  app.addHook('preValidation', async (request, reply) => {
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
    // No route matched (a 404): nothing to write through.
    if (stored.readOnly && request.routeOptions.url !== undefined && isWrite(request.routeOptions.method as string, request.routeOptions.config.writes)) {
      throw new HttpError(403, READ_ONLY_MESSAGE, { code: 'READ_ONLY_TOKEN' });
    }
    // The gateway keeps state of its own for a caller (the ticket editing locks): the header tells it
    // this caller may not write.
    if (stored.readOnly) void reply.header(READ_ONLY_HEADER, '1');
    request.auth = { user: { id: stored.userId, roleName: stored.roleName }, tokenId, personal: stored.personal, readOnly: stored.readOnly };
  });
}

/** The signed-in user, or 401 AUTHORIZATION_REQUIRED. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.auth) throw authorizationRequired();
  return request.auth.user;
}

/**
 * The hook of every route with a body schema but a public one: without a signed-in user the answer
 * is 401, as on every route, before the body is validated (a 422 would tell a stranger the route's
 * shape first).
 */
async function signedInBeforeValidation(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
