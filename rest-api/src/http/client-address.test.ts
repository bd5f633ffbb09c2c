// The client's address (issue 23, F2): X-Forwarded-For is believed only from the gateway (its
// secret) or a TRUST_PROXY peer; the audit trail and the per-address sign-in limit both use it.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { startLiveApp } from '../../test/live';
import { ClientAddress } from './client-address';
import { LOGIN_MAX_FAILURES_PER_ADDRESS } from '../auth/routes';
import { appFor } from '../../test/support';

const SECRET = 'the-gateway-secret-0123456789';

describe('ClientAddress', () => {
  const none = new ClientAddress();
  const proxies = new ClientAddress({ trustProxy: ['10.0.0.0/8', '127.0.0.1'] });
  const gateway = new ClientAddress({ gatewaySecret: SECRET });

  it('trusts no header by default: the peer', () => {
    expect(none.of({ 'x-forwarded-for': '203.0.113.9' }, '::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(none.of({ 'x-forwarded-for': '203.0.113.9', 'x-gateway-secret': SECRET }, '127.0.0.1')).toBe('127.0.0.1');
  });

  it('walks X-Forwarded-For from the right past trusted proxies only', () => {
    expect(proxies.of({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9, 10.1.2.3' }, '127.0.0.1')).toBe('203.0.113.9');
    expect(proxies.of({ 'x-forwarded-for': '1.1.1.1, 203.0.113.9' }, '192.0.2.7')).toBe('192.0.2.7');
    expect(proxies.of({ 'x-forwarded-for': 'junk, 10.9.9.9' }, '127.0.0.1')).toBe('10.9.9.9');
    expect(proxies.of({}, '10.0.0.5')).toBe('10.0.0.5');
  });

  it('takes the last entry from the gateway proven by its secret, and nothing from a wrong secret', () => {
    expect(gateway.of({ 'x-forwarded-for': '1.1.1.1, 198.51.100.4', 'x-gateway-secret': SECRET }, '127.0.0.1')).toBe('198.51.100.4');
    expect(gateway.of({ 'x-forwarded-for': '198.51.100.4', 'x-gateway-secret': `${SECRET}x` }, '127.0.0.1')).toBe('127.0.0.1');
    expect(gateway.of({ 'x-forwarded-for': '198.51.100.4' }, '127.0.0.1')).toBe('127.0.0.1');
  });
});

describe('the API behind it', () => {
  const t = appFor(() => startLiveApp({ seed: true, clientAddress: { gatewaySecret: SECRET } }));

  it('records the peer in the audit trail whatever X-Forwarded-For a client writes, the gateway’s client with its secret', async () => {
    const token = await t.login('+79990000001');
    await t.request('/regions', { method: 'POST', token, headers: { 'x-forwarded-for': '6.6.6.6' }, body: { title: 'Подделка' } });
    await t.request('/regions', { method: 'POST', token, headers: { 'x-forwarded-for': '6.6.6.6, 198.51.100.4', 'x-gateway-secret': SECRET }, body: { title: 'Шлюз' } });
    const { rows } = await sql<{ address: string; after: { title: string } }>`select address, after from audit_log where model = 'Region' order by id`.execute(t.db);
    expect(rows.map((row) => [row.after.title, row.address])).toEqual([
      ['Подделка', '127.0.0.1'],
      ['Шлюз', '198.51.100.4'],
    ]);
  });

  it('counts failed sign-ins per address whatever X-Forwarded-For rotates', async () => {
    // The limit's failures from this client already: a rotating header does not make it another client.
    await sql`insert into sign_in_attempts (phone, succeeded, kind, address)
      select '+7999444' || lpad(g::text, 4, '0'), false, 'password', '127.0.0.1' from generate_series(1, ${LOGIN_MAX_FAILURES_PER_ADDRESS}) g`.execute(t.db);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const reply = await t.request('/users/login', {
        method: 'POST',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        body: { phone: `+7999555${String(i).padStart(4, '0')}`, password: 'wrong-password' },
      });
      statuses.push(reply.status);
    }
    // The gateway's client (its secret) is another address: its attempt is evaluated.
    const viaGateway = await t.request('/users/login', {
      method: 'POST',
      headers: { 'x-forwarded-for': '198.51.100.77', 'x-gateway-secret': SECRET },
      body: { phone: '+79995550099', password: 'wrong-password' },
    });
    expect([...statuses, viaGateway.status]).toEqual([429, 429, 429, 401]);
  });
});
