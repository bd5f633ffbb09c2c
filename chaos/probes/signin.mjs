// The sign-in policy of issue 40 (rest-api/README.md): a storm of wrong passwords on one phone from 20
// addresses never refuses its owner. After it, from an address of his own, his right password signs
// in, and so does the code of a password renewal he asks for (read from the SMS outbox, as his phone
// would). The probe speaks to the API as the gateway does (X-Gateway-Secret and X-Forwarded-For, the
// only way the API believes an address) with time for every key derivation: through the gateway, on a
// busy machine, most guesses time out at its 5 s and are never evaluated, and the storm proves nothing.
import { asGateway as asGatewayTo, database, freshAddress, note, PASSWORD, row } from '../lib.mjs';

const OWNER = '+79990000107';

export async function signinProbe(world) {
  const api = world.apis[0].url;
  const r = row('signin: 20 guesses from 20 addresses, then the owner (password, renewal code)');
  const asGateway = (path, body, address) => asGatewayTo(world, api, path, body, address);
  const outcomes = {};
  // Twice the old per-phone lock's 10; each guess costs a derivation (seconds each on a busy machine).
  for (let wave = 0; wave < 4; wave++) {
    const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => asGateway('/users/login', { phone: OWNER, password: `storm-${wave}-${i}` }, freshAddress())));
    for (const answer of answers) {
      r.tried++;
      outcomes[answer.status] = (outcomes[answer.status] ?? 0) + 1;
      if (answer.status >= 500) r.e500++;
      if (answer.status === 200) {
        r.leaked++;
        note(r, 'a guess signed in');
      }
    }
  }
  r.info.push(`storm answers by status ${JSON.stringify(outcomes)}`);
  const home = freshAddress();
  const signIn = async (password, what) => {
    const answer = await asGateway('/users/login', { phone: OWNER, password }, home);
    r.tried++;
    if (answer.status === 200) r.refused++;
    else {
      r.leaked++;
      note(r, `the owner's ${what} after the storm: ${answer.status} ${answer.json?.error?.message ?? answer.text.slice(0, 80)}`);
    }
    r.info.push(`the owner's ${what}: ${answer.status} in ${answer.ms} ms`);
  };
  await signIn(PASSWORD, 'password');
  const renewal = await asGateway('/users/renewToken', { phone: OWNER }, home);
  r.tried++;
  if (renewal.status !== 200) {
    r.leaked++;
    note(r, `the owner's renewal after the storm: ${renewal.status} ${renewal.text.slice(0, 80)}`);
    return r;
  }
  const db = await database(world);
  let code;
  try {
    // The storm means something only past the phone's 10 failures (the old per-phone lock).
    const evaluated = Number((await db.query(`select count(*)::int as n from sign_in_attempts where phone = $1 and kind = 'password' and not succeeded`, [OWNER])).rows[0].n);
    r.tried++;
    if (evaluated > 10) r.refused++;
    else {
      r.leaked++;
      note(r, `inconclusive: the API evaluated only ${evaluated} guesses of the storm`);
    }
    r.info.push(`guesses the API evaluated: ${evaluated}`);
    const sms = await db.query(`select text from sms_outbox where phone = $1 order by id desc limit 1`, [OWNER]);
    code = /(\d{6})/.exec(sms.rows[0]?.text ?? '')?.[1];
  } finally {
    await db.end();
  }
  if (!code) {
    r.leaked++;
    note(r, 'no renewal code in the SMS outbox');
    return r;
  }
  await signIn(code, 'renewal code');
  return r;
}
