import type { Resolvers } from '../../__generated__/resolvers-types';
import { byIdField } from '../../loaders';
import { modelPaths } from '../../upstream/api';
import type { RestCampaign, RestCampaignProduct, RestPeriod, RestPeriodProduct, RestPlan, RestProduct, RestProductCategory } from '../../upstream/types';
import { listResolver, membershipPage } from '../list-resolver';
import { paging } from '../lists';
import { createMutation, deleteMutation, updateMutation } from '../mutations';
import type { RestShape } from '../projection';
import { PLACE_SHAPE } from '../shapes';

/** Decisions §1: only administrators write the catalogue and campaigns. */
const ADMIN = ['admin'] as const;

const PRODUCT_SHAPE: RestShape = {
  needs: { category: ['categoryId'] },
  stored: new Set(['id', 'title', 'shortTitle', 'matches', 'exclusions', 'recommendedPrice', 'categoryId', 'image', 'createdAt']),
};
const CATEGORY_SHAPE: RestShape = { stored: new Set(['id', 'title', 'score', 'recommendedPrice', 'createdAt']) };

export const catalogueResolvers: Resolvers = {
  Query: {
    productCategories: listResolver<RestProductCategory>({
      path: modelPaths.productCategories,
      searchFields: ['title'],
      defaultOrder: ['title ASC'],
      shape: CATEGORY_SHAPE,
    }),
    productCategory: byIdField('productCategoryById', (id) => `Категория ${id} не найдена`),
    products: listResolver<RestProduct>({
      path: modelPaths.products,
      searchFields: ['title', 'shortTitle'],
      defaultOrder: ['title ASC'],
      shape: PRODUCT_SHAPE,
      relations: { category: CATEGORY_SHAPE },
    }),
    product: byIdField('productById', (id) => `Продукт ${id} не найден`),
    productsOfCampaign: (_p, args, ctx, info) =>
      membershipPage<RestProduct>(ctx, info, { path: modelPaths.products, owner: 'Campaign', searchFields: ['title', 'shortTitle'], shape: PRODUCT_SHAPE }, {
        ...args,
        ownerId: args.campaignId,
        member: args.inCampaign,
      }),
    campaigns: listResolver<RestCampaign>({
      path: modelPaths.campaigns,
      searchFields: ['title', 'shortTitle'],
      defaultOrder: ['id DESC'],
    }),
    campaign: byIdField('campaignById', (id) => `Кампания ${id} не найдена`),
    periods: listResolver<RestPeriod>({ path: modelPaths.periods, defaultOrder: ['startDate ASC'] }),
    period: byIdField('periodById', (id) => `Период ${id} не найден`),
    plans: listResolver<RestPlan>({
      path: modelPaths.plans,
      defaultOrder: ['placeId ASC'],
      relations: { place: PLACE_SHAPE },
    }),
    async campaignProducts(_p, args, ctx) {
      // Spec §7: page → skip = (page − 1) × limit; the count's where has no periodId.
      const { page, pageSize, limit, skip } = paging(args.page, args.pageSize, 12);
      const countWhere = { campaignId: args.campaignId };
      const where = args.periodId == null ? countWhere : { ...countWhere, periodId: args.periodId };
      const [items, count] = await Promise.all([
        ctx.upstream.get<RestCampaignProduct[]>('/campaignProducts/withPeriodProducts', {
          filter: { where, order: ['id DESC'], limit, skip, include: 'product' },
        }),
        ctx.upstream.get<{ count: number }>('/campaignProducts/count', { where: countWhere }),
      ]);
      return { items, total: count.count, page, pageSize };
    },
  },
  Mutation: {
    createProductCategory: createMutation<RestProductCategory>(modelPaths.productCategories, ADMIN),
    updateProductCategory: updateMutation<RestProductCategory>(modelPaths.productCategories, ADMIN),
    deleteProductCategory: deleteMutation(modelPaths.productCategories, ADMIN, (id) => `Категория ${id} не найдена`),
    createProduct: createMutation<RestProduct>(modelPaths.products, ADMIN),
    updateProduct: updateMutation<RestProduct>(modelPaths.products, ADMIN),
    deleteProduct: deleteMutation(modelPaths.products, ADMIN, (id) => `Продукт ${id} не найден`),
    createCampaign: createMutation<RestCampaign>(modelPaths.campaigns, ADMIN),
    updateCampaign: updateMutation<RestCampaign>(modelPaths.campaigns, ADMIN),
    deleteCampaign: deleteMutation(modelPaths.campaigns, ADMIN, (id) => `Кампания ${id} не найдена`),
    createPeriod: createMutation<RestPeriod>(modelPaths.periods, ADMIN),
    updatePeriod: updateMutation<RestPeriod>(modelPaths.periods, ADMIN),
    deletePeriod: deleteMutation(modelPaths.periods, ADMIN, (id) => `Период ${id} не найден`),
    createPlan: createMutation<RestPlan>(modelPaths.plans, ADMIN),
    updatePlan: updateMutation<RestPlan>(modelPaths.plans, ADMIN),
    deletePlan: deleteMutation(modelPaths.plans, ADMIN, (id) => `План ${id} не найден`),
    createCampaignProduct: createMutation<RestCampaignProduct>(modelPaths.campaignProducts, ADMIN),
    updateCampaignProduct: updateMutation<RestCampaignProduct>(modelPaths.campaignProducts, ADMIN),
    deleteCampaignProduct: deleteMutation(modelPaths.campaignProducts, ADMIN, (id) => `Продукт кампании ${id} не найден`),
    createPeriodProduct: createMutation<RestPeriodProduct>(modelPaths.periodProducts, ADMIN),
    updatePeriodProduct: updateMutation<RestPeriodProduct>(modelPaths.periodProducts, ADMIN),
    deletePeriodProduct: deleteMutation(modelPaths.periodProducts, ADMIN, (id) => `Продукт периода ${id} не найден`),
  },
  ProductCategory: {
    score: (c) => c.score ?? 0,
  },
  Product: {
    matches: (p) => p.matches ?? [],
    exclusions: (p) => p.exclusions ?? [],
    category: (p, _a, ctx) => p.category ?? (p.categoryId == null ? null : ctx.loaders.productCategoryById.load(p.categoryId)),
  },
  Campaign: {
    isActive: (c) => c.isActive ?? true,
    matches: (c) => c.matches ?? [],
    exclusions: (c) => c.exclusions ?? [],
    periods: (c, _a, ctx) => c.periods ?? ctx.loaders.periodsByCampaign.load(c.id),
    products: (c, _a, ctx) => c.campaignProducts ?? ctx.loaders.campaignProductsByCampaign.load(c.id),
  },
  Period: {
    requiresRegistration: (p) => !!p.requiresRegistration,
    campaign: (p, _a, ctx) => p.campaign ?? ctx.loaders.campaignById.load(p.campaignId),
    plans: (p, _a, ctx) => p.plans ?? ctx.loaders.plansByPeriod.load(p.id),
  },
  Plan: {
    fact: (p) => p.fact ?? 0,
    place: (p, _a, ctx) => p.place ?? ctx.loaders.placeById.load(p.placeId),
    period: (p, _a, ctx) => p.period ?? ctx.loaders.periodById.load(p.periodId),
  },
  CampaignProduct: {
    product: (cp, _a, ctx) => cp.product ?? ctx.loaders.productById.load(cp.productId),
    periodProducts: (cp) => cp.periodProducts ?? [],
  },
  PeriodProduct: {
    product: (pp, _a, ctx) => pp.product ?? ctx.loaders.productById.load(pp.productId),
  },
};
