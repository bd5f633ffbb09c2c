// The gateway in front of a REAL LoopBack 3 application (issue 14; the setup in loopback3-suite.ts): the custom
// actions (spec §7 remote methods) and what the programme's API has no route for.
import { describe, expect, it } from 'vitest';
import type { DocumentNode } from 'graphql';
import {
  AddUserPlaceDocument,
  AssignToPlaceDocument,
  AuditRouteDocument,
  CampaignHistoryDocument,
  CreateApiTokenDocument,
  CreateSavedViewDocument,
  DeleteSavedViewDocument,
  InviteRegionalManagerDocument,
  InviteSalesManDocument,
  InviteSetPlaceDocument,
  InviteToPlaceDocument,
  InviteVendorDocument,
  MarkConversationReadDocument,
  MessengerRouteDocument,
  PeriodHistoryDocument,
  PersonDeviceCountDocument,
  PersonHistoryDocument,
  ProfileRouteDocument,
  RemoveUserPlaceDocument,
  RenameSavedViewDocument,
  ReportActivityDocument,
  ResetUserPlaceDocument,
  RevokeApiTokenDocument,
  RoomMessagesDocument,
  SavedViewsDocument,
  SendDeviceCommandDocument,
  SendRoomMessageDocument,
  SetUserPlaceDocument,
  TicketChatDocument,
  TicketChatSendDocument,
  TicketEditDocument,
  TicketHistoryDocument,
  TicketRouteDocument,
  TicketScoreDocument,
  UnassignFromPlaceDocument,
} from '../../web/src/__generated__/graphql';
import { describeLoopback3, loopback3, ADMIN_PHONE, type Row } from './loopback3-suite';

describeLoopback3('loopback3-actions.test.ts', { signedIn: true }, (suite) => {
  const { gql, ok, rows, journalOf, regionalManagersOf } = suite;

  describe('custom actions (spec §7 remote methods)', () => {
    const placeIdsOf = async (userId: number) =>
      (await rows<{ place_id: number }>('select place_id from user_places where user_id = $1 order by place_id', [userId])).map((r) => r.place_id);

    it("adds and removes a person's place, and sets and resets their main place", async () => {
      const [u] = await rows<{ id: number }>("select u.id from users u join roles r on r.id = u.role_id where r.name = 'vendor' order by u.id limit 1");
      const userId = u!.id;
      const [p] = await rows<{ id: number; title: string }>(
        'select id, title from places where id not in (select place_id from user_places where user_id = $1) order by id limit 1',
        [userId],
      );
      const placeId = p!.id;
      const added = await ok<{ addUserPlace: Row }>(AddUserPlaceDocument, { userId, placeId });
      expect(await placeIdsOf(userId)).toContain(placeId);
      const [before] = await rows<{ place_id: number | null }>('select place_id from users where id = $1', [userId]);
      // A regional manager's places come with their cities (the web's AddUserPlace): a vendor's user_cities rows.
      const citiesOf = await rows<Row>('select c.id, c.title from user_cities uc join cities c on c.id = uc.city_id where uc.user_id = $1 order by c.id', [userId]);
      expect(added.addUserPlace).toEqual({ id: userId, placeId: before!.place_id, placeIds: await placeIdsOf(userId), cityIds: citiesOf.map((c) => c.id), cities: citiesOf });

      const set = await ok<{ setUserPlace: Row }>(SetUserPlaceDocument, { userId, placeId });
      expect(set.setUserPlace).toEqual({ id: userId, placeId, placeIds: await placeIdsOf(userId), place: { id: placeId, title: p!.title } });
      expect(await rows('select place_id from users where id = $1', [userId])).toEqual([{ place_id: placeId }]);
      const reset = await ok<{ resetUserPlace: Row }>(ResetUserPlaceDocument, { userId });
      expect(reset.resetUserPlace).toEqual({ id: userId, placeId: null, placeIds: await placeIdsOf(userId), place: null });
      expect(await rows('select place_id from users where id = $1', [userId])).toEqual([{ place_id: null }]);
      const again = await ok<{ setUserPlace: Row }>(InviteSetPlaceDocument, { userId, placeId });
      expect(again.setUserPlace).toEqual({ id: userId, placeId, placeIds: await placeIdsOf(userId) });

      const removed = await ok<{ removeUserPlace: Row }>(RemoveUserPlaceDocument, { userId, placeId });
      expect(await placeIdsOf(userId)).not.toContain(placeId);
      // Removing the main place clears it.
      expect(removed.removeUserPlace).toEqual({ id: userId, placeId: null, placeIds: await placeIdsOf(userId), cityIds: citiesOf.map((c) => c.id), cities: citiesOf });
      expect(await rows('select place_id from users where id = $1', [userId])).toEqual([{ place_id: null }]);
    });

    it('assigns a sales rep to a place and unassigns them: the place answers its people', async () => {
      const [u] = await rows<{ id: number }>("select u.id from users u join roles r on r.id = u.role_id where r.name = 'salesMan' order by u.id limit 1");
      const [p] = await rows<{ id: number }>('select id from places where id not in (select place_id from user_places where user_id = $1) order by id desc limit 1', [u!.id]);
      const people = (placeId: number) =>
        rows(
          `select u.id, u.name, u.surname, u.phone, r.name as "roleName", case when not u.phone_verified then 'INVITED' when u.blocked then 'BLOCKED' else 'ACTIVE' end as status from user_places up join users u on u.id = up.user_id
             left join roles r on r.id = u.role_id where up.place_id = $1 order by u.surname, u.id`,
          [placeId],
        );
      const assigned = await ok<{ assignToPlace: { id: number; users: { id: number }[] } }>(AssignToPlaceDocument, { placeId: p!.id, userId: u!.id, role: 'salesMan' });
      expect(assigned.assignToPlace).toEqual({ id: p!.id, users: await people(p!.id), regionalManagers: await regionalManagersOf(p!.id) });
      expect(assigned.assignToPlace.users.map((x) => x.id)).toContain(u!.id);
      const unassigned = await ok<{ unassignFromPlace: { id: number; users: { id: number }[] } }>(UnassignFromPlaceDocument, { placeId: p!.id, userId: u!.id, role: 'salesMan' });
      expect(unassigned.unassignFromPlace).toEqual({ id: p!.id, users: await people(p!.id), regionalManagers: await regionalManagersOf(p!.id) });
      expect(unassigned.unassignFromPlace.users.map((x) => x.id)).not.toContain(u!.id);
    });

    it('invites a regional manager, a sales rep, a vendor and a vendor to a place', async () => {
      const [admin] = await rows<{ id: number }>('select id from users where phone = $1', [ADMIN_PHONE]);
      const user = (id: unknown) =>
        rows<Row>(
          'select u.name, u.surname, u.phone, u.email, u.city_id, u.inviter_id, u.place_id, u.phone_verified, r.name as role from users u join roles r on r.id = u.role_id where u.id = $1',
          [id],
        );
      const check = async (answer: { user: { id: number }; code: string }, expected: Row) => {
        expect(answer.code).toMatch(/^\d{6}$/);
        expect(await user(answer.user.id)).toEqual([
          { email: null, city_id: null, inviter_id: admin!.id, place_id: null, phone_verified: false, name: null, surname: null, ...expected },
        ]);
      };
      const rm = await ok<{ inviteRegionalManager: { user: { id: number }; code: string } }>(InviteRegionalManagerDocument, {
        input: { name: ' Иван ', surname: 'Петров ', phone: ' +79995550001', sendCode: false },
      });
      await check(rm.inviteRegionalManager, { name: 'Иван', surname: 'Петров', phone: '+79995550001', role: 'regionalManager' });
      // Spec §5: the gateway sends a sales rep's phone without its +.
      const sm = await ok<{ inviteSalesMan: { user: { id: number }; code: string } }>(InviteSalesManDocument, {
        input: { name: 'Пётр', surname: 'Сидоров', phone: '+79995550002' },
      });
      await check(sm.inviteSalesMan, { name: 'Пётр', surname: 'Сидоров', phone: '+79995550002', role: 'salesMan' });
      const vendor = await ok<{ inviteVendor: { user: { id: number }; code: string } }>(InviteVendorDocument, {
        input: { name: 'Анна', surname: 'Ким', phone: '+79995550003', email: 'anna@loyalty-demo.ru', cityId: 1 },
      });
      await check(vendor.inviteVendor, { name: 'Анна', surname: 'Ким', phone: '+79995550003', email: 'anna@loyalty-demo.ru', city_id: 1, role: 'vendor' });
      const [place] = await rows<{ id: number }>('select id from places order by id limit 1');
      const toPlace = await ok<{ inviteToPlace: { user: { id: number }; code: string } }>(InviteToPlaceDocument, { phone: '+79995550004', roleName: 'vendor', placeId: place!.id });
      await check(toPlace.inviteToPlace, { phone: '+79995550004', role: 'vendor', place_id: place!.id });
      expect(await placeIdsOf(toPlace.inviteToPlace.user.id)).toEqual([place!.id]);
    });

    it('scores a ticket by hand (TicketScore): processed, with its accrual', async () => {
      const [t] = await rows<{ id: number }>("select id from tickets where status = 'manual' order by id desc limit 1");
      const { scoreTicket } = await ok<{ scoreTicket: Row & { transactions: Row[] } }>(TicketScoreDocument, { id: t!.id, score: 25 });
      const r = (await rows<Row>('select * from tickets where id = $1', [t!.id]))[0]!;
      const transactions = await rows<Row>('select id, amount, reason, created_at from transactions where ticket_id = $1 order by id', [t!.id]);
      expect(r).toMatchObject({ status: 'processed', score: 25 });
      expect(transactions.map((x) => x.amount)).toEqual([25]);
      expect(scoreTicket).toEqual({
        id: t!.id,
        // Processed: it takes no action any more (docs/adr/0042-actions-by-receipt-status.md).
        actions: [],
        status: 'PROCESSED',
        statusCode: 'processed',
        statusTitle: 'Обработан',
        statusDescription: r.status_description,
        score: 25,
        planSales: r.plan_sales,
        bonusSales: r.bonus_sales,
        scoredItems: r.scored_items,
        totalSales: r.total_sales == null ? null : Number(r.total_sales),
        transactions: transactions.map((x) => ({ id: x.id, amount: x.amount, reason: x.reason, createdAt: (x.created_at as Date).toISOString() })),
        history: { items: await journalOf('Ticket', t!.id) },
      });
    });

    it("corrects a ticket's receipt and lines (TicketEdit)", async () => {
      const [t] = await rows<{ id: number }>("select id from tickets where status = 'manual' order by id limit 1");
      const [product] = await rows<{ id: number; title: string }>('select id, title from products order by id limit 1');
      const { editTicket } = await ok<{ editTicket: Row & { items: Row[] } }>(TicketEditDocument, {
        id: t!.id,
        input: {
          operator: 'Кассир Проверкин',
          fiscalDocumentNumber: '777001',
          items: [
            { name: 'Молоко', price: 8999, quantity: 2, productId: product!.id },
            { name: 'Пакет', price: 500, quantity: 1 },
          ],
        },
      });
      const r = (await rows<Row>('select * from tickets where id = $1', [t!.id]))[0]!;
      const items = await rows<Row>('select name, price, quantity, sum, product_id from ticket_items where ticket_id = $1 order by line_no', [t!.id]);
      expect(r).toMatchObject({ operator: 'Кассир Проверкин', fiscal_document_number: '777001', total_sum: '18498' });
      expect(items).toEqual([
        { name: 'Молоко', price: '8999', quantity: '2.000', sum: '17998', product_id: product!.id },
        { name: 'Пакет', price: '500', quantity: '1.000', sum: '500', product_id: null },
      ]);
      expect(editTicket).toMatchObject({
        id: t!.id,
        userId: r.user_id,
        operator: 'Кассир Проверкин',
        fiscalDocumentNumber: '777001',
        fiscalDriveNumber: r.fiscal_drive_number,
        totalSum: 18498,
        status: (r.status as string).toUpperCase(),
        statusTitle: loopback3.STATUS_TITLES[r.status as string],
        items: [
          { name: 'Молоко', price: 8999, quantity: 2, sum: 17998, productId: product!.id, product: { id: product!.id, title: product!.title } },
          { name: 'Пакет', price: 500, quantity: 1, sum: 500, productId: null, product: null },
        ],
        history: { items: await journalOf('Ticket', t!.id) },
      });
    });

    it("talks in a user's conversation: sends, lists the conversations and the room, marks it read", async () => {
      const [t] = await rows<{ id: number; user_id: number }>('select id, user_id from tickets where user_id is not null order by id limit 1');
      const userId = t!.user_id;
      const room = `user-${userId}`;
      const [admin] = await rows<Row>('select id, name, surname, phone from users where phone = $1', [ADMIN_PHONE]);
      const { sendRoomMessage } = await ok<{ sendRoomMessage: Row }>(SendRoomMessageDocument, { room, text: 'Здравствуйте!' });
      const { sendMessage } = await ok<{ sendMessage: Row }>(TicketChatSendDocument, { input: { ticketId: t!.id, text: 'Про ваш чек' } });
      // The user answers (as the app would).
      await suite.db.query('insert into messages (text, sender_id, room) values ($1, $2, $3)', ['Спасибо', userId, room]);
      const messages = await rows<Row>('select id, text, created_at, sender_id, ticket_id, saw, recipient_id from messages where room = $1 order by created_at, id', [room]);
      expect(messages.map((m) => [m.text, m.sender_id, m.ticket_id, m.recipient_id])).toEqual([
        ['Здравствуйте!', admin!.id, null, userId],
        ['Про ваш чек', admin!.id, t!.id, userId],
        ['Спасибо', userId, null, null],
      ]);
      const [user] = await rows<Row>('select id, name, surname, phone from users where id = $1', [userId]);
      const bubble = (m: Row) => ({
        id: m.id,
        text: m.text,
        createdAt: (m.created_at as Date).toISOString(),
        saw: m.saw,
        senderId: m.sender_id,
        sender: m.sender_id === admin!.id ? admin : user,
        ticketId: m.ticket_id,
        file: null,
      });
      expect(sendRoomMessage).toEqual(bubble(messages[0]!));
      const { ticketId: _ticketId, ...chat } = bubble(messages[1]!);
      expect(sendMessage).toEqual(chat);

      const { roomMessages } = await ok<{ roomMessages: Row }>(RoomMessagesDocument, { room, limit: 2 });
      expect(roomMessages).toEqual({ items: messages.slice(1).map(bubble), rest: 1 });
      const older = await ok<{ roomMessages: Row }>(RoomMessagesDocument, { room, limit: 2, before: (messages[1]!.created_at as Date).toISOString() });
      expect(older.roomMessages).toEqual({ items: [bubble(messages[0]!)], rest: 0 });

      // The chat's first page, with the ticket (issue 27) and by the chat's own query.
      const { ticket: withTicket } = await ok<{ ticket: Row }>(TicketRouteDocument, { id: t!.id });
      expect(withTicket.messages).toEqual({ items: [chat], total: 1, page: 1 });
      const chatPage = await ok<{ ticket: Row }>(TicketChatDocument, { ticketId: t!.id, page: 1 });
      expect(chatPage.ticket).toEqual({ id: t!.id, messages: { items: [chat], total: 1, page: 1 } });

      const conversations = await ok<{ conversations: { items: Row[]; total: number } }>(MessengerRouteDocument, { page: 1, pageSize: 10 });
      const [u] = await rows<Row>(
        'select u.id, u.name, u.surname, u.phone, p.id as pid, p.title as ptitle, c.id as cid, c.title as ctitle from users u left join places p on p.id = u.place_id left join cities c on c.id = u.city_id where u.id = $1',
        [userId],
      );
      const last = messages[2]!;
      expect(conversations.conversations).toEqual({
        items: [
          {
            roomName: room,
            userId,
            hasNewMessage: true,
            user: {
              id: userId,
              name: u!.name,
              surname: u!.surname,
              phone: u!.phone,
              place: u!.pid == null ? null : { id: u!.pid, title: u!.ptitle },
              city: u!.cid == null ? null : { id: u!.cid, title: u!.ctitle },
            },
            lastMessage: { id: last.id, text: 'Спасибо', createdAt: (last.created_at as Date).toISOString(), file: null },
          },
        ],
        total: 1,
        page: 1,
        pageSize: 10,
      });

      expect(await ok(MarkConversationReadDocument, { room })).toEqual({ markConversationRead: 1 });
      expect(await rows('select saw from messages where id = $1', [last.id])).toEqual([{ saw: true }]);
      const read = await ok<{ conversations: { items: Row[] } }>(MessengerRouteDocument, { page: 1, pageSize: 10 });
      expect(read.conversations.items.map((c) => c.hasNewMessage)).toEqual([false]);
    });
  });

  describe("what the programme's API has no route for (decisions: LoopBack 3 compatibility)", () => {
    it("keeps saved views and API tokens in the gateway's store (issue 24; test/own-store.test.ts in detail), device commands UPSTREAM_UNSUPPORTED", async () => {
      const [u] = await rows<{ id: number }>('select id from users order by id limit 1');
      const view = await ok<{ createSavedView: { id: string; name: string } }>(CreateSavedViewDocument, { input: { screen: 'tickets', name: 'Мои', search: '?status=manual' } });
      expect(view.createSavedView.name).toBe('Мои');
      expect((await ok<{ renameSavedView: { name: string } }>(RenameSavedViewDocument, { id: view.createSavedView.id, name: 'Другое' })).renameSavedView.name).toBe('Другое');
      expect((await ok<{ deleteSavedView: { id: string } }>(DeleteSavedViewDocument, { id: view.createSavedView.id })).deleteSavedView.id).toBe(view.createSavedView.id);
      const created = await ok<{ createApiToken: { token: string; apiToken: { id: string } } }>(CreateApiTokenDocument, { input: { name: 'CI', readOnly: true } });
      expect(created.createApiToken.token).toMatch(/^bog_/);
      expect((await ok<{ revokeApiToken: { id: string } }>(RevokeApiTokenDocument, { id: created.createApiToken.apiToken.id })).revokeApiToken.id).toBe(
        created.createApiToken.apiToken.id,
      );
      const { body } = await gql(SendDeviceCommandDocument, { event: 'ping', payload: {}, userId: u!.id });
      expect(body.errors?.map((e) => [e.extensions?.code, e.path])).toEqual([['UPSTREAM_UNSUPPORTED', ['sendDeviceCommand']]]);
    });

    it('answers the journal, saved views and API tokens from the store; UPSTREAM_UNSUPPORTED for device counts and activity statistics', async () => {
      const [u] = await rows<{ id: number }>('select id from users order by id limit 1');
      for (const doc of [AuditRouteDocument, SavedViewsDocument, ProfileRouteDocument] as DocumentNode[]) {
        const { body } = await gql(doc, { page: 1, pageSize: 10, screen: 'tickets' });
        expect(body.errors).toBeUndefined();
      }
      for (const [doc, variables, path] of [
        [PersonDeviceCountDocument, { userId: u!.id }, ['deviceCount']],
        [ReportActivityDocument, { by: 'salesMan' }, ['activity']],
      ] as [DocumentNode, Record<string, unknown>, string[]][]) {
        const { body } = await gql(doc, variables);
        expect(body.errors?.map((e) => [e.extensions?.code, e.path])).toEqual([['UPSTREAM_UNSUPPORTED', path]]);
      }
    });

    it("answers a record's history from the gateway's journal (TicketHistory, CampaignHistory, PeriodHistory, PersonHistory)", async () => {
      const id = async (table: string) => (await rows<{ id: number }>(`select id from ${table} order by id limit 1`))[0]!.id;
      const store = await suite.gateway.ownStore.store.db();
      const journal = async (model: string, entityId: number) =>
        (await store.query<{ id: string }>('select id from audit_log where model = $1 and entity_id = $2 order by at desc, id desc limit 50', [model, entityId])).map((r) =>
          Number(r.id),
        );
      for (const [doc, table, model, key] of [
        [TicketHistoryDocument, 'tickets', 'Ticket', 'ticket'],
        [CampaignHistoryDocument, 'campaigns', 'Campaign', 'campaign'],
        [PeriodHistoryDocument, 'periods', 'Period', 'period'],
        [PersonHistoryDocument, 'users', 'User', 'user'],
      ] as const) {
        const entity = await id(table);
        const data = await ok<Record<string, { history: { items: { id: number }[] } }>>(doc, { id: entity });
        expect(data[key]!.history.items.map((e) => e.id)).toEqual(await journal(model, entity));
      }
    });
  });
});
