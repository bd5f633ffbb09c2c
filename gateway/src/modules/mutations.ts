// Shared pieces of every mutation: the role check the gateway makes before a write reaches the API
// (decisions §1; the API checks scope again), and create/update/delete over LoopBack's stock routes.
import type { GatewayContext } from '../context';
import type { GraphQLResolveInfo } from 'graphql';
import { ErrorCode, gatewayError, REST_ERROR_TEXTS } from '../errors';
import { answerIsRow, type RestShape } from './projection';
import type { ModelRoutes } from '../upstream/loopback';

export type RoleName = 'admin' | 'regionalManager' | 'salesMan' | 'vendor';

/**
 * Who reviews tickets (score, reject, send back, correct; one by one or in bulk): administrators and
 * regional managers (spec §4). The gateway's copy of the rule is what guards a LoopBack API whose ACLs
 * let any signed-in user write (test/loopback3-stock.test.ts); the API checks it again.
 */
export const REVIEWERS: readonly RoleName[] = ['admin', 'regionalManager'];

/** The signed-in user's role name; UNAUTHENTICATED for a visitor, FORBIDDEN outside `roles`. */
export async function requireRole(ctx: GatewayContext, roles: readonly RoleName[]): Promise<RoleName> {
  const viewer = await ctx.viewer();
  if (!viewer) throw gatewayError(ErrorCode.UNAUTHENTICATED, 'Требуется вход');
  // `/users/me` of a LoopBack API may carry only the role id (roleName is a derived label).
  const role = (viewer.roleName ??
    viewer.role?.name ??
    (viewer.roleId == null ? undefined : (await ctx.loaders.roleById.load(viewer.roleId))?.name)) as RoleName | undefined;
  if (!role || !roles.includes(role)) {
    throw gatewayError(ErrorCode.FORBIDDEN, 'Недостаточно прав для этого действия', { role: role ?? null });
  }
  return role;
}

/** Drops keys whose value is undefined (GraphQL leaves unset optional inputs out or as undefined). */
export function defined(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

export function createMutation<Row extends { id: number }>(model: ModelRoutes<Row>, roles: readonly RoleName[]) {
  return async (_parent: unknown, args: { input: object }, ctx: GatewayContext): Promise<Row> => {
    await requireRole(ctx, roles);
    return model.create(ctx.upstream, defined(args.input));
  };
}

/**
 * A PATCH of one row, answered with the PATCH's answer (a stock LoopBack PATCH answers the updated
 * instance). With a `shape`, the row is read again when that answer is not the row holding what
 * the client selected (`answerIsRow`): a derived label it may hold stale (LoopBack does not run
 * `loaded` hooks on it; the region's name of a city cannot be checked without reading the region),
 * or a selected property it lacks.
 */
export function updateMutation<Row extends { id: number }>(model: ModelRoutes<Row>, roles: readonly RoleName[], shape?: RestShape) {
  return async (_parent: unknown, args: { id: number; input: object; expectedUpdatedAt?: string | null }, ctx: GatewayContext, info?: GraphQLResolveInfo): Promise<Row> => {
    await requireRole(ctx, roles);
    const query = await unchangedSince(() => model.findById(ctx.upstream, args.id), args.expectedUpdatedAt);
    const patched = await model.update(ctx.upstream, args.id, defined(args.input), query);
    return shape && info && !answerIsRow(info, [], shape, patched, args.id) ? model.findById(ctx.upstream, args.id) : patched;
  };
}

/**
 * No lost update (issue 39, docs/decisions.md): given the `updatedAt` the client read, refuses the
 * write (STALE_RECORD) when the row has changed since. The gateway compares first, as a stock
 * LoopBack 3 API checks nothing and would write; the answer is the PATCH's query, which hands the
 * precondition on (`?expectedUpdatedAt=`) for our API to check again within its write, where no
 * other writer can slip in between.
 */
export async function unchangedSince(read: () => Promise<object>, expected: string | null | undefined): Promise<Record<string, string> | undefined> {
  if (expected == null) return undefined;
  const { updatedAt } = (await read()) as { updatedAt?: unknown };
  if (updatedAt != null && new Date(String(updatedAt)).getTime() !== new Date(expected).getTime()) {
    throw gatewayError(ErrorCode.STALE_RECORD, REST_ERROR_TEXTS.stale);
  }
  return { expectedUpdatedAt: expected };
}

export function deleteMutation<Row extends { id: number }>(model: ModelRoutes<Row>, roles: readonly RoleName[], notFound: (id: number) => string) {
  return async (_parent: unknown, args: { id: number }, ctx: GatewayContext): Promise<boolean> => {
    await requireRole(ctx, roles);
    const res = await model.remove(ctx.upstream, args.id);
    if (res && typeof res.count === 'number' && res.count === 0) {
      throw gatewayError(ErrorCode.NOT_FOUND, notFound(args.id), { id: args.id });
    }
    return true;
  };
}
