// Personal API tokens (issue 17): the signed-in user's own tokens, over the API's
// `/users/me/apiTokens` routes; where the API has none, issued and kept by the gateway (issue 24,
// `store/tokens.ts`: a gateway token stands for the owner's session inside the gateway only). Either
// way the token is answered once.
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode, gatewayError } from '../../errors';
import { TOKEN_MESSAGES } from '../../store/tokens';
import * as apiTokens from '../../upstream/tokens';

const DAY = 86_400;

/** The signed-in user, for the gateway's store. */
async function owner(ctx: GatewayContext): Promise<number> {
  const viewer = await ctx.viewer();
  if (!viewer) throw gatewayError(ErrorCode.UNAUTHENTICATED, 'Требуется вход');
  return viewer.id;
}

export const tokenResolvers: Resolvers = {
  Query: {
    apiTokens: (_p, _a, ctx) =>
      ctx.own.orStore(
        'apiTokens',
        () => apiTokens.list(ctx.upstream),
        async () => ctx.own.tokens.list(await owner(ctx)),
      ),
  },
  Mutation: {
    async createApiToken(_p, { input }, ctx) {
      const days = input.expiresInDays;
      if (days != null && (!Number.isInteger(days) || days < 1 || days > 365)) {
        throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Срок действия: от 1 до 365 дней.', { fields: { expiresInDays: ['Срок действия — от 1 до 365 дней.'] } });
      }
      // A token is made by a person signed in, not by another token (a leaked one cannot breed).
      if (ctx.grant) throw gatewayError(ErrorCode.FORBIDDEN, TOKEN_MESSAGES.notFromToken);
      const ttl = days == null ? null : days * DAY;
      return ctx.own.orStore(
        'apiTokens',
        async () => {
          const { token, ...apiToken } = await apiTokens.create(ctx.upstream, { name: input.name, readOnly: input.readOnly, ttl });
          return { token, apiToken };
        },
        async () => {
          const userId = await owner(ctx);
          const created = await ctx.own.tokens.create(userId, ctx.token!, { name: input.name, readOnly: input.readOnly, ttlSeconds: ttl });
          const { name, readOnly, expiresAt } = created.apiToken;
          await ctx.journal({ model: 'User', entityId: userId, action: 'apiTokenCreate', before: null, after: { name, readOnly, expiresAt } });
          return created;
        },
      );
    },
    revokeApiToken: (_p, { id }, ctx) =>
      ctx.own.orStore(
        'apiTokens',
        () => apiTokens.revoke(ctx.upstream, id),
        async () => {
          const userId = await owner(ctx);
          const revoked = await ctx.own.tokens.revoke(userId, id);
          ctx.own.revoked(revoked.id);
          await ctx.journal({ model: 'User', entityId: userId, action: 'apiTokenRevoke', before: { name: revoked.name, readOnly: revoked.readOnly }, after: null });
          return revoked;
        },
      ),
  },
};
