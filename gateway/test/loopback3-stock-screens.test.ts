// The gateway in front of a LoopBack 3 API built the stock way (`loopback3-stock/`; issue 24), in each
// variant of the family of upstreams (issue 37): the shapes it learns, the screens' data read through
// them, a live message of the API's socket.io, a review's write. Every web operation, the sign-in and
// the sign-out: loopback3-stock.test.ts.
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { io as ioV4 } from 'socket.io-client';
import * as documents from '../../web/src/__generated__/graphql';
import { tokenFrom } from '../src/context';
import { graphql } from './__generated__';
import { until, wsClient } from './harness';
import { stockFile, VARIANTS } from './loopback3-stock-support';

type IoClient = (url: string, options: Record<string, unknown>) => { once(event: string, listener: (arg?: unknown) => void): void; disconnect(): void };
/** A device's socket.io client of the version the variant's API speaks (2.5 or 4), untyped. */
const ioClients: Record<2 | 4, IoClient> = {
  2: createRequire(import.meta.url)('socket.io-client-v2') as IoClient,
  4: ioV4 as unknown as IoClient,
};

describe.each(VARIANTS)('the gateway in front of a stock LoopBack 3 API (only spec §7): %s', (variantName, variant, env) => {
  const mostDifferent = variantName !== 'stock';
  const s = stockFile(variant, env, { signedIn: true });
  const { gql, statusOf } = s;

  it('learns the shapes: relation names, where the lines live, the category (issue 37)', async () => {
    const read = () =>
      gql(
        graphql(`
          query StockShapes {
            upstreamCapabilities {
              shapes {
                description
                ticketLines
                linesRoute
                linesForeignKey
                productCategory
                labelsByHook
                relations {
                  field
                  name
                  source
                }
              }
            }
          }
        `),
      );
    // The shapes are learned after the first round's routes: that is waited for.
    // The file's first test: the gateway's first round of probes may still be running on a busy machine
    // (in one file with every web operation, those ran first and it had minutes).
    await vi.waitFor(async () => expect((await read()).body.data!.upstreamCapabilities.shapes.relations.filter((r) => r.source === 'DEFAULT')).toEqual([]), {
      timeout: 50_000,
      interval: 100,
    });
    const { body } = await read();
    expect(body.errors).toBeUndefined();
    const { relations, ...rest } = body.data!.upstreamCapabilities.shapes;
    // No description (no explorer): every shape probed.
    expect(rest).toEqual(
      mostDifferent
        ? { description: null, ticketLines: 'MODEL', linesRoute: '/ticketItems', linesForeignKey: 'ticketId', productCategory: 'EMBEDDED', labelsByHook: true }
        : { description: null, ticketLines: 'COLUMN', linesRoute: null, linesForeignKey: null, productCategory: 'RELATED', labelsByHook: false },
    );
    // The gateway's own names probed: `owner` and `staff` are not found, those fields load by foreign key.
    const named = Object.fromEntries(relations.map((r) => [r.field, r.name]));
    expect(named).toEqual({
      'Ticket.user': mostDifferent ? null : 'user',
      'Ticket.place': 'place',
      'User.city': 'city',
      'User.place': 'place',
      'City.region': 'region',
      'Place.city': 'city',
      'Place.users': mostDifferent ? null : 'users',
      'Plan.place': 'place',
      'Product.category': mostDifferent ? null : 'category',
      'CampaignProduct.product': 'product',
    });
    expect(new Set(relations.map((r) => r.source))).toEqual(new Set(['PROBE']));
  });

  it("shows a receipt's lines with their products, the ticket's user, the API's own status title, products with their category", async () => {
    const id = s.lb.people.tickets[1]!;
    const { body } = await gql(
      graphql(`
        query StockTicketLines($id: Int!) {
          ticket(id: $id) {
            statusTitle
            user {
              id
            }
            items {
              name
              quantity
              product {
                title
              }
            }
          }
        }
      `),
      { id },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.ticket).toEqual({
      statusTitle: mostDifferent ? 'На ручной проверке' : 'Ручная проверка',
      user: { id: s.lb.people.appUsers[1] },
      items: [
        { name: 'СОК ЯБЛ 1Л', quantity: 1, product: { title: 'Сок яблочный 1 л' } },
        { name: 'ЧИПСЫ 150Г', quantity: 2, product: { title: 'Чипсы 150 г' } },
      ],
    });
    const products = await gql(documents.ProductsRouteDocument, { page: 1, pageSize: 12 });
    expect(products.body.errors).toBeUndefined();
    expect(products.body.data!.products.items.map((p) => [p.title, p.category?.title])).toEqual([
      ['Вода питьевая 0,5 л', 'Напитки'],
      ['Сок яблочный 1 л', 'Напитки'],
      ['Чипсы 150 г', 'Снеки'],
    ]);
    const place = await gql(
      graphql(`
        query StockPlaceUsers($id: Int!) {
          place(id: $id) {
            users {
              id
            }
          }
        }
      `),
      { id: s.lb.people.places[0]! },
    );
    expect(place.body.errors).toBeUndefined();
    expect(place.body.data!.place.users.map((u) => u.id).sort()).toEqual([s.lb.people.salesMan, s.lb.people.vendor].sort());
  });

  it("lists a regional manager's places by his cities, though the API's own route knows only places linked one by one (issue 37; ADR 0021)", async () => {
    const { places, regionalManager } = s.lb.people;
    const { body } = await gql(documents.PersonPlacesDocument, { userId: regionalManager, inPage: 1, outPage: 1, pageSize: 12 });
    expect(body.errors).toBeUndefined();
    // His cities are Москва and Химки: the first three places, by title; Тверь's is not his.
    expect([body.data!.assigned.items.map((p) => p.id), body.data!.assigned.total]).toEqual([[places[1], places[2], places[0]], 3]);
    expect([body.data!.notAssigned.items.map((p) => p.id), body.data!.notAssigned.total]).toEqual([[places[3]], 1]);
  });

  it("counts a person's devices only, wherever the API reads the scope (issue 37: every person page said 1)", async () => {
    // The app of one app user (a device: a socket of a user without a staff role), the only one connected.
    const [appUser] = s.lb.people.appUsers as [number];
    const models = (s.lb.app as { models: { AccessToken: { create(row: object): Promise<{ id: string }> } } }).models;
    const token = await models.AccessToken.create({ userId: appUser, ttl: 600 });
    const socket = ioClients[variant.socketio ?? 2](s.lb.url, { query: { access_token: token.id }, transports: ['websocket'], forceNew: true });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      const count = async (userId: number) => (await gql(documents.PersonDeviceCountDocument, { userId })).body.data?.deviceCount;
      expect([await count(s.lb.people.salesMan), await count(appUser)]).toEqual([0, 1]);
    } finally {
      socket.disconnect();
    }
  });

  it(`delivers a message of the API's socket.io ${variant.socketio ?? 2} to a subscription, in its room`, async () => {
    const room = `user-${s.lb.people.appUsers[0]}`;
    const client = wsClient(s.gateway.url, s.session.cookie);
    const received: unknown[] = [];
    const stop = client.subscribe(
      { query: 'subscription ($room: String!) { messageAdded(room: $room) { text room } }', variables: { room } },
      { next: (value) => void received.push(value.data), error: (error) => void received.push({ error }), complete: () => {} },
    );
    try {
      const token = tokenFrom(undefined, s.session.cookie)!;
      // The gateway has joined the room on the API's socket: a message sent now is for this subscription.
      await until(() => s.gateway.upstreamListening(token).rooms.includes(room), 20_000, `the gateway in ${room}`);
      const { body } = await gql(documents.SendRoomMessageDocument, { room, text: 'Живое сообщение' });
      expect(body.errors).toBeUndefined();
      await until(() => received.length > 0, 20_000, 'the message');
      expect(received).toEqual([{ messageAdded: { text: 'Живое сообщение', room } }]);
    } finally {
      stop();
      await client.dispose();
    }
  });

  it('rejects and scores a ticket: the write is stored and answered, without an error for the transactions the API lacks (issue 37)', async () => {
    // Seeded statuses: tickets[1] and tickets[5] wait for a manual check.
    const [rejected, scored] = [s.lb.people.tickets[1]!, s.lb.people.tickets[5]!];
    // An edit of the lines while it waits: stored where the API keeps them, answered with them.
    const items = [{ name: 'ВОДА 0,5Л', price: 4900, quantity: 3 }];
    const edit = await gql(documents.TicketEditDocument, {
      id: scored,
      input: { items },
    });
    expect(edit.body.errors).toBeUndefined();
    expect(edit.body.data!.editTicket).toMatchObject({ id: scored, totalSum: 14700, items: [{ name: 'ВОДА 0,5Л', quantity: 3, sum: 14700 }] });
    const reject = await gql(documents.TicketRejectDocument, {
      id: rejected,
      reason: 'Чек не из акции',
    });
    expect(reject.body.errors).toBeUndefined();
    expect(reject.body.data!.rejectTicket).toMatchObject({ id: rejected, status: 'REJECTED', statusDescription: 'Чек не из акции', transactions: null });
    const score = await gql(documents.TicketScoreDocument, { id: scored, score: 15 });
    expect(score.body.errors).toBeUndefined();
    expect(score.body.data!.scoreTicket).toMatchObject({ id: scored, status: 'PROCESSED', score: 15, transactions: null });
    // Stored: a fresh read says the same.
    expect(await statusOf(rejected)).toMatchObject({ status: 'REJECTED' });
    expect(await statusOf(scored)).toMatchObject({ status: 'PROCESSED', score: 15 });
    // A processed receipt takes no action (docs/adr/0042-actions-by-receipt-status.md): the gateway
    // refuses, though the stock API would take it; the rejected one's reason stays.
    const refusals = [
      await gql(documents.TicketEditDocument, { id: scored, input: { operator: 'Иванова' } }),
      await gql(documents.TicketRejectDocument, { id: scored, reason: 'Поздно' }),
      await gql(documents.TicketRejectDocument, { id: rejected, reason: 'Другая причина' }),
    ].map((res) => res.body.errors?.map((e) => [e.message, e.extensions?.upstreamCode]));
    expect(refusals).toEqual([
      [['По чеку уже произведено начисление.', 'TICKET_ALREADY_PROCESSED']],
      [['По чеку уже произведено начисление.', 'TICKET_ALREADY_PROCESSED']],
      [['Чек уже отклонён.', 'TICKET_ALREADY_REJECTED']],
    ]);
    expect(await statusOf(scored)).toMatchObject({ status: 'PROCESSED', score: 15 });
    expect(await statusOf(rejected)).toMatchObject({ status: 'REJECTED', statusDescription: 'Чек не из акции' });
  });
});
