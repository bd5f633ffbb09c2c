// Brute force in parallel, through both gateways (so both API replicas): 60 wrong passwords on one
// phone from 60 addresses (at most 10 may be evaluated), 30 wrong passwords from one address over 30
// phones (at most 20), and 30 password renewals of one phone, after which its owner's password still
// signs in.
import { database, freshAddress, gql, isServerError, note, PASSWORD, row } from '../lib.mjs';

const LOGIN = 'mutation ($phone: String!, $password: String!) { login(phone: $phone, password: $password) { accessToken } }';

function outcome(r) {
  if (r.data?.login?.accessToken) return 'session';
  const e = r.errors?.[0]?.extensions ?? {};
  if (e.code === 'LOGIN_FAILED') return 'evaluated';
  if (e.statusCode === 429) return 'limited';
  return `other:${e.code ?? r.status}`;
}

export async function bruteProbe(world) {
  const gws = world.gateways.map((g) => g.url);
  const out = [];

  // 1. One phone, 60 parallel guesses from 60 addresses.
  const phone = row('brute: 60 parallel guesses, 1 phone (≤10 evaluated)');
  const results = await Promise.all(
    Array.from({ length: 60 }, (_, i) => gql(gws[i % 2], LOGIN, { phone: '+79990000105', password: `wrong-${i}` }, { xff: freshAddress(), timeout: 60_000 })),
  );
  const counts = {};
  for (const r of results) {
    const o = outcome(r);
    counts[o] = (counts[o] ?? 0) + 1;
    phone.tried++;
    if (isServerError(r)) phone.e500++;
  }
  phone.refused = counts.limited ?? 0;
  phone.leaked = Math.max(0, (counts.evaluated ?? 0) - 10) + (counts.session ?? 0);
  phone.info.push(`outcomes ${JSON.stringify(counts)}`);
  if (phone.leaked) note(phone, `${counts.evaluated} guesses evaluated`);
  out.push(phone);

  // 2. One address, 30 parallel guesses over 30 phones (password spraying).
  const spray = row('brute: 30 parallel guesses, 1 address (≤20 evaluated)');
  const address = freshAddress();
  const sprayed = await Promise.all(
    Array.from({ length: 30 }, (_, i) => gql(gws[i % 2], LOGIN, { phone: `+7999888${String(1000 + i).padStart(4, '0')}`, password: 'wrong' }, { xff: address, timeout: 60_000 })),
  );
  const c2 = {};
  for (const r of sprayed) {
    const o = outcome(r);
    c2[o] = (c2[o] ?? 0) + 1;
    spray.tried++;
    if (isServerError(r)) spray.e500++;
  }
  spray.refused = c2.limited ?? 0;
  spray.leaked = Math.max(0, (c2.evaluated ?? 0) - 20) + (c2.session ?? 0);
  spray.info.push(`outcomes ${JSON.stringify(c2)}`);
  if (spray.leaked) note(spray, `${c2.evaluated} guesses evaluated from one address`);
  out.push(spray);

  // 3. Renewal spam never locks the owner out.
  const renew = row('brute: 30 renewals, then the owner signs in');
  const owner = '+79990000106';
  const renewed = await Promise.all(
    Array.from({ length: 30 }, (_, i) => gql(gws[i % 2], 'mutation ($p: String!) { renewPassword(phone: $p) }', { p: owner }, { xff: i < 15 ? address : freshAddress() })),
  );
  const c3 = {};
  for (const r of renewed) {
    renew.tried++;
    const o = r.data?.renewPassword ? 'sent' : r.errors?.[0]?.extensions?.statusCode === 429 ? 'limited' : `other:${r.errors?.[0]?.extensions?.code}`;
    c3[o] = (c3[o] ?? 0) + 1;
    if (isServerError(r)) renew.e500++;
  }
  renew.refused = c3.limited ?? 0;
  if ((c3.sent ?? 0) > 5) {
    renew.leaked += c3.sent - 5;
    note(renew, `${c3.sent} renewal SMS for one phone`);
  }
  const signIn = await gql(gws[0], LOGIN, { phone: owner, password: PASSWORD }, { xff: freshAddress(), timeout: 30_000 });
  renew.tried++;
  if (!signIn.data?.login?.accessToken) {
    renew.leaked++;
    note(renew, `the owner's password after renewal spam: ${signIn.errors?.[0]?.message}`);
  }
  renew.info.push(`renewals ${JSON.stringify(c3)}, owner sign-in ${signIn.data?.login ? 'ok' : 'refused'}`);
  out.push(renew);

  // Ground truth: the attempts the API admitted (recorded and kept) are the ones it evaluated; an
  // answer that timed out at the gateway is counted here too.
  const db = await database(world);
  try {
    const count = async (where, params) => Number((await db.query(`select count(*)::int as n from sign_in_attempts where kind = 'password' and ${where}`, params)).rows[0].n);
    const byPhone = await count('phone = $1', ['+79990000105']);
    const byAddress = await count('address = $1', [address]);
    phone.tried++;
    if (byPhone > 10) {
      phone.leaked++;
      note(phone, `${byPhone} attempts admitted for one phone`);
    } else phone.refused++;
    phone.info.push(`admitted in the database: ${byPhone}`);
    spray.tried++;
    if (byAddress > 20) {
      spray.leaked++;
      note(spray, `${byAddress} attempts admitted for one address`);
    } else spray.refused++;
    spray.info.push(`admitted in the database: ${byAddress}`);
  } finally {
    await db.end();
  }
  return out;
}
