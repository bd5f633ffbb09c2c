'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as a LoopBack 3 application is */
// What the two LoopBack 3 fixtures write alike, in one home: this application (loopback3/) and the
// one built the stock way (loopback3-stock/, which requires this file by its path). Only code that
// is the same in both lives here; where they differ (storage, login, the stock family's variants),
// each passes its own part in. Tests only; not part of the product.

// LoopBack 3 and its juggler report deprecations through `depd`, read when they are first required.
for (const name of ['loopback', 'loopback-datasource-juggler', 'strong-remoting', 'body-parser']) {
  const ignored = (process.env.NO_DEPRECATION || '').split(',').filter(Boolean);
  if (!ignored.includes(name) && !ignored.includes('*')) process.env.NO_DEPRECATION = [...ignored, name].join(',');
}

const crypto = require('node:crypto');
const loopback = require('loopback');

/**
 * Titles of ticket statuses (product-rules §3), as the programme's API names them. A copy (these
 * fixtures are plain JavaScript standing in for the programme's own API): the home of the statuses
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

const ID = { type: 'number', id: true, generated: true };
/** Every model: `$everyone` DENY, `$authenticated` ALLOW. */
const ACLS = [
  { accessType: '*', principalType: 'ROLE', principalId: '$everyone', permission: 'DENY' },
  { accessType: '*', principalType: 'ROLE', principalId: '$authenticated', permission: 'ALLOW' },
];
const TITLED = { title: 'string' };
/** The roles one invites, each with a model of its own (`/vendors/invite`, …): name, plural, role. */
const INVITED_ROLES = [
  ['RegionalManager', 'regionalManagers', 'regionalManager'],
  ['SalesMan', 'salesMans', 'salesMan'],
  ['Vendor', 'vendors', 'vendor'],
];

/** A LoopBack application as both fixtures set it up: no explorer, errors without their stacks. */
function createApp() {
  const app = loopback({ localRegistry: true, loadBuiltinModels: true });
  app.set('remoting', {
    errorHandler: { debug: false, log: false },
    rest: { normalizeHttpPath: false, xml: false },
    json: { strict: false, limit: '1mb' },
    context: false,
  });
  app.set('legacyExplorer', false);
  return app;
}

/** ACLs enforced, the token read (`/users/me` through `currentUserLiteral`), then the REST routes. */
function serve(app, TokenModel) {
  app.enableAuth();
  app.use(loopback.token({ model: TokenModel, currentUserLiteral: 'me' }));
  app.use(loopback.rest());
}

/** Listens on `port` (0: any) and answers the server; `close` stops it and its open connections. */
const listen = (app, port, host) =>
  new Promise((resolve, reject) => {
    const s = app.listen(port, host, () => resolve(s));
    s.once('error', reject);
  });
const close = (server) =>
  new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

const httpError = (statusCode, message, code) => Object.assign(new Error(message), { statusCode, ...(code ? { code } : {}) });
/** The row of `Model` with `id`, or LoopBack's 404. */
const found = async (Model, id) => {
  const row = await Model.findById(id);
  if (!row) throw httpError(404, `Unknown "${Model.modelName}" id "${id}".`, 'MODEL_NOT_FOUND');
  return row;
};
const viewerId = (options) => options && options.accessToken && options.accessToken.userId;
const both = (a, b) => (a && Object.keys(a).length ? { and: [a, b] } : b);

// Arguments of remote methods.
const OPTIONS = { arg: 'options', type: 'object', http: 'optionsFromRequest' };
const idArg = (arg) => ({ arg, type: 'number', required: true, http: { source: 'path' } });
const query = (arg, type) => ({ arg, type, http: { source: 'query' } });
const FILTER = query('filter', 'object');
const WHERE = query('where', 'object');
const BODY = { arg: 'body', type: 'object', http: { source: 'body' } };
const ROOM = { arg: 'room', type: 'string', required: true, http: { source: 'path' } };

/** A remote method `name` of `Model`: `fn` answers the body. */
const remote = (Model, name, fn, accepts, http, returns = { arg: 'data', type: 'any', root: true }) => {
  Model[name] = fn;
  Model.remoteMethod(name, { accepts, returns, http });
};

/**
 * `{path}/find[Not]In{Owner}/{id}` and `count[Not]In{Owner}/{id}` (spec §7): the rows whose id is
 * (not) among `memberIds(ownerId)`; `arg` names the path's id.
 */
function membership(Model, owner, memberIds, arg) {
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
      [idArg(arg), FILTER],
      { verb: 'get', path: `/find${kind}/:${arg}` },
    );
    remote(
      Model,
      `count${kind}`,
      async (ownerId, whereArg) => {
        const w = await where(ownerId, member, whereArg);
        return { count: w === null ? 0 : await Model.count(w) };
      },
      [idArg(arg), WHERE],
      { verb: 'get', path: `/count${kind}/:${arg}` },
    );
  }
}

/** `GET /campaignProducts/withPeriodProducts?filter`: a where on `periodId` picks the period products. */
function withPeriodProducts(CampaignProduct) {
  const find = async (filter) => {
    const { periodId, ...where } = (filter && filter.where) || {};
    const include = [].concat((filter && filter.include) || []).filter((i) => i !== 'periodProducts' && (i && i.relation) !== 'periodProducts');
    include.push({ relation: 'periodProducts', scope: periodId === undefined ? {} : { where: { periodId } } });
    return CampaignProduct.find({ ...(filter || {}), where, include });
  };
  remote(CampaignProduct, 'withPeriodProducts', find, [FILTER], { verb: 'get', path: '/withPeriodProducts' });
}

/** `GET /ticket/userDetails/{userId}`: the fiscal details of the user's latest receipt (by `order`). */
function userDetails(app, Ticket, order) {
  const TicketDetails = app.registry.createModel({ name: 'TicketDetails', base: 'Model', plural: 'ticket', acls: ACLS });
  app.model(TicketDetails, { dataSource: null, public: true });
  const details = async (userId) => {
    const [last] = await Ticket.find({ where: { userId, fiscalDriveNumber: { neq: null } }, order, limit: 1 });
    const row = last ? last.toJSON() : {};
    const pick = (k) => (row[k] === undefined ? null : row[k]);
    return { fiscalDriveNumber: pick('fiscalDriveNumber'), userInn: pick('userInn'), kktRegId: pick('kktRegId'), operator: pick('operator'), ofd: pick('ofd') };
  };
  remote(TicketDetails, 'userDetails', details, [idArg('userId')], { verb: 'get', path: '/userDetails/:userId' });
}

/**
 * Tickets (spec §7): `POST /tickets/manualProcess {ticketId, score}`, where `processed(ticket, score)`
 * stores it, and `POST /tickets/edit/{id}`, an administrator's correction of the receipt's fields and
 * lines, where `save(ticket, patch, lines)` stores the patch (`lines` when the body has `items`).
 */
function ticketRoutes(Ticket, { processed, save, editAccepts }) {
  const manualProcess = async (body) => {
    const ticket = await found(Ticket, body && body.ticketId);
    if (ticket.status === 'processed') throw httpError(422, 'Чек уже обработан', 'TICKET_ALREADY_PROCESSED');
    const score = Number(body.score);
    await processed(ticket, score);
    return { status: 'processed', score };
  };
  remote(Ticket, 'manualProcess', manualProcess, [BODY], { verb: 'post', path: '/manualProcess' });
  const EDITABLE = ['dateTime', 'fiscalDriveNumber', 'fiscalDocumentNumber', 'fiscalSign', 'kktRegId', 'userInn', 'operator', 'ofd', 'placeId'];
  const edit = async (id, body) => {
    const ticket = await found(Ticket, id);
    const patch = Object.fromEntries(EDITABLE.filter((k) => body && body[k] !== undefined).map((k) => [k, body[k]]));
    if (!Array.isArray(body && body.items)) return save(ticket, patch);
    const lines = body.items.map((item) => ({
      productId: item.productId ?? null,
      name: item.name,
      price: Number(item.price),
      quantity: Number(item.quantity),
      sum: Math.round(Number(item.price) * Number(item.quantity)),
    }));
    return save(ticket, { ...patch, totalSum: lines.reduce((total, line) => total + line.sum, 0) }, lines);
  };
  remote(Ticket, 'edit', edit, [idArg('id'), BODY, ...editAccepts], { verb: 'post', path: '/edit/:id' });
}

/** The user of a conversation's room `user-{id}`. */
const roomUser = (room) => {
  const m = /^user-(\d{1,10})$/.exec(String(room));
  if (!m) throw httpError(422, `Not a conversation room: ${room}`, 'ROOM_REQUIRED');
  return Number(m[1]);
};

/**
 * Messages (spec §7): one conversation per app user, in the room `user-{id}`. `before(oldest)`: the
 * where of the messages older than `oldest` in its room; `myConvs(limit, skip, search)` the
 * conversations; `post(options, room, recipientId, body, ticketId)` sends one.
 */
function messageRoutes(Message, Ticket, { before, myConvs, post }) {
  const byRoom = async (room, limit, endDate) => {
    const where = endDate ? { room, createdAt: { lt: new Date(endDate) } } : { room };
    const found = await Message.find({ where, order: ['createdAt DESC', 'id DESC'], limit: Number(limit) || 12 });
    const oldest = found[found.length - 1];
    const rest = oldest ? await Message.count({ room, ...before(oldest) }) : 0;
    return { items: found.reverse(), rest };
  };
  remote(Message, 'byRoom', byRoom, [ROOM, query('limit', 'number'), query('endDate', 'string')], { verb: 'get', path: '/byRoom/:room' });
  const byUserId = async (userId, filter) => {
    const ticketId = filter && filter.where && filter.where.ticketId;
    return Message.find({
      where: ticketId == null ? { room: `user-${userId}` } : { room: `user-${userId}`, ticketId },
      order: /ASC/i.test(String(filter && filter.order)) ? ['createdAt ASC', 'id ASC'] : ['createdAt DESC', 'id DESC'],
      limit: (filter && filter.limit) || 12,
      skip: (filter && filter.skip) || 0,
    });
  };
  remote(Message, 'byUserId', byUserId, [idArg('userId'), FILTER], { verb: 'get', path: '/byUserId/:userId' });
  const convsArgs = [query('limit', 'number'), query('skip', 'number'), query('search', 'string'), query('order', 'string')];
  remote(Message, 'myConvs', myConvs, convsArgs, { verb: 'get', path: '/myConvs' });
  const send = async (body, options) => {
    const ticket = await found(Ticket, body && body.ticketId);
    return post(options, `user-${ticket.userId}`, ticket.userId, body, ticket.id);
  };
  remote(Message, 'sendToRoom', async (room, body, options) => post(options, room, roomUser(room), body), [ROOM, BODY, OPTIONS], { verb: 'post', path: '/sendToRoom/:room' });
  remote(Message, 'send', send, [BODY, OPTIONS], { verb: 'post', path: '/send' });
}

/** A message's text or file, or a 422 when it has neither. */
function messageContent(body) {
  const text = body && typeof body.text === 'string' && body.text.trim() ? body.text : null;
  const file = (body && body.file) || null;
  if (!text && !file) throw httpError(422, 'Нужен текст или файл', 'MESSAGE_EMPTY');
  return { text, file };
}

/**
 * A user's places (spec §7): GET routes that change them, answering the user, and
 * `POST /places/{add,remove}{RegionalManager,SalesMan,Vendor} {userId, placeId}`. `roleOf(userId)`
 * is the user's role name (404 for no user); `assign(userId, placeId, assign, options)` links or unlinks.
 */
function placeRoutes(User, Place, { roleOf, assign, setUserPlace, resetUserPlace }) {
  const PATH_IDS = [idArg('userId'), idArg('placeId')];
  for (const [name, linked] of [
    ['addPlace', true],
    ['removePlace', false],
  ]) {
    remote(User, name, (userId, placeId, options) => assign(userId, placeId, linked, options), [...PATH_IDS, OPTIONS], { verb: 'get', path: `/${name}/:userId/:placeId` });
  }
  remote(User, 'setUserPlace', setUserPlace, [...PATH_IDS, OPTIONS], { verb: 'get', path: '/setUserPlace/:userId/:placeId' });
  remote(User, 'resetUserPlace', resetUserPlace, [idArg('userId')], { verb: 'get', path: '/resetUserPlace/:userId' });
  for (const [suffix, , role] of INVITED_ROLES) {
    for (const [verb, linked] of [
      ['add', true],
      ['remove', false],
    ]) {
      const change = async (body, options) => {
        const userId = Number(body && body.userId);
        if ((await roleOf(userId)) !== role) throw httpError(422, `The user is no ${role}`, 'ROLE_MISMATCH');
        await assign(userId, Number(body.placeId), linked, options);
        return Place.findById(Number(body.placeId));
      };
      remote(Place, `${verb}${suffix}`, change, [BODY, OPTIONS], { verb: 'post', path: `/${verb}${suffix}` });
    }
  }
}

/**
 * Invites (spec §7): `POST /users/invite {roleName, …}` and `/{regionalManagers,salesMans,vendors}/invite`,
 * a new user with the role and a one-time code (`{user, code}`). `create(roleName, fields, placeId,
 * options)` refuses a taken phone, creates the user with `fields` (`email` as sent) and answers it.
 * Answers the role models by role name.
 */
function inviteRoutes(app, User, create) {
  const invite = async (roleName, body, options) => {
    const phone = String((body && body.phone) || '')
      .trim()
      .replace(/^(?!\+)/, '+');
    const placeId = body.placeId == null ? null : Number(body.placeId);
    const fields = {
      name: body.name ?? null,
      surname: body.surname ?? null,
      phone,
      email: body.email,
      inn: body.inn ?? null,
      cityId: body.cityId ?? null,
      inviterId: body.inviterId ?? viewerId(options) ?? null,
      placeId: roleName === 'vendor' ? placeId : null,
      phoneVerified: false,
    };
    return { user: await create(roleName, fields, placeId, options), code: String(crypto.randomInt(100000, 1000000)) };
  };
  remote(User, 'invite', (body, options) => invite(body && body.roleName, body, options), [BODY, OPTIONS], { verb: 'post', path: '/invite' });
  const models = {};
  for (const [name, plural, roleName] of INVITED_ROLES) {
    const Model = app.registry.findModel(name) || app.registry.createModel({ name, base: 'Model', plural, acls: ACLS });
    if (!app.models[name]) app.model(Model, { dataSource: null, public: true });
    remote(Model, 'invite', (body, options) => invite(roleName, body, options), [BODY, OPTIONS], { verb: 'post', path: '/invite' });
    models[roleName] = Model;
  }
  return models;
}

module.exports = {
  STATUS_TITLES,
  ID,
  ACLS,
  TITLED,
  createApp,
  serve,
  listen,
  close,
  httpError,
  found,
  viewerId,
  idArg,
  FILTER,
  WHERE,
  BODY,
  ROOM,
  remote,
  membership,
  withPeriodProducts,
  userDetails,
  ticketRoutes,
  roomUser,
  messageRoutes,
  messageContent,
  placeRoutes,
  inviteRoutes,
};
