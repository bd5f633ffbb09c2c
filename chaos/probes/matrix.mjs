// Role × scope matrix: each demo role (regional manager, sales rep, vendor) reads places, users,
// tickets and conversations outside its scope, by id over REST and through GraphQL, and its lists
// are checked against the scope computed independently in SQL (README of rest-api, product-rules §1).
import { database, freshAddress, gql, isServerError, leakIn, login, note, PHONES, pool, rest, row } from '../lib.mjs';

/** What each role may read, as SQL over the demo database (a superset is fine: only reads outside it count). */
export async function scopes(db) {
  const q = async (sql, params = []) => (await db.query(sql, params)).rows.map((r) => r.id);
  const ids = (rows) => new Set(rows);
  const vendorPlaces = await q(`select place_id as id from users where id = 4 and place_id is not null union select place_id from user_places where user_id = 4`);
  const srPlaces = await q(`select place_id as id from user_places where user_id = 3 union select place_id from users where id = 3 and place_id is not null`);
  const rmCities = await q(`select city_id as id from user_cities where user_id = 2 union select city_id from users where id = 2 and city_id is not null`);
  const rmPlaces = await q(`select id from places where city_id = any($1)`, [rmCities]);
  const usersOf = (roles, places, cities) =>
    q(
      `select u.id from users u where u.role_id = any($1) and (u.place_id = any($2) or u.city_id = any($3)
         or exists (select 1 from user_places up where up.user_id = u.id and up.place_id = any($2)))`,
      [roles, places, cities],
    );
  return {
    vendor: { places: ids(vendorPlaces), users: ids([4]), tickets: ids(await q(`select id from tickets where user_id = 4`)) },
    sr: { places: ids(srPlaces), users: ids([3, ...(await usersOf([4], srPlaces, []))]), tickets: ids(await q(`select id from tickets where place_id = any($1)`, [srPlaces])) },
    rm: {
      places: ids(rmPlaces),
      users: ids([2, ...(await usersOf([3, 4], rmPlaces, rmCities))]),
      tickets: ids(await q(`select id from tickets where place_id = any($1)`, [rmPlaces])),
    },
  };
}

function sample(list, n, seed = 1) {
  if (list.length <= n) return list;
  const step = list.length / n;
  return Array.from({ length: n }, (_, i) => list[Math.floor(i * step + (seed % step))]);
}

export async function matrixProbe(world) {
  const db = await database(world);
  let scope, all;
  try {
    scope = await scopes(db);
    const list = async (t) => (await db.query(`select id from ${t} order by id`)).rows.map((r) => r.id);
    all = { places: await list('places'), users: await list('users'), tickets: await list('tickets') };
    const staff = await db.query(`select id from users where role_id in (1, 2) order by id`);
    all.staff = staff.rows.map((r) => r.id);
  } finally {
    await db.end();
  }
  const xff = freshAddress();
  const restRow = row('matrix: REST by id, lists, rooms (3 roles)');
  const gqlRow = row('matrix: GraphQL by id, rooms (3 roles)');
  const roles = { rm: PHONES.rm, sr: PHONES.sr, vendor: PHONES.vendor };
  const GQL = {
    places: (id) => [`{ place(id: ${id}) { id title } }`, 'place'],
    users: (id) => [`{ user(id: ${id}) { id phone } }`, 'user'],
    tickets: (id) => [`{ ticket(id: ${id}) { id totalSum } }`, 'ticket'],
  };

  for (const [role, phone] of Object.entries(roles)) {
    const api = world.apis[role === 'sr' ? 1 : 0].url;
    const gw = world.gateways[role === 'rm' ? 1 : 0].url;
    const token = await login(api, phone, xff);
    // The probe means something only if the role does read what is in its scope.
    for (const model of ['places', 'users']) {
      const [id] = scope[role][model];
      const r = await rest(api, 'GET', `/${model}/${id}`, { token, xff });
      if (r.status !== 200) throw new Error(`${role} cannot read its own ${model} ${id}: ${r.status}`);
    }
    const jobs = [];
    for (const model of ['places', 'users', 'tickets']) {
      const allowed = scope[role][model];
      const outside = all[model].filter((id) => !allowed.has(id));
      // Every staff account (admins, other regional managers) among the users read.
      const ids = model === 'users' ? [...new Set([...sample(outside, 120), ...all.staff.filter((id) => !allowed.has(id))])] : sample(outside, 120);
      for (const id of ids) jobs.push({ model, id });
    }
    // Conversations of users outside the scope (finding 5: GET /messages/byRoom/user-{id}).
    const rooms = sample(
      all.users.filter((id) => !scope[role].users.has(id)),
      40,
    );
    for (const id of [...new Set([...rooms, ...all.staff.filter((id) => !scope[role].users.has(id))])]) jobs.push({ model: 'room', id });

    await pool(jobs.length, 8, async (i) => {
      const { model, id } = jobs[i];
      // REST by id.
      const path = model === 'room' ? `/messages/byRoom/user-${id}` : `/${model}/${id}`;
      const r = await rest(api, 'GET', path, { token, xff });
      restRow.tried++;
      const leak = leakIn(r.text);
      if (r.status >= 500) {
        restRow.e500++;
        note(restRow, `${role} GET ${path}: ${r.status}`);
      }
      if (leak || r.status < 400) {
        restRow.leaked++;
        note(restRow, `${role} GET ${path}: ${r.status} ${leak ?? r.text.slice(0, 60)}`);
      } else restRow.refused++;
      // The same through GraphQL.
      const [query, field] = model === 'room' ? [`{ roomMessages(room: "user-${id}") { items { id text } } }`, 'roomMessages'] : GQL[model](id);
      const g = await gql(gw, query, {}, { token, xff });
      gqlRow.tried++;
      if (isServerError(g)) {
        gqlRow.e500++;
        note(gqlRow, `${role} ${field}(${id}): ${g.codes.join(',')}`);
      }
      const value = g.data?.[field];
      if (leakIn(g.text) || (value !== null && value !== undefined)) {
        gqlRow.leaked++;
        note(gqlRow, `${role} ${field}(${id}): ${leakIn(g.text) ?? JSON.stringify(value).slice(0, 60)}`);
      } else gqlRow.refused++;
    });

    // Lists: nothing outside the scope, whatever the filter asks for.
    for (const model of ['places', 'users', 'tickets']) {
      const path = `/${model}?filter=${encodeURIComponent(JSON.stringify({ fields: ['id'], limit: 5000 }))}`;
      const r = await rest(api, 'GET', path, { token, xff });
      restRow.tried++;
      if (r.status !== 200 || !Array.isArray(r.json)) {
        if (r.status >= 500) restRow.e500++;
        if (r.status >= 500 || r.status === 200) note(restRow, `${role} list ${model}: ${r.status}`);
        restRow.refused++;
        continue;
      }
      const extra = r.json.map((o) => o.id).filter((id) => !scope[role][model].has(id));
      if (extra.length) {
        restRow.leaked++;
        note(restRow, `${role} list ${model}: ${extra.length} rows outside the scope (e.g. ${extra.slice(0, 3).join(', ')})`);
      } else restRow.refused++;
    }
  }
  return [restRow, gqlRow];
}
