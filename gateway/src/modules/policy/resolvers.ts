// What the signed-in user may do (schema/policy.graphql), answered by security/policy.ts.
import type { Resolvers } from '../../__generated__/resolvers-types';
import { placeCan, rightsOf, userCan } from '../../security/policy';

export const policyResolvers: Resolvers = {
  User: {
    can: (user, _a, ctx) => userCan(ctx, user),
    rights: (user, _a, ctx) => rightsOf(ctx, user),
  },
  Place: {
    can: (place, _a, ctx) => placeCan(ctx, place),
  },
};
