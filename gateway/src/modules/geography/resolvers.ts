import type { Resolvers } from '../../__generated__/resolvers-types';

export const geographyResolvers: Resolvers = {
  Place: {
    blocked: (p) => !!p.blocked,
    city: (p, _args, ctx) => p.city ?? (p.cityId == null ? null : ctx.loaders.cityById.load(p.cityId)),
  },
  City: {
    region: (c, _args, ctx) => c.region ?? (c.regionId == null ? null : ctx.loaders.regionById.load(c.regionId)),
  },
};
