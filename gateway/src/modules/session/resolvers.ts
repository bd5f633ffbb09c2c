import type { Resolvers } from '../../__generated__/resolvers-types';
import { ErrorCode, gatewayError } from '../../errors';
import * as session from '../../upstream/session';
import { GraphQLError } from 'graphql';
import { topics } from '../../realtime/topics';
import { identity, liveStateNow, liveStateStream, socketStream } from '../../realtime/stream';
import { requireRole } from '../../security/scope';

const RESYNC_REASONS: Readonly<Record<string, string>> = { reconnect: 'reconnect', 'events-lost': 'events-lost' };

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
    async liveStatus(_parent, _args, ctx) {
      await requireRole(ctx, ['admin', 'regionalManager', 'salesMan', 'vendor']);
      return liveStateNow(ctx);
    },
  },
  Mutation: {
    async login(_parent, { phone, password }, ctx) {
      const signedIn = await session.login(ctx.upstream, phone.trim(), password);
      ctx.cookies.setSession(signedIn.accessToken, signedIn.ttl);
      // What the client selects below `login` (`user { role { … } }`) is read as the new user.
      ctx.actAs(signedIn.accessToken);
      return signedIn;
    },
    async logout(_parent, _args, ctx) {
      // A gateway-issued API token stands for its owner's session: signing out with it would end the
      // owner's session. It is revoked on the profile instead.
      if (ctx.grant) throw gatewayError(ErrorCode.FORBIDDEN, 'Токен API не завершает сеанс: отзовите его в профиле.');
      if (ctx.token) {
        try {
          await session.logout(ctx.upstream);
        } catch (error) {
          // An already expired or revoked token still ends the session here.
          if (!(error instanceof GraphQLError && error.extensions.code === ErrorCode.UNAUTHENTICATED)) throw error;
        }
      }
      ctx.cookies.clearSession();
      return true;
    },
    renewPassword: (_parent, { phone }, ctx) => session.renewToken(ctx.upstream, phone.trim()),
  },
  Session: {
    user: (session) => {
      const { accessToken: _token, ttl: _ttl, ...user } = session;
      return user;
    },
    accessToken: (session) => session.accessToken,
    ttl: (session) => session.ttl,
  },
  Subscription: {
    resync: {
      subscribe: (_p, _a, ctx) =>
        socketStream(ctx, {
          channel: topics.resync(),
          map: (payload) => {
            const reason: unknown = payload?.reason;
            return { reason: (typeof reason === 'string' && RESYNC_REASONS[reason]) || 'events-lost', at: new Date().toISOString() };
          },
        }),
      resolve: identity,
    },
    liveStatusChanged: {
      subscribe: (_p, _a, ctx) => liveStateStream(ctx),
      resolve: identity,
    },
  },
};
