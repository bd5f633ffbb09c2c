// Saved views (issue 13): the signed-in user's named filters of a screen, over the API's owner-scoped
// `/savedViews` routes. Every mutation answers the view, so Apollo's cache updates from the answer
// (a deletion answers the view as it was; the client evicts it).
import type { Resolvers } from '../../__generated__/resolvers-types';
import * as views from '../../upstream/views';

export const savedViewResolvers: Resolvers = {
  Query: {
    savedViews: (_p, { screen }, ctx) => views.list(ctx.upstream, screen),
  },
  Mutation: {
    createSavedView: (_p, { input }, ctx) => views.create(ctx.upstream, { screen: input.screen, name: input.name, search: input.search }),
    renameSavedView: (_p, { id, name }, ctx) => views.rename(ctx.upstream, id, name),
    async deleteSavedView(_p, { id }, ctx) {
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
