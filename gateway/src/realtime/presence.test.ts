// The presence hub's rules (issues 25, 40): who is there, the lock's timeout, its release when the
// holder leaves or disconnects, a takeover that tells the former holder; a lock that belongs to its
// holder (person, session and tab: a tab id alone acts for no one else); and one change answered with
// at most one message per member, and none to a member whose view did not change.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PresenceHub, type Holder, type PresenceView } from './presence';
import { LeaseKeeper, MemoryLiveStore } from './store';

const anna = { id: 1, name: 'Анна Смирнова', roleName: 'admin' };
const ivan = { id: 5, name: 'Иван Петров', roleName: 'admin' };
const tab = (user: { id: number }, clientId: string, token = `session-of-${user.id}`): Holder => ({ userId: user.id, token, clientId });

let hub: PresenceHub;
let leases: LeaseKeeper;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  leases = new LeaseKeeper(new MemoryLiveStore(), 3_600_000, (error) => {
    throw error;
  });
  hub = new PresenceHub(leases, { ttlMs: 60_000 });
});
afterEach(async () => {
  await hub.close();
  leases.close();
  vi.useRealTimers();
});

/** A client on ticket 577 with everything it was told (once the hub has settled). */
async function open(holder: Holder, user: typeof anna) {
  const seen: PresenceView[] = [];
  const leave = hub.join(577, holder, user, (view) => seen.push(view));
  await hub.settled();
  return {
    seen,
    leave: async () => {
      leave();
      await hub.settled();
    },
    last: () => seen.at(-1)!,
  };
}

async function advance(ms: number) {
  vi.advanceTimersByTime(ms);
  await hub.settled();
}

describe('PresenceHub', () => {
  it('shows each client the others with the ticket open, and not after they leave', async () => {
    const a = await open(tab(anna, 'tab-anna-1'), anna);
    const i = await open(tab(ivan, 'tab-ivan-1'), ivan);
    expect(a.last()).toEqual({ ticketId: 577, viewers: [ivan], editor: null, takenOverBy: null });
    expect(i.last()).toEqual({ ticketId: 577, viewers: [anna], editor: null, takenOverBy: null });
    await i.leave();
    expect(a.last()).toEqual({ ticketId: 577, viewers: [], editor: null, takenOverBy: null });
  });

  it('gives the lock to the first, refuses it to another without takeover, and ends it after the timeout unless renewed', async () => {
    const a = await open(tab(anna, 'tab-anna-1'), anna);
    const i = await open(tab(ivan, 'tab-ivan-1'), ivan);
    expect((await hub.lock(577, tab(ivan, 'tab-ivan-1'), ivan, false)).acquired).toBe(true);
    await hub.settled();
    const editor = { user: ivan, since: '2026-11-26T10:00:00.000Z', expiresAt: '2026-11-26T10:01:00.000Z' };
    expect(a.last().editor).toEqual({ ...editor, mine: false });
    expect(i.last().editor).toEqual({ ...editor, mine: true });
    expect(await hub.lock(577, tab(anna, 'tab-anna-1'), anna, false)).toEqual({
      acquired: false,
      view: { ticketId: 577, viewers: [ivan], editor: { ...editor, mine: false }, takenOverBy: null },
    });
    // Renewed after 50 s: it lasts until 60 s after the renewal.
    await advance(50_000);
    expect((await hub.lock(577, tab(ivan, 'tab-ivan-1'), ivan, false)).view.editor).toEqual({ ...editor, expiresAt: '2026-11-26T10:01:50.000Z', mine: true });
    await advance(59_999);
    expect(a.last().editor?.user).toEqual(ivan);
    await advance(2);
    expect(a.last().editor).toBeNull();
    expect(i.last().editor).toBeNull();
  });

  it('releases the lock when its holder leaves or disconnects (its last subscription ends)', async () => {
    const a = await open(tab(anna, 'tab-anna-1'), anna);
    const i = await open(tab(ivan, 'tab-ivan-1'), ivan);
    const second = await open(tab(ivan, 'tab-ivan-1'), ivan); // the same tab subscribed twice (a reconnect overlapping)
    await hub.lock(577, tab(ivan, 'tab-ivan-1'), ivan, false);
    await i.leave();
    expect(a.last().editor?.user).toEqual(ivan);
    await second.leave();
    expect(a.last()).toEqual({ ticketId: 577, viewers: [], editor: null, takenOverBy: null });
  });

  it('lets another take the lock over, and tells the former holder who took it until it locks again', async () => {
    const a = await open(tab(anna, 'tab-anna-1'), anna);
    const i = await open(tab(ivan, 'tab-ivan-1'), ivan);
    await hub.lock(577, tab(ivan, 'tab-ivan-1'), ivan, false);
    await advance(5_000);
    expect((await hub.lock(577, tab(anna, 'tab-anna-1'), anna, true)).acquired).toBe(true);
    await hub.settled();
    expect(i.last()).toEqual({
      ticketId: 577,
      viewers: [anna],
      editor: { user: anna, since: '2026-11-26T10:00:05.000Z', expiresAt: '2026-11-26T10:01:05.000Z', mine: false },
      takenOverBy: anna,
    });
    expect(a.last().takenOverBy).toBeNull();
    // Ivan's own unlock (his editor closing) no longer releases Anna's lock.
    expect((await hub.unlock(577, tab(ivan, 'tab-ivan-1'))).editor?.user).toEqual(anna);
    await hub.unlock(577, tab(anna, 'tab-anna-1'));
    await hub.lock(577, tab(ivan, 'tab-ivan-1'), ivan, false);
    await hub.settled();
    expect(i.last().takenOverBy).toBeNull();
    expect(i.last().editor?.mine).toBe(true);
  });

  it("acts for the lock's holder only: another person or another session with the holder's tab id neither takes, renews nor drops it", async () => {
    const a = await open(tab(anna, 'tab-anna-1'), anna);
    await hub.lock(577, tab(anna, 'tab-anna-1'), anna, false);
    await hub.settled();
    const held = a.last();
    // Ivan sends Anna's tab id: refused, and his unlock drops nothing.
    expect((await hub.lock(577, tab(ivan, 'tab-anna-1'), ivan, false)).acquired).toBe(false);
    expect((await hub.unlock(577, tab(ivan, 'tab-anna-1'))).editor?.user).toEqual(anna);
    // Anna's id and tab id with another session's token (a stolen tab id): the same.
    const thief = tab(anna, 'tab-anna-1', 'another-session');
    expect((await hub.lock(577, thief, anna, false)).acquired).toBe(false);
    expect((await hub.unlock(577, thief)).editor).toEqual({ ...held.editor, mine: false });
    await hub.settled();
    expect(a.last()).toEqual(held);
    expect(a.seen.at(-1)?.editor?.mine).toBe(true);
    // A takeover stays possible, and explicit: the holder is told.
    expect((await hub.lock(577, tab(ivan, 'tab-anna-1'), ivan, true)).acquired).toBe(true);
    await hub.settled();
    expect(a.last().takenOverBy).toEqual(ivan);
    expect(a.last().editor?.mine).toBe(false);
  });

  it('answers one change with at most one message per member: 400 tabs of one person cost 401 messages (was n²/2)', async () => {
    const seen: PresenceView[] = [];
    for (let n = 0; n < 400; n++) {
      hub.join(577, tab(anna, `tab-anna-${n}`), anna, (view) => seen.push(view));
      await hub.settled();
    }
    // The first tab saw no one, then her second tab; every other tab saw her once, and nothing changed after.
    expect(seen.length).toBe(401);
    expect(seen.filter((v) => v.viewers.length === 0).length).toBe(1);
  });

  it('costs one message per member when a new person comes, and none to a newcomer of the same tab', async () => {
    const counts = new Map<number, number>();
    const people = Array.from({ length: 50 }, (_, n) => ({ id: 100 + n, name: `Сотрудник ${n}`, roleName: 'admin' }));
    for (const p of people) {
      hub.join(577, tab(p, 'tab-000001'), p, () => counts.set(p.id, (counts.get(p.id) ?? 0) + 1));
      await hub.settled();
    }
    const before = [...counts.values()].reduce((s, c) => s + c, 0);
    expect(before).toBe((50 * 51) / 2);
    await open(tab(anna, 'tab-anna-1'), anna);
    expect([...counts.values()].reduce((s, c) => s + c, 0) - before).toBe(50);
    // The same person's same tab again (a reconnect overlapping): nobody's view changes.
    await open(tab(anna, 'tab-anna-1'), anna);
    expect([...counts.values()].reduce((s, c) => s + c, 0) - before).toBe(50);
  });
});
