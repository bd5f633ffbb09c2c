import type { Resolvers } from '../../__generated__/resolvers-types';

export const userResolvers: Resolvers = {
  User: {
    phoneVerified: (u) => !!u.phoneVerified,
    emailVerified: (u) => !!u.emailVerified,
    blocked: (u) => !!u.blocked,
    roleName: (u) => u.roleName ?? u.role?.name ?? null,
    role: (u) => u.role ?? null,
    cityIds: (u) => u.cityIds ?? [],
    placeIds: (u) => u.placeIds ?? [],
    score: (u) => u.score ?? 0,
    pendingScore: (u) => u.pendingScore ?? 0,
    registrationConfirmed: (u) => !!u.registrationConfirmed,
    createdAt: (u) => u.createdAt ?? null,
  },
};
