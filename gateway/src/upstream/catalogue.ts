// The product catalogue (spec §7): categories and products, and the products of a campaign.
import { membership, model } from './loopback';
import type { RestProduct, RestProductCategory } from './types';

const PRODUCTS = '/products';

export const productCategories = model<RestProductCategory>('/productCategories');
export const products = model<RestProduct>(PRODUCTS);

/** Products in (or not in) a campaign: `/products/find[Not]InCampaign/{campaignId}`. */
export const productsOfCampaign = membership<RestProduct>(PRODUCTS, 'Campaign');
