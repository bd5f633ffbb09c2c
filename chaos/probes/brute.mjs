// Brute force in parallel at both API replicas, against the sign-in limits of issue 40
// (rest-api/README.md): 30 wrong passwords on one phone from one address (at most 10 may be evaluated:
// the pair's limit); 5 wrong passwords over 5 phones from an address that already has 100 failures over
// other phones (written in the database: 100 derivations at the production cost take minutes on a
// busy machine), all refused (the address's limit); and 30 password renewals of one phone, after which
// its owner's password still signs in.
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
    if (answer.status >= 500) r.e500++;
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
  const c1 = await statuses(
    pair,
    Array.from({ length: 30 }, (_, i) => login(i, pairPhone, `wrong-${i}`, pairAddress)),
  );
  pair.refused = c1[429] ?? 0;
  pair.leaked = Math.max(0, (c1[401] ?? 0) - PAIR_LIMIT) + (c1[200] ?? 0);
  if (pair.leaked) note(pair, `${c1[401]} guesses evaluated for one phone from one address`);
  out.push(pair);

  // 2. One address with the limit's failures over other phones, 5 more guesses (password spraying).
  const spray = row(`brute: an address with ${ADDRESS_LIMIT} failures, 5 more guesses (all refused)`);
  const address = freshAddress();
  const seeded = await database(world);
  try {
    await seeded.query(
      `insert into sign_in_attempts (phone, succeeded, kind, address) select '+7999888' || lpad(g::text, 4, '0'), false, 'password', $1 from generate_series(1, $2::int) g`,
      [address, ADDRESS_LIMIT],
    );
  } finally {
    await seeded.end();
  }
  const c2 = await statuses(
    spray,
    Array.from({ length: 5 }, (_, i) => login(i, `+7999889${String(i).padStart(4, '0')}`, 'wrong', address)),
  );
  spray.refused = c2[429] ?? 0;
  spray.leaked = (c2[401] ?? 0) + (c2[200] ?? 0);
  if (spray.leaked) note(spray, `${c2[401]} guesses evaluated from an address past its limit`);
  out.push(spray);

  // 3. Renewal spam never locks the owner out.
  const renew = row('brute: 30 renewals, then the owner signs in');
  const owner = '+79990000106';
  const c3 = await statuses(
    renew,
    Array.from({ length: 30 }, (_, i) => asGateway(world, apis[i % 2], '/users/renewToken', { phone: owner }, i < 15 ? address : freshAddress())),
  );
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
