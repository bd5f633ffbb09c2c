// Demo data, written once into an empty database in one transaction: 8 regions, 42 cities, 118
// places, 4 staff and 40 more vendors, 600 tickets over the last 90 days with their items. The
// PRNG is seeded, so every start generates the same rows (only the dates move, a day at a time).
// The parts: seed/demo/geography.ts, people.ts, receipts.ts, tickets.ts; the rows at scale and the
// catalogue: seed/scale.ts.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashPassword } from '../auth/password';
import type { FileStore } from '../files/storage';
import { DAY, type DemoContext } from './demo/common';
import { demoGeography } from './demo/geography';
import { insertDemoData, isEmpty } from './demo/insert';
import { demoPeople } from './demo/people';
import { draftReceipts } from './demo/receipts';
import { demoTickets } from './demo/tickets';
import { demoMessages } from './messages';
import { writeDemoPhotos } from './photos';
import { Prng } from './prng';
import { scaleDemoData } from './scale';
import type { DemoData } from './types';

export { DEMO_EXTRA_VENDORS } from './demo/people';
export { DEMO_TICKETS } from './demo/receipts';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_SEED = 20240901;

const SEED_LOCK = 72_030_011;

export interface DemoSummary {
  regions: number;
  cities: number;
  places: number;
  users: number;
  tickets: number;
  ticketItems: number;
  products: number;
  plans: number;
  messages: number;
}

export interface DemoOptions {
  /**
   * Also the catalogue, campaigns, periods, plans and the campaign links of processed tickets.
   * startApi (and so `npm start`) seeds them; the bare seed leaves them out for test fixtures that
   * bring a catalogue of their own.
   */
  campaigns?: boolean;
}

/** Generates the demo rows. `passwordHashes` are shared round-robin by the accounts. */
export function generateDemoData(now: Date, passwordHashes: string[], seed = DEMO_SEED, options: DemoOptions = { campaigns: true }): DemoData {
  // Everything is placed relative to the start of today (UTC), so the rows, their ids and their
  // order are the same whatever the time of day; tickets lie in the 90 days before today.
  const todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const setupAt = new Date(todayMs - 150 * DAY);
  let hashIndex = 0;
  const ctx: DemoContext = {
    prng: new Prng(seed),
    todayMs,
    stamp: { createdAt: setupAt, updatedAt: setupAt },
    nextHash: () => passwordHashes[hashIndex++ % passwordHashes.length] as string,
  };
  const { regions, admEntities, placeTypes, cities, places, placeInfo } = demoGeography(ctx);
  const { users, userCities, userPlaces } = demoPeople(ctx, cities, places, placeInfo);
  const drafts = draftReceipts(ctx, users, userPlaces, placeInfo);
  const { tickets, ticketItems } = demoTickets(ctx, drafts, users, seed);
  const data = { regions, admEntities, placeTypes, cities, places, users, userCities, userPlaces, tickets, ticketItems } as Omit<DemoData, 'catalogue' | 'messages'>;
  const catalogue = scaleDemoData(data as DemoData, now, passwordHashes, options.campaigns ?? true);
  return { ...data, catalogue, messages: demoMessages(data, todayMs, seed + 3) };
}

export interface SeedOptions extends DemoOptions {
  /**
   * Also the conversations (seed/messages.ts). `npm start` seeds them; tests that count the
   * conversations they make start without.
   */
  conversations?: boolean;
  /** Where the demo's receipt photos are written (seed/photos.ts); without it the tickets still name them. */
  files?: FileStore;
}

/**
 * Seeds the demo data when the database has no users yet (a fresh database); otherwise does nothing.
 * Returns what was written, or null.
 */
export async function seedDemoIfEmpty(db: Kysely<DB>, now = new Date(), options: SeedOptions = {}): Promise<DemoSummary | null> {
  if (!(await isEmpty(db))) return null;
  // Four distinct salted hashes of the same demo password, shared round-robin: hashing 40 accounts
  // one by one would cost more than the rest of the seed. Meanwhile the photos are drawn and written,
  // under fixed names: should another process seed meanwhile, it wrote the same files.
  const [hashes] = await Promise.all([Promise.all([0, 1, 2, 3].map(() => hashPassword(DEMO_PASSWORD))), options.files ? writeDemoPhotos(options.files) : Promise.resolve()]);
  const data = generateDemoData(now, hashes, DEMO_SEED, { campaigns: options.campaigns ?? false });
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    if (!(await isEmpty(trx))) return null;
    await insertDemoData(trx, data, options.conversations ?? false);
    return {
      regions: data.regions.length,
      cities: data.cities.length,
      places: data.places.length,
      users: data.users.length,
      tickets: data.tickets.length,
      ticketItems: data.ticketItems.length,
      products: data.catalogue.products.length,
      plans: data.catalogue.plans.length,
      messages: options.conversations ? data.messages.length : 0,
    };
  });
}
