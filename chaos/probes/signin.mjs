// The sign-in policy of issue 40 (rest-api/README.md): a storm of wrong passwords on one phone from 60
// addresses, through both gateways, never refuses its owner. After it, from an address of his own, his
// right password signs in, and so does the code of a password renewal he asks for (read from the SMS
// outbox, as his phone would). A storm's guess may time out at the gateway (5 s) on a busy machine:
// the API counts only those it evaluated.
import { LOGIN, guesses } from './brute.mjs';
import { database, freshAddress, gql, note, PASSWORD, rest, row } from '../lib.mjs';

const OWNER = '+79990000107';

export async function signinProbe(world) {
  const gws = world.gateways.map((g) => g.url);
  const r = row('signin: 60 guesses from 60 addresses, then the owner (password, renewal code)');
  const counts = await guesses(r, Array.from({ length: 60 }, (_, i) => gql(gws[i % 2], LOGIN, { phone: OWNER, password: `storm-${i}` }, { xff: freshAddress(), timeout: 60_000 })));
  if (counts.session) {
    r.leaked += counts.session;
    note(r, `${counts.session} guesses signed in`);
  }
  // The owner straight at the API (from its one peer address, where no guess came from), with time to
  // wait for his key derivation: the gateway's 5 s upstream timeout is not the policy under test.
  const api = world.apis[0].url;
  const signIn = async (password, what) => {
    const answer = await rest(api, 'POST', '/users/login', { body: { phone: OWNER, password }, timeout: 60_000 });
    r.tried++;
    if (answer.status === 200) r.refused++;
    else {
      r.leaked++;
      note(r, `the owner's ${what} after the storm: ${answer.status} ${answer.json?.error?.message ?? answer.text.slice(0, 80)}`);
    }
    r.info.push(`the owner's ${what}: ${answer.status} in ${answer.ms} ms`);
  };
  await signIn(PASSWORD, 'password');
  const renewal = await rest(api, 'POST', '/users/renewToken', { body: { phone: OWNER }, timeout: 60_000 });
  r.tried++;
  if (renewal.status !== 200) {
    r.leaked++;
    note(r, `the owner's renewal after the storm: ${renewal.status} ${renewal.text.slice(0, 80)}`);
    return r;
  }
  const db = await database(world);
  let code;
  try {
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
