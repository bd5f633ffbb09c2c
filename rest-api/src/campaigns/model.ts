// Campaigns, their periods, plans per place and period, campaign products and period products
// (spec §3). Scores are integer points; limits are integers; a plan's fact is units (decimal).
import { sql } from 'kysely';
import { adminOnly, placeColumnScope, staffOnly } from '../auth/scope';
import { bool, date, decimal, defineModel, int, jsonb, text } from '../models/define';

const limits = { placeScoreLimit: int, ticketSalesLimit: int, userScoreLimit: int };

export const campaignModel = defineModel({
  name: 'Campaign',
  table: 'campaigns',
  properties: {
    id: int,
    title: text,
    shortTitle: text,
    description: text,
    isActive: bool,
    taskNumber: text,
    ticketLifetime: int,
    rulesLink: text,
    guideLink: text,
    exclusions: jsonb,
    matches: jsonb,
    miniature: jsonb,
    ...limits,
    createdAt: date,
    updatedAt: date,
  },
  relations: {
    periods: { type: 'hasMany', model: 'Period', foreignKey: 'campaignId' },
    campaignProducts: { type: 'hasMany', model: 'CampaignProduct', foreignKey: 'campaignId' },
    plans: { type: 'hasMany', model: 'Plan', foreignKey: 'campaignId' },
    places: { type: 'hasMany', model: 'Place', foreignKey: 'campaignId' },
  },
  scopeFor: staffOnly,
  writeScopeFor: adminOnly,
});

export const periodModel = defineModel({
  name: 'Period',
  table: 'periods',
  properties: {
    id: int,
    startDate: date,
    endDate: date,
    note: text,
    ...limits,
    requiresRegistration: bool,
    campaignId: int,
    createdAt: date,
    updatedAt: date,
  },
  relations: {
    campaign: { type: 'belongsTo', model: 'Campaign', foreignKey: 'campaignId' },
    plans: { type: 'hasMany', model: 'Plan', foreignKey: 'periodId' },
    periodProducts: { type: 'hasMany', model: 'PeriodProduct', foreignKey: 'periodId' },
  },
  scopeFor: staffOnly,
  writeScopeFor: adminOnly,
});

export const planModel = defineModel({
  name: 'Plan',
  table: 'plans',
  properties: {
    id: int,
    plan: int,
    fact: decimal,
    placeId: int,
    periodId: int,
    campaignId: int,
    createdAt: date,
    updatedAt: date,
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

const productScores = { score: int, bonusScore: int };

export const campaignProductModel = defineModel({
  name: 'CampaignProduct',
  table: 'campaign_products',
  properties: {
    id: int,
    ...productScores,
    campaignId: int,
    productId: int,
    createdAt: date,
    updatedAt: date,
  },
  relations: {
    campaign: { type: 'belongsTo', model: 'Campaign', foreignKey: 'campaignId' },
    product: { type: 'belongsTo', model: 'Product', foreignKey: 'productId' },
    periodProducts: { type: 'hasMany', model: 'PeriodProduct', foreignKey: 'campaignProductId' },
  },
  scopeFor: staffOnly,
  writeScopeFor: adminOnly,
});

export const periodProductModel = defineModel({
  name: 'PeriodProduct',
  table: 'period_products',
  properties: {
    id: int,
    ...productScores,
    campaignId: int,
    periodId: int,
    productId: int,
    campaignProductId: int,
    createdAt: date,
    updatedAt: date,
  },
  relations: {
    campaign: { type: 'belongsTo', model: 'Campaign', foreignKey: 'campaignId' },
    period: { type: 'belongsTo', model: 'Period', foreignKey: 'periodId' },
    product: { type: 'belongsTo', model: 'Product', foreignKey: 'productId' },
    campaignProduct: { type: 'belongsTo', model: 'CampaignProduct', foreignKey: 'campaignProductId' },
  },
  scopeFor: staffOnly,
  writeScopeFor: adminOnly,
});
