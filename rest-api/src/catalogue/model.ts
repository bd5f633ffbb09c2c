// Product categories and products (spec §3, product-rules §9). Prices are kopecks.
import { adminOnly, staffOnly } from '../auth/scope';
import { count, date, defineModel, int, kopecks, requiredText, stringList, text, file } from '../models/define';

export const productCategoryModel = defineModel({
  name: 'ProductCategory',
  table: 'product_categories',
  properties: {
    id: int,
    title: requiredText,
    score: count,
    recommendedPrice: kopecks,
    createdAt: date,
    updatedAt: date,
  },
  relations: {
    products: { type: 'hasMany', model: 'Product', foreignKey: 'categoryId' },
  },
  scopeFor: staffOnly,
  searchFields: ['title'],
  writeScopeFor: adminOnly,
});

export const productModel = defineModel({
  name: 'Product',
  table: 'products',
  properties: {
    id: int,
    title: requiredText,
    shortTitle: text,
    matches: stringList,
    exclusions: stringList,
    recommendedPrice: kopecks,
    image: file,
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
  searchFields: ['title', 'shortTitle'],
});
