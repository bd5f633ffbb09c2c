// Personal API tokens (issue 17): the signed-in user's own tokens, over the API's
// `/users/me/apiTokens` routes. The API keeps only each token's hash; it answers the token once.
import type { Resolvers } from '../../__generated__/resolvers-types';
import { ErrorCode, gatewayError } from '../../errors';
import * as apiTokens from '../../upstream/tokens';

const DAY = 86_400;

export const tokenResolvers: Resolvers = {
  Query: {
    apiTokens: (_p, _a, ctx) => apiTokens.list(ctx.upstream),
  },
  Mutation: {
    async createApiToken(_p, { input }, ctx) {
      const days = input.expiresInDays;
      if (days != null && (!Number.isInteger(days) || days < 1 || days > 365)) {
        throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Срок действия: от 1 до 365 дней', { fields: { expiresInDays: ['Срок действия: от 1 до 365 дней'] } });
      }
      const { token, ...apiToken } = await apiTokens.create(ctx.upstream, {
        name: input.name,
        readOnly: input.readOnly,
        ttl: days == null ? null : days * DAY,
      });
      return { token, apiToken };
    },
    revokeApiToken: (_p, { id }, ctx) => apiTokens.revoke(ctx.upstream, id),
  },
};
