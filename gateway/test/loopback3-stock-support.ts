// The shared setup of the loopback3-stock*.test.ts files: the gateway in front of a LoopBack 3 API built
// the stock way (`loopback3-stock/`: the built-in `User` login, `$authenticated` ACLs, only spec §7's
// routes, socket.io 2; issue 24), in each variant of the family of upstreams (issue 37).
import { createRequire } from 'node:module';
import { afterAll, beforeAll } from 'vitest';
import type { RunningGateway } from '../src/server';
import type * as StockLoopback from '../../loopback3-stock/index';
import { graphql } from './__generated__';
import { gatewayFor, gqlAt, signIn } from './harness';

export const stock = createRequire(import.meta.url)('../../loopback3-stock/index.js') as typeof StockLoopback;

/**
 * The family of upstreams (issue 37): the fixture as it was, and the most different one — the
 * ticket's user relation named `owner`, the place's people `staff`, a receipt's lines as the model
 * `TicketItem`, a product's category embedded (no `/productCategories`), the labels computed by
 * `loaded` hooks, `manual` titled in the API's own words, and socket.io 4 instead of 2. A hook is what nothing can find without
 * a token: the operator's mapping says so (`UPSTREAM_SHAPES`, gateway/README.md).
 */
export const VARIANTS: [string, StockLoopback.Variant, Record<string, string>][] = [
  ['stock', {}, {}],
  [
    'most different',
    {
      ticketUser: 'owner',
      placeUsers: 'staff',
      lines: 'model',
      category: 'embedded',
      labels: 'hook',
      statusTitles: { manual: 'На ручной проверке' },
      placesOfUser: 'linked',
      deviceScope: 'body',
      socketio: 4,
    },
    { UPSTREAM_SHAPES: '{"labels": "hook"}' },
  ],
];

export const LOGIN_TEXT = /Shared class|There is no method|Unknown "|Internal Server Error|Authorization Required|is not valid|login failed/i;
export const RUSSIAN = /[А-Яа-яЁё]/;

/**
 * Boots, for the calling file (inside its `describe`), the stock app of `variant` and a gateway with
 * `env` in front, and closes them after; `signedIn: true` signs in as the administrator before its
 * first test (loopback3-stock.test.ts tests the sign-in itself). `session.cookie` is sent with `gql`.
 */
export function stockFile(variant: StockLoopback.Variant, env: Record<string, string>, { signedIn }: { signedIn: boolean }) {
  let lb: StockLoopback.RunningStockLoopback;
  let gateway: RunningGateway;
  const session = { cookie: '' };
  const gql = gqlAt(
    () => gateway.url,
    (): Record<string, string> => (session.cookie ? { cookie: session.cookie } : {}),
  );

  /** A ticket's status, score and reason, as the API keeps them (read as the admin). */
  const statusOf = async (id: number) =>
    (
      await gql(
        graphql(`
          query StockTicketStatus($id: Int!) {
            ticket(id: $id) {
              status
              score
              statusDescription
            }
          }
        `),
        { id },
      )
    ).body.data!.ticket;

  beforeAll(async () => {
    lb = await stock.start({ variant });
    gateway = await gatewayFor(lb.url, env);
    if (signedIn)
      session.cookie = await signIn(
        gqlAt(() => gateway.url),
        '+79990000001',
        stock.PASSWORD,
      );
  });
  afterAll(async () => {
    await gateway?.close();
    await lb?.close();
  });

  return {
    gql,
    statusOf,
    session,
    get lb() {
      return lb;
    },
    get gateway() {
      return gateway;
    },
  };
}
