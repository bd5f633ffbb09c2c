// Brute force in parallel at both API replicas, against the sign-in limits of issue 40
// (rest-api/README.md): 30 wrong passwords on one phone from one address (at most 10 may be evaluated:
// the pair's limit), 105 wrong passwords from one address over 105 phones (at most 100: the
// address's), and 30 password renewals of one phone, after which its owner's password still signs in.
// Each request goes as the gateway sends it (lib.mjs asGateway), so every one is evaluated or refused
// whatever the machine's load. The storm from many addresses on one phone is the `signin` probe.
import { asGateway, database, freshAddress, note, PASSWORD, row } from '../lib.mjs';

const PAIR_LIMIT = 10;
const ADDRESS_LIMIT = 100;

/** Sends the requests in parallel; the row counts them, their statuses go to its facts. */
async function statuses(r, requests) {
  const counts = {};
  for (const answer of await Promise.all(requests)) {
    counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    r.tried++;
    if (answer.status >= 500 || answer.status === 0) r.e500++;
  }
  r.info.push(`answers by status ${JSON.stringify(counts)}`);
  return counts;
}

export async function bruteProbe(world) {
  const apis = world.apis.map((a) => a.url);
  const login = (i, phone, password, address) => asGateway(world, apis[i % 2], '/users/login', { phone, password }, address);
  const out = [];

  // 1. One phone from one address, 30 parallel guesses.
  const pair = row(`brute: 30 parallel guesses, 1 phone from 1 address (≤${PAIR_LIMIT} evaluated)`);
  const pairPhone = '+79990000105';
  const pairAddress = freshAddress();
  const c1 = await statuses(pair, Array.from({ length: 30 }, (_, i) => login(i, pairPhone, `wrong-${i}`, pairAddress)));
  pair.refused = c1[429] ?? 0;
  pair.leaked = Math.max(0, (c1[401] ?? 0) - PAIR_LIMIT) + (c1[200] ?? 0);
  if (pair.leaked) note(pair, `${c1[401]} guesses evaluated for one phone from one address`);
  out.push(pair);

  // 2. One address, 105 parallel guesses over 105 phones (password spraying).
  const spray = row(`brute: 105 parallel guesses, 1 address (≤${ADDRESS_LIMIT} evaluated)`);
  const address = freshAddress();
  const c2 = await statuses(spray, Array.from({ length: 105 }, (_, i) => login(i, `+7999888${String(1000 + i).padStart(4, '0')}`, 'wrong', address)));
  spray.refused = c2[429] ?? 0;
  spray.leaked = Math.max(0, (c2[401] ?? 0) - ADDRESS_LIMIT) + (c2[200] ?? 0);
  if (spray.leaked) note(spray, `${c2[401]} guesses evaluated from one address`);
  out.push(spray);

  // 3. Renewal spam never locks the owner out.
  const renew = row('brute: 30 renewals, then the owner signs in');
  const owner = '+79990000106';
  const c3 = await statuses(renew, Array.from({ length: 30 }, (_, i) => asGateway(world, apis[i % 2], '/users/renewToken', { phone: owner }, i < 15 ? address : freshAddress())));
  renew.refused = c3[429] ?? 0;
  if ((c3[200] ?? 0) > 5) {
    renew.leaked += c3[200] - 5;
    note(renew, `${c3[200]} renewal SMS for one phone`);
  }
  const signIn = await login(0, owner, PASSWORD, freshAddress());
  renew.tried++;
  if (signIn.status !== 200) {
    renew.leaked++;
    note(renew, `the owner's password after renewal spam: ${signIn.status} ${signIn.text.slice(0, 80)}`);
  }
  renew.info.push(`owner sign-in ${signIn.status} in ${signIn.ms} ms`);
  out.push(renew);

  // Ground truth: the attempts the API admitted (recorded and kept) are the ones it evaluated.
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
