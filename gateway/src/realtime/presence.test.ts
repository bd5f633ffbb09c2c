// The presence hub's rules (issue 25): who is there, the lock's timeout, its release when the holder
// leaves or disconnects, and a takeover that tells the former holder.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PresenceHub, type PresenceView } from './presence';

const anna = { id: 1, name: 'Анна Смирнова' };
const ivan = { id: 5, name: 'Иван Петров' };

let hub: PresenceHub;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
  hub = new PresenceHub({ ttlMs: 60_000 });
});
afterEach(() => {
  hub.close();
  vi.useRealTimers();
});

/** A client on ticket 577 with everything it was told. */
function open(clientId: string, user: typeof anna) {
  const seen: PresenceView[] = [];
  const leave = hub.join(577, clientId, user, (view) => seen.push(view));
  return { seen, leave, last: () => seen.at(-1)! };
}

describe('PresenceHub', () => {
  it('shows each client the others with the ticket open, and not after they leave', () => {
    const a = open('tab-anna-1', anna);
    const i = open('tab-ivan-1', ivan);
    expect(a.last()).toEqual({ ticketId: 577, viewers: [ivan], editor: null, takenOverBy: null });
    expect(i.last()).toEqual({ ticketId: 577, viewers: [anna], editor: null, takenOverBy: null });
    i.leave();
    expect(a.last()).toEqual({ ticketId: 577, viewers: [], editor: null, takenOverBy: null });
  });

  it('gives the lock to the first, refuses it to another without takeover, and ends it after the timeout unless renewed', () => {
    const a = open('tab-anna-1', anna);
    const i = open('tab-ivan-1', ivan);
    expect(hub.lock(577, 'tab-ivan-1', ivan, false).acquired).toBe(true);
    const editor = { user: ivan, since: '2026-11-26T10:00:00.000Z', expiresAt: '2026-11-26T10:01:00.000Z' };
    expect(a.last().editor).toEqual({ ...editor, mine: false });
    expect(i.last().editor).toEqual({ ...editor, mine: true });
    expect(hub.lock(577, 'tab-anna-1', anna, false)).toEqual({ acquired: false, view: { ticketId: 577, viewers: [ivan], editor: { ...editor, mine: false }, takenOverBy: null } });
    // Renewed after 50 s: it lasts until 60 s after the renewal.
    vi.advanceTimersByTime(50_000);
    expect(hub.lock(577, 'tab-ivan-1', ivan, false).view.editor).toEqual({ ...editor, expiresAt: '2026-11-26T10:01:50.000Z', mine: true });
    vi.advanceTimersByTime(59_999);
    expect(a.last().editor?.user).toEqual(ivan);
    vi.advanceTimersByTime(1);
    expect(a.last().editor).toBeNull();
    expect(i.last().editor).toBeNull();
  });

  it('releases the lock when its holder leaves or disconnects (its last subscription ends)', () => {
    const a = open('tab-anna-1', anna);
    const i = open('tab-ivan-1', ivan);
    const second = open('tab-ivan-1', ivan); // the same tab subscribed twice (a reconnect overlapping)
    hub.lock(577, 'tab-ivan-1', ivan, false);
    i.leave();
    expect(a.last().editor?.user).toEqual(ivan);
    second.leave();
    expect(a.last()).toEqual({ ticketId: 577, viewers: [], editor: null, takenOverBy: null });
  });

  it('lets another take the lock over, and tells the former holder who took it until it locks again', () => {
    const a = open('tab-anna-1', anna);
    const i = open('tab-ivan-1', ivan);
    hub.lock(577, 'tab-ivan-1', ivan, false);
    vi.advanceTimersByTime(5_000);
    expect(hub.lock(577, 'tab-anna-1', anna, true).acquired).toBe(true);
    expect(i.last()).toEqual({
      ticketId: 577,
      viewers: [anna],
      editor: { user: anna, since: '2026-11-26T10:00:05.000Z', expiresAt: '2026-11-26T10:01:05.000Z', mine: false },
      takenOverBy: anna,
    });
    expect(a.last().takenOverBy).toBeNull();
    // Ivan's own unlock (his editor closing) no longer releases Anna's lock.
    expect(hub.unlock(577, 'tab-ivan-1').editor?.user).toEqual(anna);
    hub.unlock(577, 'tab-anna-1');
    hub.lock(577, 'tab-ivan-1', ivan, false);
    expect(i.last().takenOverBy).toBeNull();
    expect(i.last().editor?.mine).toBe(true);
  });
});
