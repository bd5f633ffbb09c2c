import type { Resolvers, UserStatus } from '../../__generated__/resolvers-types';
import { byIdField } from '../../loaders';
import { modelPaths } from '../../upstream/api';
import type { RestFile, RestUser } from '../../upstream/types';
import { listResolver, type ListOptions } from '../list-resolver';
import { CITY_SHAPE, PLACE_SHAPE, USER_SHAPE } from '../shapes';
import { placesOfUser, userMutations } from './mutations';

/** Spec §5: users are searched by name, surname, phone and e-mail. */
const USER_SEARCH = ['name', 'surname', 'phone', 'email'];

/** Spec §4: the status label of a user. */
export function userStatus(u: Pick<RestUser, 'phoneVerified' | 'blocked'>): UserStatus {
  if (!u.phoneVerified) return 'INVITED';
  return u.blocked ? 'BLOCKED' : 'ACTIVE';
}

const people = (roleName?: string): ListOptions => ({
  path: modelPaths.users,
  searchFields: USER_SEARCH,
  // Spec §3: regional managers (and the other people lists) newest first, 12 a page.
  defaultOrder: ['id DESC'],
  shape: USER_SHAPE,
  relations: { city: CITY_SHAPE, place: PLACE_SHAPE },
  baseWhere: roleName ? { roleName } : undefined,
});

export const userResolvers: Resolvers = {
  Query: {
    users: listResolver<RestUser>(people()),
    user: byIdField('userById', (id) => `Пользователь ${id} не найден`),
    regionalManagers: listResolver<RestUser>(people('regionalManager')),
    salesMen: listResolver<RestUser>(people('salesMan')),
    vendors: listResolver<RestUser>(people('vendor')),
    placesOfUser,
  },
  Mutation: userMutations,
  User: {
    phoneVerified: (u) => !!u.phoneVerified,
    emailVerified: (u) => !!u.emailVerified,
    blocked: (u) => !!u.blocked,
    roleName: (u) => u.roleName ?? u.role?.name ?? null,
    role: (u, _args, ctx) => u.role ?? (u.roleId == null ? null : ctx.loaders.roleById.load(u.roleId)),
    cityIds: (u) => u.cityIds ?? [],
    placeIds: (u) => u.placeIds ?? [],
    score: (u) => u.score ?? 0,
    pendingScore: (u) => u.pendingScore ?? 0,
    registrationConfirmed: (u) => !!u.registrationConfirmed,
    createdAt: (u) => u.createdAt ?? null,
    status: (u) => userStatus(u),
    avatar: (u) => asFile(u.avatar),
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

/** A stored file object (`{container, path, …}`), or null for anything else. */
function asFile(value: unknown): RestFile | null {
  const f = value as Partial<RestFile> | null | undefined;
  return f && typeof f.container === 'string' && typeof f.path === 'string' ? (f as RestFile) : null;
}

/** Rows that exist: a loader answers null for ids outside the user's scope, and errors are skipped. */
function present<T>(rows: readonly (T | null | Error)[]): T[] {
  return rows.filter((r): r is T => r != null && !(r instanceof Error));
}
