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
// Where each part lives: README.md. Tests only; not part of the product.

const shared = require('../loopback3/shared');
const { STATUS_TITLES } = shared;
const { belongs, definitions, privateModels, DEFAULT_VARIANT, userDefinition } = require('./models');
const { customRoutes } = require('./routes');
const { attachSocketIo } = require('./socket');
const { seed, PASSWORD } = require('./seed');

/** @param {Required<import('./models').Variant>} v */
function build(v) {
  const titles = { ...STATUS_TITLES, ...v.statusTitles };
  const app = shared.createApp();
  const db = app.dataSource('db', { connector: 'memory' });
  const registry = app.registry;

  for (const name of ['ACL', 'RoleMapping', 'Role']) app.model(registry.getModel(name), { dataSource: db, public: false });

  const User = registry.createModel(userDefinition(v));
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

/**
 * Starts the application on a fresh in-memory store with the demo programme; `url` without a
 * trailing slash. `variant` picks how it is shaped where the spec is silent (see `Variant`).
 * @param {{ port?: number, host?: string, variant?: import('./models').Variant }} [options]
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
  shared.serve(app, models.AccessToken);
  const people = await seed(models, v);
  const server = await shared.listen(app, port, host);
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
      closing ??= live.close().then(() => shared.close(server));
      return closing;
    },
  };
}

module.exports = { start, STATUS_TITLES, PASSWORD };
