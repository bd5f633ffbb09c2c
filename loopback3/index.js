'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as a LoopBack 3 application is */
// A real LoopBack 3 application (loopback 3.28, juggler 3.36, loopback-connector-postgresql 5.5)
// serving the tables rest-api/ creates and seeds, for proving the gateway against LoopBack itself
// (gateway/test/loopback3.test.ts). It behaves as the programme's API is assumed to
// (docs/loopback-contract.md §11):
// - every model is `$authenticated` only, except `POST /users/login`;
// - the phone login answers LoopBack's AccessToken `{id, ttl, created, userId}`, no user, no role;
// - `roleName` (users), `statusTitle` (tickets), `regionName` (cities) and a ticket's `items` are no
//   properties: `loaded` hooks compute them, so LoopBack drops them from `fields` and the
//   PostgreSQL connector silently ignores a `where` on them;
// - there is no `/tickets/stats`: `GET /tickets/stats` is `findById('stats')`, a 500;
// - `GET /users/me` is the token middleware's `currentUserLiteral`;
// - `/vendors/withOnline` and `/vendors/countWithOnline` are remote methods (spec §7), as are the
//   other custom routes the gateway calls (`customRoutes`): places of a user, products of a
//   campaign, a campaign's products with their period products, the messages, a user's places,
//   invites, manual scoring and a ticket's correction;
// - a user's `cityIds` and `placeIds` (user_cities, user_places) are computed by the `loaded` hook
//   too; `cityIds` in a create or patch is written to user_cities by the save hooks.
// Tests only; not part of the product.

// LoopBack 3 and its juggler report deprecations through `depd`, read when they are first required.
for (const name of ['loopback', 'loopback-datasource-juggler', 'strong-remoting', 'body-parser']) {
  const ignored = (process.env.NO_DEPRECATION || '').split(',').filter(Boolean);
  if (!ignored.includes(name) && !ignored.includes('*')) process.env.NO_DEPRECATION = [...ignored, name].join(',');
}

const crypto = require('node:crypto');
const loopback = require('loopback');

/**
 * Titles of ticket statuses (product-rules §3), as the programme's `loaded` hook names them. A copy
 * (this fixture is plain JavaScript standing in for the programme's own API): the home of the statuses
 * is rest-api/src/tickets/mapper.ts (`TICKET_STATUSES`, `TICKET_STATUS_TITLES`); the gateway's is
 * gateway/src/modules/tickets/status.ts, whose test fails when this copy parts from it.
 */
const STATUS_TITLES = {
  new: 'Новый',
  processing: 'В обработке',
  delayed: 'Отложен',
  manual: 'Ручная проверка',
  processed: 'Обработан',
  rejected: 'Отклонён',
};

const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const ID = { type: 'number', id: true, generated: true };
const ACLS = [
  { accessType: '*', principalType: 'ROLE', principalId: '$everyone', permission: 'DENY' },
  { accessType: '*', principalType: 'ROLE', principalId: '$authenticated', permission: 'ALLOW' },
];

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

const TITLED = { title: 'string' };

const DEFINITIONS = [
  tableModel('UserRole', 'roles', 'roles', { name: 'string', title: 'string' }),
  tableModel('Region', 'regions', 'regions', TITLED),
  tableModel('AdmEntity', 'admEntities', 'adm_entities', TITLED),
  tableModel('PlaceType', 'placeTypes', 'place_types', TITLED),
  tableModel(
    'City',
    'cities',
    'cities',
    { title: 'string', regionId: 'number', admEntityId: 'number', timeZone: 'string', location: 'any' },
    {
      // `regionName` is set by a `loaded` hook: not a property.
      strict: false,
      relations: {
        region: { type: 'belongsTo', model: 'Region', foreignKey: 'regionId' },
        admEntity: { type: 'belongsTo', model: 'AdmEntity', foreignKey: 'admEntityId' },
      },
    },
  ),
  tableModel(
    'Place',
    'places',
    'places',
    {
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
    {
      relations: {
        city: { type: 'belongsTo', model: 'City', foreignKey: 'cityId' },
        placeType: { type: 'belongsTo', model: 'PlaceType', foreignKey: 'placeTypeId' },
        campaign: { type: 'belongsTo', model: 'Campaign', foreignKey: 'campaignId' },
        users: { type: 'hasMany', model: 'Person', through: 'UserPlace', foreignKey: 'placeId', keyThrough: 'userId' },
      },
    },
  ),
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
        role: { type: 'belongsTo', model: 'UserRole', foreignKey: 'roleId' },
        city: { type: 'belongsTo', model: 'City', foreignKey: 'cityId' },
        place: { type: 'belongsTo', model: 'Place', foreignKey: 'placeId' },
        inviter: { type: 'belongsTo', model: 'Person', foreignKey: 'inviterId' },
        places: { type: 'hasMany', model: 'Place', through: 'UserPlace', foreignKey: 'userId', keyThrough: 'placeId' },
      },
      acls: [...ACLS, { accessType: 'EXECUTE', principalType: 'ROLE', principalId: '$everyone', permission: 'ALLOW', property: 'login' }],
    },
  ),
  tableModel(
    'Ticket',
    'tickets',
    'tickets',
    {
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
      location: 'any',
      status: 'string',
      qr: 'string',
      score: 'number',
      planSales: 'number',
      bonusSales: 'number',
      scoredItems: 'number',
      totalSales: 'number',
      platform: 'string',
      appVersion: 'string',
      ofd: 'string',
      photos: 'any',
      statusDescription: 'string',
      userId: 'number',
      placeId: 'number',
      campaignId: 'number',
      periodId: 'number',
      planId: 'number',
    },
    {
      // `statusTitle` and `items` are set by a `loaded` hook: not properties.
      strict: false,
      relations: {
        user: { type: 'belongsTo', model: 'Person', foreignKey: 'userId' },
        place: { type: 'belongsTo', model: 'Place', foreignKey: 'placeId' },
        campaign: { type: 'belongsTo', model: 'Campaign', foreignKey: 'campaignId' },
        period: { type: 'belongsTo', model: 'Period', foreignKey: 'periodId' },
        plan: { type: 'belongsTo', model: 'Plan', foreignKey: 'planId' },
        transactions: { type: 'hasMany', model: 'Transaction', foreignKey: 'ticketId' },
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
  tableModel('ProductCategory', 'productCategories', 'product_categories', { title: 'string', score: 'number', recommendedPrice: 'number' }),
  tableModel(
    'Product',
    'products',
    'products',
    { title: 'string', shortTitle: 'string', matches: 'any', exclusions: 'any', recommendedPrice: 'number', image: 'any', categoryId: 'number' },
    { relations: { category: { type: 'belongsTo', model: 'ProductCategory', foreignKey: 'categoryId' } } },
  ),
  tableModel(
    'Campaign',
    'campaigns',
    'campaigns',
    {
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
    {
      relations: {
        periods: { type: 'hasMany', model: 'Period', foreignKey: 'campaignId' },
        campaignProducts: { type: 'hasMany', model: 'CampaignProduct', foreignKey: 'campaignId' },
      },
    },
  ),
  tableModel(
    'Period',
    'periods',
    'periods',
    {
      startDate: 'date',
      endDate: 'date',
      note: 'string',
      placeScoreLimit: 'number',
      ticketSalesLimit: 'number',
      userScoreLimit: 'number',
      requiresRegistration: 'boolean',
      campaignId: 'number',
    },
    {
      relations: {
        campaign: { type: 'belongsTo', model: 'Campaign', foreignKey: 'campaignId' },
        plans: { type: 'hasMany', model: 'Plan', foreignKey: 'periodId' },
      },
    },
  ),
  tableModel(
    'Plan',
    'plans',
    'plans',
    { plan: 'number', fact: 'number', placeId: 'number', periodId: 'number', campaignId: 'number' },
    {
      relations: {
        place: { type: 'belongsTo', model: 'Place', foreignKey: 'placeId' },
        period: { type: 'belongsTo', model: 'Period', foreignKey: 'periodId' },
      },
    },
  ),
  tableModel(
    'CampaignProduct',
    'campaignProducts',
    'campaign_products',
    { score: 'number', bonusScore: 'number', campaignId: 'number', productId: 'number' },
    {
      relations: {
        product: { type: 'belongsTo', model: 'Product', foreignKey: 'productId' },
        periodProducts: { type: 'hasMany', model: 'PeriodProduct', foreignKey: 'campaignProductId' },
      },
    },
  ),
  tableModel(
    'PeriodProduct',
    'periodProducts',
    'period_products',
    { score: 'number', bonusScore: 'number', campaignId: 'number', periodId: 'number', productId: 'number', campaignProductId: 'number' },
    { relations: { product: { type: 'belongsTo', model: 'Product', foreignKey: 'productId' } } },
  ),
  tableModel(
    'Message',
    'messages',
    'messages',
    { text: 'string', file: 'any', senderId: 'number', recipientId: 'number', ticketId: 'number', room: 'string', saw: 'boolean' },
    {
      relations: {
        sender: { type: 'belongsTo', model: 'Person', foreignKey: 'senderId' },
        recipient: { type: 'belongsTo', model: 'Person', foreignKey: 'recipientId' },
      },
    },
  ),
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

/** Verifies a password against rest-api's `scrypt$N$r$p$salt$hash` (rest-api/src/auth/password.ts). */
function verifyPassword(password, stored) {
  const [scheme, n, r, p, salt, hash] = String(stored || '').split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return Promise.resolve(false);
  const N = Number(n);
  const expected = Buffer.from(hash, 'base64');
  if (!expected.length) return Promise.resolve(false);
  const options = { N, r: Number(r), p: Number(p), maxmem: 128 * N * Number(r) + 32 * 1024 * 1024 };
  return new Promise((resolve, reject) => {
    crypto.scrypt(String(password).normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, options, (error, key) =>
      error ? reject(error) : resolve(crypto.timingSafeEqual(key, expected)),
    );
  });
}

function loginFailed() {
  // Stock LoopBack's answer to a wrong password (loopback-contract §5.2).
  const error = new Error('login failed');
  error.statusCode = 401;
  error.code = 'LOGIN_FAILED';
  return error;
}

function build(databaseUrl) {
  const app = loopback({ localRegistry: true, loadBuiltinModels: true });
  app.set('remoting', {
    errorHandler: { debug: false, log: false },
    rest: { normalizeHttpPath: false, xml: false },
    json: { strict: false, limit: '1mb' },
    context: false,
  });
  app.set('legacyExplorer', false);

  const memory = app.dataSource('memory', { connector: 'memory' });
  const db = app.dataSource('db', { connector: require('loopback-connector-postgresql'), url: databaseUrl, max: 4, lazyConnect: true });
  // The connector hands pg its bluebird as `Promise`, which pg 8 reports as deprecated on every
  // client; the pool's own copy of the options is what its clients get.
  delete db.connector.pg.options.Promise;
  const registry = app.registry;

  for (const name of ['ACL', 'RoleMapping', 'Role']) app.model(registry.getModel(name), { dataSource: memory, public: false });
  // The login's tokens, in a table of their own (created by `automigrate` at start).
  const LbToken = registry.createModel({
    name: 'LbToken',
    base: 'AccessToken',
    postgresql: { schema: 'public', table: 'lb_access_tokens' },
    relations: { user: { type: 'belongsTo', model: 'Person', foreignKey: 'userId' } },
  });

  const models = {};
  for (const definition of DEFINITIONS) {
    models[definition.name] = registry.createModel(definition);
    app.model(models[definition.name], { dataSource: db, public: !PRIVATE.has(definition.name) });
  }
  app.model(LbToken, { dataSource: db, public: false });
  const Vendor = registry.createModel({ name: 'Vendor', base: 'Model', plural: 'vendors', acls: ACLS });
  app.model(Vendor, { dataSource: null, public: true });

  const { Person, UserRole, Region, Ticket, TicketItem } = models;

  // Role names by id, read once (roles are reference data: migration 0001).
  let roles;
  const roleNames = () => (roles ??= UserRole.find({ order: 'id ASC' }).then((rows) => new Map(rows.map((row) => [row.id, row.name]))));

  // Derived labels, computed when a row is read (not properties: see the top of this file).
  const execute = (text, params = []) => new Promise((resolve, reject) => db.connector.execute(text, params, (error, result) => (error ? reject(error) : resolve(result))));
  Person.observe('loaded', async (ctx) => {
    if (!ctx.data) return;
    if (ctx.data.roleId != null) ctx.data.roleName = (await roleNames()).get(ctx.data.roleId) ?? null;
    if (ctx.data.id != null) {
      const [{ city_ids: cityIds, place_ids: placeIds }] = await execute(
        `select array(select city_id from user_cities where user_id = $1 order by city_id) as city_ids,
                array(select place_id from user_places where user_id = $1 order by place_id) as place_ids`,
        [ctx.data.id],
      );
      Object.assign(ctx.data, { cityIds, placeIds });
    }
  });
  // `cityIds` of a create or a patch: the user's rows of user_cities.
  Person.observe('before save', async (ctx) => {
    const data = ctx.data || (ctx.instance && ctx.instance.toObject());
    if (data && Array.isArray(data.cityIds)) ctx.hookState.cityIds = data.cityIds.map(Number);
  });
  Person.observe('after save', async (ctx) => {
    if (!ctx.hookState.cityIds || !ctx.instance) return;
    await execute('delete from user_cities where user_id = $1', [ctx.instance.id]);
    for (const cityId of ctx.hookState.cityIds) await execute('insert into user_cities (user_id, city_id) values ($1, $2)', [ctx.instance.id, cityId]);
  });
  Ticket.observe('loaded', async (ctx) => {
    if (!ctx.data) return;
    if (ctx.data.status != null) ctx.data.statusTitle = STATUS_TITLES[ctx.data.status] ?? ctx.data.status;
    if (ctx.data.id != null) {
      const items = await TicketItem.find({ where: { ticketId: ctx.data.id }, order: 'lineNo ASC' });
      ctx.data.items = items.map((item) => {
        const { name, productId, price, quantity, sum } = item.toJSON();
        return { name, productId, price: Number(price), quantity: Number(quantity), sum: Number(sum) };
      });
    }
  });
  models.City.observe('loaded', async (ctx) => {
    if (ctx.data && ctx.data.regionId != null) ctx.data.regionName = (await Region.findById(ctx.data.regionId))?.title ?? null;
  });

  // POST /users/login {phone, password[, ttl]} → LoopBack's AccessToken, without the user.
  Person.login = async function login(credentials) {
    const phone = String((credentials && credentials.phone) || '').trim();
    const password = credentials && credentials.password;
    if (!phone || typeof password !== 'string') throw loginFailed();
    const user = await Person.findOne({ where: { phone } });
    if (!user || !(await verifyPassword(password, user.passwordHash))) throw loginFailed();
    const ttl = Math.min(Number(credentials.ttl) > 0 ? Number(credentials.ttl) : 1209600, 31556926);
    return LbToken.create({ userId: user.id, ttl });
  };
  Person.remoteMethod('login', {
    accepts: { arg: 'credentials', type: 'object', required: true, http: { source: 'body' } },
    returns: { arg: 'accessToken', type: 'object', root: true },
    http: { verb: 'post', path: '/login' },
  });
  // POST /users/logout: the current token is deleted (204).
  Person.logout = async function logout(options) {
    const token = options && options.accessToken;
    if (!token) {
      const error = new Error('accessToken is required to logout');
      error.statusCode = 401;
      throw error;
    }
    await LbToken.deleteById(token.id);
  };
  Person.remoteMethod('logout', {
    accepts: { arg: 'options', type: 'object', http: 'optionsFromRequest' },
    http: { verb: 'post', path: '/logout' },
  });

  // Spec §7: vendors with `online` (a connected app device; this API has no devices: false).
  const vendorWhere = async (where) => {
    const vendorId = [...(await roleNames())].find(([, name]) => name === 'vendor')?.[0];
    return where && Object.keys(where).length ? { and: [where, { roleId: vendorId }] } : { roleId: vendorId };
  };
  Vendor.withOnline = async function withOnline(filter) {
    const rows = await Person.find({ ...(filter || {}), where: await vendorWhere(filter && filter.where) });
    return rows.map((row) => ({ ...row.toJSON(), online: false }));
  };
  Vendor.remoteMethod('withOnline', {
    accepts: { arg: 'filter', type: 'object', http: { source: 'query' } },
    returns: { arg: 'data', type: ['object'], root: true },
    http: { verb: 'get', path: '/withOnline' },
  });
  Vendor.countWithOnline = async function countWithOnline(where) {
    return { count: await Person.count(await vendorWhere(where)) };
  };
  Vendor.remoteMethod('countWithOnline', {
    accepts: { arg: 'where', type: 'object', http: { source: 'query' } },
    returns: { arg: 'data', type: 'object', root: true },
    http: { verb: 'get', path: '/countWithOnline' },
  });

  customRoutes(app, db, models, roleNames);

  app.enableAuth();
  app.use(loopback.token({ model: LbToken, currentUserLiteral: 'me' }));
  app.use(loopback.rest());
  return { app, db, LbToken };
}

/** Spec §7's custom routes the gateway calls (gateway/src/upstream/*.ts), over the same tables. */
function customRoutes(app, db, models, roleNames) {
  const { Person, Place, Product, Ticket, CampaignProduct, Message, UserPlace } = models;
  const execute = (text, params = []) => new Promise((resolve, reject) => db.connector.execute(text, params, (error, result) => (error ? reject(error) : resolve(result))));
  const remote = (Model, name, fn, accepts, http, returns = { arg: 'data', type: 'any', root: true }) => {
    Model[name] = fn;
    Model.remoteMethod(name, { accepts, returns, http });
  };
  const OPTIONS = { arg: 'options', type: 'object', http: 'optionsFromRequest' };
  const idArg = (arg) => ({ arg, type: 'number', required: true, http: { source: 'path' } });
  const FILTER = { arg: 'filter', type: 'object', http: { source: 'query' } };
  const WHERE = { arg: 'where', type: 'object', http: { source: 'query' } };
  const BODY = { arg: 'body', type: 'object', http: { source: 'body' } };
  const both = (a, b) => (a && Object.keys(a).length ? { and: [a, b] } : b);
  const notFound = (model, id) => Object.assign(new Error(`Unknown "${model}" id "${id}".`), { statusCode: 404, code: 'MODEL_NOT_FOUND' });
  const viewerId = (options) => options && options.accessToken && options.accessToken.userId;

  // `{path}/find[Not]In{Owner}/{id}` and `count[Not]In{Owner}/{id}` (spec §7).
  const membership = (Model, owner, memberIds) => {
    const where = async (ownerId, member, base) => {
      const ids = await memberIds(ownerId);
      if (member) return ids.length ? both(base, { id: { inq: ids } }) : null;
      return ids.length ? both(base, { id: { nin: ids } }) : base || {};
    };
    for (const member of [true, false]) {
      const kind = `${member ? 'In' : 'NotIn'}${owner}`;
      remote(
        Model,
        `find${kind}`,
        async (ownerId, filter) => {
          const w = await where(ownerId, member, filter && filter.where);
          return w === null ? [] : Model.find({ ...(filter || {}), where: w });
        },
        [idArg('ownerId'), FILTER],
        { verb: 'get', path: `/find${kind}/:ownerId` },
      );
      remote(
        Model,
        `count${kind}`,
        async (ownerId, whereArg) => {
          const w = await where(ownerId, member, whereArg);
          return { count: w === null ? 0 : await Model.count(w) };
        },
        [idArg('ownerId'), WHERE],
        { verb: 'get', path: `/count${kind}/:ownerId` },
      );
    }
  };
  membership(Place, 'User', async (userId) => (await UserPlace.find({ where: { userId } })).map((r) => r.placeId));
  membership(Product, 'Campaign', async (campaignId) => (await CampaignProduct.find({ where: { campaignId } })).map((r) => r.productId));

  // A campaign's products with their period products (of the where's `periodId`, when it names one).
  remote(
    CampaignProduct,
    'withPeriodProducts',
    async (filter) => {
      const { periodId, ...where } = (filter && filter.where) || {};
      const include = [].concat((filter && filter.include) || []).filter((i) => i !== 'periodProducts' && (i && i.relation) !== 'periodProducts');
      include.push({ relation: 'periodProducts', scope: periodId === undefined ? {} : { where: { periodId } } });
      return CampaignProduct.find({ ...(filter || {}), where, include });
    },
    [FILTER],
    { verb: 'get', path: '/withPeriodProducts' },
  );

  // GET /ticket/userDetails/{userId}: the fiscal details of the user's latest receipt.
  const TicketDetails = app.registry.createModel({ name: 'TicketDetails', base: 'Model', plural: 'ticket', acls: ACLS });
  app.model(TicketDetails, { dataSource: null, public: true });
  remote(
    TicketDetails,
    'userDetails',
    async (userId) => {
      const [last] = await Ticket.find({ where: { userId, fiscalDriveNumber: { neq: null } }, order: ['dateTime DESC', 'id DESC'], limit: 1 });
      const row = last ? last.toJSON() : {};
      const pick = (k) => (row[k] === undefined ? null : row[k]);
      return { fiscalDriveNumber: pick('fiscalDriveNumber'), userInn: pick('userInn'), kktRegId: pick('kktRegId'), operator: pick('operator'), ofd: pick('ofd') };
    },
    [idArg('userId')],
    { verb: 'get', path: '/userDetails/:userId' },
  );

  // Messages (spec §7): one conversation per app user, in the room `user-{id}`.
  const roomUser = (room) => {
    const m = /^user-(\d{1,10})$/.exec(String(room));
    if (!m) throw Object.assign(new Error(`Not a conversation room: ${room}`), { statusCode: 422, code: 'ROOM_REQUIRED' });
    return Number(m[1]);
  };
  remote(
    Message,
    'byRoom',
    async (room, limit, endDate) => {
      const where = endDate ? { room, createdAt: { lt: new Date(endDate) } } : { room };
      const found = await Message.find({ where, order: ['createdAt DESC', 'id DESC'], limit: Number(limit) || 12 });
      const oldest = found[found.length - 1];
      const rest = oldest ? await Message.count({ room, or: [{ createdAt: { lt: oldest.createdAt } }, { createdAt: oldest.createdAt, id: { lt: oldest.id } }] }) : 0;
      return { items: found.reverse(), rest };
    },
    [
      { arg: 'room', type: 'string', required: true, http: { source: 'path' } },
      { arg: 'limit', type: 'number', http: { source: 'query' } },
      { arg: 'endDate', type: 'string', http: { source: 'query' } },
    ],
    { verb: 'get', path: '/byRoom/:room' },
  );
  remote(
    Message,
    'byUserId',
    async (userId, filter) => {
      const ticketId = filter && filter.where && filter.where.ticketId;
      return Message.find({
        where: ticketId == null ? { room: `user-${userId}` } : { room: `user-${userId}`, ticketId },
        order: /ASC/i.test(String(filter && filter.order)) ? ['createdAt ASC', 'id ASC'] : ['createdAt DESC', 'id DESC'],
        limit: (filter && filter.limit) || 12,
        skip: (filter && filter.skip) || 0,
      });
    },
    [idArg('userId'), FILTER],
    { verb: 'get', path: '/byUserId/:userId' },
  );
  remote(
    Message,
    'myConvs',
    async (limit, skip, search) => {
      const words = String(search || '')
        .split(/\s+/)
        .filter(Boolean);
      const params = [];
      const conditions = words.map((word) => {
        params.push(`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
        const p = `$${params.length}`;
        return `(coalesce(u.name, '') ilike ${p} or coalesce(u.surname, '') ilike ${p} or coalesce(u.phone, '') ilike ${p})`;
      });
      const base = `with c as (select m.room, max(m.id) as last_id, substring(m.room from 6)::int as user_id
          from messages m where m.room like 'user-%' group by m.room)
        select c.room, c.last_id, c.user_id,
               exists (select 1 from messages x where x.room = c.room and not x.saw and x.sender_id = c.user_id) as unread
          from c join messages m on m.id = c.last_id left join users u on u.id = c.user_id
         where ${conditions.length ? conditions.join(' and ') : 'true'}`;
      const [{ total }] = await execute(`select count(*)::int as total from (${base}) q`, params);
      const page = await execute(`${base} order by m.created_at desc, m.id desc limit ${Number(limit) || 24} offset ${Number(skip) || 0}`, params);
      const last = new Map((await Message.find({ where: { id: { inq: page.map((r) => r.last_id) } } })).map((m) => [m.id, m]));
      return {
        items: page.map((r) => ({ roomName: r.room, userId: r.user_id, hasNewMessage: r.unread, lastMessage: last.get(r.last_id) ?? null })),
        total,
      };
    },
    [
      { arg: 'limit', type: 'number', http: { source: 'query' } },
      { arg: 'skip', type: 'number', http: { source: 'query' } },
      { arg: 'search', type: 'string', http: { source: 'query' } },
      { arg: 'order', type: 'string', http: { source: 'query' } },
    ],
    { verb: 'get', path: '/myConvs' },
  );
  const post = async (options, room, recipientId, body, ticketId = null) => {
    const text = body && typeof body.text === 'string' && body.text.trim() ? body.text : null;
    const file = (body && body.file) || null;
    if (!text && !file) throw Object.assign(new Error('Нужен текст или файл'), { statusCode: 422, code: 'MESSAGE_EMPTY' });
    // Answered as read back: `create` answers what was posted, without the columns the table fills.
    const created = await Message.create({ text, file, senderId: viewerId(options), recipientId, ticketId, room, saw: false });
    return Message.findById(created.id);
  };
  remote(
    Message,
    'sendToRoom',
    async (room, body, options) => post(options, room, roomUser(room), body),
    [{ arg: 'room', type: 'string', required: true, http: { source: 'path' } }, BODY, OPTIONS],
    { verb: 'post', path: '/sendToRoom/:room' },
  );
  remote(
    Message,
    'send',
    async (body, options) => {
      const ticket = await Ticket.findById(body && body.ticketId);
      if (!ticket) throw notFound('Ticket', body && body.ticketId);
      return post(options, `user-${ticket.userId}`, ticket.userId, body, ticket.id);
    },
    [BODY, OPTIONS],
    { verb: 'post', path: '/send' },
  );
  remote(
    Message,
    'read',
    // Staff read the user's messages of the conversation.
    async (room) => Message.updateAll({ room, senderId: roomUser(room), saw: false }, { saw: true }),
    [{ arg: 'room', type: 'string', required: true, http: { source: 'path' } }],
    { verb: 'post', path: '/read/:room' },
  );

  // A user's places (spec §7): GET routes that change them, answering the user.
  const PATH_IDS = [idArg('userId'), idArg('placeId')];
  const roleOf = async (userId) => {
    const user = await Person.findById(userId);
    if (!user) throw notFound('Person', userId);
    return (await roleNames()).get(user.roleId);
  };
  // A regional manager owns the places of its cities: the place's city; others: a user_places row.
  const assignPlace = async (userId, placeId, assign, options) => {
    if ((await roleOf(userId)) === 'regionalManager') {
      const place = await Place.findById(placeId);
      if (!place) throw notFound('Place', placeId);
      if (place.cityId != null) {
        await execute(
          assign ? 'insert into user_cities (user_id, city_id) values ($1, $2) on conflict do nothing' : 'delete from user_cities where user_id = $1 and city_id = $2',
          [userId, place.cityId],
        );
      }
    } else if (assign) {
      await execute('insert into user_places (user_id, place_id, assigned_by) values ($1, $2, $3) on conflict do nothing', [userId, placeId, viewerId(options) ?? null]);
    } else {
      await execute('delete from user_places where user_id = $1 and place_id = $2', [userId, placeId]);
      await execute('update users set place_id = null where id = $1 and place_id = $2', [userId, placeId]);
    }
    return Person.findById(userId);
  };
  for (const [name, assign] of [
    ['addPlace', true],
    ['removePlace', false],
  ]) {
    remote(Person, name, (userId, placeId, options) => assignPlace(userId, placeId, assign, options), [...PATH_IDS, OPTIONS], { verb: 'get', path: `/${name}/:userId/:placeId` });
  }
  remote(
    Person,
    'setUserPlace',
    async (userId, placeId, options) => {
      await roleOf(userId);
      await execute('insert into user_places (user_id, place_id, assigned_by) values ($1, $2, $3) on conflict do nothing', [userId, placeId, viewerId(options) ?? null]);
      await execute('update users set place_id = $2 where id = $1', [userId, placeId]);
      return Person.findById(userId);
    },
    [...PATH_IDS, OPTIONS],
    { verb: 'get', path: '/setUserPlace/:userId/:placeId' },
  );
  remote(
    Person,
    'resetUserPlace',
    async (userId) => {
      await roleOf(userId);
      await execute('update users set place_id = null where id = $1', [userId]);
      return Person.findById(userId);
    },
    [idArg('userId')],
    { verb: 'get', path: '/resetUserPlace/:userId' },
  );
  // POST /places/{add,remove}{RegionalManager,SalesMan,Vendor} {userId, placeId}.
  for (const [role, suffix] of [
    ['regionalManager', 'RegionalManager'],
    ['salesMan', 'SalesMan'],
    ['vendor', 'Vendor'],
  ]) {
    for (const [verb, assign] of [
      ['add', true],
      ['remove', false],
    ]) {
      remote(
        Place,
        `${verb}${suffix}`,
        async (body, options) => {
          const userId = Number(body && body.userId);
          if ((await roleOf(userId)) !== role) {
            throw Object.assign(new Error(`The user is no ${role}`), { statusCode: 422, code: 'ROLE_MISMATCH' });
          }
          await assignPlace(userId, Number(body.placeId), assign, options);
          return Place.findById(Number(body.placeId));
        },
        [BODY, OPTIONS],
        { verb: 'post', path: `/${verb}${suffix}` },
      );
    }
  }

  // Invites (spec §7): a new user with the role, and a one-time code ({user, code}).
  const invite = async (roleName, body, options) => {
    const phone = String((body && body.phone) || '')
      .trim()
      .replace(/^(?!\+)/, '+');
    if (await Person.findOne({ where: { phone } })) {
      const error = new Error('The `Person` instance is not valid. Details: `phone` is not unique (value: "' + phone + '").');
      throw Object.assign(error, { statusCode: 422, name: 'ValidationError' });
    }
    const roleId = [...(await roleNames())].find(([, name]) => name === roleName)[0];
    const placeId = body.placeId == null ? null : Number(body.placeId);
    const user = await Person.create({
      name: body.name ?? null,
      surname: body.surname ?? null,
      phone,
      email: body.email ?? null,
      inn: body.inn ?? null,
      cityId: body.cityId ?? null,
      roleId,
      inviterId: body.inviterId ?? viewerId(options) ?? null,
      placeId: roleName === 'vendor' ? placeId : null,
      phoneVerified: false,
    });
    if (placeId !== null) await assignPlace(user.id, placeId, true, options);
    return { user: await Person.findById(user.id), code: String(crypto.randomInt(100000, 1000000)) };
  };
  remote(Person, 'invite', (body, options) => invite(body && body.roleName, body, options), [BODY, OPTIONS], { verb: 'post', path: '/invite' });
  for (const [name, plural, roleName] of [
    ['RegionalManager', 'regionalManagers', 'regionalManager'],
    ['SalesMan', 'salesMans', 'salesMan'],
    ['Vendor', 'vendors', 'vendor'],
  ]) {
    const Model = app.registry.findModel(name) || app.registry.createModel({ name, base: 'Model', plural, acls: ACLS });
    if (!app.models[name]) app.model(Model, { dataSource: null, public: true });
    remote(Model, 'invite', (body, options) => invite(roleName, body, options), [BODY, OPTIONS], { verb: 'post', path: '/invite' });
  }

  // POST /tickets/manualProcess {ticketId, score}: processed with the score, and its accrual.
  remote(
    Ticket,
    'manualProcess',
    async (body) => {
      const ticket = await Ticket.findById(body && body.ticketId);
      if (!ticket) throw notFound('Ticket', body && body.ticketId);
      if (ticket.status === 'processed') throw Object.assign(new Error('Чек уже обработан'), { statusCode: 422, code: 'TICKET_ALREADY_PROCESSED' });
      const score = Number(body.score);
      await execute("update tickets set status = 'processed', score = $2, status_description = 'Обработан вручную' where id = $1", [ticket.id, score]);
      await execute("insert into transactions (user_id, ticket_id, period_id, place_id, amount, kind, reason) values ($1, $2, $3, $4, $5, 'accrual', 'Ручная обработка')", [
        ticket.userId,
        ticket.id,
        ticket.periodId ?? null,
        ticket.placeId ?? null,
        score,
      ]);
      return { status: 'processed', score };
    },
    [BODY],
    { verb: 'post', path: '/manualProcess' },
  );

  // POST /tickets/edit/{id}: an administrator's correction of the receipt's fields and lines.
  const EDITABLE = ['dateTime', 'fiscalDriveNumber', 'fiscalDocumentNumber', 'fiscalSign', 'kktRegId', 'userInn', 'operator', 'ofd', 'placeId'];
  remote(
    Ticket,
    'edit',
    async (id, body) => {
      const ticket = await Ticket.findById(id);
      if (!ticket) throw notFound('Ticket', id);
      const patch = Object.fromEntries(EDITABLE.filter((k) => body && body[k] !== undefined).map((k) => [k, body[k]]));
      if (Array.isArray(body && body.items)) {
        await execute('delete from ticket_items where ticket_id = $1', [id]);
        let total = 0;
        for (const [i, item] of body.items.entries()) {
          const sum = Math.round(Number(item.price) * Number(item.quantity));
          total += sum;
          await execute('insert into ticket_items (ticket_id, line_no, product_id, name, price, quantity, sum) values ($1, $2, $3, $4, $5, $6, $7)', [
            id,
            i + 1,
            item.productId ?? null,
            item.name,
            item.price,
            item.quantity,
            sum,
          ]);
        }
        patch.totalSum = total;
      }
      if (Object.keys(patch).length) await Ticket.updateAll({ id }, patch);
      return Ticket.findById(id);
    },
    [idArg('id'), BODY],
    { verb: 'post', path: '/edit/:id' },
  );
}

/**
 * Starts the application on a database that rest-api has migrated and seeded; `url` without a
 * trailing slash.
 * @param {{ databaseUrl: string, port?: number, host?: string }} options
 */
async function start({ databaseUrl, port = 0, host = '127.0.0.1' }) {
  if (!databaseUrl) throw new Error('databaseUrl is required');
  const { app, db } = build(databaseUrl);
  try {
    await db.connect();
    await db.automigrate('LbToken');
  } catch (error) {
    await db.disconnect();
    throw error;
  }
  const server = await new Promise((resolve, reject) => {
    const s = app.listen(port, host, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address();
  let closing;
  return {
    url: `http://${host}:${address.port}`,
    app,
    close() {
      closing ??= new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }).then(() => db.disconnect());
      return closing;
    },
  };
}

module.exports = { start, STATUS_TITLES };
