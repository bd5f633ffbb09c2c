// Campaigns, their periods, plans per place and period, campaign products and period products
// (spec §3). Scores are integer points; limits are integers; a plan's fact is units (decimal).
import { sql } from 'kysely';
import { adminOnly, placeColumnScope, referenceData, staffOnly } from '../auth/scope';
import { bool, count, date, decimal, defineModel, int, requiredText, stringList, text, file, timestamps } from '../models/define';

const limits = { placeScoreLimit: count, ticketSalesLimit: count, userScoreLimit: count };
const requiredInt = { ...int, required: true } as const;

export const campaignModel = defineModel({
  name: 'Campaign',
  table: 'campaigns',
  properties: {
    id: int,
    title: requiredText,
    shortTitle: text,
    description: text,
    isActive: bool,
    taskNumber: text,
    ticketLifetime: count,
    rulesLink: text,
    guideLink: text,
    exclusions: stringList,
    matches: stringList,
    miniature: file,
    ...limits,
    ...timestamps,
  },
  relations: {
    periods: { type: 'hasMany', model: 'Period', foreignKey: 'campaignId' },
    campaignProducts: { type: 'hasMany', model: 'CampaignProduct', foreignKey: 'campaignId' },
    plans: { type: 'hasMany', model: 'Plan', foreignKey: 'campaignId' },
    places: { type: 'hasMany', model: 'Place', foreignKey: 'campaignId' },
  },
  searchFields: ['title', 'shortTitle', 'taskNumber'],
  ...referenceData,
});

export const periodModel = defineModel({
  name: 'Period',
  table: 'periods',
  properties: {
    id: int,
    startDate: { ...date, required: true },
    endDate: { ...date, required: true },
    note: text,
    ...limits,
    requiresRegistration: bool,
    campaignId: requiredInt,
    ...timestamps,
  },
  relations: {
    campaign: { type: 'belongsTo', model: 'Campaign', foreignKey: 'campaignId' },
    plans: { type: 'hasMany', model: 'Plan', foreignKey: 'periodId' },
    periodProducts: { type: 'hasMany', model: 'PeriodProduct', foreignKey: 'periodId' },
  },
  ...referenceData,
});

export const planModel = defineModel({
  name: 'Plan',
  table: 'plans',
  properties: {
    id: int,
    plan: count,
    fact: { ...decimal, readOnly: true },
    placeId: requiredInt,
    periodId: requiredInt,
    campaignId: int,
    ...timestamps,
  },
  relations: {
    place: { type: 'belongsTo', model: 'Place', foreignKey: 'placeId' },
    period: { type: 'belongsTo', model: 'Period', foreignKey: 'periodId' },
    campaign: { type: 'belongsTo', model: 'Campaign', foreignKey: 'campaignId' },
  },
  // Plans of the places a user sees (vendors: none).
  scopeFor: (user) => staffOnly(user) ?? placeColumnScope(user, sql`plans.place_id`),
  writeScopeFor: adminOnly,
});

const productScores = { score: count, bonusScore: count };

export const campaignProductModel = defineModel({
  name: 'CampaignProduct',
  table: 'campaign_products',
  properties: {
    id: int,
    ...productScores,
    campaignId: requiredInt,
    productId: requiredInt,
    ...timestamps,
  },
  relations: {
    campaign: { type: 'belongsTo', model: 'Campaign', foreignKey: 'campaignId' },
    product: { type: 'belongsTo', model: 'Product', foreignKey: 'productId' },
    periodProducts: { type: 'hasMany', model: 'PeriodProduct', foreignKey: 'campaignProductId' },
  },
  ...referenceData,
});

export const periodProductModel = defineModel({
  name: 'PeriodProduct',
  table: 'period_products',
  properties: {
    id: int,
    ...productScores,
    campaignId: int,
    periodId: requiredInt,
    productId: requiredInt,
    campaignProductId: int,
    ...timestamps,
  },
  relations: {
    campaign: { type: 'belongsTo', model: 'Campaign', foreignKey: 'campaignId' },
    period: { type: 'belongsTo', model: 'Period', foreignKey: 'periodId' },
    product: { type: 'belongsTo', model: 'Product', foreignKey: 'productId' },
    campaignProduct: { type: 'belongsTo', model: 'CampaignProduct', foreignKey: 'campaignProductId' },
  },
  ...referenceData,
});
