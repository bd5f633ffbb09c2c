// Issue 16, finding 4: a revoked session's sockets end. Sign-out ends the sockets of its token (and
// only those), blocking a user ends every socket of the user; each gets `session.revoked` first.
import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { startLiveApp } from '../../test/live';
import { hashToken } from '../auth/tokens';
import { SESSION_REVOKED_EVENT } from './server';
import { appFor } from '../../test/support';

const t = appFor(() => startLiveApp({ seed: true }));

/** What happens to the socket: the revocation event and the disconnect reason, as they come. */
function watch(socket: Socket): string[] {
  const seen: string[] = [];
  socket.on(SESSION_REVOKED_EVENT, (payload: { reason: string }) => seen.push(`revoked ${payload.reason}`));
  socket.on('disconnect', (reason) => seen.push(`disconnect ${reason}`));
  return seen;
}

/** Waits until `check` holds (generous: the machine may be busy). */
const until = (check: () => boolean, ms = 15_000) =>
  vi.waitFor(
    () => {
      if (!check()) throw new Error('condition not met in time');
    },
    { timeout: ms, interval: 20 },
  );

/**
 * A round trip on the socket (`leave` of a room it is not in answers at once): whatever the API sent
 * the socket before it handled this, the socket has received.
 */
const roundTrip = async (socket: Socket) => expect(await socket.timeout(15_000).emitWithAck('leave', 'no-such-room')).toEqual({ ok: true, room: 'no-such-room' });

/**
 * Each of the `revoked` sockets' events end with the revocation for `reason` and the disconnect;
 * the `bystander` socket hears nothing of it (`heard`); `token` cannot connect again.
 */
async function expectRevoked(revoked: string[][], reason: string, bystander: Socket, heard: string[], token: string) {
  await until(() => revoked.every((seen) => seen.length === 2));
  for (const seen of revoked) expect(seen).toEqual([`revoked ${reason}`, 'disconnect io server disconnect']);
  await roundTrip(bystander);
  expect(heard).toEqual([]);
  await expect(t.socket(token)).rejects.toThrow('Authorization Required');
}

describe('revoked sessions end their sockets', () => {
  it('sign-out disconnects the sockets of that token only; the token cannot connect again', async () => {
    const signedOut = await t.login('+79990000002');
    const other = await t.login('+79990000002');
    const a = watch(await t.socket(signedOut));
    const otherSocket = await t.socket(other);
    const b = watch(otherSocket);
    expect((await t.request('/users/logout', { method: 'POST', token: signedOut })).status).toBe(204);
    await expectRevoked([a], 'logout', otherSocket, b, signedOut);
  });

  it('blocking a user disconnects all of its sockets', async () => {
    const admin = await t.login('+79990000001');
    const vendor = await t.login('+79990000004');
    const me = await t.request<{ id: number }>('/users/me', { token: vendor });
    const first = watch(await t.socket(vendor));
    const second = watch(await t.socket(vendor, { client: 'app' }));
    const bystanderSocket = await t.socket(admin);
    const bystander = watch(bystanderSocket);
    const patched = await t.request(`/users/${me.body.id}`, { method: 'PATCH', token: admin, body: { blocked: true } });
    expect(patched.status).toBe(200);
    await expectRevoked([first, second], 'blocked', bystanderSocket, bystander, vendor);
  });

  it('the internal session rooms cannot be left', async () => {
    const token = await t.login('+79990000002');
    const socket = await t.socket(token);
    const seen = watch(socket);
    expect(await socket.emitWithAck('leave', `session:${hashToken(token)}`)).toEqual({ ok: true, room: `session:${hashToken(token)}` });
    expect((await t.request('/users/logout', { method: 'POST', token })).status).toBe(204);
    await until(() => seen.length === 2);
  });
});
