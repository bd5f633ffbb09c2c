// Product categories and products (spec §3, product-rules §9). Prices are kopecks.
import { referenceData } from '../auth/scope';
import { count, defineModel, hasMany, int, kopecks, requiredText, stringList, text, file, timestamps } from '../models/define';

export const productCategoryModel = defineModel({
  name: 'ProductCategory',
  table: 'product_categories',
  properties: {
    id: int,
    title: requiredText,
    score: count,
    recommendedPrice: kopecks,
    ...timestamps,
  },
  relations: hasMany('categoryId', { products: 'Product' }),
  searchFields: ['title'],
  ...referenceData,
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
    ...timestamps,
  },
  relations: {
    category: { type: 'belongsTo', model: 'ProductCategory', foreignKey: 'categoryId' },
    ...hasMany('productId', { campaignProducts: 'CampaignProduct' }),
  },
  ...referenceData,
  searchFields: ['title', 'shortTitle'],
});
