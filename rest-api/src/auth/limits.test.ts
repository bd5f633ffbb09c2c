// Sign-in limits (issue 16, finding 3; issue 40): failures count per phone and address pair, so a storm
// of wrong passwords from many addresses never refuses the owner's right password or his renewal
// code; a guesser from one address is refused; a per-address limit stops spraying without shutting out
// an office; a per-phone slowdown holds a distributed guesser back.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startLiveApp } from '../../test/live';
import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS, LOGIN_SLOWDOWN_MAX_MS, loginSlowdownMs } from './routes';
import { appFor } from '../../test/support';

// The test client plays a reverse proxy on loopback (TRUST_PROXY) that names many clients.
const t = appFor(() => startLiveApp({ seed: true, clientAddress: { trustProxy: ['127.0.0.1'] } }));
interface Answer {
  status: number;
  message?: string;
}

const login = async (phone: string, password: string, address: string): Promise<Answer> => {
  const reply = await t.request<{ error?: { message: string } }>('/users/login', { method: 'POST', body: { phone, password }, headers: { 'x-forwarded-for': address } });
  return { status: reply.status, ...(reply.status === 429 ? { message: reply.body.error?.message } : {}) };
};
const renew = async (phone: string, address: string): Promise<number> =>
  (await t.request('/users/renewToken', { method: 'POST', body: { phone }, headers: { 'x-forwarded-for': address } })).status;
const lastCode = async (phone: string): Promise<string> => {
  const sms = await t.db.selectFrom('smsOutbox').select('text').where('phone', '=', phone).orderBy('id', 'desc').executeTakeFirstOrThrow();
  return /(\d{6})/.exec(sms.text)![1]!;
};
const statuses = (answers: Answer[]) => answers.map((a) => a.status);
const times = <T>(n: number, status: T): T[] => Array.from({ length: n }, () => status);
const FIFTEEN_MINUTES = { status: 429, message: 'Слишком много попыток входа. Повторите попытку через 15 минут.' };

describe('sign-in limits per phone and address', () => {
  it('evaluates the 10th failure of a pair and refuses its 11th attempt, the right password too; other addresses sign in', async () => {
    const phone = '+79990000102';
    const answers: Answer[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i += 1) answers.push(await login(phone, `wrong${i}`, '10.0.0.1'));
    expect(statuses(answers)).toEqual(times(10, 401));
    expect(await login(phone, 'demo1234', '10.0.0.1')).toEqual(FIFTEEN_MINUTES);
    expect(await login(phone, 'demo1234', '10.0.0.2')).toEqual({ status: 200 });
  });

  it('starts a pair anew after its success: 9 failures, the right password, then 10 more failures', async () => {
    const phone = '+79990000103';
    for (let i = 0; i < 9; i += 1) expect(await login(phone, `wrong${i}`, '10.0.1.1')).toEqual({ status: 401 });
    expect(await login(phone, 'demo1234', '10.0.1.1')).toEqual({ status: 200 });
    for (let i = 0; i < 10; i += 1) expect(await login(phone, `again${i}`, '10.0.1.1')).toEqual({ status: 401 });
    expect(await login(phone, 'demo1234', '10.0.1.1')).toEqual(FIFTEEN_MINUTES);
  });

  it('evaluates at most 10 of 60 parallel wrong passwords from one address, and 10 in all after', async () => {
    const phone = '+79990000104';
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(phone, `wrong${i}`, '10.0.2.1')));
    let evaluated = answers.filter((a) => a.status === 401).length;
    expect(answers.filter((a) => a.status !== 401 && a.status !== 429)).toEqual([]);
    // Refused attempts do not count; the ones evaluated do, whatever the interleaving: 10 in all.
    for (let i = 0; i < 15; i += 1) if ((await login(phone, `later${i}`, '10.0.2.1')).status === 401) evaluated += 1;
    expect(evaluated).toBe(LOGIN_MAX_FAILURES);
  });

  it('refuses a pair with 20 failures in the hour for longer, though it waited out 15 minutes', async () => {
    const phone = '+79990000105';
    const address = '10.0.3.1';
    await t.db
      .insertInto('signInAttempts')
      .values(Array.from({ length: 10 }, () => ({ phone, address, kind: 'password', succeeded: false, createdAt: sql<Date>`now() - interval '20 minutes'` })))
      .execute();
    for (let i = 0; i < 10; i += 1) expect(await login(phone, `wrong${i}`, address)).toEqual({ status: 401 });
    expect(await login(phone, 'demo1234', address)).toEqual({ status: 429, message: 'Слишком много попыток входа. Повторите попытку позже.' });
  });
});

describe('a wrong-password storm against one phone from many addresses', () => {
  it('slows everyone on the phone, refuses nobody: the owner signs in with his password and his renewal code', async () => {
    const phone = '+79990000001';
    const storm = await Promise.all(Array.from({ length: 40 }, (_, i) => login(phone, `guess${i}`, `198.18.${i >> 8}.${(i % 250) + 1}`)));
    expect(statuses(storm)).toEqual(times(40, 401));
    // His own address: the right password signs in, after the slowdown.
    const started = performance.now();
    expect(await login(phone, 'demo1234', '192.0.2.10')).toEqual({ status: 200 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(LOGIN_SLOWDOWN_MAX_MS);
    // A second wave, then a renewal from his address: its code signs in.
    expect(statuses(await Promise.all(Array.from({ length: 20 }, (_, i) => login(phone, `more${i}`, `198.19.0.${i + 1}`))))).toEqual(times(20, 401));
    expect(await renew(phone, '192.0.2.10')).toBe(200);
    expect(await login(phone, await lastCode(phone), '192.0.2.10')).toEqual({ status: 200 });
  });

  it('a renewal starts the 15 minutes of a pair anew: the owner who mistyped 10 times signs in with its code', async () => {
    const phone = '+79990000106';
    for (let i = 0; i < 10; i += 1) expect(await login(phone, `forgot${i}`, '10.0.4.1')).toEqual({ status: 401 });
    expect(await login(phone, 'maybe', '10.0.4.1')).toEqual(FIFTEEN_MINUTES);
    expect(await renew(phone, '10.0.4.1')).toBe(200);
    expect(await login(phone, await lastCode(phone), '10.0.4.1')).toEqual({ status: 200 });
  });

  it('slows by 0.25 s from the 10th failure of the phone in 15 minutes, doubling up to 2 s', () => {
    expect([0, 9, 10, 11, 12, 13, 14, 500].map(loginSlowdownMs)).toEqual([0, 0, 250, 500, 1000, 2000, 2000, 2000]);
  });
});

describe('the per-address limit', () => {
  it('refuses an address after 100 failures over many phones, except phones that signed in from there today', async () => {
    const office = '203.0.113.7';
    expect(await login('+79990000107', 'demo1234', office)).toEqual({ status: 200 });
    const sprayed = await Promise.all(Array.from({ length: LOGIN_MAX_FAILURES_PER_ADDRESS }, (_, i) => login(`+7999100${String(i).padStart(4, '0')}`, 'wrong', office)));
    expect(statuses(sprayed)).toEqual(times(100, 401));
    expect(await login('+79990000108', 'demo1234', office)).toEqual(FIFTEEN_MINUTES);
    expect(await login('+79990000107', 'demo1234', office)).toEqual({ status: 200 });
    expect(await login('+79990000108', 'demo1234', '198.51.100.9')).toEqual({ status: 200 });
  });

  it("does not let password renewals lock the owner's password sign-in", async () => {
    const renewals: number[] = [];
    for (let i = 0; i < 10; i += 1) renewals.push(await renew('+79990000112', `10.2.0.${i + 1}`));
    expect(renewals).toEqual([...times(5, 200), ...times(5, 429)]);
    expect(await login('+79990000112', 'demo1234', '10.2.1.1')).toEqual({ status: 200 });
  });
});
