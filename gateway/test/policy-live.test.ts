// Who may do what to whom, decided by the gateway (issue 37, security/policy.ts), in front of a stock
// LoopBack 3 app whose ACLs let any signed-in user write (`loopback3-stock/`): what the schema tells
// each role it may do, and a live subscription that goes quiet once its subscriber has lost the
// record. Every mutation as every role, and the attacks of the issue: policy-matrix.test.ts.
import { describe, expect, it } from 'vitest';
import { until, wsClient } from './harness';
import { A, C, cookies, gateway, gql, lb, P, policyFile, R, S, session, T, V, V2 } from './policy-support';

policyFile();

describe('the schema tells each role what the policy lets it do (User.rights, User.can, Place.can)', () => {
  const QUERY = `query ($a: Int!, $r: Int!, $s: Int!, $v: Int!, $v2: Int!, $p0: Int!, $p3: Int!) {
    me { rights { invite bulkPeople editPlaces commandDevices reviewTickets processTickets controlProcessor editCatalogue useExplorer } }
    a: user(id: $a) { rights { invite } can { ...C } } r: user(id: $r) { can { ...C } } s: user(id: $s) { can { ...C } }
    v: user(id: $v) { can { ...C } } v2: user(id: $v2) { can { ...C } }
    p0: place(id: $p0) { can { ...P } } p3: place(id: $p3) { can { ...P } }
  }
  fragment C on UserCan { update block assignPlaces }
  fragment P on PlaceCan { update assign invite }`;
  const ALL = ['regionalManager', 'salesMan', 'vendor'];
  const user = (yes: boolean) => ({ can: { update: yes, block: yes, assignPlaces: yes } });
  const place = (update: boolean, roles: string[]) => ({ can: { update, assign: roles, invite: roles } });
  const rights = (invite: string[], bulkPeople: boolean, admin: boolean, reviewTickets = admin, useExplorer = true) => ({
    rights: { invite, bulkPeople, editPlaces: admin, commandDevices: admin, reviewTickets, processTickets: admin, controlProcessor: admin, editCatalogue: admin, useExplorer },
  });
  it.each([
    [
      'admin',
      {
        me: rights(ALL, true, true),
        a: { rights: { invite: ALL }, ...user(true) },
        r: user(true),
        s: user(true),
        v: user(true),
        v2: user(true),
        p0: place(true, ALL),
        p3: place(true, ALL),
      },
    ],
    [
      'regionalManager',
      {
        me: rights(['salesMan', 'vendor'], true, false, true),
        a: { rights: null, ...user(false) },
        r: user(false),
        s: user(true),
        v: user(true),
        v2: user(false),
        p0: place(false, ['salesMan', 'vendor']),
        p3: place(false, []),
      },
    ],
    [
      'salesMan',
      {
        me: rights(['vendor'], true, false),
        a: { rights: null, ...user(false) },
        r: user(false),
        s: user(false),
        v: user(true),
        v2: user(false),
        p0: place(false, ['vendor']),
        p3: place(false, []),
      },
    ],
    [
      'vendor',
      {
        me: rights([], false, false, false, false),
        a: { rights: null, ...user(false) },
        r: user(false),
        s: user(false),
        v: user(false),
        v2: user(false),
        p0: place(false, []),
        p3: place(false, []),
      },
    ],
  ])('%s', async (role, expected) => {
    const { body } = await gql(QUERY, { a: A, r: R, s: S, v: V, v2: V2, p0: P[0], p3: P[3] }, session(role));
    expect(body).toEqual({ data: expected });
  });
});

describe('a live subscription after its subscriber lost the record', () => {
  it("ticketPresence goes quiet for a regional manager once the administrator takes the ticket's city from him", { timeout: 90_000 }, async () => {
    const ticket = T[2]!; // place 2, city 1: one of the regional manager's cities
    const PRESENCE = 'subscription ($id: Int!, $c: String!) { ticketPresence(id: $id, clientId: $c) { viewers { id } } }';
    const manager = wsClient(gateway.url, cookies.regionalManager!);
    const admin = wsClient(gateway.url, cookies.admin!);
    const seen: number[][] = [];
    let completed = false;
    const stop = manager.subscribe<{ ticketPresence: { viewers: { id: number }[] } }>(
      { query: PRESENCE, variables: { id: ticket, c: 'policy-manager-1' } },
      { next: (v) => seen.push((v.data?.ticketPresence.viewers ?? []).map((p) => p.id).sort()), error: () => {}, complete: () => (completed = true) },
    );
    await until(() => seen.length > 0, 20_000, 'the first presence');
    const first = admin.subscribe({ query: PRESENCE, variables: { id: ticket, c: 'policy-admin-1' } }, { next: () => {}, error: () => {}, complete: () => {} });
    await until(() => seen.some((ids) => ids.includes(A)), 20_000, "the administrator's arrival");
    const heard = seen.length;
    const taken = await gql('mutation ($id: Int!, $c: [Int!]) { updateUser(id: $id, input: { cityIds: $c }) { id } }', { id: R, c: [C[0]] }, session('admin'));
    expect(taken.body.errors).toBeUndefined();
    // The administrator closes the ticket: the manager's view changes (nobody else is there), yet he
    // is not told, and his subscription ends. (Another tab of the administrator would not do: viewers
    // are people, so the manager's view would stay the same and no message, hence no check, would come.)
    first();
    await until(() => completed, 20_000, "the manager's subscription to end");
    expect(seen.length).toBe(heard);
    stop();
    await Promise.all([manager.dispose(), admin.dispose()]);
  });

  it("ticketMessageAdded goes quiet for a regional manager once the administrator takes the ticket's city from him", { timeout: 90_000 }, async () => {
    const setCities = async (cityIds: number[]) =>
      expect(
        (await gql('mutation ($id: Int!, $c: [Int!]) { updateUser(id: $id, input: { cityIds: $c }) { id } }', { id: R, c: cityIds }, session('admin'))).body.errors,
      ).toBeUndefined();
    const send = async (text: string) =>
      expect(
        (await gql('mutation ($id: Int!, $text: String) { sendMessage(input: { ticketId: $id, text: $text }) { id } }', { id: T[2], text }, session('admin'))).body.errors,
      ).toBeUndefined();
    await setCities([C[0]!, C[1]!]);
    const manager = wsClient(gateway.url, cookies.regionalManager!);
    const texts: string[] = [];
    let completed = false;
    const stop = manager.subscribe<{ ticketMessageAdded: { text: string } }>(
      { query: 'subscription ($id: Int!) { ticketMessageAdded(ticketId: $id) { text } }', variables: { id: T[2] } },
      { next: (v) => texts.push(v.data!.ticketMessageAdded.text), error: () => {}, complete: () => (completed = true) },
    );
    // The ticket's user's room, joined by the manager's socket at the API.
    await until(() => lb.inRoom(`user-${lb.people.appUsers[0]}`) === 1, 20_000, "the manager's socket in the room");
    await send('Первое сообщение');
    await until(() => texts.length === 1, 20_000, 'the first message');
    await setCities([C[0]!]);
    await send('Второе сообщение');
    await until(() => completed, 20_000, "the manager's subscription to end");
    expect(texts).toEqual(['Первое сообщение']);
    stop();
    await manager.dispose();
  });
});

describe("a messenger subscription after its subscriber lost the conversation's person", () => {
  it("messageAdded ends and conversationUpdated drops the vendor's room once the sales rep is taken off the vendor's place", { timeout: 90_000 }, async () => {
    const room = `user-${V}`; // the vendor of place 0, one of the sales rep's places
    const places = async (mutation: 'addUserPlace' | 'removeUserPlace') =>
      expect((await gql(`mutation ($u: Int!, $p: Int!) { ${mutation}(userId: $u, placeId: $p) { id } }`, { u: S, p: P[0] }, session('admin'))).body.errors).toBeUndefined();
    const send = async (to: string, text: string) =>
      expect(
        (await gql('mutation ($room: String!, $text: String) { sendRoomMessage(room: $room, text: $text) { id } }', { room: to, text }, session('admin'))).body.errors,
      ).toBeUndefined();
    const sales = wsClient(gateway.url, cookies.salesMan!);
    const added: string[] = [];
    const updated: string[] = [];
    let completed = false;
    const stopUpdated = sales.subscribe<{ conversationUpdated: { roomName: string; lastMessage: { text: string } | null } }>(
      { query: 'subscription { conversationUpdated { roomName lastMessage { text } } }' },
      { next: (v) => updated.push(`${v.data!.conversationUpdated.roomName}: ${v.data!.conversationUpdated.lastMessage?.text}`), error: () => {}, complete: () => {} },
    );
    const stopAdded = sales.subscribe<{ messageAdded: { text: string } }>(
      { query: 'subscription ($room: String!) { messageAdded(room: $room) { text } }', variables: { room } },
      { next: (v) => added.push(v.data!.messageAdded.text), error: () => {}, complete: () => (completed = true) },
    );
    await until(() => lb.inRoom(room) === 1, 20_000, "the sales rep's socket in the vendor's room");
    await send(room, 'Первое сообщение');
    await until(() => added.length === 1 && updated.length === 1, 20_000, 'the first message and its conversation');
    await places('removeUserPlace');
    await send(room, 'Второе сообщение');
    await until(() => completed, 20_000, "the sales rep's messageAdded to end");
    // His own conversation he still reads: it comes, the vendor's second one did not.
    await send(`user-${S}`, 'Третье сообщение');
    await until(() => updated.length === 2, 20_000, "the sales rep's own conversation");
    expect(added).toEqual(['Первое сообщение']);
    expect(updated).toEqual([`${room}: Первое сообщение`, `user-${S}: Третье сообщение`]);
    stopUpdated();
    stopAdded();
    await sales.dispose();
    await places('addUserPlace');
  });

  it('messageAdded is refused for a room whose person the subscriber does not read', { timeout: 60_000 }, async () => {
    const sales = wsClient(gateway.url, cookies.salesMan!);
    const answers: unknown[] = [];
    // A subscription refused when it starts is answered once, with its error, and completes.
    await new Promise<void>((resolve) => {
      sales.subscribe(
        { query: 'subscription ($room: String!) { messageAdded(room: $room) { text } }', variables: { room: `user-${V2}` } },
        {
          next: (v) => answers.push({ data: v.data, errors: v.errors?.map((e) => [e.extensions?.code, e.message]) }),
          error: (e) => answers.push({ error: e }),
          complete: () => resolve(),
        },
      );
    });
    expect(answers).toEqual([{ data: undefined, errors: [['NOT_FOUND', `Переписка user-${V2} не найдена`]] }]);
    await sales.dispose();
  });
});
