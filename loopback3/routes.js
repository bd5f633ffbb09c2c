'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, as a LoopBack 3 application is */
// Spec §7's custom routes the gateway calls (gateway/src/upstream/*.ts), over rest-api's tables: the
// routes both fixtures share come from ./shared.js with this application's storage passed in.

const shared = require('./shared');
const { ACLS, remote, found, viewerId, roomUser, ROOM } = shared;

/** `execute(sql, params)`: the rows of a query on `db`. */
const executor =
  (db) =>
  (text, params = []) =>
    new Promise((resolve, reject) => db.connector.execute(text, params, (error, result) => (error ? reject(error) : resolve(result))));

function customRoutes(app, db, models, roleNames) {
  const { Person, Place, Product, Ticket, CampaignProduct, Message, UserPlace } = models;
  const execute = executor(db);

  // Spec §7: vendors with `online` (a connected app device; this API has no devices: false).
  const Vendor = app.registry.createModel({ name: 'Vendor', base: 'Model', plural: 'vendors', acls: ACLS });
  app.model(Vendor, { dataSource: null, public: true });
  const vendorWhere = async (where) => {
    const vendorId = [...(await roleNames())].find(([, name]) => name === 'vendor')?.[0];
    return where && Object.keys(where).length ? { and: [where, { roleId: vendorId }] } : { roleId: vendorId };
  };
  const withOnline = async (filter) =>
    (await Person.find({ ...(filter || {}), where: await vendorWhere(filter && filter.where) })).map((row) => ({ ...row.toJSON(), online: false }));
  remote(Vendor, 'withOnline', withOnline, [shared.FILTER], { verb: 'get', path: '/withOnline' }, { arg: 'data', type: ['object'], root: true });
  const countWithOnline = async (where) => ({ count: await Person.count(await vendorWhere(where)) });
  remote(Vendor, 'countWithOnline', countWithOnline, [shared.WHERE], { verb: 'get', path: '/countWithOnline' }, { arg: 'data', type: 'object', root: true });

  shared.membership(Place, 'User', async (userId) => (await UserPlace.find({ where: { userId } })).map((r) => r.placeId), 'ownerId');
  shared.membership(Product, 'Campaign', async (campaignId) => (await CampaignProduct.find({ where: { campaignId } })).map((r) => r.productId), 'ownerId');
  shared.withPeriodProducts(CampaignProduct);
  shared.userDetails(app, Ticket, ['dateTime DESC', 'id DESC']);

  // Messages: the conversations by SQL; a sent message is answered as read back (`create` answers
  // what was posted, without the columns the table fills).
  const myConvs = async (limit, skip, search) => {
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
  };
  const post = async (options, room, recipientId, body, ticketId = null) => {
    const created = await Message.create({ ...shared.messageContent(body), senderId: viewerId(options), recipientId, ticketId, room, saw: false });
    return Message.findById(created.id);
  };
  const before = (oldest) => ({ or: [{ createdAt: { lt: oldest.createdAt } }, { createdAt: oldest.createdAt, id: { lt: oldest.id } }] });
  shared.messageRoutes(Message, Ticket, { before, myConvs, post });
  // Staff read the user's messages of the conversation.
  const read = async (room) => Message.updateAll({ room, senderId: roomUser(room), saw: false }, { saw: true });
  remote(Message, 'read', read, [ROOM], { verb: 'post', path: '/read/:room' });

  // A user's places: a user_places row, or for a regional manager the place's city (user_cities).
  const roleOf = async (userId) => (await roleNames()).get((await found(Person, userId)).roleId);
  const link = (userId, placeId, options) =>
    execute('insert into user_places (user_id, place_id, assigned_by) values ($1, $2, $3) on conflict do nothing', [userId, placeId, viewerId(options) ?? null]);
  const assign = async (userId, placeId, linked, options) => {
    if ((await roleOf(userId)) === 'regionalManager') {
      const place = await found(Place, placeId);
      if (place.cityId != null) {
        await execute(
          linked ? 'insert into user_cities (user_id, city_id) values ($1, $2) on conflict do nothing' : 'delete from user_cities where user_id = $1 and city_id = $2',
          [userId, place.cityId],
        );
      }
    } else if (linked) {
      await link(userId, placeId, options);
    } else {
      await execute('delete from user_places where user_id = $1 and place_id = $2', [userId, placeId]);
      await execute('update users set place_id = null where id = $1 and place_id = $2', [userId, placeId]);
    }
    return Person.findById(userId);
  };
  const setUserPlace = async (userId, placeId, options) => {
    await roleOf(userId);
    await link(userId, placeId, options);
    await execute('update users set place_id = $2 where id = $1', [userId, placeId]);
    return Person.findById(userId);
  };
  const resetUserPlace = async (userId) => {
    await roleOf(userId);
    await execute('update users set place_id = null where id = $1', [userId]);
    return Person.findById(userId);
  };
  shared.placeRoutes(Person, Place, { roleOf, assign, setUserPlace, resetUserPlace });

  shared.inviteRoutes(app, Person, async (roleName, fields, placeId, options) => {
    if (await Person.findOne({ where: { phone: fields.phone } })) {
      const error = new Error('The `Person` instance is not valid. Details: `phone` is not unique (value: "' + fields.phone + '").');
      throw Object.assign(error, { statusCode: 422, name: 'ValidationError' });
    }
    const user = await Person.create({ ...fields, email: fields.email ?? null, roleId: [...(await roleNames())].find(([, name]) => name === roleName)[0] });
    if (placeId !== null) await assign(user.id, placeId, true, options);
    return Person.findById(user.id);
  });

  // Tickets: processed by hand with its accrual; a correction rewrites ticket_items.
  const processed = async (ticket, score) => {
    await execute("update tickets set status = 'processed', score = $2, status_description = 'Обработан вручную' where id = $1", [ticket.id, score]);
    await execute("insert into transactions (user_id, ticket_id, period_id, place_id, amount, kind, reason) values ($1, $2, $3, $4, $5, 'accrual', 'Ручная обработка')", [
      ticket.userId,
      ticket.id,
      ticket.periodId ?? null,
      ticket.placeId ?? null,
      score,
    ]);
  };
  const save = async (ticket, patch, lines) => {
    if (lines) {
      await execute('delete from ticket_items where ticket_id = $1', [ticket.id]);
      for (const [i, line] of lines.entries()) {
        await execute('insert into ticket_items (ticket_id, line_no, product_id, name, price, quantity, sum) values ($1, $2, $3, $4, $5, $6, $7)', [
          ticket.id,
          i + 1,
          line.productId,
          line.name,
          line.price,
          line.quantity,
          line.sum,
        ]);
      }
    }
    if (Object.keys(patch).length) await Ticket.updateAll({ id: ticket.id }, patch);
    return Ticket.findById(ticket.id);
  };
  shared.ticketRoutes(Ticket, { processed, save, editAccepts: [] });
}

module.exports = { customRoutes, executor };
