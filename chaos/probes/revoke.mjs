// Revocation at once (issue 27): the REST API keeps access tokens in memory when it is its database's
// only writer (the embedded PGlite; rest-api/src/auth/token-cache.ts). A signed-out session, a revoked
// API token and a blocked user's token must be refused by the very next request, after the token was
// used (so read into memory) just before. Tried on an API of its own on PGlite (where the memory is
// on: removing its invalidation turns this row red) and across the two PostgreSQL replicas (signed
// out at one, used at the other).
import path from 'node:path';
import { Service } from '../env.mjs';
import { freshAddress, login, note, PHONES, rest, row } from '../lib.mjs';

const API_SCRIPT = process.env.CHAOS_API_SCRIPT || 'rest-api/dist/main.js';

/** The token is used twice (read into memory), then `revoke` runs at `at`, then `use` must be 401 at `check`. */
async function tryOne(r, label, { at, check, token, revoke }) {
  const warm = [await rest(check, 'GET', '/users/me', { token }), await rest(check, 'GET', '/users/me', { token })];
  r.tried++;
  if (warm.some((w) => w.status !== 200)) {
    note(r, `${label}: the token did not work before its revocation (${warm.map((w) => w.status).join(', ')})`);
    r.leaked++;
    return;
  }
  const done = await revoke(at);
  if (done.status >= 300) {
    note(r, `${label}: the revocation itself failed (${done.status} ${done.text.slice(0, 120)})`);
    r.leaked++;
    return;
  }
  const after = await rest(check, 'GET', '/users/me', { token });
  const write = await rest(check, 'POST', '/messages/sendToRoom/user-4', { token, body: { text: 'chaos: a revoked token writes' } });
  if (after.status === 401 && write.status === 401) r.refused++;
  else {
    r.leaked++;
    note(r, `${label}: still accepted right after (GET /users/me ${after.status}, POST /messages/sendToRoom ${write.status})`);
  }
}

async function scenarios(r, where, at, check) {
  const xff = freshAddress();
  const admin = await login(at, PHONES.admin, xff);

  const session = await login(at, PHONES.sr, xff);
  await tryOne(r, `${where}: sign-out`, { at, check, token: session, revoke: (base) => rest(base, 'POST', '/users/logout', { token: session }) });

  const created = await rest(at, 'POST', '/users/me/apiTokens', { token: admin, body: { name: 'chaos revoke', ttl: 3600 } });
  if (!created.json?.token) throw new Error(`no API token: ${created.status} ${created.text.slice(0, 200)}`);
  await tryOne(r, `${where}: revoked API token`, {
    at,
    check,
    token: created.json.token,
    revoke: (base) => rest(base, 'DELETE', `/users/me/apiTokens/${created.json.id}`, { token: admin }),
  });

  const vendor = await login(at, PHONES.vendor, xff);
  await tryOne(r, `${where}: blocked user`, { at, check, token: vendor, revoke: (base) => rest(base, 'PATCH', '/users/4', { token: admin, body: { blocked: true } }) });
  const unblocked = await rest(at, 'PATCH', '/users/4', { token: admin, body: { blocked: false } });
  if (unblocked.status !== 200) throw new Error(`could not unblock the vendor: ${unblocked.status}`);
}

export async function revokeProbe(world) {
  const r = row('revoke: signed-out, revoked and blocked tokens refused at once (PGlite API; across the replicas)');
  const own = new Service(
    'api-pglite',
    API_SCRIPT,
    { DATA_DIR: 'memory', LOG_LEVEL: 'warn', SMS_TRANSPORT: 'log', SEED_DEMO: 'true', FILES_DIR: path.join(world.work, 'files-pglite') },
    world.work,
  );
  await own.start('/openapi.json');
  try {
    await scenarios(r, 'PGlite', own.url, own.url);
    await scenarios(r, 'replica 1 → 2', world.apis[0].url, world.apis[1].url);
  } finally {
    await own.stop();
  }
  return [r];
}
