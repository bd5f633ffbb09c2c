import type { Resolvers } from '../../__generated__/resolvers-types';
import { ErrorCode } from '../../errors';
import { sessionApi } from '../../upstream/api';
import { GraphQLError } from 'graphql';

export const sessionResolvers: Resolvers = {
  Query: {
    async me(_parent, _args, ctx) {
      if (!ctx.token) return null;
      try {
        return await ctx.viewer();
      } catch (error) {
        // A stale session: the visitor is simply not signed in any more (spec §4).
        if (error instanceof GraphQLError && error.extensions.code === ErrorCode.UNAUTHENTICATED) {
          ctx.cookies.clearSession();
          return null;
        }
        throw error;
      }
    },
  },
  Mutation: {
    async login(_parent, { phone, password }, ctx) {
      const session = await sessionApi.login(ctx.upstream, phone.trim(), password);
      ctx.cookies.setSession(session.accessToken, session.ttl);
      return session;
    },
    async logout(_parent, _args, ctx) {
      if (ctx.token) {
        try {
          await sessionApi.logout(ctx.upstream);
        } catch (error) {
          // An already expired or revoked token still ends the session here.
          if (!(error instanceof GraphQLError && error.extensions.code === ErrorCode.UNAUTHENTICATED)) throw error;
        }
      }
      ctx.cookies.clearSession();
      return true;
    },
    renewPassword: (_parent, { phone }, ctx) => sessionApi.renewToken(ctx.upstream, phone.trim()),
  },
  Session: {
    user: (session) => {
      const { accessToken: _token, ttl: _ttl, ...user } = session;
      return user;
    },
    accessToken: (session) => session.accessToken,
    ttl: (session) => session.ttl,
  },
};
