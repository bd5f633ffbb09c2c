// Campaigns, their periods, plans per place and period, campaign products and period products
// (spec §3). Scores are integer points; limits are integers; a plan's fact is units (decimal).
import { sql } from 'kysely';
import { adminOnly, placeColumnScope, referenceData, staffOnly } from '../auth/scope';
import { belongsTo, bool, count, date, decimal, defineModel, hasMany, int, requiredText, stringList, text, file, timestamps } from '../models/define';

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
  relations: hasMany('campaignId', { periods: 'Period', campaignProducts: 'CampaignProduct', plans: 'Plan', places: 'Place' }),
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
  relations: { ...belongsTo('Campaign'), ...hasMany('periodId', { plans: 'Plan', periodProducts: 'PeriodProduct' }) },
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
  relations: belongsTo('Place', 'Period', 'Campaign'),
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
  relations: { ...belongsTo('Campaign', 'Product'), ...hasMany('campaignProductId', { periodProducts: 'PeriodProduct' }) },
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
  relations: belongsTo('Campaign', 'Period', 'Product', 'CampaignProduct'),
  ...referenceData,
});
