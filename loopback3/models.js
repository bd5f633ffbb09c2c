'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as a LoopBack 3 application is */
// The models of the application (index.js): one a table of rest-api's, with its properties,
// relations and ACLs. Labels that `loaded` hooks compute (index.js) are no properties here.

const { ID, ACLS, TITLED } = require('./shared');
const { belongs, hasMany, PROPERTIES, RELATIONS } = require('./resources');

const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * A model on one of rest-api's tables: camelCase properties on snake_case columns.
 * `types`: property → 'number' | 'string' | 'date' | 'boolean' | 'any' (jsonb) | a full definition.
 */
function tableModel(name, plural, table, types, settings = {}) {
  const properties = { id: { ...ID, postgresql: { columnName: 'id' } } };
  for (const [prop, type] of Object.entries({ ...types, createdAt: 'date', updatedAt: 'date' })) {
    const definition = typeof type === 'string' ? { type } : type;
    properties[prop] = { ...definition, postgresql: { columnName: snake(prop) } };
  }
  return {
    name,
    base: 'PersistedModel',
    plural,
    idInjection: false,
    forceId: false,
    strict: true,
    postgresql: { schema: 'public', table },
    properties,
    acls: ACLS,
    ...settings,
  };
}

const { UserRole, Place, TicketFiscal, TicketScoring, TicketKeys, ProductCategory, Product, Campaign, Period, Plan, CampaignProduct, PeriodProduct, Message } = PROPERTIES;

const DEFINITIONS = [
  tableModel('UserRole', 'roles', 'roles', UserRole),
  tableModel('Region', 'regions', 'regions', TITLED),
  tableModel('AdmEntity', 'admEntities', 'adm_entities', TITLED),
  tableModel('PlaceType', 'placeTypes', 'place_types', TITLED),
  tableModel(
    'City',
    'cities',
    'cities',
    { title: 'string', regionId: 'number', admEntityId: 'number', timeZone: 'string', location: 'any' },
    // `regionName` is set by a `loaded` hook: not a property.
    { strict: false, relations: { region: belongs('Region', 'regionId'), admEntity: belongs('AdmEntity', 'admEntityId') } },
  ),
  tableModel('Place', 'places', 'places', Place, {
    relations: { ...RELATIONS.Place, users: { type: 'hasMany', model: 'Person', through: 'UserPlace', foreignKey: 'placeId', keyThrough: 'userId' } },
  }),
  tableModel(
    'Person',
    'users',
    'users',
    {
      name: 'string',
      surname: 'string',
      middleName: 'string',
      phone: 'string',
      email: 'string',
      passwordHash: 'string',
      phoneVerified: 'boolean',
      emailVerified: 'boolean',
      blocked: 'boolean',
      roleId: 'number',
      platform: 'string',
      avatar: 'any',
      cityId: 'number',
      inviterId: 'number',
      placeId: 'number',
      score: 'number',
      pendingScore: 'number',
      registrationConfirmed: 'boolean',
      registrationConfirmedAt: 'date',
      inn: 'string',
      campaignId: 'number',
    },
    {
      // `roleName` is set by a `loaded` hook: not a property.
      strict: false,
      hidden: ['passwordHash'],
      relations: {
        role: belongs('UserRole', 'roleId'),
        city: belongs('City', 'cityId'),
        place: belongs('Place', 'placeId'),
        inviter: belongs('Person', 'inviterId'),
        places: { type: 'hasMany', model: 'Place', through: 'UserPlace', foreignKey: 'userId', keyThrough: 'placeId' },
      },
      acls: [...ACLS, { accessType: 'EXECUTE', principalType: 'ROLE', principalId: '$everyone', permission: 'ALLOW', property: 'login' }],
    },
  ),
  tableModel(
    'Ticket',
    'tickets',
    'tickets',
    { ...TicketFiscal, location: 'any', status: 'string', ...TicketScoring, photos: 'any', statusDescription: 'string', ...TicketKeys },
    {
      // `statusTitle` and `items` are set by a `loaded` hook: not properties.
      strict: false,
      relations: {
        user: belongs('Person', 'userId'),
        place: belongs('Place', 'placeId'),
        campaign: belongs('Campaign', 'campaignId'),
        period: belongs('Period', 'periodId'),
        plan: belongs('Plan', 'planId'),
        transactions: hasMany('Transaction', 'ticketId'),
      },
    },
  ),
  tableModel('TicketItem', 'ticketItems', 'ticket_items', {
    ticketId: 'number',
    lineNo: 'number',
    productId: 'number',
    name: 'string',
    price: 'number',
    quantity: 'number',
    sum: 'number',
  }),
  tableModel('Transaction', 'transactions', 'transactions', {
    userId: 'number',
    ticketId: 'number',
    periodId: 'number',
    placeId: 'number',
    amount: 'number',
    kind: 'string',
    reason: 'string',
  }),
  tableModel('ProductCategory', 'productCategories', 'product_categories', ProductCategory),
  tableModel('Product', 'products', 'products', { ...Product, categoryId: 'number' }, { relations: { category: belongs('ProductCategory', 'categoryId') } }),
  tableModel('Campaign', 'campaigns', 'campaigns', Campaign, { relations: { ...RELATIONS.Campaign } }),
  tableModel('Period', 'periods', 'periods', Period, { relations: { ...RELATIONS.Period } }),
  tableModel('Plan', 'plans', 'plans', Plan, { relations: { ...RELATIONS.Plan } }),
  tableModel('CampaignProduct', 'campaignProducts', 'campaign_products', CampaignProduct, { relations: { ...RELATIONS.CampaignProduct } }),
  tableModel('PeriodProduct', 'periodProducts', 'period_products', PeriodProduct, { relations: { ...RELATIONS.PeriodProduct } }),
  tableModel('Message', 'messages', 'messages', Message, { relations: { sender: belongs('Person', 'senderId'), recipient: belongs('Person', 'recipientId') } }),
  // A person's places: `user_places` has a composite key (user, place) and no id.
  {
    name: 'UserPlace',
    base: 'PersistedModel',
    idInjection: false,
    strict: true,
    postgresql: { schema: 'public', table: 'user_places' },
    properties: {
      userId: { type: 'number', id: 1, postgresql: { columnName: 'user_id' } },
      placeId: { type: 'number', id: 2, postgresql: { columnName: 'place_id' } },
      assignedAt: { type: 'date', postgresql: { columnName: 'assigned_at' } },
      assignedBy: { type: 'number', postgresql: { columnName: 'assigned_by' } },
    },
    acls: ACLS,
  },
];

/** Models the REST API does not expose (read by hooks and remote methods only). */
const PRIVATE = new Set(['TicketItem', 'UserPlace']);

module.exports = { DEFINITIONS, PRIVATE };
