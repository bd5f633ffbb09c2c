'use strict';
// The programme's resources as both LoopBack 3 fixtures model them (loopback3/models.js over
// rest-api's tables, loopback3-stock/models.js in memory): the properties that are alike, JSON as
// `any` (each app overrides the few it types or defaults otherwise, keeping their places), and
// the relations that are alike. Tests only; not part of the product.

const belongs = (model, foreignKey) => ({ type: 'belongsTo', model, foreignKey });
const hasMany = (model, foreignKey) => ({ type: 'hasMany', model, foreignKey });

const PROPERTIES = {
  UserRole: { name: 'string', title: 'string' },
  Place: {
    internalId: 'string',
    title: 'string',
    description: 'string',
    address: 'string',
    inn: 'string',
    location: 'any',
    image: 'any',
    cityId: 'number',
    campaignId: 'number',
    placeTypeId: 'number',
    distributingFacilityId: 'number',
    blocked: 'boolean',
  },
  /** A receipt's fiscal fields up to its total; then `location`, `status`, … as each app orders them. */
  TicketFiscal: {
    operationType: 'number',
    taxationType: 'number',
    rawData: 'any',
    shiftNumber: 'number',
    cashTotalSum: 'number',
    kktRegId: 'string',
    nds10: 'number',
    nds18: 'number',
    ndsCalculated18: 'number',
    fiscalDriveNumber: 'string',
    operator: 'string',
    fiscalDocumentNumber: 'string',
    userInn: 'string',
    fiscalSign: 'string',
    requestNumber: 'number',
    receiptCode: 'number',
    authorityUri: 'string',
    internetSign: 'number',
    machineNumber: 'string',
    dateTime: 'date',
    totalSum: 'number',
  },
  /** A receipt's scoring and the app that sent it. */
  TicketScoring: {
    qr: 'string',
    score: 'number',
    planSales: 'number',
    bonusSales: 'number',
    scoredItems: 'number',
    totalSales: 'number',
    platform: 'string',
    appVersion: 'string',
    ofd: 'string',
  },
  TicketKeys: { userId: 'number', placeId: 'number', campaignId: 'number', periodId: 'number', planId: 'number' },
  ProductCategory: { title: 'string', score: 'number', recommendedPrice: 'number' },
  /** A product without its category (`categoryId` or, embedded, `category`). */
  Product: { title: 'string', shortTitle: 'string', matches: 'any', exclusions: 'any', recommendedPrice: 'number', image: 'any' },
  Campaign: {
    title: 'string',
    shortTitle: 'string',
    description: 'string',
    isActive: 'boolean',
    taskNumber: 'string',
    ticketLifetime: 'number',
    rulesLink: 'string',
    guideLink: 'string',
    exclusions: 'any',
    matches: 'any',
    miniature: 'any',
    placeScoreLimit: 'number',
    ticketSalesLimit: 'number',
    userScoreLimit: 'number',
  },
  Period: {
    startDate: 'date',
    endDate: 'date',
    note: 'string',
    placeScoreLimit: 'number',
    ticketSalesLimit: 'number',
    userScoreLimit: 'number',
    requiresRegistration: 'boolean',
    campaignId: 'number',
  },
  Plan: { plan: 'number', fact: 'number', placeId: 'number', periodId: 'number', campaignId: 'number' },
  CampaignProduct: { score: 'number', bonusScore: 'number', campaignId: 'number', productId: 'number' },
  PeriodProduct: { score: 'number', bonusScore: 'number', campaignId: 'number', periodId: 'number', productId: 'number', campaignProductId: 'number' },
  Message: { text: 'string', file: 'any', senderId: 'number', recipientId: 'number', ticketId: 'number', room: 'string', saw: 'boolean' },
};

const RELATIONS = {
  /** A place's own; its people (a relation through the link model) each app names. */
  Place: { city: belongs('City', 'cityId'), placeType: belongs('PlaceType', 'placeTypeId'), campaign: belongs('Campaign', 'campaignId') },
  Campaign: { periods: hasMany('Period', 'campaignId'), campaignProducts: hasMany('CampaignProduct', 'campaignId') },
  Period: { campaign: belongs('Campaign', 'campaignId'), plans: hasMany('Plan', 'periodId') },
  Plan: { place: belongs('Place', 'placeId'), period: belongs('Period', 'periodId') },
  CampaignProduct: { product: belongs('Product', 'productId'), periodProducts: hasMany('PeriodProduct', 'campaignProductId') },
  PeriodProduct: { product: belongs('Product', 'productId') },
};

module.exports = { belongs, hasMany, PROPERTIES, RELATIONS };
