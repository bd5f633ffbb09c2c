// Shared pieces of every mutation: create/update/delete over LoopBack's stock routes. Who may run
// them is decided before, by security/policy.ts.
import type { GatewayContext } from '../context';
import type { GraphQLResolveInfo } from 'graphql';
import { ErrorCode, gatewayError, REST_ERROR_TEXTS } from '../errors';
import { answerIsRow, type RestShape } from './projection';
import type { ModelRoutes } from '../upstream/loopback';

/** Drops keys whose value is undefined (GraphQL leaves unset optional inputs out or as undefined). */
export function defined(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

export function createMutation<Row extends { id: number }>(model: ModelRoutes<Row>) {
  return async (_parent: unknown, args: { input: object }, ctx: GatewayContext): Promise<Row> => {
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
export function updateMutation<Row extends { id: number }>(model: ModelRoutes<Row>, shape?: RestShape) {
  return async (_parent: unknown, args: { id: number; input: object; expectedUpdatedAt?: string | null }, ctx: GatewayContext, info?: GraphQLResolveInfo): Promise<Row> => {
    const query = await unchangedSince(() => model.findById(ctx.upstream, args.id), args.expectedUpdatedAt);
    const patched = await model.update(ctx.upstream, args.id, defined(args.input), query);
    return shape && info && !answerIsRow(info, [], shape, patched, args.id) ? model.findById(ctx.upstream, args.id) : patched;
  };
}

/**
 * No lost update (issue 39): given the `updatedAt` the client read, refuses the
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

export function deleteMutation<Row extends { id: number }>(model: ModelRoutes<Row>, notFound: (id: number) => string) {
  return async (_parent: unknown, args: { id: number }, ctx: GatewayContext): Promise<boolean> => {
    const res = await model.remove(ctx.upstream, args.id);
    if (res && typeof res.count === 'number' && res.count === 0) {
      throw gatewayError(ErrorCode.NOT_FOUND, notFound(args.id), { id: args.id });
    }
    return true;
  };
}
