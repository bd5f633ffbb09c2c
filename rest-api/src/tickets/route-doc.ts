// What the ticket routes share (routes.ts, edit-routes.ts): a route's document under the tag Ticket,
// and the role check of staff-only routes.
import { HttpError } from '../errors';
import type { AuthUser } from '../models/definition';
import { routeOptions, type RouteDoc, type RouteSchema } from '../openapi/docs';

export function requireRole(user: AuthUser, roles: readonly string[]): void {
  if (!roles.includes(user.roleName ?? '')) throw new HttpError(403, 'Недостаточно прав', { code: 'AUTHORIZATION_REQUIRED' });
}

/** A route's validated schema (fastify) and its document (tag Ticket). */
export const doc = <S extends RouteSchema = Record<never, never>>(openapi: Omit<RouteDoc, 'tags'>, schema: S = {} as S) => routeOptions({ tags: ['Ticket'], ...openapi }, schema);
