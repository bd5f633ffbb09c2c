// The demo's receipts before they are tickets: 600 receipts of the vendors who signed in, at their
// places over the last 90 days, most carrying a product of the programme's brands, with fiscal
// document numbers that grow with time on each fiscal drive.
import { CATALOGUE, type CatalogueItem } from '../data';
import type { DemoData, UserRow } from '../types';
import { at, type DemoContext, type PlaceInfo } from './common';
import { ROLE_IDS } from './people';

export const DEMO_TICKETS = 600;

export interface Draft {
  userId: number;
  place: PlaceInfo;
  dateTime: Date;
  createdAt: Date;
  lines: Array<{ item: CatalogueItem; quantity: number; sum: number }>;
  platform: string;
  /** The fiscal document number. */
  document: number;
}

export function draftReceipts({ prng, todayMs }: DemoContext, users: UserRow[], userPlaces: DemoData['userPlaces'], placeInfo: PlaceInfo[]): Draft[] {
  // Tickets of the vendors who signed in.
  const vendors = users.filter((u) => u.roleId === ROLE_IDS.vendor && u.phoneVerified);
  const placesOf = new Map<number, number[]>();
  for (const { userId, placeId } of userPlaces) {
    if (!placesOf.has(userId)) placesOf.set(userId, []);
    placesOf.get(userId)!.push(placeId);
  }
  const promo = CATALOGUE.filter((item) => item.points);
  const regular = CATALOGUE.filter((item) => !item.points);
  const drafts: Draft[] = [];
  for (let n = 0; n < DEMO_TICKETS; n++) {
    const vendor = prng.chance(0.04) ? users[3]! : prng.pick(vendors);
    const place = placeInfo[prng.pick(placesOf.get(vendor.id)!) - 1]!;
    const dayOffset = prng.int(0, 89);
    const localHour = prng.weighted([
      [8, 2],
      [9, 4],
      [10, 5],
      [11, 6],
      [12, 7],
      [13, 7],
      [14, 6],
      [15, 6],
      [16, 7],
      [17, 9],
      [18, 10],
      [19, 9],
      [20, 7],
      [21, 4],
      [22, 2],
    ] as const);
    const today = new Date(todayMs);
    const dateMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1 - dayOffset, localHour - place.utcOffset, prng.int(0, 59), prng.int(0, 59));
    const createdMs = Math.min(dateMs + prng.int(2, 180) * 60_000, todayMs - 60_000);
    const count = prng.weighted([
      [1, 15],
      [2, 20],
      [3, 20],
      [4, 15],
      [5, 12],
      [6, 8],
      [7, 6],
      [8, 4],
    ] as const);
    // Vendors upload receipts because they sold the programme's brands: most carry at least one.
    const chosen = new Set<CatalogueItem>(prng.chance(0.88) ? [prng.pick(promo)] : []);
    while (chosen.size < count) chosen.add(prng.chance(0.2) ? prng.pick(promo) : prng.pick(regular));
    const lines = [...chosen].map((item) => {
      const quantity = item.weight
        ? prng.int(150, 2500) / 1000
        : prng.weighted([
            [1, 80],
            [2, 15],
            [3, 5],
          ] as const);
      return { item, quantity, sum: Math.round(item.price * quantity) };
    });
    drafts.push({ userId: vendor.id, place, dateTime: at(dateMs), createdAt: at(createdMs), lines, platform: vendor.platform ?? 'android', document: 0 });
  }

  // Fiscal document numbers grow with time on each fiscal drive.
  const byDate = [...drafts].sort((a, b) => a.dateTime.getTime() - b.dateTime.getTime());
  for (const draft of byDate) {
    draft.place.nextDocument += prng.int(1, 40);
    draft.document = draft.place.nextDocument;
  }
  return drafts;
}
