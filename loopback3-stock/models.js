'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as a LoopBack 3 application is */
// The models of the stock application (index.js) in each variant: the user extending LoopBack's
// built-in `User`, and a `PersistedModel` a resource with `$everyone` DENY, `$authenticated` ALLOW.

const { ID, ACLS, TITLED } = require('../loopback3/shared');
const { belongs, hasMany, PROPERTIES: P, RELATIONS } = require('../loopback3/resources');

function persisted(name, plural, properties, settings = {}) {
  return {
    name,
    base: 'PersistedModel',
    plural,
    idInjection: false,
    properties: { id: ID, ...properties, createdAt: { type: 'date', defaultFn: 'now' }, updatedAt: { type: 'date', defaultFn: 'now' } },
    acls: ACLS,
    ...settings,
  };
}

/**
 * The variant of the application (issue 37: a family of upstreams that choose differently where the
 * spec is silent); every default is the application as it was.
 * @typedef {{ ticketUser?: string, placeUsers?: string, lines?: 'column' | 'model', category?: 'related' | 'embedded', labels?: 'column' | 'hook' | 'absent', statusTitles?: Record<string, string> }} Variant
 */

/** @param {Required<Variant>} v */
const definitions = (v) => [
  persisted('UserRole', 'roles', P.UserRole),
  persisted('Region', 'regions', TITLED),
  persisted('AdmEntity', 'admEntities', TITLED),
  persisted('PlaceType', 'placeTypes', TITLED),
  persisted(
    'City',
    'cities',
    { title: 'string', regionName: 'string', timeZone: 'string', regionId: 'number', admEntityId: 'number', location: 'object' },
    { relations: { region: belongs('Region', 'regionId'), admEntity: belongs('AdmEntity', 'admEntityId') } },
  ),
  persisted(
    'Place',
    'places',
    { ...P.Place, location: 'object', blocked: { type: 'boolean', default: false } },
    { relations: { ...RELATIONS.Place, [v.placeUsers]: { type: 'hasMany', model: 'user', through: 'UserPlace', foreignKey: 'placeId', keyThrough: 'userId' } } },
  ),
  persisted(
    'Ticket',
    'tickets',
    {
      ...P.TicketFiscal,
      location: 'object',
      status: 'string',
      statusTitle: 'string',
      statusDescription: 'string',
      ...P.TicketScoring,
      ...(v.lines === 'column' ? { items: ['object'] } : {}),
      photos: ['any'],
      ...P.TicketKeys,
    },
    {
      relations: {
        [v.ticketUser]: belongs('user', 'userId'),
        place: belongs('Place', 'placeId'),
        campaign: belongs('Campaign', 'campaignId'),
        period: belongs('Period', 'periodId'),
        ...(v.lines === 'model' ? { ticketItems: hasMany('TicketItem', 'ticketId') } : {}),
        plan: belongs('Plan', 'planId'),
      },
    },
  ),
  // A receipt's line as a model of its own (the `lines: 'model'` variant).
  persisted('TicketItem', 'ticketItems', { productId: 'number', name: 'string', price: 'number', quantity: 'number', sum: 'number', ticketId: 'number' }),
  persisted('ProductCategory', 'productCategories', P.ProductCategory),
  v.category === 'related'
    ? persisted(
        'Product',
        'products',
        { ...P.Product, matches: ['string'], exclusions: ['string'], categoryId: 'number' },
        { relations: { category: belongs('ProductCategory', 'categoryId') } },
      )
    : // The category embedded in the product's row; no `/productCategories`.
      persisted('Product', 'products', { ...P.Product, matches: ['string'], exclusions: ['string'], category: 'object' }),
  persisted(
    'Campaign',
    'campaigns',
    { ...P.Campaign, isActive: { type: 'boolean', default: true }, exclusions: ['string'], matches: ['string'] },
    { relations: { ...RELATIONS.Campaign } },
  ),
  persisted('Period', 'periods', { ...P.Period, requiresRegistration: { type: 'boolean', default: false } }, { relations: { ...RELATIONS.Period } }),
  persisted('Plan', 'plans', P.Plan, { relations: { ...RELATIONS.Plan } }),
  persisted('CampaignProduct', 'campaignProducts', P.CampaignProduct, { relations: { ...RELATIONS.CampaignProduct } }),
  persisted('PeriodProduct', 'periodProducts', P.PeriodProduct, { relations: { ...RELATIONS.PeriodProduct } }),
  persisted(
    'Message',
    'messages',
    { ...P.Message, saw: { type: 'boolean', default: false } },
    { relations: { sender: belongs('user', 'senderId'), recipient: belongs('user', 'recipientId') } },
  ),
  // A person's places: not exposed over REST (the `users` relation of a place reads it).
  persisted('UserPlace', 'userPlaces', { userId: 'number', placeId: 'number' }),
];

/** Models not exposed over REST in a variant. */
const privateModels = (v) => new Set(['UserPlace', ...(v.lines === 'model' ? [] : ['TicketItem']), ...(v.category === 'embedded' ? ['ProductCategory'] : [])]);

/** @type {Required<Variant>} */
const DEFAULT_VARIANT = {
  ticketUser: 'user',
  placeUsers: 'users',
  lines: 'column',
  category: 'related',
  labels: 'column',
  statusTitles: {},
  placesOfUser: 'cities',
  deviceScope: 'scope',
  socketio: 2,
};

/** The stock user: LoopBack's `User` with the programme's fields and `$authenticated` ALLOW. */
/** @param {Required<Variant>} v */
const userDefinition = (v) => ({
  name: 'user',
  base: 'User',
  plural: 'users',
  idInjection: false,
  properties: {
    id: ID,
    // Invited people have a phone and no e-mail yet.
    email: { type: 'string', required: false },
    name: 'string',
    surname: 'string',
    middleName: 'string',
    phone: { type: 'string', required: true },
    phoneVerified: { type: 'boolean', default: false },
    blocked: { type: 'boolean', default: false },
    roleId: 'number',
    ...(v.labels === 'column' ? { roleName: 'string' } : {}),
    platform: 'string',
    avatar: 'any',
    cityId: 'number',
    cityIds: { type: ['number'], default: [] },
    inviterId: 'number',
    placeId: 'number',
    placeIds: { type: ['number'], default: [] },
    campaignId: 'number',
    score: { type: 'number', default: 0 },
    pendingScore: { type: 'number', default: 0 },
    registrationConfirmed: { type: 'boolean', default: false },
    registrationConfirmedAt: 'date',
    inn: 'string',
    createdAt: { type: 'date', defaultFn: 'now' },
    updatedAt: { type: 'date', defaultFn: 'now' },
  },
  hidden: ['password', 'verificationToken'],
  relations: {
    role: belongs('UserRole', 'roleId'),
    city: belongs('City', 'cityId'),
    place: belongs('Place', 'placeId'),
    inviter: belongs('user', 'inviterId'),
    accessTokens: { type: 'hasMany', model: 'AccessToken', foreignKey: 'userId', options: { disableInclude: true } },
  },
  acls: [{ accessType: '*', principalType: 'ROLE', principalId: '$authenticated', permission: 'ALLOW' }],
});

module.exports = { belongs, definitions, privateModels, DEFAULT_VARIANT, userDefinition };
