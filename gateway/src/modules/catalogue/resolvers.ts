import type { Resolvers } from '../../__generated__/resolvers-types';
import type { GatewayContext } from '../../context';
import { ErrorCode, gatewayError } from '../../errors';
import type { RestProduct, RestProductCategory } from '../../upstream/types';
import { byIdField } from '../../loaders';
import { campaignProducts, campaignProductsWithPeriodProducts, campaigns, periodProducts, periods, plans } from '../../upstream/campaigns';
import { productCategories, products, productsOfCampaign } from '../../upstream/catalogue';
import { upload } from '../../upstream/files';
import { listResolver, membershipPage } from '../list-resolver';
import { paging } from '../lists';
import { createMutation, deleteMutation, updateMutation } from '../mutations';
import { asIncluded, type RestShape } from '../projection';
import { PLACE_SHAPE } from '../shapes';

const PRODUCT_SHAPE: RestShape = {
  // `category`: a product row may carry its category embedded (upstream/shapes.ts); LoopBack drops
  // the name from `fields` where it is a relation (docs/loopback-contract.md §2.3).
  needs: { category: ['categoryId', 'category'] },
  stored: new Set(['id', 'title', 'shortTitle', 'matches', 'exclusions', 'recommendedPrice', 'categoryId', 'image', 'createdAt']),
};
const CATEGORY_SHAPE: RestShape = { stored: new Set(['id', 'title', 'score', 'recommendedPrice', 'createdAt']) };

const categoryList = listResolver({
  route: productCategories,
  searchFields: ['title'],
  defaultOrder: ['title ASC'],
  shape: CATEGORY_SHAPE,
});
const categoryById = byIdField('productCategoryById', (id) => `Категория ${id} не найдена`);

/**
 * The categories an API embeds in its products (no `/productCategories`; upstream/shapes.ts): the
 * distinct ones the products carry, by title, searched by title. Read-only: a write answers the API's
 * refusal (UPSTREAM_UNSUPPORTED).
 */
async function embeddedCategories(ctx: GatewayContext): Promise<RestProductCategory[]> {
  const rows = await products.find(ctx.upstream, { fields: ['id', 'category'], limit: 10_000 });
  const byId = new Map<number, RestProductCategory>();
  for (const row of rows as (RestProduct & { category?: RestProductCategory | null })[]) if (row.category?.id != null) byId.set(row.category.id, row.category);
  return [...byId.values()].sort((a, b) => String(a.title ?? '').localeCompare(String(b.title ?? ''), 'ru') || a.id - b.id);
}

export const catalogueResolvers: Resolvers = {
  Query: {
    async productCategories(parent, args, ctx, info) {
      await ctx.capabilities.shapesKnown;
      if (ctx.capabilities.shapes.productCategory.kind !== 'embedded') return categoryList(parent, args, ctx, info);
      const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, 12);
      const words = (args.search ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const found = (await embeddedCategories(ctx)).filter((c) =>
        words.every((w) =>
          String(c.title ?? '')
            .toLowerCase()
            .includes(w),
        ),
      );
      return { items: found.slice(skip, skip + limit), total: found.length, page, pageSize };
    },
    async productCategory(parent, args, ctx) {
      await ctx.capabilities.shapesKnown;
      if (ctx.capabilities.shapes.productCategory.kind !== 'embedded') return categoryById(parent, args, ctx);
      const found = (await embeddedCategories(ctx)).find((c) => c.id === args.id);
      if (!found) throw gatewayError(ErrorCode.NOT_FOUND, `Категория ${args.id} не найдена`, { id: args.id });
      return found;
    },
    products: listResolver({
      route: products,
      searchFields: ['title', 'shortTitle'],
      defaultOrder: ['title ASC'],
      shape: PRODUCT_SHAPE,
      relations: { 'Product.category': CATEGORY_SHAPE },
    }),
    product: byIdField('productById', (id) => `Продукт ${id} не найден`),
    productsOfCampaign: (_p, args, ctx, info) =>
      membershipPage(
        ctx,
        info,
        { route: productsOfCampaign, searchFields: ['title', 'shortTitle'], shape: PRODUCT_SHAPE },
        {
          ...args,
          ownerId: args.campaignId,
          member: args.inCampaign,
        },
      ),
    campaigns: listResolver({
      route: campaigns,
      searchFields: ['title', 'shortTitle'],
      defaultOrder: ['id DESC'],
    }),
    campaign: byIdField('campaignById', (id) => `Кампания ${id} не найдена`),
    periods: listResolver({ route: periods, defaultOrder: ['startDate ASC'] }),
    period: byIdField('periodById', (id) => `Период ${id} не найден`),
    plans: listResolver({
      route: plans,
      defaultOrder: ['placeId ASC'],
      relations: { 'Plan.place': PLACE_SHAPE },
    }),
    async campaignProducts(_p, args, ctx) {
      // Spec §7: page → skip = (page − 1) × limit; the count's where has no periodId.
      const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, 12);
      const countWhere = { campaignId: args.campaignId };
      const where = args.periodId == null ? countWhere : { ...countWhere, periodId: args.periodId };
      // The product included when the API is known to have the relation, else loaded by `productId`.
      await ctx.capabilities.shapesKnown;
      const product = ctx.capabilities.relation('CampaignProduct.product');
      const [items, total] = await Promise.all([
        campaignProductsWithPeriodProducts(ctx.upstream, { where, order: ['id DESC'], limit, skip, ...(product ? { include: product } : {}) }).then((rows) =>
          product ? asIncluded(rows, { 'CampaignProduct.product': {} }, () => product) : rows,
        ),
        campaignProducts.count(ctx.upstream, countWhere),
      ]);
      return { items, total, page, pageSize };
    },
  },
  Mutation: {
    createProductCategory: createMutation(productCategories),
    updateProductCategory: updateMutation(productCategories),
    deleteProductCategory: deleteMutation(productCategories, (id) => `Категория ${id} не найдена`),
    createProduct: createMutation(products),
    updateProduct: updateMutation(products),
    deleteProduct: deleteMutation(products, (id) => `Продукт ${id} не найден`),
    setProductImage: async (_p, { id, file }, ctx) => {
      const image = file ? await upload(ctx.upstream, file, 'products') : null;
      return products.update(ctx.upstream, id, { image });
    },
    createCampaign: createMutation(campaigns),
    updateCampaign: updateMutation(campaigns),
    deleteCampaign: deleteMutation(campaigns, (id) => `Кампания ${id} не найдена`),
    setCampaignMiniature: async (_p, { id, file }, ctx) => {
      const miniature = file ? await upload(ctx.upstream, file, 'campaigns') : null;
      return campaigns.update(ctx.upstream, id, { miniature });
    },
    createPeriod: createMutation(periods),
    updatePeriod: updateMutation(periods),
    deletePeriod: deleteMutation(periods, (id) => `Период ${id} не найден`),
    createPlan: createMutation(plans),
    updatePlan: updateMutation(plans),
    deletePlan: deleteMutation(plans, (id) => `План ${id} не найден`),
    createCampaignProduct: createMutation(campaignProducts),
    updateCampaignProduct: updateMutation(campaignProducts),
    deleteCampaignProduct: deleteMutation(campaignProducts, (id) => `Продукт кампании ${id} не найден`),
    createPeriodProduct: createMutation(periodProducts),
    updatePeriodProduct: updateMutation(periodProducts),
    deletePeriodProduct: deleteMutation(periodProducts, (id) => `Продукт периода ${id} не найден`),
  },
  ProductCategory: {
    score: (c) => c.score ?? 0,
  },
  Product: {
    matches: (p) => p.matches ?? [],
    exclusions: (p) => p.exclusions ?? [],
    category: (p, _a, ctx) => p.category ?? (p.categoryId == null ? null : ctx.loaders.productCategoryById.load(p.categoryId)),
    image: (p) => p.image ?? null,
  },
  Campaign: {
    isActive: (c) => c.isActive ?? true,
    miniature: (c) => c.miniature ?? null,
    matches: (c) => c.matches ?? [],
    exclusions: (c) => c.exclusions ?? [],
    periods: (c, _a, ctx) => c.periods ?? ctx.loaders.periodsByCampaign.load(c.id),
    products: (c, _a, ctx) => c.campaignProducts ?? ctx.loaders.campaignProductsByCampaign.load(c.id),
  },
  Period: {
    requiresRegistration: (p) => !!p.requiresRegistration,
    campaign: (p, _a, ctx) => p.campaign ?? (p.campaignId == null ? null : ctx.loaders.campaignById.load(p.campaignId)),
    plans: (p, _a, ctx) => p.plans ?? ctx.loaders.plansByPeriod.load(p.id),
  },
  Place: {
    plan: (p, { periodId }, ctx) => ctx.loaders.planByPeriodAndPlace.load(`${periodId}:${p.id}`),
  },
  Plan: {
    fact: (p) => p.fact ?? 0,
    place: (p, _a, ctx) => p.place ?? (p.placeId == null ? null : ctx.loaders.placeById.load(p.placeId)),
    period: (p, _a, ctx) => p.period ?? (p.periodId == null ? null : ctx.loaders.periodById.load(p.periodId)),
  },
  CampaignProduct: {
    product: (cp, _a, ctx) => cp.product ?? (cp.productId == null ? null : ctx.loaders.productById.load(cp.productId)),
    periodProducts: (cp) => cp.periodProducts ?? [],
  },
  PeriodProduct: {
    product: (pp, _a, ctx) => pp.product ?? (pp.productId == null ? null : ctx.loaders.productById.load(pp.productId)),
  },
};
