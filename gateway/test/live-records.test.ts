// Live records and presence over graphql-ws against a real API (issue 25): a change made by another
// person reaches a subscriber of the record with who made it and the record as it is now; presence
// and the editing lock across two sessions, released when the holder's socket goes away.
import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import type { Client } from 'graphql-ws';
import { fileHarness, until, wsClient } from './harness';

function collect<T>(client: Client, query: string, variables: Record<string, unknown> = {}) {
  const values: T[] = [];
  const errors: unknown[] = [];
  const stop = client.subscribe<T>(
    { query, variables },
    { next: (v) => (v.errors ? errors.push(v.errors) : values.push(v.data as T)), error: (e) => errors.push(e), complete: () => {} },
  );
  return { values, errors, stop };
}

// An API of its own: the test scores a ticket.
const s = fileHarness({ ownApi: true, sessions: { manager: '+79990000002' }, hookTimeout: 300_000 });

const RECORD = `subscription ($id: Int!) { recordChanged(model: TICKET, id: $id) {
  model id action actorId actorName client record { __typename ... on Ticket { id status statusTitle score } } } }`;

describe('live records', () => {
  it("sends the admin's open ticket a manager's score, with the manager's name and the scored ticket", { timeout: 90_000 }, async () => {
    const list = await s.h.gql(
      graphql(`
        query LiveRecordsTickets {
          tickets(where: { status: { eq: MANUAL } }, pageSize: 1) {
            items {
              id
            }
          }
        }
      `),
      {},
      { cookie: s.manager },
    );
    const id = list.body.data!.tickets.items[0]!.id;
    const client = wsClient(s.h.gateway.url, s.admin);
    const sub = collect<{ recordChanged: unknown }>(client, RECORD, { id });
    await s.h.listening(s.admin, 'record.changed', `record:Ticket:${id}`);
    const scored = await s.h.gql('mutation ($id: Int!) { scoreTicket(id: $id, score: 7) { id } }', { id }, { cookie: s.manager });
    expect(scored.body.errors).toBeUndefined();
    await until(() => sub.values.length === 1, 20_000, 'the change');
    expect(sub.values).toEqual([
      {
        recordChanged: {
          model: 'TICKET',
          id,
          action: 'score',
          actorId: 2,
          actorName: 'Дмитрий Кузнецов',
          client: 'web',
          record: { __typename: 'Ticket', id, status: 'PROCESSED', statusTitle: 'Обработан', score: 7 },
        },
      },
    ]);
    expect(sub.errors).toEqual([]);
    sub.stop();
    await client.dispose();
  });

  it('refuses to follow a record outside the scope', { timeout: 60_000 }, async () => {
    const vendor = await s.h.signIn('+79990000004');
    const others = await s.asAdmin(
      graphql(`
        query LiveRecordsTickets2 {
          tickets(where: { userId: { neq: 4 } }, pageSize: 1) {
            items {
              id
            }
          }
        }
      `),
    );
    const id = others.body.data!.tickets.items[0]!.id;
    const client = wsClient(s.h.gateway.url, vendor);
    const sub = collect(client, RECORD, { id });
    await until(() => sub.errors.length === 1, 20_000, 'the refusal');
    expect((sub.errors[0] as { extensions: { code: string } }[])[0]!.extensions.code).toBe('NOT_FOUND');
    await client.dispose();
  });
});

const PRESENCE = `subscription ($id: Int!, $clientId: String!) { ticketPresence(id: $id, clientId: $clientId) {
  viewers { id name roleName } editor { user { name roleName } mine } takenOverBy { name roleName } } }`;
const LOCK = `mutation ($id: Int!, $clientId: String!, $takeOver: Boolean) { lockTicket(id: $id, clientId: $clientId, takeOver: $takeOver) {
  acquired presence { editor { user { name roleName } mine } } } }`;

describe('presence and the editing lock', () => {
  it("shows who else has the ticket open and who edits it; the lock ends with its holder's connection; a takeover tells the holder", { timeout: 90_000 }, async () => {
    type View = {
      ticketPresence: {
        viewers: { id: number; name: string; roleName: string }[];
        editor: { user: { name: string; roleName: string }; mine: boolean } | null;
        takenOverBy: { name: string; roleName: string } | null;
      };
    };
    const list = await s.h.gql(
      graphql(`
        query LiveRecordsTickets3 {
          tickets(pageSize: 1) {
            items {
              id
            }
          }
        }
      `),
      {},
      { cookie: s.manager },
    );
    const id = list.body.data!.tickets.items[0]!.id;
    const mine = wsClient(s.h.gateway.url, s.admin);
    const theirs = wsClient(s.h.gateway.url, s.manager);
    const a = collect<View>(mine, PRESENCE, { id, clientId: 'tab-anna-0001' });
    const m = collect<View>(theirs, PRESENCE, { id, clientId: 'tab-dmitry-001' });
    await until(
      () => a.values.at(-1)?.ticketPresence.viewers.length === 1,
      20_000,
      () => `the manager seen ${JSON.stringify([a, m])}`,
    );
    expect(a.values.at(-1)).toEqual({ ticketPresence: { viewers: [{ id: 2, name: 'Дмитрий Кузнецов', roleName: 'regionalManager' }], editor: null, takenOverBy: null } });

    // The manager may not edit, so may not lock.
    const refused = await s.h.gql(LOCK, { id, clientId: 'tab-dmitry-001' }, { cookie: s.manager });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const locked = await s.asAdmin(LOCK, { id, clientId: 'tab-anna-0001' });
    expect(locked.body.data).toEqual({ lockTicket: { acquired: true, presence: { editor: { user: { name: 'Анна Смирнова', roleName: 'admin' }, mine: true } } } });
    await until(() => m.values.at(-1)?.ticketPresence.editor !== null, 20_000, 'the lock seen');
    expect(m.values.at(-1)?.ticketPresence.editor).toEqual({ user: { name: 'Анна Смирнова', roleName: 'admin' }, mine: false });

    // Another tab of the same admin: refused without takeover, then takes it over; the first tab is told.
    const other = await s.asAdmin(LOCK, { id, clientId: 'tab-anna-0002' });
    expect(other.body.data).toEqual({ lockTicket: { acquired: false, presence: { editor: { user: { name: 'Анна Смирнова', roleName: 'admin' }, mine: false } } } });
    const second = wsClient(s.h.gateway.url, s.admin);
    const b = collect<View>(second, PRESENCE, { id, clientId: 'tab-anna-0002' });
    await until(() => b.values.length > 0, 20_000, 'the second tab');
    const took = await s.asAdmin(LOCK, { id, clientId: 'tab-anna-0002', takeOver: true });
    expect(took.body.data).toEqual({ lockTicket: { acquired: true, presence: { editor: { user: { name: 'Анна Смирнова', roleName: 'admin' }, mine: true } } } });
    await until(() => a.values.at(-1)?.ticketPresence.takenOverBy !== null, 20_000, 'the takeover told');
    expect(a.values.at(-1)?.ticketPresence).toEqual({
      viewers: [
        { id: 1, name: 'Анна Смирнова', roleName: 'admin' },
        { id: 2, name: 'Дмитрий Кузнецов', roleName: 'regionalManager' },
      ],
      editor: { user: { name: 'Анна Смирнова', roleName: 'admin' }, mine: false },
      takenOverBy: { name: 'Анна Смирнова', roleName: 'admin' },
    });

    // The holder's connection goes away: the lock ends, and the others see it.
    await second.dispose();
    await until(() => m.values.at(-1)?.ticketPresence.editor === null, 20_000, 'the lock released');
    expect(m.values.at(-1)).toEqual({ ticketPresence: { viewers: [{ id: 1, name: 'Анна Смирнова', roleName: 'admin' }], editor: null, takenOverBy: null } });
    await Promise.all([mine.dispose(), theirs.dispose()]);
  });

  it("acts for the lock's holder only: the same tab id from another session neither takes nor drops it", { timeout: 90_000 }, async () => {
    type View = {
      ticketPresence: { viewers: unknown[]; editor: { user: { name: string; roleName: string }; mine: boolean } | null; takenOverBy: { name: string; roleName: string } | null };
    };
    const list = await s.asAdmin(
      graphql(`
        query LiveRecordsTickets4 {
          tickets(pageSize: 2) {
            items {
              id
            }
          }
        }
      `),
    );
    const id = list.body.data!.tickets.items[1]!.id;
    // Another administrator's session (here: another sign-in) that learnt the holder's tab id.
    const other = await s.h.signIn();
    const mine = wsClient(s.h.gateway.url, s.admin);
    const a = collect<View>(mine, PRESENCE, { id, clientId: 'tab-anna-0009' });
    await until(() => a.values.length > 0, 20_000, 'the first view');
    expect((await s.asAdmin(LOCK, { id, clientId: 'tab-anna-0009' })).body.data).toEqual({
      lockTicket: { acquired: true, presence: { editor: { user: { name: 'Анна Смирнова', roleName: 'admin' }, mine: true } } },
    });
    const taken = await s.h.gql(LOCK, { id, clientId: 'tab-anna-0009' }, { cookie: other });
    expect(taken.body.data).toEqual({ lockTicket: { acquired: false, presence: { editor: { user: { name: 'Анна Смирнова', roleName: 'admin' }, mine: false } } } });
    const dropped = await s.h.gql(
      'mutation ($id: Int!, $clientId: String!) { unlockTicket(id: $id, clientId: $clientId) { editor { mine } } }',
      { id, clientId: 'tab-anna-0009' },
      { cookie: other },
    );
    expect(dropped.body.data).toEqual({ unlockTicket: { editor: { mine: false } } });
    await until(() => a.values.at(-1)?.ticketPresence.editor?.mine === true, 20_000, 'the lock still held');
    expect(a.values.at(-1)?.ticketPresence).toEqual({ viewers: [], editor: { user: { name: 'Анна Смирнова', roleName: 'admin' }, mine: true }, takenOverBy: null });
    await mine.dispose();
  });

  it('shows vendors no presence: refused', { timeout: 60_000 }, async () => {
    const vendor = await s.h.signIn('+79990000004');
    const own = await s.h.gql(
      graphql(`
        query LiveRecordsTickets5 {
          tickets(pageSize: 1) {
            items {
              id
            }
          }
        }
      `),
      {},
      { cookie: vendor },
    );
    const id = own.body.data!.tickets.items[0]!.id;
    const client = wsClient(s.h.gateway.url, vendor);
    const sub = collect(client, PRESENCE, { id, clientId: 'tab-vendor-01' });
    await until(() => sub.errors.length === 1, 20_000, 'the refusal');
    expect(sub.errors[0]).toEqual([expect.objectContaining({ message: 'Недостаточно прав для этого действия', extensions: expect.objectContaining({ code: 'FORBIDDEN' }) })]);
    expect(sub.values).toEqual([]);
    await client.dispose();
  });
});
