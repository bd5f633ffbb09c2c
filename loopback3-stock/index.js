'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as a LoopBack 3 application is */
// A second LoopBack 3 application (loopback 3.28, juggler 3.36), built the stock way (issue 24): what
// a customer's programme API looks like when nobody shaped it to fit the gateway.
// - The user model `user` extends LoopBack's built-in `User`: its own login (bcrypt passwords, an
//   `AccessToken` of `{id, ttl, created, userId}`), logout, `GET /users/me` through the token
//   middleware's `currentUserLiteral`, and the built-in ACLs plus `$authenticated` ALLOW. The only
//   addition to the login is the programme's phone: `{phone, password}` is `{username: phone, ...}`.
// - Every other model is a `PersistedModel` with `$everyone` DENY and `$authenticated` ALLOW.
// - Only spec §7's routes besides the stock CRUD: no `/tickets/{id}/transactions` (no transactions at
//   all), no `/tickets/stats`, `/tickets/countByStatus`, `/tickets/autoProcessing`, no `/auditLogs`,
//   no `/users/me/apiTokens`, no `/savedViews`, no `/vendors/withOnline`, no `/messages/read/{room}`.
// - socket.io 2.5 (4 in a variant) on the same HTTP server, the token in the handshake's query (`access_token`):
//   `join`/`leave` a room, and spec §7's events: `messenger.newMessage` to the message's room,
//   `messenger.convHasUpdated` to staff sockets, `ticketAutoProcessor.status` to
//   `ticket-auto-processor`.
// - The memory connector, seeded with a small demo programme (`start()` answers its people).
// Tests only; not part of the product.

for (const name of ['loopback', 'loopback-datasource-juggler', 'strong-remoting', 'body-parser']) {
  const ignored = (process.env.NO_DEPRECATION || '').split(',').filter(Boolean);
  if (!ignored.includes(name) && !ignored.includes('*')) process.env.NO_DEPRECATION = [...ignored, name].join(',');
}

const crypto = require('node:crypto');
const loopback = require('loopback');
/** socket.io by the major version a variant speaks: 2.5 (Engine.IO 3) or 4 (Engine.IO 4). */
const SOCKET_IO = { 2: () => require('socket.io-v2'), 4: () => require('socket.io').Server };

const PASSWORD = 'demo1234';
const PROCESSOR_ROOM = 'ticket-auto-processor';

const ID = { type: 'number', id: true, generated: true };
const ACLS = [
  { accessType: '*', principalType: 'ROLE', principalId: '$everyone', permission: 'DENY' },
  { accessType: '*', principalType: 'ROLE', principalId: '$authenticated', permission: 'ALLOW' },
];

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

const TITLED = { title: 'string' };
const belongs = (model, foreignKey) => ({ type: 'belongsTo', model, foreignKey });

/**
 * The variant of the application (issue 37: a family of upstreams that choose differently where the
 * spec is silent); every default is the application as it was.
 * @typedef {{ ticketUser?: string, placeUsers?: string, lines?: 'column' | 'model', category?: 'related' | 'embedded', labels?: 'column' | 'hook' | 'absent', statusTitles?: Record<string, string> }} Variant
 */

/** @param {Required<Variant>} v */
const definitions = (v) => [
  persisted('UserRole', 'roles', { name: 'string', title: 'string' }),
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
    {
      internalId: 'string',
      title: 'string',
      description: 'string',
      address: 'string',
      inn: 'string',
      location: 'object',
      image: 'any',
      cityId: 'number',
      campaignId: 'number',
      placeTypeId: 'number',
      distributingFacilityId: 'number',
      blocked: { type: 'boolean', default: false },
    },
    {
      relations: {
        city: belongs('City', 'cityId'),
        placeType: belongs('PlaceType', 'placeTypeId'),
        campaign: belongs('Campaign', 'campaignId'),
        [v.placeUsers]: { type: 'hasMany', model: 'user', through: 'UserPlace', foreignKey: 'placeId', keyThrough: 'userId' },
      },
    },
  ),
  persisted(
    'Ticket',
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
      location: 'object',
      status: 'string',
      statusTitle: 'string',
      statusDescription: 'string',
      qr: 'string',
      score: 'number',
      planSales: 'number',
      bonusSales: 'number',
      scoredItems: 'number',
      totalSales: 'number',
      platform: 'string',
      appVersion: 'string',
      ofd: 'string',
      ...(v.lines === 'column' ? { items: ['object'] } : {}),
      photos: ['any'],
      userId: 'number',
      placeId: 'number',
      campaignId: 'number',
      periodId: 'number',
      planId: 'number',
    },
    {
      relations: {
        [v.ticketUser]: belongs('user', 'userId'),
        place: belongs('Place', 'placeId'),
        campaign: belongs('Campaign', 'campaignId'),
        period: belongs('Period', 'periodId'),
        ...(v.lines === 'model' ? { ticketItems: { type: 'hasMany', model: 'TicketItem', foreignKey: 'ticketId' } } : {}),
        plan: belongs('Plan', 'planId'),
      },
    },
  ),
  // A receipt's line as a model of its own (the `lines: 'model'` variant).
  persisted('TicketItem', 'ticketItems', { productId: 'number', name: 'string', price: 'number', quantity: 'number', sum: 'number', ticketId: 'number' }),
  persisted('ProductCategory', 'productCategories', { title: 'string', score: 'number', recommendedPrice: 'number' }),
  v.category === 'related'
    ? persisted(
        'Product',
        'products',
        { title: 'string', shortTitle: 'string', matches: ['string'], exclusions: ['string'], recommendedPrice: 'number', image: 'any', categoryId: 'number' },
        { relations: { category: belongs('ProductCategory', 'categoryId') } },
      )
    : // The category embedded in the product's row; no `/productCategories`.
      persisted('Product', 'products', {
        title: 'string',
        shortTitle: 'string',
        matches: ['string'],
        exclusions: ['string'],
        recommendedPrice: 'number',
        image: 'any',
        category: 'object',
      }),
  persisted(
    'Campaign',
    'campaigns',
    {
      title: 'string',
      shortTitle: 'string',
      description: 'string',
      isActive: { type: 'boolean', default: true },
      taskNumber: 'string',
      ticketLifetime: 'number',
      rulesLink: 'string',
      guideLink: 'string',
      exclusions: ['string'],
      matches: ['string'],
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
  persisted(
    'Period',
    'periods',
    {
      startDate: 'date',
      endDate: 'date',
      note: 'string',
      placeScoreLimit: 'number',
      ticketSalesLimit: 'number',
      userScoreLimit: 'number',
      requiresRegistration: { type: 'boolean', default: false },
      campaignId: 'number',
    },
    { relations: { campaign: belongs('Campaign', 'campaignId'), plans: { type: 'hasMany', model: 'Plan', foreignKey: 'periodId' } } },
  ),
  persisted(
    'Plan',
    'plans',
    { plan: 'number', fact: 'number', placeId: 'number', periodId: 'number', campaignId: 'number' },
    { relations: { place: belongs('Place', 'placeId'), period: belongs('Period', 'periodId') } },
  ),
  persisted(
    'CampaignProduct',
    'campaignProducts',
    { score: 'number', bonusScore: 'number', campaignId: 'number', productId: 'number' },
    { relations: { product: belongs('Product', 'productId'), periodProducts: { type: 'hasMany', model: 'PeriodProduct', foreignKey: 'campaignProductId' } } },
  ),
  persisted(
    'PeriodProduct',
    'periodProducts',
    { score: 'number', bonusScore: 'number', campaignId: 'number', periodId: 'number', productId: 'number', campaignProductId: 'number' },
    { relations: { product: belongs('Product', 'productId') } },
  ),
  persisted(
    'Message',
    'messages',
    { text: 'string', file: 'any', senderId: 'number', recipientId: 'number', ticketId: 'number', room: 'string', saw: { type: 'boolean', default: false } },
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

/**
 * Titles of ticket statuses (product-rules §3). A copy (plain JavaScript standing in for the
 * programme's API): the home is rest-api/src/tickets/mapper.ts; the gateway's is
 * gateway/src/modules/tickets/status.ts.
 */
const STATUS_TITLES = {
  new: 'Новый',
  processing: 'В обработке',
  delayed: 'Отложен',
  manual: 'Ручная проверка',
  processed: 'Обработан',
  rejected: 'Отклонён',
};

const httpError = (statusCode, message, code) => Object.assign(new Error(message), { statusCode, ...(code ? { code } : {}) });

/** @param {Required<Variant>} v */
function build(v) {
  const titles = { ...STATUS_TITLES, ...v.statusTitles };
  const app = loopback({ localRegistry: true, loadBuiltinModels: true });
  app.set('remoting', {
    errorHandler: { debug: false, log: false },
    rest: { normalizeHttpPath: false, xml: false },
    json: { strict: false, limit: '1mb' },
    context: false,
  });
  app.set('legacyExplorer', false);
  const db = app.dataSource('db', { connector: 'memory' });
  const registry = app.registry;

  for (const name of ['ACL', 'RoleMapping', 'Role']) app.model(registry.getModel(name), { dataSource: db, public: false });

  // The stock user: LoopBack's `User` with the programme's fields and `$authenticated` ALLOW.
  const User = registry.createModel({
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
  // Seeding hashes every password: fewer rounds than production's 10 keep the start short.
  User.settings.saltWorkFactor = 4;
  const AccessToken = registry.getModel('AccessToken');
  AccessToken.settings.relations = { user: belongs('user', 'userId') };
  app.model(AccessToken, { dataSource: db, public: false, relations: { user: belongs('user', 'userId') } });
  app.model(User, { dataSource: db, public: true });

  const models = { user: User };
  const hidden = privateModels(v);
  for (const definition of definitions(v)) {
    if (v.labels !== 'column') {
      delete definition.properties.statusTitle;
      delete definition.properties.regionName;
    }
    models[definition.name] = registry.createModel(definition);
    app.model(models[definition.name], { dataSource: db, public: !hidden.has(definition.name) });
  }

  // The programme signs in by phone: the stock login looks the user up by `username`, which is the phone.
  User.observe('before save', async (ctx) => {
    const data = ctx.instance || ctx.data;
    if (data && typeof data.phone === 'string') data.username = data.phone;
    if (v.labels === 'column' && data && data.roleId !== undefined) {
      const role = data.roleId == null ? null : await models.UserRole.findById(data.roleId);
      data.roleName = role ? role.name : null;
    }
  });
  User.beforeRemote('login', async (ctx) => {
    const body = ctx.args.credentials;
    if (body && typeof body === 'object' && body.phone !== undefined && body.username === undefined) {
      body.username = String(body.phone).trim();
      delete body.phone;
    }
  });
  // A person's places as an array (`placeIds`), kept in step with the through model of `Place.users`.
  User.observe('after save', async (ctx) => {
    if (!ctx.instance || !Array.isArray(ctx.instance.placeIds)) return;
    const ids = [...new Set([...ctx.instance.placeIds, ...(ctx.instance.placeId != null ? [ctx.instance.placeId] : [])])];
    await models.UserPlace.destroyAll({ userId: ctx.instance.id });
    for (const placeId of ids) await models.UserPlace.create({ userId: ctx.instance.id, placeId });
  });
  models.City.observe('before save', async (ctx) => {
    const data = ctx.instance || ctx.data;
    if (v.labels === 'column' && data && data.regionId !== undefined)
      data.regionName = data.regionId == null ? null : ((await models.Region.findById(data.regionId)) || {}).title || null;
  });
  models.Ticket.observe('before save', async (ctx) => {
    const data = ctx.instance || ctx.data;
    if (v.labels === 'column' && data && data.status !== undefined) data.statusTitle = titles[data.status] || data.status;
  });
  // Labels computed when a row is read (a `loaded` hook), stored nowhere.
  if (v.labels === 'hook') {
    const loaded = (Model, label) =>
      Model.observe('loaded', async (ctx) => {
        if (ctx.data) Object.assign(ctx.data, await label(ctx.data));
      });
    loaded(models.Ticket, async (row) => (row.status === undefined ? {} : { statusTitle: titles[row.status] || row.status }));
    loaded(User, async (row) => (row.roleId === undefined ? {} : { roleName: row.roleId == null ? null : ((await models.UserRole.findById(row.roleId)) || {}).name || null }));
    loaded(models.City, async (row) =>
      row.regionId === undefined ? {} : { regionName: row.regionId == null ? null : ((await models.Region.findById(row.regionId)) || {}).title || null },
    );
  }

  return { app, db, models };
}

/** Spec §7's routes beyond the stock CRUD, and the socket.io 2 events they cause. */
function customRoutes(app, models, live, v) {
  const { user: User, Place, Product, Ticket, CampaignProduct, Message, Period, UserRole } = models;
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
  const notFound = (model, id) => httpError(404, `Unknown "${model}" id "${id}".`, 'MODEL_NOT_FOUND');
  const viewerId = (options) => options && options.accessToken && options.accessToken.userId;
  const roleIdOf = async (name) => ((await UserRole.findOne({ where: { name } })) || {}).id;
  const roleNameOf = async (user) => (user.roleId == null ? null : ((await UserRole.findById(user.roleId)) || {}).name);

  // POST /users/renewToken {phone}: a message (no SMS here).
  remote(User, 'renewToken', async () => 'Новый пароль отправлен в SMS', [BODY], { verb: 'post', path: '/renewToken' });

  // Places of a user (spec §7): `/places/find[Not]InUser/{id}`, `/places/count[Not]InUser/{id}`.
  const placeIdsOf = async (userId) => {
    const user = await User.findById(userId);
    if (!user) return [];
    // `linked`: an API that knows only the places linked one by one, not a regional manager's by city.
    if (v.placesOfUser !== 'linked' && (await roleNameOf(user)) === 'regionalManager')
      return (await Place.find({ where: { cityId: { inq: user.cityIds || [] } }, fields: ['id'] })).map((p) => p.id);
    return [...new Set([...(user.placeIds || []), ...(user.placeId != null ? [user.placeId] : [])])];
  };
  const memberWhere = async (ids, member, base) => (member ? both(base, { id: { inq: ids } }) : ids.length ? both(base, { id: { nin: ids } }) : base || {});
  const membership = (Model, owner, memberIds) => {
    for (const member of [true, false]) {
      const kind = `${member ? 'In' : 'NotIn'}${owner}`;
      remote(
        Model,
        `find${kind}`,
        async (id, filter) => Model.find({ ...(filter || {}), where: await memberWhere(await memberIds(id), member, filter && filter.where) }),
        [idArg('id'), FILTER],
        {
          verb: 'get',
          path: `/find${kind}/:id`,
        },
      );
      remote(Model, `count${kind}`, async (id, where) => ({ count: await Model.count(await memberWhere(await memberIds(id), member, where)) }), [idArg('id'), WHERE], {
        verb: 'get',
        path: `/count${kind}/:id`,
      });
    }
  };
  membership(Place, 'User', placeIdsOf);
  membership(Product, 'Campaign', async (campaignId) => (await CampaignProduct.find({ where: { campaignId }, fields: ['productId'] })).map((r) => r.productId));

  // GET /periods/withPlans?filter: periods with their plans.
  remote(Period, 'withPlans', async (filter) => Period.find({ ...(filter || {}), include: 'plans' }), [FILTER], { verb: 'get', path: '/withPlans' });

  // GET /campaignProducts/withPeriodProducts?filter: a where on `periodId` picks the period products.
  remote(
    CampaignProduct,
    'withPeriodProducts',
    async (filter) => {
      const where = { ...((filter && filter.where) || {}) };
      const periodId = where.periodId;
      delete where.periodId;
      const include = [].concat((filter && filter.include) || []).filter((i) => i !== 'periodProducts');
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
      const [last] = await Ticket.find({ where: { userId, fiscalDriveNumber: { neq: null } }, order: 'dateTime DESC', limit: 1 });
      const row = last ? last.toJSON() : {};
      const pick = (k) => (row[k] === undefined ? null : row[k]);
      return { fiscalDriveNumber: pick('fiscalDriveNumber'), userInn: pick('userInn'), kktRegId: pick('kktRegId'), operator: pick('operator'), ofd: pick('ofd') };
    },
    [idArg('userId')],
    { verb: 'get', path: '/userDetails/:userId' },
  );

  // Tickets (spec §7): manual scoring, the processing and correction of one, the processor.
  remote(
    Ticket,
    'manualProcess',
    async (body) => {
      const ticket = await Ticket.findById(body && body.ticketId);
      if (!ticket) throw notFound('Ticket', body && body.ticketId);
      if (ticket.status === 'processed') throw httpError(422, 'Чек уже обработан', 'TICKET_ALREADY_PROCESSED');
      const score = Number(body.score);
      await ticket.updateAttributes({ status: 'processed', score, statusDescription: 'Обработан вручную' });
      return { status: 'processed', score };
    },
    [BODY],
    { verb: 'post', path: '/manualProcess' },
  );
  remote(
    Ticket,
    'process',
    async (id) => {
      const ticket = await Ticket.findById(id);
      if (!ticket) throw notFound('Ticket', id);
      return ticket;
    },
    [idArg('id'), FILTER],
    { verb: 'get', path: '/process/:id' },
  );
  const EDITABLE = ['dateTime', 'fiscalDriveNumber', 'fiscalDocumentNumber', 'fiscalSign', 'kktRegId', 'userInn', 'operator', 'ofd', 'placeId'];
  remote(
    Ticket,
    'edit',
    async (id, body) => {
      const ticket = await Ticket.findById(id);
      if (!ticket) throw notFound('Ticket', id);
      const patch = Object.fromEntries(EDITABLE.filter((k) => body && body[k] !== undefined).map((k) => [k, body[k]]));
      if (Array.isArray(body && body.items)) {
        patch.items = body.items.map((item) => ({
          productId: item.productId ?? null,
          name: item.name,
          price: Number(item.price),
          quantity: Number(item.quantity),
          sum: Math.round(Number(item.price) * Number(item.quantity)),
        }));
        patch.totalSum = patch.items.reduce((total, item) => total + item.sum, 0);
        if (v.lines === 'model') {
          await models.TicketItem.destroyAll({ ticketId: ticket.id });
          await models.TicketItem.create(patch.items.map((item) => ({ ...item, ticketId: ticket.id })));
          delete patch.items;
        }
      }
      return ticket.updateAttributes(patch);
    },
    [idArg('id'), BODY, FILTER],
    { verb: 'post', path: '/edit/:id' },
  );
  for (const [name, status] of [
    ['startAutoProcessing', 'processing'],
    ['stopAutoProcessing', 'stopped'],
  ]) {
    remote(
      Ticket,
      name,
      async () => {
        live.emit(PROCESSOR_ROOM, 'ticketAutoProcessor.status', { status });
        return { status };
      },
      [],
      { verb: 'get', path: `/${name}` },
    );
  }

  // Messages (spec §7): one conversation per app user, in the room `user-{id}`.
  const roomUser = (room) => {
    const m = /^user-(\d{1,10})$/.exec(String(room));
    if (!m) throw httpError(422, `Not a conversation room: ${room}`, 'ROOM_REQUIRED');
    return Number(m[1]);
  };
  remote(
    Message,
    'byRoom',
    async (room, limit, endDate) => {
      const where = endDate ? { room, createdAt: { lt: new Date(endDate) } } : { room };
      const found = await Message.find({ where, order: ['createdAt DESC', 'id DESC'], limit: Number(limit) || 12 });
      const oldest = found[found.length - 1];
      const rest = oldest ? await Message.count({ room, id: { lt: oldest.id } }) : 0;
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
      const all = await Message.find({ where: { room: { like: '^user-' } }, order: 'id DESC' });
      const last = new Map();
      for (const message of all) if (!last.has(message.room)) last.set(message.room, message);
      const words = String(search || '')
        .toLowerCase()
        .split(/\s+/)
        .filter(Boolean);
      const items = [];
      for (const [room, message] of last) {
        const userId = roomUser(room);
        const person = await User.findById(userId);
        const text = person ? [person.name, person.surname, person.phone].join(' ').toLowerCase() : '';
        if (!words.every((word) => text.includes(word))) continue;
        const unread = all.some((m) => m.room === room && !m.saw && m.senderId === userId);
        items.push({ roomName: room, userId, hasNewMessage: unread, lastMessage: message });
      }
      const from = Number(skip) || 0;
      return { items: items.slice(from, from + (Number(limit) || 24)), total: items.length };
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
    if (!text && !file) throw httpError(422, 'Нужен текст или файл', 'MESSAGE_EMPTY');
    const message = await Message.create({ text, file, senderId: viewerId(options), recipientId, ticketId, room, saw: false });
    live.emit(room, 'messenger.newMessage', message.toJSON());
    live.toStaff('messenger.convHasUpdated', { roomName: room, userId: roomUser(room), hasNewMessage: message.senderId === roomUser(room), lastMessage: message.toJSON() });
    return message;
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

  // A user's places (spec §7): GET routes that change them, answering the user.
  const PATH_IDS = [idArg('userId'), idArg('placeId')];
  const personOf = async (userId) => {
    const user = await User.findById(userId);
    if (!user) throw notFound('user', userId);
    return user;
  };
  // A regional manager owns the places of its cities; others hold places of their own.
  const assignPlace = async (userId, placeId, assign) => {
    const user = await personOf(userId);
    if ((await roleNameOf(user)) === 'regionalManager') {
      const place = await Place.findById(placeId);
      if (!place) throw notFound('Place', placeId);
      const cityIds = new Set(user.cityIds || []);
      if (place.cityId != null && assign) cityIds.add(place.cityId);
      else if (place.cityId != null) cityIds.delete(place.cityId);
      await user.updateAttributes({ cityIds: [...cityIds] });
    } else {
      const placeIds = new Set(user.placeIds || []);
      if (assign) placeIds.add(placeId);
      else placeIds.delete(placeId);
      await user.updateAttributes({ placeIds: [...placeIds], ...(!assign && user.placeId === placeId ? { placeId: null } : {}) });
    }
    return User.findById(userId);
  };
  for (const [name, assign] of [
    ['addPlace', true],
    ['removePlace', false],
  ]) {
    remote(User, name, (userId, placeId) => assignPlace(userId, placeId, assign), PATH_IDS, { verb: 'get', path: `/${name}/:userId/:placeId` });
  }
  remote(
    User,
    'setUserPlace',
    async (userId, placeId) => {
      const user = await personOf(userId);
      return user.updateAttributes({ placeId, placeIds: [...new Set([...(user.placeIds || []), placeId])] });
    },
    PATH_IDS,
    { verb: 'get', path: '/setUserPlace/:userId/:placeId' },
  );
  remote(User, 'resetUserPlace', async (userId) => (await personOf(userId)).updateAttributes({ placeId: null }), [idArg('userId')], {
    verb: 'get',
    path: '/resetUserPlace/:userId',
  });
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
        async (body) => {
          const user = await personOf(Number(body && body.userId));
          if (user.roleId !== (await roleIdOf(role))) throw httpError(422, `The user is no ${role}`, 'ROLE_MISMATCH');
          await assignPlace(user.id, Number(body.placeId), assign);
          return Place.findById(Number(body.placeId));
        },
        [BODY],
        { verb: 'post', path: `/${verb}${suffix}` },
      );
    }
  }

  // Invites (spec §7): a new user with the role, and a one-time code ({user, code}).
  const invite = async (roleName, body, options) => {
    const phone = String((body && body.phone) || '')
      .trim()
      .replace(/^(?!\+)/, '+');
    if (await User.findOne({ where: { phone } })) throw httpError(422, `The \`user\` instance is not valid. Details: \`phone\` is not unique (value: "${phone}").`);
    const placeId = body.placeId == null ? null : Number(body.placeId);
    const user = await User.create({
      name: body.name ?? null,
      surname: body.surname ?? null,
      phone,
      email: body.email ?? undefined,
      password: crypto.randomBytes(12).toString('hex'),
      inn: body.inn ?? null,
      cityId: body.cityId ?? null,
      roleId: await roleIdOf(roleName),
      inviterId: body.inviterId ?? viewerId(options) ?? null,
      placeId: roleName === 'vendor' ? placeId : null,
      phoneVerified: false,
    });
    if (placeId !== null) await assignPlace(user.id, placeId, true);
    return { user: await User.findById(user.id), code: String(crypto.randomInt(100000, 1000000)) };
  };
  remote(User, 'invite', (body, options) => invite(body && body.roleName, body, options), [BODY, OPTIONS], { verb: 'post', path: '/invite' });
  for (const [name, plural, roleName] of [
    ['RegionalManager', 'regionalManagers', 'regionalManager'],
    ['SalesMan', 'salesMans', 'salesMan'],
    ['Vendor', 'vendors', 'vendor'],
  ]) {
    const Model = app.registry.createModel({ name, base: 'Model', plural, acls: ACLS });
    app.model(Model, { dataSource: null, public: true });
    remote(Model, 'invite', (body, options) => invite(roleName, body, options), [BODY, OPTIONS], { verb: 'post', path: '/invite' });
    if (roleName !== 'regionalManager') {
      for (const [verb, assign] of [
        ['addPlace', true],
        ['removePlace', false],
      ]) {
        remote(Model, verb, async (body) => assignPlace(Number(body && body.userId), Number(body && body.placeId), assign), [BODY], { verb: 'post', path: `/${verb}` });
      }
    }
  }

  // Devices (spec §7): the app users' sockets.
  const socketsOf = async (scope) => {
    const where = {};
    if (scope && scope.userId != null) where.id = Number(scope.userId);
    if (scope && scope.roleName) where.roleId = await roleIdOf(scope.roleName);
    if (scope && scope.placeId != null) where.placeIds = Number(scope.placeId);
    const ids = new Set((await User.find({ where, fields: ['id'] })).map((u) => u.id));
    return live.sockets().filter((socket) => ids.has(socket.userId));
  };
  // `body`: an API that takes the whole body as the scope (`{userId}`), not its `scope` field.
  const scopeOf = (body) => (v.deviceScope === 'body' ? body : body && body.scope);
  remote(User, 'countSocketClients', async (body) => ({ count: (await socketsOf(scopeOf(body))).length }), [BODY], { verb: 'post', path: '/countSocketClients' });
  remote(
    User,
    'emitSocketEvent',
    async (body) => {
      const sockets = await socketsOf(body && body.scope);
      for (const socket of sockets) socket.emit(String(body.event), body.payload);
      return { count: sockets.length };
    },
    [BODY],
    { verb: 'post', path: '/emitSocketEvent' },
  );
}

/** socket.io (2.5 or 4) on `server`: the token in the query, rooms joined on request. */
function attachSocketIo(server, models, version) {
  const io = version === 4 ? new (SOCKET_IO[4]())(server) : SOCKET_IO[2]()(server);
  /** Joins or leaves, then answers the ack: socket.io 2 takes a callback, 4 is done at once. */
  const inRoom = (socket, verb, room, ack) => {
    const done = () => typeof ack === 'function' && ack({ ok: true, room: String(room) });
    if (version === 4) {
      socket[verb](String(room));
      done();
    } else socket[verb](String(room), done);
  };
  const connected = new Map();
  io.use((socket, next) => {
    const id = socket.handshake.query && socket.handshake.query.access_token;
    if (!id) return next(Object.assign(new Error('Authorization Required'), { data: { code: 'AUTHORIZATION_REQUIRED' } }));
    models.AccessToken.resolve(String(id), (error, token) => {
      if (error || !token) return next(Object.assign(new Error('Authorization Required'), { data: { code: 'AUTHORIZATION_REQUIRED' } }));
      socket.userId = token.userId;
      models.user.findById(token.userId).then(
        (user) => {
          socket.staff = Boolean(user && user.roleId != null);
          next();
        },
        (findError) => next(findError),
      );
    });
  });
  io.on('connection', (socket) => {
    connected.set(socket.id, socket);
    if (!socket.staff) socket.join(`user-${socket.userId}`);
    socket.on('join', (room, ack) => inRoom(socket, 'join', room, ack));
    socket.on('leave', (room, ack) => inRoom(socket, 'leave', room, ack));
    socket.on('disconnect', () => connected.delete(socket.id));
  });
  return {
    io,
    emit: (room, event, payload) => io.to(room).emit(event, payload),
    toStaff: (event, payload) => {
      for (const socket of connected.values()) if (socket.staff) socket.emit(event, payload);
    },
    /** App users' sockets (devices). */
    sockets: () => [...connected.values()].filter((socket) => !socket.staff),
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
}

/** The demo programme: staff of each role (password `demo1234`), app users, places, tickets, a campaign. */
async function seed(models, v) {
  const {
    user: User,
    UserRole,
    Region,
    AdmEntity,
    PlaceType,
    City,
    Place,
    ProductCategory,
    Product,
    Campaign,
    Period,
    Plan,
    CampaignProduct,
    PeriodProduct,
    Ticket,
    Message,
  } = models;
  const roles = {};
  for (const [name, title] of [
    ['admin', 'Администратор'],
    ['regionalManager', 'Региональный менеджер'],
    ['salesMan', 'Торговый представитель'],
    ['vendor', 'Продавец'],
  ]) {
    roles[name] = (await UserRole.create({ name, title })).id;
  }
  const [moscowRegion, tverRegion] = await Region.create([{ title: 'Московская область' }, { title: 'Тверская область' }]);
  const [cfo] = await AdmEntity.create([{ title: 'Центральный федеральный округ' }, { title: 'Северо-Западный федеральный округ' }]);
  const [shop, kiosk] = await PlaceType.create([{ title: 'Магазин у дома' }, { title: 'Киоск' }]);
  const cities = [];
  for (const [title, region, lat, lng] of [
    ['Москва', moscowRegion, 55.7558, 37.6173],
    ['Химки', moscowRegion, 55.8887, 37.43],
    ['Тверь', tverRegion, 56.8587, 35.9176],
  ]) {
    cities.push(await City.create({ title, regionId: region.id, admEntityId: cfo.id, timeZone: 'Europe/Moscow', location: { lat, lng } }));
  }
  const campaign = await Campaign.create({
    title: 'Весенняя акция',
    shortTitle: 'Весна',
    description: 'Баллы за покупку напитков',
    isActive: true,
    taskNumber: 'A-1',
    ticketLifetime: 30,
    matches: ['сок', 'вода'],
    exclusions: [],
    placeScoreLimit: 10000,
    ticketSalesLimit: 100,
    userScoreLimit: 1000,
  });
  const places = [];
  for (const [i, [title, address, city, type]] of [
    ['Продукты на Лесной', 'ул. Лесная, 5', cities[0], shop],
    ['Киоск у метро', 'Тверская ул., 1', cities[0], kiosk],
    ['Магазин «Родник»', 'ул. Ленина, 10', cities[1], shop],
    ['Тверской двор', 'Советская ул., 3', cities[2], shop],
  ].entries()) {
    places.push(
      await Place.create({
        internalId: `P-${100 + i}`,
        title,
        description: '',
        address,
        inn: `7700000000${10 + i}`,
        location: { lat: city.location.lat, lng: city.location.lng },
        cityId: city.id,
        campaignId: campaign.id,
        placeTypeId: type.id,
        blocked: false,
      }),
    );
  }
  const person = (fields) => User.create({ password: PASSWORD, phoneVerified: true, platform: 'web', ...fields });
  const admin = await person({
    name: 'Анна',
    surname: 'Смирнова',
    middleName: 'Сергеевна',
    phone: '+79990000001',
    email: 'a.smirnova@loyalty-demo.ru',
    emailVerified: true,
    roleId: roles.admin,
  });
  const manager = await person({
    name: 'Дмитрий',
    surname: 'Кузнецов',
    middleName: 'Андреевич',
    phone: '+79990000002',
    email: 'd.kuznetsov@loyalty-demo.ru',
    roleId: roles.regionalManager,
    cityId: cities[0].id,
    cityIds: [cities[0].id, cities[1].id],
    inviterId: admin.id,
  });
  const salesMan = await person({
    name: 'Елена',
    surname: 'Попова',
    middleName: 'Викторовна',
    phone: '+79990000003',
    roleId: roles.salesMan,
    cityId: cities[0].id,
    cityIds: [cities[0].id],
    placeIds: [places[0].id, places[1].id],
    inviterId: manager.id,
  });
  const vendor = await person({
    name: 'Игорь',
    surname: 'Васильев',
    middleName: 'Петрович',
    phone: '+79990000004',
    roleId: roles.vendor,
    platform: 'android',
    cityId: cities[0].id,
    placeId: places[0].id,
    placeIds: [places[0].id],
    inviterId: salesMan.id,
    inn: '500100732259',
  });
  await person({
    name: 'Ольга',
    surname: 'Морозова',
    phone: '+79990000005',
    roleId: roles.vendor,
    platform: 'ios',
    cityId: cities[2].id,
    placeId: places[3].id,
    placeIds: [places[3].id],
    inviterId: salesMan.id,
  });
  const appUsers = [];
  for (const [name, surname, phone] of [
    ['Мария', 'Иванова', '+79161234501'],
    ['Павел', 'Соколов', '+79161234502'],
  ]) {
    appUsers.push(await person({ name, surname, phone, roleId: null, platform: 'android', score: 120, cityId: cities[0].id }));
  }
  const [drinks, snacks] = await ProductCategory.create([
    { title: 'Напитки', score: 10, recommendedPrice: 8900 },
    { title: 'Снеки', score: 5, recommendedPrice: 6500 },
  ]);
  // The category by its id, or embedded in the product's row (the `category: 'embedded'` variant).
  const categoryOf = (category) => (v.category === 'related' ? { categoryId: category.id } : { category: category.toJSON() });
  const products = await Product.create([
    { title: 'Сок яблочный 1 л', shortTitle: 'Сок', matches: ['сок ябл'], exclusions: [], recommendedPrice: 11900, ...categoryOf(drinks) },
    { title: 'Вода питьевая 0,5 л', shortTitle: 'Вода', matches: ['вода'], exclusions: ['газ'], recommendedPrice: 4900, ...categoryOf(drinks) },
    { title: 'Чипсы 150 г', shortTitle: 'Чипсы', matches: ['чипсы'], exclusions: [], recommendedPrice: 9900, ...categoryOf(snacks) },
  ]);
  const now = Date.now();
  const DAY = 86_400_000;
  const period = await Period.create({
    startDate: new Date(now - 30 * DAY),
    endDate: new Date(now + 30 * DAY),
    note: 'Первый месяц',
    campaignId: campaign.id,
    placeScoreLimit: 5000,
    ticketSalesLimit: 50,
    userScoreLimit: 500,
  });
  const plans = [];
  for (const [i, place] of places.entries())
    plans.push(await Plan.create({ plan: 100 + i * 50, fact: 20 + i * 10, placeId: place.id, periodId: period.id, campaignId: campaign.id }));
  for (const product of products.slice(0, 2)) {
    const cp = await CampaignProduct.create({ score: 10, bonusScore: 2, campaignId: campaign.id, productId: product.id });
    await PeriodProduct.create({ score: 12, bonusScore: 3, campaignId: campaign.id, periodId: period.id, productId: product.id, campaignProductId: cp.id });
  }
  const statuses = ['new', 'manual', 'processed', 'rejected', 'delayed', 'manual'];
  const tickets = [];
  for (const [i, status] of statuses.entries()) {
    const user = appUsers[i % appUsers.length];
    const place = places[i % places.length];
    const items = [
      { productId: products[0].id, name: 'СОК ЯБЛ 1Л', price: 11900, quantity: 1, sum: 11900 },
      { productId: products[2].id, name: 'ЧИПСЫ 150Г', price: 9900, quantity: 2, sum: 19800 },
    ];
    tickets.push(
      await Ticket.create({
        operationType: 1,
        taxationType: 1,
        fiscalDriveNumber: `928900010${1000 + i}`,
        fiscalDocumentNumber: String(4000 + i),
        fiscalSign: String(1100000000 + i),
        kktRegId: '0000000001012345',
        userInn: '7701234567',
        operator: 'Кассир',
        ofd: 'Такском',
        dateTime: new Date(now - (i + 1) * DAY),
        totalSum: 31700,
        status,
        statusDescription: status === 'rejected' ? 'Чек не из акции' : null,
        score: status === 'processed' ? 25 : 0,
        ...(v.lines === 'column' ? { items } : {}),
        photos: [],
        platform: 'android',
        appVersion: '2.4.1',
        userId: user.id,
        placeId: place.id,
        campaignId: campaign.id,
        periodId: period.id,
        planId: plans[i % plans.length].id,
      }),
    );
    if (v.lines === 'model') await models.TicketItem.create(items.map((item) => ({ ...item, ticketId: tickets[i].id })));
  }
  const base = now - 2 * 3600_000;
  for (const [i, [user, text, fromUser]] of [
    [appUsers[0], 'Здравствуйте! Чек не принимается.', true],
    [appUsers[0], 'Добрый день, проверяем.', false],
    [appUsers[1], 'Когда начислят баллы?', true],
  ].entries()) {
    await Message.create({
      text,
      room: `user-${user.id}`,
      senderId: fromUser ? user.id : admin.id,
      recipientId: fromUser ? admin.id : user.id,
      saw: !fromUser,
      createdAt: new Date(base + i * 60_000),
    });
  }
  return { admin, manager, salesMan, vendor, appUsers, places, cities, tickets, campaign, period };
}

/**
 * Starts the application on a fresh in-memory store with the demo programme; `url` without a
 * trailing slash. `variant` picks how it is shaped where the spec is silent (see `Variant`).
 * @param {{ port?: number, host?: string, variant?: Variant }} [options]
 */
async function start({ port = 0, host = '127.0.0.1', variant = {} } = {}) {
  const v = { ...DEFAULT_VARIANT, ...variant };
  const { app, models } = build(v);
  models.AccessToken = app.models.AccessToken;
  // The socket.io server exists once the HTTP server listens; routes reach it through this.
  const holder = { live: null };
  const liveProxy = {
    emit: (...args) => holder.live && holder.live.emit(...args),
    toStaff: (...args) => holder.live && holder.live.toStaff(...args),
    sockets: () => (holder.live ? holder.live.sockets() : []),
  };
  customRoutes(app, models, liveProxy, v);
  app.enableAuth();
  app.use(loopback.token({ model: models.AccessToken, currentUserLiteral: 'me' }));
  app.use(loopback.rest());
  const people = await seed(models, v);
  const server = await new Promise((resolve, reject) => {
    const s = app.listen(port, host, () => resolve(s));
    s.once('error', reject);
  });
  const live = attachSocketIo(server, models, v.socketio);
  holder.live = live;
  const url = `http://${host}:${server.address().port}`;
  let closing;
  return {
    url,
    app,
    people: {
      admin: people.admin.id,
      regionalManager: people.manager.id,
      salesMan: people.salesMan.id,
      vendor: people.vendor.id,
      appUsers: people.appUsers.map((u) => u.id),
      tickets: people.tickets.map((t) => t.id),
      places: people.places.map((p) => p.id),
      cities: people.cities.map((c) => c.id),
      campaign: people.campaign.id,
      period: people.period.id,
    },
    /** How many sockets are connected (staff and devices). */
    sockets: () => (v.socketio === 4 ? live.io.sockets.sockets.size : Object.keys(live.io.sockets.sockets).length),
    /** How many sockets have joined `room`. */
    inRoom: (room) =>
      v.socketio === 4 ? (live.io.sockets.adapter.rooms.get(room) || new Set()).size : Object.keys((live.io.sockets.adapter.rooms[room] || { sockets: {} }).sockets).length,
    close() {
      closing ??= live.close().then(
        () =>
          new Promise((resolve) => {
            server.close(() => resolve());
            server.closeAllConnections();
          }),
      );
      return closing;
    },
  };
}

module.exports = { start, STATUS_TITLES, PASSWORD };
