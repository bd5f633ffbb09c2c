// Product categories and products (spec §3, decisions §9). Prices are kopecks.
import { adminOnly, staffOnly } from '../auth/scope';
import { date, defineModel, int, int8, jsonb, text } from '../models/define';

export const productCategoryModel = defineModel({
  name: 'ProductCategory',
  table: 'product_categories',
  properties: {
    id: int,
    title: text,
    score: int,
    recommendedPrice: int8,
    createdAt: date,
    updatedAt: date,
  },
  relations: {
    products: { type: 'hasMany', model: 'Product', foreignKey: 'categoryId' },
  },
  scopeFor: staffOnly,
  writeScopeFor: adminOnly,
});

export const productModel = defineModel({
  name: 'Product',
  table: 'products',
  properties: {
    id: int,
    title: text,
    shortTitle: text,
    matches: jsonb,
    exclusions: jsonb,
    recommendedPrice: int8,
    image: jsonb,
    categoryId: int,
    createdAt: date,
    updatedAt: date,
  },
  relations: {
    category: { type: 'belongsTo', model: 'ProductCategory', foreignKey: 'categoryId' },
    campaignProducts: { type: 'hasMany', model: 'CampaignProduct', foreignKey: 'productId' },
  },
  scopeFor: staffOnly,
  writeScopeFor: adminOnly,
});
