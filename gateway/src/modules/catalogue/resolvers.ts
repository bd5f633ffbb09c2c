import type { Resolvers } from '../../__generated__/resolvers-types';
import { byIdField } from '../../loaders';
import { campaignProducts, campaignProductsWithPeriodProducts, campaigns, periodProducts, periods, plans } from '../../upstream/campaigns';
import { productCategories, products, productsOfCampaign } from '../../upstream/catalogue';
import { upload } from '../../upstream/files';
import { listResolver, membershipPage } from '../list-resolver';
import { paging } from '../lists';
import { createMutation, deleteMutation, updateMutation } from '../mutations';
import type { RestShape } from '../projection';
import { PLACE_SHAPE } from '../shapes';


const PRODUCT_SHAPE: RestShape = {
  needs: { category: ['categoryId'] },
  stored: new Set(['id', 'title', 'shortTitle', 'matches', 'exclusions', 'recommendedPrice', 'categoryId', 'image', 'createdAt']),
};
const CATEGORY_SHAPE: RestShape = { stored: new Set(['id', 'title', 'score', 'recommendedPrice', 'createdAt']) };

export const catalogueResolvers: Resolvers = {
  Query: {
    productCategories: listResolver({
      route: productCategories,
      searchFields: ['title'],
      defaultOrder: ['title ASC'],
      shape: CATEGORY_SHAPE,
    }),
    productCategory: byIdField('productCategoryById', (id) => `Категория ${id} не найдена`),
    products: listResolver({
      route: products,
      searchFields: ['title', 'shortTitle'],
      defaultOrder: ['title ASC'],
      shape: PRODUCT_SHAPE,
      relations: { category: CATEGORY_SHAPE },
    }),
    product: byIdField('productById', (id) => `Продукт ${id} не найден`),
    productsOfCampaign: (_p, args, ctx, info) =>
      membershipPage(ctx, info, { route: productsOfCampaign, searchFields: ['title', 'shortTitle'], shape: PRODUCT_SHAPE }, {
        ...args,
        ownerId: args.campaignId,
        member: args.inCampaign,
      }),
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
      relations: { place: PLACE_SHAPE },
    }),
    async campaignProducts(_p, args, ctx) {
      // Spec §7: page → skip = (page − 1) × limit; the count's where has no periodId.
      const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, 12);
      const countWhere = { campaignId: args.campaignId };
      const where = args.periodId == null ? countWhere : { ...countWhere, periodId: args.periodId };
      const [items, total] = await Promise.all([
        campaignProductsWithPeriodProducts(ctx.upstream, { where, order: ['id DESC'], limit, skip, include: 'product' }),
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
