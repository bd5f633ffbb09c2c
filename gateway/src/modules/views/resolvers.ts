// Saved views (issue 13): the signed-in user's named filters of a screen, over the API's owner-scoped
// `/savedViews` routes, or the gateway's own store when the API has none (issue 24). Every mutation
// answers the view, so Apollo's cache updates from the answer (a deletion answers the view as it was;
// the client evicts it).
import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode, gatewayError } from '../../errors';
import * as views from '../../upstream/views';

/** The signed-in user when the gateway's store keeps the views; null when the API does. */
async function storeOwner(ctx: GatewayContext): Promise<number | null> {
  if (!ctx.own.serves('savedViews')) return null;
  const viewer = await ctx.viewer();
  if (!viewer) throw gatewayError(ErrorCode.UNAUTHENTICATED, 'Требуется вход');
  return viewer.id;
}

export const savedViewResolvers: Resolvers = {
  Query: {
    async savedViews(_p, { screen }, ctx) {
      const owner = await storeOwner(ctx);
      return owner === null ? views.list(ctx.upstream, screen) : ctx.own.views.list(owner, screen);
    },
  },
  Mutation: {
    async createSavedView(_p, { input }, ctx) {
      const owner = await storeOwner(ctx);
      const body = { screen: input.screen, name: input.name, search: input.search };
      return owner === null ? views.create(ctx.upstream, body) : ctx.own.views.create(owner, body);
    },
    async renameSavedView(_p, { id, name }, ctx) {
      const owner = await storeOwner(ctx);
      return owner === null ? views.rename(ctx.upstream, id, name) : ctx.own.views.rename(owner, id, name);
    },
    async deleteSavedView(_p, { id }, ctx) {
      const owner = await storeOwner(ctx);
      if (owner !== null) return ctx.own.views.remove(owner, id);
      // The API answers a deletion with `{count}` (as LoopBack does): read the view first. The read's
      // failure is reported only when the deletion did not fail first (a read-only token: FORBIDDEN).
      const before = await views.get(ctx.upstream, id).then(
        (view) => ({ view }),
        (error: unknown) => ({ error }),
      );
      await views.remove(ctx.upstream, id);
      if ('error' in before) throw before.error;
      return before.view;
    },
  },
  SavedView: {
    id: (v) => String(v.id),
  },
};
