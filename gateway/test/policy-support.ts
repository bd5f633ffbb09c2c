// The shared setup of the policy*.test.ts files (issue 37): a stock LoopBack 3 app whose ACLs let any
// signed-in user write (`loopback3-stock/`), a gateway in front, a session of each role, and the ids
// of the seed. `policyFile()` boots them for the calling file; the bindings below are then its own.
import { createRequire } from 'node:module';
import { afterAll, beforeAll } from 'vitest';
import type { RunningGateway } from '../src/server';
import type * as StockLoopback from '../../loopback3-stock/index';
import { gatewayFor, gqlAt, signIn } from './harness';

export const stock = createRequire(import.meta.url)('../../loopback3-stock/index.js') as typeof StockLoopback;

export let lb: StockLoopback.RunningStockLoopback;
export let gateway: RunningGateway;
let upstreamToken = '';
export const cookies: Record<string, string> = {};
/** Ids of the seed: A admin, R regional manager (cities 0, 1), S sales rep (places 0, 1), V vendor (place 0), V2 vendor of city 2. */
export let A: number, R: number, S: number, V: number, V2: number;
export let P: number[];
export let C: number[];
export let T: number[];

export const gql = gqlAt(() => gateway.url);
/** The headers of `role`'s session. */
export const session = (role: string) => ({ cookie: cookies[role]! });

/** The API's rows as its administrator reads them, straight from LoopBack. */
export async function rows(): Promise<unknown> {
  const read = async (path: string) => (await fetch(`${lb.url}${path}`, { headers: { authorization: upstreamToken } })).json();
  return { users: await read('/users'), places: await read('/places'), tickets: await read('/tickets'), messages: await read('/messages') };
}

/** Boots the app, the gateway and the sessions before the calling file's tests, and closes them after. */
export function policyFile(): void {
  beforeAll(async () => {
    lb = await stock.start();
    gateway = await gatewayFor(lb.url);
    ({ admin: A, regionalManager: R, salesMan: S, vendor: V, places: P, cities: C, tickets: T } = lb.people);
    for (const [role, phone] of [
      ['admin', '+79990000001'],
      ['regionalManager', '+79990000002'],
      ['salesMan', '+79990000003'],
      ['vendor', '+79990000004'],
    ] as const) {
      cookies[role] = await signIn(gql, phone, stock.PASSWORD);
    }
    const login = await fetch(`${lb.url}/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: '+79990000001', password: stock.PASSWORD }),
    });
    upstreamToken = ((await login.json()) as { id: string }).id;
    const found = (await (
      await fetch(`${lb.url}/users?filter=${encodeURIComponent(JSON.stringify({ where: { phone: '+79990000005' } }))}`, { headers: { authorization: upstreamToken } })
    ).json()) as { id: number }[];
    V2 = found[0]!.id;
  });
  afterAll(async () => {
    await gateway?.close();
    await lb?.close();
  });
}
