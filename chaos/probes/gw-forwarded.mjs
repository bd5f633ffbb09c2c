// Issue 23, F2: an X-Forwarded-For written by a client that is not a trusted proxy changes nothing.
// A gateway of the probe's own trusts no proxy (TRUST_PROXY empty, the default; the world's may
// trust the suite's loopback client, which plays nginx for the other probes); requests come from a
// loopback address of their own (127.0.1.x), so the limit they spend is not 127.0.0.1's.
//  - 14 wrong passwords on one phone, each with another X-Forwarded-For: at most 10 are evaluated
//    (the limit of a phone and address holds, issue 40);
//  - a sign-in and an audited mutation with a forged X-Forwarded-For: no audit row has the forged address.
import { database, info, note, row } from '../lib.mjs';
import { fromAddress, gqlFrom, ownGateway } from './gw-lib.mjs';

const LOGIN = 'mutation ($phone: String!, $password: String!) { login(phone: $phone, password: $password) { accessToken } }';
const FORGED = '203.0.113.';

export async function gwForwardedProbe(world) {
  const g = await ownGateway(world, { TRUST_PROXY: '' });
  const db = await database(world);
  const out = [];
  try {
    const limit = row('gw-forwarded: rotating X-Forwarded-For vs the sign-in limit');
    const { address, dispatcher } = fromAddress();
    const counts = {};
    for (let i = 0; i < 14; i++) {
      const res = await gqlFrom(g.url, LOGIN, { phone: '+79997771000', password: `wrong-${i}` }, { dispatcher, headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } });
      const e = res.errors?.[0]?.extensions ?? {};
      const outcome = e.code === 'LOGIN_FAILED' ? 'evaluated' : e.statusCode === 429 || e.code === 'TOO_MANY_REQUESTS' ? 'limited' : `other:${e.code ?? res.status}`;
      counts[outcome] = (counts[outcome] ?? 0) + 1;
      limit.tried++;
      if (res.status >= 500 && res.status !== 503) limit.e500++;
    }
    limit.refused = counts.limited ?? 0;
    limit.leaked = Math.max(0, (counts.evaluated ?? 0) - 10);
    if (limit.leaked) note(limit, `${counts.evaluated} wrong passwords evaluated from ${address} behind rotating X-Forwarded-For`);
    info(limit, `from ${address}: ${JSON.stringify(counts)}`);
    out.push(limit);

    const audit = row('gw-forwarded: audit address with a forged X-Forwarded-For');
    const since = (await db.query('select now() as t')).rows[0].t;
    const admin = fromAddress();
    const signIn = await gqlFrom(g.url, LOGIN, { phone: '+79990000001', password: 'demo1234' }, { dispatcher: admin.dispatcher, headers: { 'x-forwarded-for': `${FORGED}1` } });
    const token = signIn.data?.login?.accessToken;
    if (!token) throw new Error(`admin sign-in failed: ${signIn.text.slice(0, 200)}`);
    const created = await gqlFrom(
      g.url,
      'mutation { createApiToken(input: { name: "gw-forwarded probe", readOnly: true }) { token } }',
      {},
      {
        dispatcher: admin.dispatcher,
        token,
        headers: { 'x-forwarded-for': `${FORGED}2, 10.0.0.1` },
      },
    );
    if (!created.data?.createApiToken?.token) throw new Error(`createApiToken failed: ${created.text.slice(0, 200)}`);
    const rows = (await db.query('select address from audit_log where at >= $1 and user_id = 1', [since])).rows;
    audit.tried = rows.length;
    if (rows.length === 0) throw new Error('the mutation wrote no audit row');
    for (const { address: a } of rows) {
      if (String(a ?? '').startsWith(FORGED)) {
        audit.leaked++;
        note(audit, `audit row with the client's forged address ${a}`);
      } else audit.refused++;
    }
    info(audit, `audit addresses ${JSON.stringify([...new Set(rows.map((x) => x.address))])} (the client was ${admin.address})`);
    out.push(audit);
  } finally {
    await db.end();
    await g.stop();
  }
  return out;
}
