// Campaigns (spec §7): campaigns, their periods and plans, and the products of a campaign and of
// its periods with their scores.
import type { Upstream } from './client';
import { model, type RestFilter } from './loopback';
import type { RestCampaign, RestCampaignProduct, RestPeriod, RestPeriodProduct, RestPlan } from './types';

export const campaigns = model<RestCampaign>('/campaigns');
export const periods = model<RestPeriod>('/periods');
export const plans = model<RestPlan>('/plans');
export const campaignProducts = model<RestCampaignProduct>('/campaignProducts');
export const periodProducts = model<RestPeriodProduct>('/periodProducts');

/** A campaign's products with the period products of each (`where` may name a `periodId`). */
export const campaignProductsWithPeriodProducts = (api: Upstream, filter: RestFilter) => api.get<RestCampaignProduct[]>('/campaignProducts/withPeriodProducts', { filter });
