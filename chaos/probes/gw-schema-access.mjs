// Issue 40's smaller points on the gateway: the schema for staff only (a vendor's session and a
// vendor's read-only token: introspection over HTTP and WebSocket, "Did you mean" suggestions), and
// automatic persisted queries: none kept for an anonymous or unknown caller, and the store bounded
// (1,000 documents: the first of 1,050 a staff session registers is gone).
import { createHash } from 'node:crypto';
import { freshAddress, gql, info, isServerError, login, note, PHONES, pool, readOnlyToken, rest, row } from '../lib.mjs';
import { wsOnce } from './auth.mjs';

const apq = (query) => ({ persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } });
const post = (gw, body, token) => rest(gw, 'POST', '/graphql', { body, token });
// Kept: the hash alone runs the document (any refusal, not found or not a trusted operation, is not).
const found = (res) => res.json?.data?.ping === true;

export async function gwSchemaAccessProbe(world) {
  const gw = world.gateways[0].url;
  const api = world.apis[0].url;
  const schema = row('gw-schema-access: introspection and suggestions as a vendor');
  const vendor = await login(api, PHONES.vendor, freshAddress());
  const vendorToken = await readOnlyToken(api, vendor, 'gw-schema-access probe');
  for (const [kind, token] of [
    ['vendor session', vendor],
    ["vendor's read-only token", vendorToken],
  ]) {
    for (const [name, query] of [
      ['__schema', '{ __schema { types { name } } }'],
      ['__type', '{ __type(name: "User") { fields { name } } }'],
      ['__schema in a fragment', '{ ...F } fragment F on Query { __schema { queryType { name } } }'],
    ]) {
      const r = await gql(gw, query, {}, { token });
      schema.tried++;
      if (isServerError(r)) schema.e500++;
      if (r.data?.__schema || r.data?.__type || /"__schema"|"fields"/.test(r.text)) {
        schema.leaked++;
        note(schema, `${name}, ${kind}: answered`);
      } else schema.refused++;
      const w = await wsOnce(gw, token, query, {}, 3000);
      schema.tried++;
      if (w.values.length) {
        schema.leaked++;
        note(schema, `${name}, ${kind}, WebSocket: answered`);
      } else schema.refused++;
    }
    const s = await gql(gw, '{ tickts { total } }', {}, { token });
    schema.tried++;
    if (/Did you mean/i.test(s.text)) {
      schema.leaked++;
      note(schema, `suggestions, ${kind}: ${s.text.slice(0, 120)}`);
    } else schema.refused++;
  }

  const kept = row('gw-schema-access: persisted queries, anonymous and bounded');
  for (const [kind, token, n] of [
    ['anonymous', undefined, 200],
    ['unknown token', 'deadbeef'.repeat(8), 50],
  ]) {
    const queries = Array.from({ length: n }, (_, i) => `query Anon${i} { ping }`);
    await pool(n, 10, async (i) => {
      const res = await post(gw, { query: queries[i], extensions: apq(queries[i]) }, token);
      if (res.status >= 500) kept.e500++;
    });
    let leaked = 0;
    await pool(n, 10, async (i) => {
      if (found(await post(gw, { extensions: apq(queries[i]) }))) leaked++;
    });
    kept.tried += n;
    kept.leaked += leaked;
    kept.refused += n - leaked;
    if (leaked) note(kept, `${kind}: ${leaked} of ${n} documents kept`);
  }
  const admin = await login(api, PHONES.admin, freshAddress());
  const staff = Array.from({ length: 1_050 }, (_, i) => `query Staff${i} { ping }`);
  for (let i = 0; i < staff.length; i++) {
    const res = await post(gw, { query: staff[i], extensions: apq(staff[i]) }, admin);
    if (res.status >= 500) kept.e500++;
  }
  // Bounded: of 1,050 documents at most 1,000 are kept, whichever the store drops (the least recently
  // used in one gateway, the newest past the cap in Redis); and a signed-in session does register.
  let held = 0;
  await pool(staff.length, 10, async (i) => {
    if (found(await post(gw, { extensions: apq(staff[i]) }, admin))) held++;
  });
  kept.tried++;
  if (held > 1_000) {
    kept.leaked++;
    note(kept, `${held} of 1,050 staff documents kept: the store is not bounded at 1,000`);
  } else kept.refused++;
  info(kept, `1,050 staff documents: ${held} kept`);
  if (held === 0) {
    kept.leaked++;
    note(kept, 'no staff document is kept: a signed-in session cannot register');
  }
  return [schema, kept];
}
