// Issue 16, finding 3: the sign-in limit holds under parallel requests, a per-address limit stops
// password spraying, and password renewals never lock the owner's password sign-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../test/support';
import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS } from './routes';

let t: TestApi;

beforeAll(async () => {
  // The test client plays a reverse proxy on loopback (TRUST_PROXY) that names many clients.
  t = await startTestApi({ lcCtype: 'C.UTF-8', clientAddress: { trustProxy: ['127.0.0.1'] } });
});
afterAll(async () => {
  await t?.close();
});

const login = (phone: string, password: string, address: string) =>
  t.request('/users/login', { method: 'POST', body: { phone, password }, headers: { 'x-forwarded-for': address } });

describe('sign-in limits', () => {
  it('evaluates at most 10 of 60 parallel wrong passwords for one phone, and 10 in all after', async () => {
    const phone = '+79990000115';
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => login(phone, `wrong${i}`, `10.1.0.${i + 1}`)));
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    let evaluated = answers.filter((a) => a.status === 401).length;
    expect(evaluated).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
    // Refused attempts do not count; the ones evaluated do, whatever the interleaving: 10 in all.
    for (let i = 0; i < 15; i += 1) if ((await login(phone, `later${i}`, '10.1.1.1')).status === 401) evaluated += 1;
    expect(evaluated).toBe(LOGIN_MAX_FAILURES);
    expect((await login(phone, 'demo1234', '10.1.1.2')).status).toBe(429);
  });

  it('limits failures per client address across phones (password spraying)', async () => {
    const address = '203.0.113.7';
    const answers: number[] = [];
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS + 5; i += 1) {
      answers.push((await login(`+7999000${String(200 + i).padStart(4, '0')}`, 'wrong', address)).status);
    }
    expect(answers.slice(0, LOGIN_MAX_FAILURES_PER_ADDRESS).every((s) => s === 401)).toBe(true);
    expect(answers.slice(LOGIN_MAX_FAILURES_PER_ADDRESS).every((s) => s === 429)).toBe(true);
    // The right password from that address is refused too; another address signs in.
    expect((await login('+79990000111', 'demo1234', address)).status).toBe(429);
    expect((await login('+79990000111', 'demo1234', '198.51.100.9')).status).toBe(200);
  });

  it('does not let password renewals lock the owner\'s password sign-in', async () => {
    const renewals = [];
    for (let i = 0; i < 10; i += 1) {
      renewals.push((await t.request('/users/renewToken', { method: 'POST', body: { phone: '+79990000112' }, headers: { 'x-forwarded-for': `10.2.0.${i + 1}` } })).status);
    }
    expect(renewals.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(renewals.slice(5).every((s) => s === 429)).toBe(true);
    expect((await login('+79990000112', 'demo1234', '10.2.1.1')).status).toBe(200);
  });
});
