import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionRegistry, type SessionStatus } from './sessions';

class FakeSocket extends EventEmitter {
  closed: [number | undefined, string | undefined][] = [];
  close(code?: number, reason?: string) {
    this.closed.push([code, reason]);
    this.emit('close');
  }
}

let registries: SessionRegistry[] = [];
afterEach(() => {
  for (const r of registries) r.close();
  registries = [];
});

/** Waits until `check` holds (generous: the machine may be busy). */
const until = (check: () => boolean, ms = 15_000) =>
  vi.waitFor(
    () => {
      if (!check()) throw new Error('condition not met in time');
    },
    { timeout: ms, interval: 10 },
  );

describe('SessionRegistry', () => {
  it('closes the connections of a revoked token with 4403, only those', () => {
    const registry = new SessionRegistry(async () => 'valid', 0);
    registries.push(registry);
    const [a1, a2, b] = [new FakeSocket(), new FakeSocket(), new FakeSocket()];
    registry.add('a', a1);
    registry.add('a', a2);
    registry.add('b', b);
    expect(registry.revoke('a')).toBe(2);
    expect(a1.closed).toEqual([[4403, 'Forbidden']]);
    expect(a2.closed).toEqual([[4403, 'Forbidden']]);
    expect(b.closed).toEqual([]);
    expect(registry.tokenCount).toBe(1);
    b.emit('close');
    expect(registry.tokenCount).toBe(0);
  });

  it('re-checks every open session periodically: a revoked one (expired, an event lost) ends, an unreachable or failing API ends none', async () => {
    const status = new Map<string, SessionStatus | Error>([
      ['valid', 'valid'],
      ['revoked', 'valid'],
      ['unknown', Object.assign(new Error('down'), { extensions: { code: 'UPSTREAM_UNAVAILABLE' } })],
      ['failing', Object.assign(new Error('500'), { extensions: { code: 'UPSTREAM_ERROR' } })],
    ]);
    const checked: string[] = [];
    const registry = new SessionRegistry(async (token) => {
      checked.push(token);
      const s = status.get(token)!;
      if (s instanceof Error) throw s;
      return s;
    }, 50);
    registries.push(registry);
    const sockets = { valid: new FakeSocket(), revoked: new FakeSocket(), unknown: new FakeSocket(), failing: new FakeSocket() };
    for (const [token, socket] of Object.entries(sockets)) registry.add(token, socket);
    await until(() => checked.filter((t) => t === 'revoked').length >= 2);
    expect(sockets.revoked.closed).toEqual([]);
    // The token is revoked on the API (a 401 from /users/me).
    status.set('revoked', Object.assign(new Error('401'), { extensions: { code: 'UNAUTHENTICATED' } }));
    await until(() => sockets.revoked.closed.length > 0);
    expect(sockets.revoked.closed).toEqual([[4403, 'Forbidden']]);
    // Two more rounds of checks of every other session: none of them ends.
    const rounds = (token: string) => checked.filter((t) => t === token).length;
    const seen = { valid: rounds('valid'), unknown: rounds('unknown'), failing: rounds('failing') };
    await until(() => rounds('valid') >= seen.valid + 2 && rounds('unknown') >= seen.unknown + 2 && rounds('failing') >= seen.failing + 2);
    expect(sockets.valid.closed).toEqual([]);
    expect(sockets.unknown.closed).toEqual([]);
    expect(sockets.failing.closed).toEqual([]);
  });
});
