// Issue 23, F6: a socket straight to the API ends when its token expires (it kept receiving events
// 20 s after); it is told why first.
import { describe, expect, it } from 'vitest';
import { startLiveApp } from '../../test/live';
import { SESSION_REVOKED_EVENT } from './server';
import { appFor } from '../../test/support';

const t = appFor(() => startLiveApp({ seed: true }));

describe('socket expiry', () => {
  it('ends a socket when its token expires, and keeps one whose token lives on', async () => {
    const long = await t.login('+79990000001');
    const lasting = await t.socket(long);
    const started = Date.now();
    const short = (await t.request<{ accessToken: string }>('/users/login', { method: 'POST', body: { phone: '+79990000001', password: 'demo1234', ttl: 6 } })).body.accessToken;
    const expiring = await t.socket(short);
    const told = new Promise<unknown>((resolve) => expiring.once(SESSION_REVOKED_EVENT, resolve));
    const ended = new Promise<string>((resolve) => expiring.once('disconnect', resolve));
    expect(await told).toEqual({ reason: 'expired' });
    expect(await ended).toBe('io server disconnect');
    expect(Date.now() - started).toBeGreaterThanOrEqual(5000);
    expect(lasting.connected).toBe(true);
    // A new handshake with the expired token is refused.
    await expect(t.socket(short)).rejects.toThrow('Authorization Required');
  }, 30_000);
});
