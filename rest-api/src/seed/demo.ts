// Demo data, written once into an empty database in one transaction: 8 regions, 42 cities, 118
// places, 4 staff and 40 more vendors, 600 tickets over the last 90 days with their items. The
// PRNG is seeded, so every start generates the same rows (only the dates move, a day at a time).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { hashPassword } from '../auth/password';
import type { FileStore } from '../files/storage';
import type { TicketStatus } from '../tickets/mapper';
import {
  CATALOGUE,
  CHAINS,
  FEDERAL_DISTRICTS,
  FEMALE_NAMES,
  MALE_NAMES,
  MANUAL_REASONS,
  OFDS,
  PATRONYMIC_ROOTS,
  PLACE_TYPES,
  REGIONS,
  REJECT_REASONS,
  STREETS,
  SURNAMES,
  type CatalogueItem,
} from './data';
import { demoMessages } from './messages';
import { DEMO_PHOTOS, demoPhotoReference, writeDemoPhotos } from './photos';
import { Prng } from './prng';
import { scaleDemoData } from './scale';
import type { CityRow, DemoData, ItemRow, PlaceRow, RegionRow, TicketRow, UserRow } from './types';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_SEED = 20240901;
export const DEMO_TICKETS = 600;
export const DEMO_EXTRA_VENDORS = 40;

const DAY = 86_400_000;
const SEED_LOCK = 72_030_011;

/** Region codes, the first two digits of an INN registered there. */
const REGION_CODES: Record<string, string> = {
  'Московская область': '50',
  'Ленинградская область': '47',
  'Краснодарский край': '23',
  'Республика Татарстан': '16',
  'Самарская область': '63',
  'Нижегородская область': '52',
  'Свердловская область': '66',
  'Новосибирская область': '54',
};

/** Regional chains only trade in their regions. */
const CHAIN_REGIONS: Record<string, string[]> = {
  Монетка: ['Свердловская область'],
  'Мария-Ра': ['Новосибирская область'],
  Дикси: ['Московская область', 'Ленинградская область'],
  Верный: ['Московская область', 'Ленинградская область', 'Свердловская область'],
};

const STATUS_DESCRIPTIONS: Partial<Record<TicketStatus, string>> = {
  new: 'Чек загружен и ожидает обработки',
  processing: 'Чек обрабатывается',
  delayed: 'Чек ещё не поступил в ФНС, повторная проверка через 15 минут',
  processed: 'Баллы начислены',
};

interface PlaceInfo {
  id: number;
  cityId: number;
  regionTitle: string;
  utcOffset: number;
  location: { lat: number; lng: number };
  inn: string;
  fiscalDriveNumber: string;
  kktRegId: string;
  ofd: string;
  cashiers: string[];
  nextDocument: number;
  shiftBase: number;
  taxationType: number;
}

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

const json = (value: unknown) => JSON.stringify(value);
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function femaleSurname(male: string): string {
  return `${male}а`;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** The QR `t` field: local time of the receipt, `YYYYMMDDTHHMM`. */
function qrTime(date: Date, utcOffset: number): string {
  const local = new Date(date.getTime() + utcOffset * 3_600_000);
  return `${local.getUTCFullYear()}${pad(local.getUTCMonth() + 1)}${pad(local.getUTCDate())}T${pad(local.getUTCHours())}${pad(local.getUTCMinutes())}`;
}

/** Generates the demo rows. `passwordHash` is the hash of every account's password. */
export interface DemoOptions {
  /**
   * Also the catalogue, campaigns, periods, plans and the campaign links of processed tickets.
   * startApi (and so `npm start`) seeds them; the bare seed leaves them out for test fixtures that
   * bring a catalogue of their own.
   */
  campaigns?: boolean;
}

export function generateDemoData(now: Date, passwordHashes: string[], seed = DEMO_SEED, options: DemoOptions = { campaigns: true }): DemoData {
  const prng = new Prng(seed);
  // Everything is placed relative to the start of today (UTC), so the rows, their ids and their
  // order are the same whatever the time of day; tickets lie in the 90 days before today.
  const todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (ms: number) => new Date(ms);
  const setupAt = at(todayMs - 150 * DAY);
  const stamp = { createdAt: setupAt, updatedAt: setupAt };
  let hashIndex = 0;
  const nextHash = () => passwordHashes[hashIndex++ % passwordHashes.length] as string;

  const admEntities = FEDERAL_DISTRICTS.map((title, i) => ({ id: i + 1, title, ...stamp }));
  const placeTypes = PLACE_TYPES.map((title, i) => ({ id: i + 1, title, ...stamp }));
  const regions: RegionRow[] = REGIONS.map((region, i) => ({ id: i + 1, title: region.title, ...stamp }));

  // Cities and places.
  const cities: CityRow[] = [];
  const places: PlaceRow[] = [];
  const placeInfo: PlaceInfo[] = [];
  REGIONS.forEach((region, regionIndex) => {
    const code = REGION_CODES[region.title] ?? '77';
    const chains = CHAINS.filter(([chain]) => !CHAIN_REGIONS[chain] || CHAIN_REGIONS[chain]!.includes(region.title));
    for (const [title, lat, lng, size] of region.cities) {
      const cityId = cities.length + 1;
      cities.push({
        id: cityId,
        title,
        regionId: regionIndex + 1,
        admEntityId: FEDERAL_DISTRICTS.indexOf(region.district) + 1,
        timeZone: region.timeZone,
        location: json({ lat, lng }),
        ...stamp,
      });
      const count = size === 'big' ? 4 : cityId % 2 === 0 ? 2 : 3;
      for (let k = 0; k < count; k++) {
        const id = places.length + 1;
        const [chain, placeType, numbered] = prng.pick(chains);
        const location = { lat: round(lat + (prng.next() - 0.5) * 0.06, 6), lng: round(lng + (prng.next() - 0.5) * 0.06, 6) };
        const inn = code + prng.digits(10);
        const corpus = prng.chance(0.2) ? `, корп. ${prng.int(1, 4)}` : '';
        places.push({
          id,
          internalId: `TT-${pad(id, 6)}`,
          title: numbered ? `${chain} №${prng.int(1000, 9999)}` : chain,
          description: chain === 'Продукты 24' ? `${placeType}, круглосуточно` : `${placeType}, ежедневно с 8:00 до 23:00`,
          address: `г. ${title}, ${prng.pick(STREETS)}, д. ${prng.int(1, 150)}${corpus}`,
          inn,
          location: json(location),
          image: null,
          cityId,
          campaignId: null,
          placeTypeId: PLACE_TYPES.indexOf(placeType) + 1,
          distributingFacilityId: null,
          blocked: id % 40 === 0, // two closed shops
          ...stamp,
        });
        placeInfo.push({
          id,
          cityId,
          regionTitle: region.title,
          utcOffset: region.utcOffset,
          location,
          inn,
          fiscalDriveNumber: `99604403${prng.digits(8)}`,
          kktRegId: `000${prng.digits(13)}`,
          ofd: prng.pick(OFDS),
          cashiers: [0, 1].map(() => `Кассир ${femaleSurname(prng.pick(SURNAMES))} ${prng.pick(FEMALE_NAMES)[0]}.`),
          nextDocument: prng.int(1000, 40000),
          shiftBase: prng.int(100, 900),
          taxationType: prng.pick([1, 1, 2, 4]),
        });
      }
    }
  });

  // Staff and vendors.
  const users: UserRow[] = [];
  const userCities: DemoData['userCities'] = [];
  const userPlaces: DemoData['userPlaces'] = [];
  const staffCreated = at(todayMs - 120 * DAY);
  const person = (id: number, fields: Partial<UserRow>): UserRow => ({
    id,
    name: null,
    surname: null,
    middleName: null,
    phone: null,
    email: null,
    passwordHash: nextHash(),
    phoneVerified: true,
    emailVerified: false,
    blocked: false,
    roleId: null,
    platform: null,
    avatar: null,
    cityId: null,
    inviterId: null,
    placeId: null,
    score: 0,
    pendingScore: 0,
    registrationConfirmed: false,
    registrationConfirmedAt: null,
    inn: null,
    campaignId: null,
    createdAt: staffCreated,
    updatedAt: staffCreated,
    ...fields,
  });
  const roleIds = { admin: 1, regionalManager: 2, salesMan: 3, vendor: 4 };
  const moscowRegionCities = cities.filter((c) => c.regionId === 1 || c.regionId === 2);
  // The sales rep covers three of the regional manager's cities: Подольск, Химки, Балашиха.
  const salesRepPlaces = places.filter((p) => (p.cityId ?? 0) <= 3);
  const firstPlace = places[0]!;

  users.push(
    person(1, {
      name: 'Анна',
      surname: 'Смирнова',
      middleName: 'Сергеевна',
      phone: '+79990000001',
      email: 'a.smirnova@loyalty-demo.ru',
      emailVerified: true,
      roleId: roleIds.admin,
      platform: 'web',
    }),
    person(2, {
      name: 'Дмитрий',
      surname: 'Кузнецов',
      middleName: 'Андреевич',
      phone: '+79990000002',
      email: 'd.kuznetsov@loyalty-demo.ru',
      emailVerified: true,
      roleId: roleIds.regionalManager,
      platform: 'web',
      cityId: 1,
      inviterId: 1,
    }),
    person(3, {
      name: 'Елена',
      surname: 'Попова',
      middleName: 'Викторовна',
      phone: '+79990000003',
      email: 'e.popova@loyalty-demo.ru',
      roleId: roleIds.salesMan,
      platform: 'android',
      cityId: 1,
      inviterId: 2,
    }),
    person(4, {
      name: 'Игорь',
      surname: 'Васильев',
      middleName: 'Петрович',
      phone: '+79990000004',
      roleId: roleIds.vendor,
      platform: 'android',
      cityId: firstPlace.cityId,
      placeId: firstPlace.id,
      inviterId: 3,
      inn: `50${prng.digits(10)}`,
      registrationConfirmed: true,
      registrationConfirmedAt: at(staffCreated.getTime() + 2 * DAY),
    }),
  );
  for (const city of moscowRegionCities) userCities.push({ userId: 2, cityId: city.id, createdAt: staffCreated, updatedAt: staffCreated });
  userCities.push({ userId: 3, cityId: 1, createdAt: staffCreated, updatedAt: staffCreated }); // the sales rep's city is one of its cities
  for (const place of salesRepPlaces) {
    userPlaces.push({ userId: 3, placeId: place.id, assignedAt: staffCreated, assignedBy: 2, createdAt: staffCreated, updatedAt: staffCreated });
  }
  userPlaces.push({ userId: 4, placeId: firstPlace.id, assignedAt: staffCreated, assignedBy: 3, createdAt: staffCreated, updatedAt: staffCreated });

  // 40 more vendors, each at a place of its own (a few hold a second one).
  const freePlaces = places.slice(1).map((p) => p.id);
  for (let i = freePlaces.length - 1; i > 0; i--) {
    const j = prng.int(0, i);
    [freePlaces[i], freePlaces[j]] = [freePlaces[j]!, freePlaces[i]!];
  }
  for (let i = 0; i < DEMO_EXTRA_VENDORS; i++) {
    const id = users.length + 1;
    const placeId = freePlaces[i]!;
    const info = placeInfo[placeId - 1]!;
    const female = prng.chance(0.6);
    const invited = i % 10 === 9; // 4 invited, not yet verified
    const created = at(todayMs - prng.int(95, 115) * DAY);
    users.push(
      person(id, {
        name: female ? prng.pick(FEMALE_NAMES) : prng.pick(MALE_NAMES),
        surname: female ? femaleSurname(prng.pick(SURNAMES)) : prng.pick(SURNAMES),
        middleName: `${prng.pick(PATRONYMIC_ROOTS)}${female ? 'на' : 'ич'}`,
        phone: `+79990000${101 + i}`,
        passwordHash: invited ? null : nextHash(),
        phoneVerified: !invited,
        blocked: i === 13 || i === 27,
        roleId: roleIds.vendor,
        platform: prng.chance(0.7) ? 'android' : 'ios',
        cityId: info.cityId,
        placeId,
        inviterId: info.regionTitle === 'Московская область' ? 3 : 1,
        inn: (REGION_CODES[info.regionTitle] ?? '77') + prng.digits(10),
        registrationConfirmed: !invited,
        registrationConfirmedAt: invited ? null : at(created.getTime() + prng.int(1, 5) * DAY),
        createdAt: created,
        updatedAt: created,
      }),
    );
    userPlaces.push({ userId: id, placeId, assignedAt: created, assignedBy: 3, createdAt: created, updatedAt: created });
    if (!invited && prng.chance(0.1)) {
      const second = freePlaces[DEMO_EXTRA_VENDORS + i]!;
      userPlaces.push({ userId: id, placeId: second, assignedAt: created, assignedBy: 3, createdAt: created, updatedAt: created });
    }
  }

  // Tickets of the vendors who signed in.
  const vendors = users.filter((u) => u.roleId === roleIds.vendor && u.phoneVerified);
  const placesOf = new Map<number, number[]>();
  for (const { userId, placeId } of userPlaces) {
    if (!placesOf.has(userId)) placesOf.set(userId, []);
    placesOf.get(userId)!.push(placeId);
  }
  const promo = CATALOGUE.filter((item) => item.points);
  const regular = CATALOGUE.filter((item) => !item.points);
  interface Draft {
    userId: number;
    place: PlaceInfo;
    dateTime: Date;
    createdAt: Date;
    lines: Array<{ item: CatalogueItem; quantity: number; sum: number }>;
    platform: string;
  }
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
    drafts.push({ userId: vendor.id, place, dateTime: at(dateMs), createdAt: at(createdMs), lines, platform: vendor.platform ?? 'android' });
  }

  // Fiscal document numbers grow with time on each fiscal drive.
  const byDate = [...drafts].sort((a, b) => a.dateTime.getTime() - b.dateTime.getTime());
  const documentOf = new Map<Draft, number>();
  for (const draft of byDate) {
    draft.place.nextDocument += prng.int(1, 40);
    documentOf.set(draft, draft.place.nextDocument);
  }

  // Ids follow upload order; the newest uploads are still waiting or being processed.
  const byUpload = [...drafts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.dateTime.getTime() - b.dateTime.getTime());
  const tickets: TicketRow[] = [];
  const ticketItems: ItemRow[] = [];
  const firstDay = todayMs - 90 * DAY;
  byUpload.forEach((draft, index) => {
    const id = index + 1;
    const rank = byUpload.length - 1 - index; // 0 = newest
    let status: TicketStatus =
      rank === 0
        ? 'new'
        : rank === 1
          ? 'processing'
          : rank < 8
            ? prng.weighted([
                ['new', 3],
                ['processing', 1],
                ['delayed', 2],
              ] as const)
            : rank < 30
              ? prng.weighted([
                  ['processed', 50],
                  ['delayed', 15],
                  ['manual', 20],
                  ['rejected', 15],
                ] as const)
              : prng.weighted([
                  ['processed', 78],
                  ['rejected', 12],
                  ['manual', 10],
                ] as const);
    const promoLines = draft.lines.filter((line) => line.item.points);
    let statusDescription = STATUS_DESCRIPTIONS[status] ?? null;
    if (status === 'processed' && promoLines.length === 0) {
      status = 'manual';
      statusDescription = MANUAL_REASONS[0]!;
    } else if (status === 'manual') {
      statusDescription = prng.pick(MANUAL_REASONS);
    } else if (status === 'rejected') {
      statusDescription = prng.pick(REJECT_REASONS);
    }
    const processed = status === 'processed';
    const totalSum = draft.lines.reduce((sum, line) => sum + line.sum, 0);
    const nds10 = draft.lines.filter((l) => l.item.vat === 10).reduce((sum, l) => sum + Math.round((l.sum * 10) / 110), 0);
    const nds18 = draft.lines.filter((l) => l.item.vat === 20).reduce((sum, l) => sum + Math.round((l.sum * 20) / 120), 0);
    const units = promoLines.reduce((sum, l) => sum + l.quantity, 0);
    const score = promoLines.reduce((sum, l) => sum + Math.floor(l.item.points! * l.quantity), 0);
    const document = documentOf.get(draft)!;
    const fiscalSign = String(prng.int(100_000_000, 4_294_967_295));
    const { place } = draft;
    const updatedAt = status === 'new' ? draft.createdAt : at(Math.min(draft.createdAt.getTime() + prng.int(1, 30) * 60_000, todayMs));
    tickets.push({
      id,
      operationType: 1,
      taxationType: place.taxationType,
      rawData: null,
      shiftNumber: place.shiftBase + Math.floor((draft.dateTime.getTime() - firstDay) / DAY),
      cashTotalSum: prng.chance(0.3) ? totalSum : 0,
      kktRegId: place.kktRegId,
      nds10,
      nds18,
      ndsCalculated18: null,
      fiscalDriveNumber: place.fiscalDriveNumber,
      operator: prng.pick(place.cashiers),
      fiscalDocumentNumber: String(document),
      userInn: place.inn,
      fiscalSign,
      requestNumber: prng.int(1, 250),
      receiptCode: 3,
      authorityUri: 'www.nalog.gov.ru',
      internetSign: null,
      machineNumber: null,
      dateTime: draft.dateTime,
      totalSum,
      location: json({ lat: round(place.location.lat + (prng.next() - 0.5) * 0.002, 6), lng: round(place.location.lng + (prng.next() - 0.5) * 0.002, 6) }),
      status,
      qr: `t=${qrTime(draft.dateTime, place.utcOffset)}&s=${(totalSum / 100).toFixed(2)}&fn=${place.fiscalDriveNumber}&i=${document}&fp=${fiscalSign}&n=1`,
      score: processed ? score : null,
      planSales: processed ? Math.floor(units) : null,
      bonusSales: processed ? 0 : null,
      scoredItems: processed ? promoLines.length : null,
      totalSales: processed ? round(units, 3) : null,
      platform: draft.platform,
      appVersion: prng.pick(['2.14.1', '2.14.1', '2.15.0', '2.13.4']),
      ofd: place.ofd,
      photos: json([]),
      statusDescription,
      userId: draft.userId,
      placeId: place.id,
      campaignId: null,
      periodId: null,
      planId: null,
      createdAt: draft.createdAt,
      updatedAt,
    });
    draft.lines.forEach((line, i) => {
      ticketItems.push({
        ticketId: id,
        lineNo: i + 1,
        productId: null,
        name: line.item.name,
        price: line.item.price,
        quantity: line.quantity,
        sum: line.sum,
        createdAt: draft.createdAt,
        updatedAt: draft.createdAt,
      });
    });
    if (processed) {
      const user = users[draft.userId - 1]!;
      user.score = (user.score ?? 0) + score;
    }
  });

  const data = { regions, admEntities, placeTypes, cities, places, users, userCities, userPlaces, tickets, ticketItems } as Omit<DemoData, 'catalogue' | 'messages'>;
  addPhotosAndReturns(tickets, seed);
  const catalogue = scaleDemoData(data as DemoData, now, passwordHashes, options.campaigns ?? true);
  return { ...data, catalogue, messages: demoMessages(data, todayMs, seed + 3) };
}

/**
 * Receipt photos and returns (issue 25), each from a PRNG of its own so that every row drawn before
 * stays as it was: 7 in 10 tickets carry 1 or 2 of the demo's receipt photos (seed/photos.ts), and
 * about 3 in 100 are returns ('Возврат прихода', operation type 2). A return keeps the status drawn
 * for it: the processor settles a ticket without regard to its operation type (decisions.md,
 * 2026-11-26 — Demo data a new user needs), so a return is scored like a sale.
 */
function addPhotosAndReturns(tickets: TicketRow[], seed: number): void {
  const photos = new Prng(seed + 1);
  for (const ticket of tickets) {
    if (!photos.chance(0.7)) continue;
    const first = photos.int(0, DEMO_PHOTOS.length - 1);
    const indices = photos.chance(0.3) ? [first, (first + photos.int(1, DEMO_PHOTOS.length - 1)) % DEMO_PHOTOS.length] : [first];
    ticket.photos = json(indices.map(demoPhotoReference));
  }
  const returns = new Prng(seed + 2);
  for (const ticket of tickets) {
    if (!returns.chance(0.03)) continue;
    ticket.operationType = 2;
    ticket.qr = ticket.qr!.replace(/&n=1$/, '&n=2');
  }
}

/** Splits rows so that no statement binds more than ~30000 parameters (PostgreSQL allows 65535). */
function batches<T extends object>(rows: T[]): T[][] {
  if (rows.length === 0) return [];
  const size = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]!).length));
  const result: T[][] = [];
  for (let i = 0; i < rows.length; i += size) result.push(rows.slice(i, i + size));
  return result;
}

async function insertDemoData(trx: Kysely<DB>, data: DemoData, withMessages: boolean): Promise<void> {
  for (const rows of batches(data.regions)) await trx.insertInto('regions').values(rows).execute();
  for (const rows of batches(data.admEntities)) await trx.insertInto('admEntities').values(rows).execute();
  for (const rows of batches(data.placeTypes)) await trx.insertInto('placeTypes').values(rows).execute();
  for (const rows of batches(data.cities)) await trx.insertInto('cities').values(rows).execute();
  for (const rows of batches(data.places)) await trx.insertInto('places').values(rows).execute();
  const c = data.catalogue;
  for (const rows of batches(c.productCategories)) await trx.insertInto('productCategories').values(rows).execute();
  for (const rows of batches(c.products)) await trx.insertInto('products').values(rows).execute();
  for (const rows of batches(c.campaigns)) await trx.insertInto('campaigns').values(rows).execute();
  for (const rows of batches(c.periods)) await trx.insertInto('periods').values(rows).execute();
  for (const rows of batches(c.plans)) await trx.insertInto('plans').values(rows).execute();
  for (const rows of batches(c.campaignProducts)) await trx.insertInto('campaignProducts').values(rows).execute();
  for (const rows of batches(c.periodProducts)) await trx.insertInto('periodProducts').values(rows).execute();
  for (const rows of batches(data.users)) await trx.insertInto('users').values(rows).execute();
  for (const rows of batches(data.userCities)) await trx.insertInto('userCities').values(rows).execute();
  for (const rows of batches(data.userPlaces)) await trx.insertInto('userPlaces').values(rows).execute();
  for (const rows of batches(data.tickets)) await trx.insertInto('tickets').values(rows).execute();
  for (const rows of batches(data.ticketItems)) await trx.insertInto('ticketItems').values(rows).execute();
  // Rows were written with explicit ids: move the identity sequences past them.
  // Every processed demo ticket's points are one accrual (product-rules §3), when the table exists.
  const { rows: found } = await sql<{ table: string | null }>`select to_regclass('transactions')::text as table`.execute(trx);
  if (found[0]?.table) {
    await sql`
      insert into transactions (user_id, ticket_id, period_id, place_id, amount, reason, created_at, updated_at)
      select user_id, id, period_id, place_id, score, 'Начисление за чек', updated_at, updated_at
      from tickets where status = 'processed' and score is not null and user_id is not null`.execute(trx);
  }
  const tables = ['regions', 'adm_entities', 'place_types', 'cities', 'places', 'users', 'tickets', 'ticket_items'];
  const { rows: messagesTable } = await sql<{ table: string | null }>`select to_regclass('messages')::text as table`.execute(trx);
  if (withMessages && messagesTable[0]?.table) {
    for (const rows of batches(data.messages)) {
      await sql`insert into messages (id, text, file, sender_id, recipient_id, ticket_id, room, saw, created_at, updated_at) values ${sql.join(
        rows.map(
          (m) =>
            sql`(${m.id}, ${m.text}, ${m.file === null ? null : JSON.stringify(m.file)}::jsonb, ${m.senderId}, ${m.recipientId}, ${m.ticketId}, ${m.room}, ${m.saw}, ${m.createdAt}, ${m.updatedAt})`,
        ),
      )}`.execute(trx);
    }
    tables.push('messages');
  }
  tables.push('product_categories', 'products', 'campaigns', 'periods', 'plans', 'campaign_products', 'period_products');
  for (const table of tables) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(trx);
  }
}

async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return row.count === 0;
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
