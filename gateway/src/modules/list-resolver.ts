// One implementation of every paged list: typed where + search + orderBy + page/pageSize → one REST
// list call (with the selected fields and included relations) and, when `total` is selected, one
// count call, in parallel.
import type { GraphQLResolveInfo } from 'graphql';
import type { GatewayContext } from '../context';
import { combine, paging, searchWhere, selects, toLoopbackOrder, toLoopbackWhere, type LbWhere, type OrderInput, type WhereInput } from './lists';
import { asIncluded, includeFor, restFields, type RestShape } from './projection';
import type { RelationKey } from '../upstream/shapes';
import type { ListRoute, MembershipRoute } from '../upstream/loopback';

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

export interface ListOptions<Row = unknown> {
  /** The REST list and count routes (`upstream/<domain>.ts`), e.g. `places` of `upstream/places`. */
  route: ListRoute<Row>;
  /** Fields searched by `search` (spec §5). */
  searchFields?: readonly string[];
  /** Order when `orderBy` is empty. */
  defaultOrder: readonly string[];
  /** Spec §9: 12 unless the screen says otherwise. */
  defaultPageSize?: number;
  /** How the row's GraphQL fields map to REST properties. */
  shape?: RestShape;
  /** Relations the API may include (by `Owner.field`; only those it is known to have), with their shapes. */
  relations?: Partial<Readonly<Record<RelationKey, RestShape>>>;
  /** A LoopBack condition every query of this list adds. */
  baseWhere?: Record<string, unknown>;
  /**
   * The typed where before it becomes a LoopBack one: adds the list's own condition and turns
   * conditions on derived labels into conditions on what they derive from (role names → role ids).
   */
  prepareWhere?: (where: WhereInput | undefined, ctx: GatewayContext) => Promise<WhereInput | undefined>;
}

export function listResolver<Row>(options: ListOptions<Row>) {
  return async (_parent: unknown, args: ListArgs, ctx: GatewayContext, info: GraphQLResolveInfo): Promise<ListPage<Row>> => {
    const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, options.defaultPageSize ?? 12);
    const input = (args.where ?? undefined) as WhereInput | undefined;
    const where = combine([
      options.baseWhere,
      toLoopbackWhere(options.prepareWhere ? await options.prepareWhere(input, ctx) : input),
      searchWhere(args.search, options.searchFields ?? []),
    ]);
    const order = toLoopbackOrder(args.orderBy, options.defaultOrder);
    if (options.relations || options.shape?.derived) await ctx.capabilities.shapesKnown;
    const byHook = ctx.capabilities.shapes.labels.kind === 'hook';
    const fields = restFields(info, ['items'], options.shape, byHook);
    const relations = options.relations;
    const nameOf = (key: RelationKey) => ctx.capabilities.relation(key);
    const include = relations ? includeFor(info, ['items'], relations, nameOf, byHook) : undefined;
    const [items, total] = await Promise.all([
      options.route.find(ctx.upstream, { where, order, limit, skip, fields, include }).then((rows) => (include && relations ? asIncluded(rows, relations, nameOf) : rows)),
      selects(info, 'total') ? options.route.count(ctx.upstream, where ?? {}) : Promise.resolve(-1),
    ]);
    return { items, total, page, pageSize };
  };
}

export interface MembershipOptions<Row> {
  /** The `find[Not]In{Owner}` and `count[Not]In{Owner}` routes (`upstream/<domain>.ts`). */
  route: MembershipRoute<Row>;
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
  options: MembershipOptions<Row>,
  args: { ownerId: number; member: boolean; search?: string | null; page?: number | null; pageSize?: number | null },
  within?: { route: ListRoute<Row>; where: LbWhere },
): Promise<ListPage<Row>> {
  const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, 12);
  const where = searchWhere(args.search, options.searchFields);
  const fields = restFields(info, ['items'], options.shape, ctx.capabilities.shapes.labels.kind === 'hook');
  const order = ['title ASC', 'id ASC'];
  // The membership as a condition on the rows, where the gateway decides it: over the stock list route.
  const all = within && (combine([within.where, where]) ?? {});
  const [items, total] = await Promise.all([
    all
      ? within.route.find(ctx.upstream, { where: all, order, limit, skip, fields })
      : options.route.find(ctx.upstream, args.ownerId, args.member, { where, order, limit, skip, fields }),
    all ? within.route.count(ctx.upstream, all) : options.route.count(ctx.upstream, args.ownerId, args.member, where ?? {}),
  ]);
  return { items, total, page, pageSize };
}
