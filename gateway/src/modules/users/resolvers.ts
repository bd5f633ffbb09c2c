import type { Resolvers, UserStatus } from '../../__generated__/resolvers-types';
import { byIdField } from '../../loaders';
import { users, vendorsWithOnline as vendorsWithOnlineRoute } from '../../upstream/users';
import type { RestRole, RestUser } from '../../upstream/types';
import { asFile } from '../files/resolvers';
import type { FieldFilter, WhereInput } from '../lists';
import { listResolver, type ListOptions } from '../list-resolver';
import { CITY_SHAPE, PLACE_SHAPE, USER_SHAPE } from '../shapes';
import { placeAssignment, placesOfUser, userMutations } from './mutations';

/** Spec §5: users are searched by name, surname, phone and e-mail. */
const USER_SEARCH = ['name', 'surname', 'phone', 'email'];

/** Spec §4: the status label of a user. */
export function userStatus(u: Pick<RestUser, 'phoneVerified' | 'blocked'>): UserStatus {
  if (!u.phoneVerified) return 'INVITED';
  return u.blocked ? 'BLOCKED' : 'ACTIVE';
}

const people = (roleName?: string): ListOptions<RestUser> => ({
  route: users,
  searchFields: USER_SEARCH,
  // Spec §3: regional managers (and the other people lists) newest first, 12 a page.
  defaultOrder: ['id DESC'],
  shape: USER_SHAPE,
  relations: { 'User.city': CITY_SHAPE, 'User.place': PLACE_SHAPE },
  prepareWhere: async (where, ctx) => {
    const input: WhereInput | undefined = roleName ? (where ? { and: [{ roleName: { eq: roleName } }, where] } : { roleName: { eq: roleName } }) : where;
    return input && mentionsRoleName(input) ? byRoleId(input, await ctx.loaders.roles()) : input;
  },
});

const vendors = listResolver<RestUser>(people('vendor'));
// `/vendors/withOnline` keeps to vendors itself and adds `online` (a connected app device).
const vendorsWithOnline = listResolver<RestUser>({ ...people(), route: vendorsWithOnlineRoute });

function mentionsRoleName(where: WhereInput): boolean {
  return Object.entries(where).some(([key, value]) =>
    key === 'and' || key === 'or' ? ((value ?? []) as WhereInput[]).some(mentionsRoleName) : key === 'roleName' && value != null,
  );
}

/** Whether a role name passes a StringFilter (`like` is case-insensitive, as the client sends `ilike`). */
function nameMatches(name: string, f: FieldFilter): boolean {
  const like = (pattern: string) =>
    new RegExp(
      `^${pattern
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace(/%/g, '.*')
        .replace(/_/g, '.')}$`,
      'i',
    ).test(name);
  return (
    (f.eq == null || name === f.eq) &&
    (f.neq == null || name !== f.neq) &&
    (f.in == null || f.in.includes(name)) &&
    (f.notIn == null || !f.notIn.includes(name)) &&
    (f.gt == null || name > String(f.gt)) &&
    (f.gte == null || name >= String(f.gte)) &&
    (f.lt == null || name < String(f.lt)) &&
    (f.lte == null || name <= String(f.lte)) &&
    (f.like == null || like(f.like)) &&
    (f.ilike == null || like(f.ilike))
  );
}

/**
 * `roleName` is a derived label, not a column a LoopBack `where` can use (the PostgreSQL connector
 * drops a condition on a non-property and answers every user): each condition on it becomes one
 * on `roleId`, over the roles that match.
 */
function byRoleId(where: WhereInput, roles: readonly RestRole[]): WhereInput {
  const out: WhereInput = {};
  for (const [key, value] of Object.entries(where)) {
    if (value == null) continue;
    if (key === 'and' || key === 'or') out[key] = (value as WhereInput[]).map((w) => byRoleId(w, roles));
    else if (key !== 'roleName') out[key] = value;
  }
  const filter = where.roleName as FieldFilter | null | undefined;
  if (!filter) return out;
  const { isNull, ...rest } = filter;
  const conditions: WhereInput[] = [];
  if (isNull != null) conditions.push({ roleId: { isNull } });
  if (Object.values(rest).some((v) => v != null)) {
    conditions.push({ roleId: { in: roles.filter((r) => r.name != null && nameMatches(r.name, rest)).map((r) => r.id) } });
  }
  if (out.roleId || conditions.length > 1) return { ...out, and: [...((out.and as WhereInput[] | undefined) ?? []), ...conditions] };
  return { ...out, ...conditions[0] };
}

export const userResolvers: Resolvers = {
  Query: {
    users: listResolver<RestUser>(people()),
    user: byIdField('userById', (id) => `Пользователь ${id} не найден`),
    regionalManagers: listResolver<RestUser>(people('regionalManager')),
    salesMen: listResolver<RestUser>(people('salesMan')),
    // Without `/vendors/withOnline` (an API with spec §7's stock routes only: issue 24) the vendors
    // come from `/users` by role, with `online` unknown (null), as the other roles' lists do.
    vendors: (parent, { withOnline, ...args }, ctx, info) =>
      withOnline && ctx.capabilities.state('vendorsWithOnline') !== 'missing' ? vendorsWithOnline(parent, args, ctx, info) : vendors(parent, args, ctx, info),
    placesOfUser,
    placeAssignment,
  },
  Mutation: userMutations,
  User: {
    phoneVerified: (u) => !!u.phoneVerified,
    emailVerified: (u) => !!u.emailVerified,
    blocked: (u) => !!u.blocked,
    // A derived label (a LoopBack model may compute it in a hook): from the row when the API sent
    // it, else from the role (docs/adr/0002-loopback-stock-routes.md).
    roleName: async (u, _args, ctx) => u.roleName ?? u.role?.name ?? (u.roleId == null ? null : ((await ctx.loaders.roleById.load(u.roleId))?.name ?? null)),
    role: (u, _args, ctx) => u.role ?? (u.roleId == null ? null : ctx.loaders.roleById.load(u.roleId)),
    cityIds: (u) => u.cityIds ?? [],
    placeIds: (u) => u.placeIds ?? [],
    score: (u) => u.score ?? 0,
    pendingScore: (u) => u.pendingScore ?? 0,
    registrationConfirmed: (u) => !!u.registrationConfirmed,
    createdAt: (u) => u.createdAt ?? null,
    status: (u) => userStatus(u),
    avatar: (u) => asFile(u.avatar),
    online: (u) => (typeof u.online === 'boolean' ? u.online : null),
    city: (u, _args, ctx) => u.city ?? (u.cityId == null ? null : ctx.loaders.cityById.load(u.cityId)),
    place: (u, _args, ctx) => u.place ?? (u.placeId == null ? null : ctx.loaders.placeById.load(u.placeId)),
    cities: async (u, _args, ctx) => present(await ctx.loaders.cityById.loadMany(u.cityIds ?? [])),
    places: async (u, _args, ctx) => present(await ctx.loaders.placeById.loadMany(u.placeIds ?? [])),
    inviterId: (u) => u.inviterId ?? null,
    inviter: (u, _args, ctx) => {
      const id = u.inviterId;
      return id == null ? null : ctx.loaders.userById.load(id);
    },
  },
};

/** Rows that exist: a loader answers null for ids outside the user's scope, and errors are skipped. */
function present<T>(rows: readonly (T | null | Error)[]): T[] {
  return rows.filter((r): r is T => r != null && !(r instanceof Error));
}
