'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as a LoopBack 3 application is */
// Spec §7's routes beyond the stock CRUD, and the socket.io events they cause (`live`: socket.js).
// The routes both fixtures share come from loopback3/shared.js with this application's storage
// (the memory connector, arrays of ids on the user) and its variant's choices passed in.

const crypto = require('node:crypto');
const shared = require('../loopback3/shared');
const { remote, httpError, found, viewerId, roomUser, idArg, FILTER, BODY } = shared;

const PROCESSOR_ROOM = 'ticket-auto-processor';

/** @param {Required<import('./models').Variant>} v */
function customRoutes(app, models, live, v) {
  const { user: User, Place, Product, Ticket, CampaignProduct, Message, Period, UserRole } = models;
  const roleIdOf = async (name) => ((await UserRole.findOne({ where: { name } })) || {}).id;
  const roleNameOf = async (user) => (user.roleId == null ? null : ((await UserRole.findById(user.roleId)) || {}).name);

  // POST /users/renewToken {phone}: a message (no SMS here).
  remote(User, 'renewToken', async () => 'Новый пароль отправлен в SMS', [BODY], { verb: 'post', path: '/renewToken' });

  // Places of a user: a regional manager's by his cities, unless the variant knows only the linked ones.
  const placeIdsOf = async (userId) => {
    const user = await User.findById(userId);
    if (!user) return [];
    if (v.placesOfUser !== 'linked' && (await roleNameOf(user)) === 'regionalManager')
      return (await Place.find({ where: { cityId: { inq: user.cityIds || [] } }, fields: ['id'] })).map((p) => p.id);
    return [...new Set([...(user.placeIds || []), ...(user.placeId != null ? [user.placeId] : [])])];
  };
  shared.membership(Place, 'User', placeIdsOf, 'id');
  shared.membership(Product, 'Campaign', async (campaignId) => (await CampaignProduct.find({ where: { campaignId }, fields: ['productId'] })).map((r) => r.productId), 'id');

  // GET /periods/withPlans?filter: periods with their plans.
  remote(Period, 'withPlans', async (filter) => Period.find({ ...(filter || {}), include: 'plans' }), [FILTER], { verb: 'get', path: '/withPlans' });
  shared.withPeriodProducts(CampaignProduct);
  shared.userDetails(app, Ticket, 'dateTime DESC');

  // Tickets: manual scoring and correction on the row (lines in `TicketItem` in the `model` variant),
  // the processing of one, the processor.
  const save = async (ticket, patch, lines) => {
    if (lines && v.lines === 'model') {
      await models.TicketItem.destroyAll({ ticketId: ticket.id });
      await models.TicketItem.create(lines.map((line) => ({ ...line, ticketId: ticket.id })));
    }
    return ticket.updateAttributes(lines && v.lines !== 'model' ? { ...patch, items: lines } : patch);
  };
  const processed = (ticket, score) => ticket.updateAttributes({ status: 'processed', score, statusDescription: 'Обработан вручную' });
  shared.ticketRoutes(Ticket, { processed, save, editAccepts: [FILTER] });
  remote(Ticket, 'process', (id) => found(Ticket, id), [idArg('id'), FILTER], { verb: 'get', path: '/process/:id' });
  for (const [name, status] of [
    ['startAutoProcessing', 'processing'],
    ['stopAutoProcessing', 'stopped'],
  ]) {
    const toggle = async () => {
      live.emit(PROCESSOR_ROOM, 'ticketAutoProcessor.status', { status });
      return { status };
    };
    remote(Ticket, name, toggle, [], { verb: 'get', path: `/${name}` });
  }

  // Messages: the conversations read from memory; a sent message is pushed to its room and to staff.
  const myConvs = async (limit, skip, search) => {
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
  };
  const post = async (options, room, recipientId, body, ticketId = null) => {
    const content = shared.messageContent(body);
    const message = await Message.create({ ...content, senderId: viewerId(options), recipientId, ticketId, room, saw: false });
    live.emit(room, 'messenger.newMessage', message.toJSON());
    live.toStaff('messenger.convHasUpdated', { roomName: room, userId: roomUser(room), hasNewMessage: message.senderId === roomUser(room), lastMessage: message.toJSON() });
    return message;
  };
  shared.messageRoutes(Message, Ticket, { before: (oldest) => ({ id: { lt: oldest.id } }), myConvs, post });

  // A user's places: a regional manager owns the places of its cities; others hold places of their own.
  const personOf = (userId) => found(User, userId);
  const assign = async (userId, placeId, linked) => {
    const user = await personOf(userId);
    if ((await roleNameOf(user)) === 'regionalManager') {
      const place = await found(Place, placeId);
      const cityIds = new Set(user.cityIds || []);
      if (place.cityId != null && linked) cityIds.add(place.cityId);
      else if (place.cityId != null) cityIds.delete(place.cityId);
      await user.updateAttributes({ cityIds: [...cityIds] });
    } else {
      const placeIds = new Set(user.placeIds || []);
      if (linked) placeIds.add(placeId);
      else placeIds.delete(placeId);
      await user.updateAttributes({ placeIds: [...placeIds], ...(!linked && user.placeId === placeId ? { placeId: null } : {}) });
    }
    return User.findById(userId);
  };
  const setUserPlace = async (userId, placeId) => {
    const user = await personOf(userId);
    return user.updateAttributes({ placeId, placeIds: [...new Set([...(user.placeIds || []), placeId])] });
  };
  const resetUserPlace = async (userId) => (await personOf(userId)).updateAttributes({ placeId: null });
  shared.placeRoutes(User, Place, { roleOf: async (userId) => roleNameOf(await personOf(userId)), assign, setUserPlace, resetUserPlace });

  const roleModels = shared.inviteRoutes(app, User, async (roleName, fields, placeId) => {
    if (await User.findOne({ where: { phone: fields.phone } }))
      throw httpError(422, `The \`user\` instance is not valid. Details: \`phone\` is not unique (value: "${fields.phone}").`);
    const user = await User.create({ ...fields, email: fields.email ?? undefined, password: crypto.randomBytes(12).toString('hex'), roleId: await roleIdOf(roleName) });
    if (placeId !== null) await assign(user.id, placeId, true);
    return User.findById(user.id);
  });
  // POST /{salesMans,vendors}/{addPlace,removePlace} {userId, placeId}.
  for (const Model of [roleModels.salesMan, roleModels.vendor]) {
    for (const [verb, linked] of [
      ['addPlace', true],
      ['removePlace', false],
    ]) {
      remote(Model, verb, async (body) => assign(Number(body && body.userId), Number(body && body.placeId), linked), [BODY], { verb: 'post', path: `/${verb}` });
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
  const emitSocketEvent = async (body) => {
    const sockets = await socketsOf(body && body.scope);
    for (const socket of sockets) socket.emit(String(body.event), body.payload);
    return { count: sockets.length };
  };
  remote(User, 'emitSocketEvent', emitSocketEvent, [BODY], { verb: 'post', path: '/emitSocketEvent' });
}

module.exports = { customRoutes };
