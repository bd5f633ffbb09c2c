// Hostile input (issue 23): report and list parameters PostgreSQL does not store, forwarded
// addresses (the audit's address and the sign-in limit of a phone and address), the audit trail's scope by role,
// file references outside the product's storage, and an image bomb (bounded time, nothing stored).
import sharp from 'sharp';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { database, freshAddress, isServerError, login, note, PHONES, rest, row } from '../lib.mjs';

const tally = (r, reply, refused, what) => {
  r.tried++;
  if (isServerError(reply)) {
    r.e500++;
    note(r, `${reply.status} ${what}`);
  } else if (refused) r.refused++;
  else {
    r.leaked++;
    note(r, `${what}: ${reply.status} ${reply.text.slice(0, 100)}`);
  }
};

export async function hostileProbe(world) {
  const pg = await database(world);
  const api = world.apis[0].url;
  const xff = freshAddress();
  const admin = await login(api, PHONES.admin, xff);
  const manager = await login(api, PHONES.rm, xff);
  const vendor = await login(api, PHONES.vendor, xff);

  // --- report and other numeric/date parameters -----------------------------------------------------
  const r1 = row('hostile: report, message and list parameters');
  const values = ['200000-01-01', '+275760-09-13T00:00:00Z', '1e300', '9999999999', '-2147483649', 'NaN', '0000-01-01'];
  const urls = [];
  for (const v of values) {
    const e = encodeURIComponent(v);
    urls.push(
      `/tickets/stats?from=${e}`,
      `/tickets/stats?to=${e}`,
      `/tickets/stats?regionId=${e}`,
      `/tickets/stats?cityId=1,${e}`,
      `/tickets/stats?limit=${e}`,
      `/tickets/stats?kind=activity&by=vendor&from=${e}`,
      `/tickets/stats?kind=planFact&regionId=${e}`,
    );
    urls.push(
      `/messages/byRoom/user-4?endDate=${e}`,
      `/messages/byRoom/user-${e}`,
      `/messages/myConvs?limit=${e}`,
      `/tickets/${e}`,
      `/users/byRole/vendor?filter=${encodeURIComponent(JSON.stringify({ where: { createdAt: { gt: v } } }))}`,
    );
  }
  for (const url of urls) {
    for (const token of [admin, manager]) {
      const reply = await rest(api, 'GET', url, { token, xff });
      // Reports and messages answer in Russian; a LoopBack filter keeps the contract's own 400 text.
      const clear =
        reply.status >= 400 &&
        reply.status < 500 &&
        typeof reply.json?.error?.message === 'string' &&
        (url.includes('filter=') || /[а-яё]/i.test(reply.json.error.message) || reply.status === 404 || reply.status === 403);
      tally(r1, reply, reply.status === 200 || clear, `GET ${url}`);
    }
  }
  for (const body of [
    { title: 'Акция', startDate: '200000-01-01' },
    { title: 'Акция', startDate: '+275760-09-13T00:00:00Z' },
  ]) {
    const reply = await rest(api, 'POST', '/campaigns', { token: admin, xff, body });
    tally(r1, reply, reply.status === 422, `POST /campaigns ${JSON.stringify(body)}`);
  }

  // --- forwarded addresses: the audit's address and the sign-in limit -------------------------------
  const r2 = row('hostile: forwarded addresses (audit address, sign-in limit)');
  const before = (await pg.query('select coalesce(max(id), 0)::bigint as id from audit_log')).rows[0].id;
  const spoofed = await rest(api, 'POST', '/regions', { token: admin, xff: '6.6.6.6', body: { title: `Подделка ${Date.now()}` } });
  const { rows: audit } = await pg.query(`select address from audit_log where id > $1 and model = 'Region' and action = 'create'`, [before]);
  tally(
    r2,
    spoofed,
    spoofed.status === 200 && audit.length === 1 && audit[0].address !== '6.6.6.6',
    `audit address of a spoofed X-Forwarded-For: ${audit.map((a) => a.address).join(',')}`,
  );
  await pg.query(`delete from sign_in_attempts where address = '127.0.0.1' or address like '10.99.%'`);
  const statuses = [];
  // One phone from the API's one peer (the sign-in limit per phone and address, issue 40): 10 evaluated.
  for (let i = 0; i < 14; i++) {
    const r = await rest(api, 'POST', '/users/login', { body: { phone: '+79997770000', password: `wrong-${i}` }, xff: `10.99.0.${i}`, timeout: 30_000 });
    statuses.push(r.status);
    if (isServerError(r)) r2.e500++;
  }
  const limited = statuses.filter((s) => s === 429).length;
  r2.tried++;
  if (limited >= 4) r2.refused++;
  else {
    r2.leaked++;
    note(r2, `a rotating X-Forwarded-For straight to the API dodged the sign-in limit: ${limited} × 429 of 14`);
  }
  await pg.query(`delete from sign_in_attempts where address = '127.0.0.1' or address like '10.99.%'`);

  // --- the audit trail's scope by role ------------------------------------------------------------------
  const r3 = row('hostile: audit trail by role (sessions, addresses)');
  await login(api, PHONES.vendor, xff); // a sign-in row of a user of the manager's cities
  // The administrator's action on a place of the manager's cities: the row, not the admin's address.
  const touched = await rest(api, 'PATCH', '/places/1', { token: admin, xff, body: { description: `chaos ${Date.now()}` } });
  if (touched.status !== 200) note(r3, `admin's PATCH /places/1: ${touched.status} ${touched.text.slice(0, 100)}`);
  const asManager = await rest(api, 'GET', `/auditLogs?filter=${encodeURIComponent(JSON.stringify({ limit: 2000, order: 'id DESC' }))}`, { token: manager, xff });
  const managerId = (await rest(api, 'GET', '/users/me', { token: manager, xff })).json?.id;
  const rows = Array.isArray(asManager.json) ? asManager.json : [];
  const sessions = rows.filter(
    (r) => ['signIn', 'signInFailed', 'signOut', 'apiTokenCreate', 'apiTokenRevoke'].includes(r.action) && r.userId !== managerId && r.entityId !== managerId,
  );
  const addresses = rows.filter((r) => r.address !== null && r.userId !== managerId);
  tally(
    r3,
    asManager,
    asManager.status === 200 && rows.length > 0 && sessions.length === 0 && addresses.length === 0,
    `manager reads ${sessions.length} session rows and ${addresses.length} addresses of others`,
  );
  for (const filter of [{ where: { address: { like: '1%' } } }, { order: 'address ASC' }]) {
    const reply = await rest(api, 'GET', `/auditLogs/count?where=${encodeURIComponent(JSON.stringify(filter.where ?? {}))}`, { token: manager, xff });
    const list = await rest(api, 'GET', `/auditLogs?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token: manager, xff });
    tally(r3, list, list.status === 403 && (filter.where ? reply.status === 403 : true), `manager filters by address ${JSON.stringify(filter)}`);
  }
  for (const token of [vendor, await login(api, PHONES.sr, xff)]) {
    const reply = await rest(api, 'GET', '/auditLogs/count', { token, xff });
    tally(r3, reply, reply.status === 200 && reply.json?.count === 0, 'sales rep / vendor count the audit trail');
  }

  // --- file references outside the storage ---------------------------------------------------------
  const r4 = row('hostile: file references outside the storage');
  const { rows: tickets } = await pg.query('select id from tickets where user_id = 4 order by id limit 1');
  const outside = [
    { server: 'https://evil.example', container: 'messages', path: 'https://evil.example/x.png' },
    { container: 'messages', path: '../../x.png' },
    { container: 'messages', path: 'javascript:alert(1)' },
    { container: 'messages', path: 'a.png', thumbs: { 200: '//evil.example/t.png' } },
  ];
  for (const file of outside) {
    const writes = [
      ['POST', '/messages/send', vendor, { ticketId: tickets[0]?.id, file }],
      ['POST', '/messages/sendToRoom/user-4', admin, { file }],
      ['PATCH', '/users/4', vendor, { avatar: file }],
      ['PATCH', '/places/1', admin, { image: file }],
      ['POST', '/products', admin, { title: 'Товар', image: file }],
    ];
    for (const [method, p, token, body] of writes) {
      const reply = await rest(api, method, p, { token, xff, body });
      tally(r4, reply, reply.status === 422, `${method} ${p} ${JSON.stringify(file).slice(0, 60)}`);
    }
  }
  const { rows: stored } = await pg.query(`select (select count(*) from messages where file::text ~ '(evil|javascript:|\\.\\.)')
    + (select count(*) from users where avatar::text ~ 'evil|javascript:') + (select count(*) from places where image::text ~ 'evil|javascript:')
    + (select count(*) from products where image::text ~ 'evil|javascript:') as n`);
  r4.tried++;
  if (Number(stored[0].n) === 0) r4.refused++;
  else {
    r4.leaked++;
    note(r4, `${stored[0].n} stored references outside the storage`);
  }

  // --- an image bomb: small on the wire, 392 MB decoded ---------------------------------------------
  const r5 = row('hostile: image bomb (16-bit RGBA 7000×7000), 4 in parallel');
  const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 4, background: { r: 1, g: 2, b: 3, alpha: 1 } } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
  const filesDir = path.join(world.work, 'files', 'messages');
  const storedBefore = existsSync(filesDir) ? readdirSync(filesDir).length : 0;
  const started = Date.now();
  const replies = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const form = new FormData();
      form.append('file', new Blob([bomb], { type: 'image/png' }), 'bomb.png');
      const res = await fetch(`${api}/fileUpload/single`, { method: 'POST', headers: { authorization: vendor }, body: form, signal: AbortSignal.timeout(60_000) }).catch((e) => ({
        status: 0,
        text: async () => String(e),
      }));
      return { status: res.status, text: await res.text(), ms: Date.now() - started };
    }),
  );
  const storedAfter = existsSync(filesDir) ? readdirSync(filesDir).length : 0;
  for (const reply of replies) tally(r5, reply, reply.status === 422 && reply.ms < 10_000, `bomb upload (${reply.ms} ms)`);
  r5.tried++;
  if (storedAfter === storedBefore) r5.refused++;
  else {
    r5.leaked++;
    note(r5, `${storedAfter - storedBefore} files stored by refused bombs`);
  }
  await pg.end();
  return [r1, r2, r3, r4, r5];
}
