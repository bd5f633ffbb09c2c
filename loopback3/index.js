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
// Where each part lives: README.md. Tests only; not part of the product.

const { STATUS_TITLES, createApp, serve, listen, close } = require('./shared');
const { DEFINITIONS, PRIVATE } = require('./models');
const { authRoutes } = require('./auth');
const { customRoutes, executor } = require('./routes');

function build(databaseUrl) {
  const app = createApp();
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

  const { Person, UserRole, Region, Ticket, TicketItem } = models;

  // Role names by id, read once (roles are reference data: migration 0001).
  let roles;
  const roleNames = () => (roles ??= UserRole.find({ order: 'id ASC' }).then((rows) => new Map(rows.map((row) => [row.id, row.name]))));

  const execute = executor(db);

  // Derived labels, computed when a row is read (not properties: see the top of this file).
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

  authRoutes(Person, LbToken);
  customRoutes(app, db, models, roleNames);
  serve(app, LbToken);
  return { app, db, LbToken };
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
  const server = await listen(app, port, host);
  let closing;
  return {
    url: `http://${host}:${server.address().port}`,
    app,
    close() {
      closing ??= close(server).then(() => db.disconnect());
      return closing;
    },
  };
}

module.exports = { start, STATUS_TITLES };
