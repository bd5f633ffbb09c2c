// Brute force in parallel, through both gateways (so both API replicas), against the sign-in limits of
// issue 40 (rest-api/README.md): 30 wrong passwords on one phone from one address (at most 10 may be
// evaluated: the pair's limit), 105 wrong passwords from one address over 105 phones (at most 100: the
// address's), and 30 password renewals of one phone, after which its owner's password still signs in.
// The storm from many addresses on one phone is the `signin` probe.
import { database, freshAddress, gql, isServerError, note, PASSWORD, rest, row } from '../lib.mjs';

export const LOGIN = 'mutation ($phone: String!, $password: String!) { login(phone: $phone, password: $password) { accessToken } }';
const PAIR_LIMIT = 10;
const ADDRESS_LIMIT = 100;

export function outcome(r) {
  if (r.data?.login?.accessToken) return 'session';
  const e = r.errors?.[0]?.extensions ?? {};
  if (e.code === 'LOGIN_FAILED') return 'evaluated';
  if (e.statusCode === 429) return 'limited';
  return `other:${e.code ?? r.status}`;
}

/** Sends the guesses in parallel; the row counts them, the outcomes go to its facts. */
export async function guesses(r, requests) {
  const counts = {};
  for (const answer of await Promise.all(requests)) {
    const o = outcome(answer);
    counts[o] = (counts[o] ?? 0) + 1;
    r.tried++;
    if (isServerError(answer)) r.e500++;
  }
  r.info.push(`outcomes ${JSON.stringify(counts)}`);
  return counts;
}

export async function bruteProbe(world) {
  const gws = world.gateways.map((g) => g.url);
  const out = [];

  // 1. One phone from one address, 30 parallel guesses.
  const pair = row(`brute: 30 parallel guesses, 1 phone from 1 address (≤${PAIR_LIMIT} evaluated)`);
  const pairPhone = '+79990000105';
  const pairAddress = freshAddress();
  const c1 = await guesses(pair, Array.from({ length: 30 }, (_, i) => gql(gws[i % 2], LOGIN, { phone: pairPhone, password: `wrong-${i}` }, { xff: pairAddress, timeout: 60_000 })));
  pair.refused = c1.limited ?? 0;
  pair.leaked = Math.max(0, (c1.evaluated ?? 0) - PAIR_LIMIT) + (c1.session ?? 0);
  if (pair.leaked) note(pair, `${c1.evaluated} guesses evaluated for one phone from one address`);
  out.push(pair);

  // 2. One address, 105 parallel guesses over 105 phones (password spraying).
  const spray = row(`brute: 105 parallel guesses, 1 address (≤${ADDRESS_LIMIT} evaluated)`);
  const address = freshAddress();
  const c2 = await guesses(
    spray,
    Array.from({ length: 105 }, (_, i) => gql(gws[i % 2], LOGIN, { phone: `+7999888${String(1000 + i).padStart(4, '0')}`, password: 'wrong' }, { xff: address, timeout: 60_000 })),
  );
  spray.refused = c2.limited ?? 0;
  spray.leaked = Math.max(0, (c2.evaluated ?? 0) - ADDRESS_LIMIT) + (c2.session ?? 0);
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
  // Straight at the API, with time for the key derivation (the gateway's 5 s is not the rule here).
  const signIn = await rest(world.apis[0].url, 'POST', '/users/login', { body: { phone: owner, password: PASSWORD }, timeout: 60_000 });
  renew.tried++;
  if (signIn.status !== 200) {
    renew.leaked++;
    note(renew, `the owner's password after renewal spam: ${signIn.status} ${signIn.text.slice(0, 80)}`);
  }
  renew.info.push(`renewals ${JSON.stringify(c3)}, owner sign-in ${signIn.status} in ${signIn.ms} ms`);
  out.push(renew);

  // Ground truth: the attempts the API admitted (recorded and kept) are the ones it evaluated; an
  // answer that timed out at the gateway is counted here too.
  const db = await database(world);
  try {
    const count = async (where, params) => Number((await db.query(`select count(*)::int as n from sign_in_attempts where kind = 'password' and ${where}`, params)).rows[0].n);
    for (const [r, admitted, limit] of [
      [pair, await count('phone = $1 and address = $2', [pairPhone, pairAddress]), PAIR_LIMIT],
      [spray, await count('address = $1', [address]), ADDRESS_LIMIT],
    ]) {
      r.tried++;
      if (admitted > limit) {
        r.leaked++;
        note(r, `${admitted} attempts admitted`);
      } else r.refused++;
      r.info.push(`admitted in the database: ${admitted}`);
    }
  } finally {
    await db.end();
  }
  return out;
}
