// One implementation of every paged list: typed where + search + orderBy + page/pageSize → one REST
// list call (with the selected fields and included relations) and, when `total` is selected, one
// count call, in parallel.
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
import { combine, paging, searchWhere, selects, toLoopbackOrder, toLoopbackWhere, type OrderInput, type WhereInput } from './lists';
import { includeFor, restFields, type RestShape } from './projection';

export interface ListArgs {
  where?: unknown;
  search?: string | null;
  orderBy?: readonly OrderInput[] | null;
  page?: number | null;
  pageSize?: number | null;
}

export interface ListPage<Row> {
  items: Row[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ListOptions {
  /** REST path of the model, e.g. `/places`; the count is `${path}/count`. */
  path: string;
  /** Fields searched by `search` (spec §5). */
  searchFields?: readonly string[];
  /** Order when `orderBy` is empty. */
  defaultOrder: readonly string[];
  /** Spec §9: 12 unless the screen says otherwise. */
  defaultPageSize?: number;
  /** How the row's GraphQL fields map to REST properties. */
  shape?: RestShape;
  /** Relations the API can include, with their shapes. */
  relations?: Readonly<Record<string, RestShape>>;
  /** A condition every query of this list adds (e.g. a role). */
  baseWhere?: Record<string, unknown>;
}

export function listResolver<Row>(options: ListOptions) {
  return async (_parent: unknown, args: ListArgs, ctx: GatewayContext, info: GraphQLResolveInfo): Promise<ListPage<Row>> => {
    const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, options.defaultPageSize ?? 12);
    const where = combine([
      options.baseWhere,
      toLoopbackWhere(args.where as WhereInput | null | undefined),
      searchWhere(args.search, options.searchFields ?? []),
    ]);
    const order = toLoopbackOrder(args.orderBy, options.defaultOrder);
    const fields = restFields(info, ['items'], options.shape);
    const include = options.relations ? includeFor(info, ['items'], options.relations) : undefined;
    const [items, total] = await Promise.all([
      ctx.upstream.get<Row[]>(options.path, { filter: { where, order, limit, skip, fields, include } }),
      selects(info, 'total')
        ? ctx.upstream.get<{ count: number }>(`${options.path}/count`, { where: where ?? {} }).then((r) => r.count)
        : Promise.resolve(-1),
    ]);
    return { items, total, page, pageSize };
  };
}

export interface MembershipOptions {
  /** REST path of the listed model, e.g. `/places`. */
  path: string;
  /** The owner's kind in the route name: `/places/find[Not]InUser/{id}` → `User`. */
  owner: string;
  searchFields: readonly string[];
  shape?: RestShape;
}

/**
 * The rows in (or not in) an owner — places of a user, products of a campaign — over the spec's
 * `{path}/find[Not]In{Owner}/{id}` and `{path}/count[Not]In{Owner}/{id}` routes, by title.
 */
export async function membershipPage<Row>(
  ctx: GatewayContext,
  info: GraphQLResolveInfo,
  options: MembershipOptions,
  args: { ownerId: number; member: boolean; search?: string | null; page?: number | null; pageSize?: number | null },
): Promise<ListPage<Row>> {
  const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, 12);
  const where = searchWhere(args.search, options.searchFields);
  const kind = `${args.member ? 'In' : 'NotIn'}${options.owner}`;
  const fields = restFields(info, ['items'], options.shape);
  const [found, count] = await Promise.all([
    ctx.upstream.get<Row[] | { items: Row[] }>(`${options.path}/find${kind}/${args.ownerId}`, {
      filter: { where, order: ['title ASC', 'id ASC'], limit, skip, fields },
    }),
    ctx.upstream.get<{ count: number }>(`${options.path}/count${kind}/${args.ownerId}`, { where: where ?? {} }),
  ]);
  return { items: Array.isArray(found) ? found : found.items, total: count.count, page, pageSize };
}
