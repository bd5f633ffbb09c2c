// Shared pieces of every mutation: the role check the gateway makes before a write reaches the API
// (decisions §1; the API checks scope again), and create/update/delete over LoopBack's stock routes.
import type { GatewayContext } from '../context';
import { ErrorCode, gatewayError } from '../errors';

export type RoleName = 'admin' | 'regionalManager' | 'salesMan' | 'vendor';

/** The signed-in user's role name; UNAUTHENTICATED for a visitor, FORBIDDEN outside `roles`. */
export async function requireRole(ctx: GatewayContext, roles: readonly RoleName[]): Promise<RoleName> {
  const viewer = await ctx.viewer();
  if (!viewer) throw gatewayError(ErrorCode.UNAUTHENTICATED, 'Требуется вход');
  const role = (viewer.roleName ?? viewer.role?.name) as RoleName | undefined;
  if (!role || !roles.includes(role)) {
    throw gatewayError(ErrorCode.FORBIDDEN, 'Недостаточно прав для этого действия', { role: role ?? null });
  }
  return role;
}

/** Drops keys whose value is undefined (GraphQL leaves unset optional inputs out or as undefined). */
export function defined(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

export function createMutation<Row>(path: string, roles: readonly RoleName[]) {
  return async (_parent: unknown, args: { input: object }, ctx: GatewayContext): Promise<Row> => {
    await requireRole(ctx, roles);
    return ctx.upstream.post<Row>(path, defined(args.input));
  };
}

export function updateMutation<Row>(path: string, roles: readonly RoleName[]) {
  return async (_parent: unknown, args: { id: number; input: object }, ctx: GatewayContext): Promise<Row> => {
    await requireRole(ctx, roles);
    return ctx.upstream.patch<Row>(`${path}/${args.id}`, defined(args.input));
  };
}

export function deleteMutation(path: string, roles: readonly RoleName[], notFound: (id: number) => string) {
  return async (_parent: unknown, args: { id: number }, ctx: GatewayContext): Promise<boolean> => {
    await requireRole(ctx, roles);
    const res = await ctx.upstream.delete<{ count?: number } | undefined>(`${path}/${args.id}`);
    if (res && typeof res.count === 'number' && res.count === 0) {
      throw gatewayError(ErrorCode.NOT_FOUND, notFound(args.id), { id: args.id });
    }
    return true;
  };
}
