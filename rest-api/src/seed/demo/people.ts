// The demo's people: the four staff one signs in as (admin, regional manager, sales rep, vendor) with
// their cities and places, and 40 more vendors, each at a place of its own.
import { FEMALE_NAMES, MALE_NAMES, PATRONYMIC_ROOTS, SURNAMES } from '../data';
import type { CityRow, DemoData, PlaceRow, UserRow } from '../types';
import { at, DAY, femaleSurname, REGION_CODES, type DemoContext, type PlaceInfo } from './common';

export const DEMO_EXTRA_VENDORS = 40;
export const ROLE_IDS = { admin: 1, regionalManager: 2, salesMan: 3, vendor: 4 };

/** A user row: every column, `fields` over the defaults. */
const person = (id: number, fields: Partial<UserRow>, passwordHash: string, created: Date): UserRow => ({
  id,
  name: null,
  surname: null,
  middleName: null,
  phone: null,
  email: null,
  passwordHash,
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
  createdAt: created,
  updatedAt: created,
  ...fields,
});

interface People {
  users: UserRow[];
  userCities: DemoData['userCities'];
  userPlaces: DemoData['userPlaces'];
}

export function demoPeople(ctx: DemoContext, cities: CityRow[], places: PlaceRow[], placeInfo: PlaceInfo[]): People {
  const people: People = { users: [], userCities: [], userPlaces: [] };
  demoStaff(ctx, cities, places, people);
  moreVendors(ctx, places, placeInfo, people);
  return people;
}

/** The four staff: Анна Смирнова (admin), Дмитрий Кузнецов (regional manager), Елена Попова (sales rep), Игорь Васильев (vendor). */
function demoStaff({ prng, todayMs, nextHash }: DemoContext, cities: CityRow[], places: PlaceRow[], { users, userCities, userPlaces }: People): void {
  const staffCreated = at(todayMs - 120 * DAY);
  const staff = (id: number, fields: Partial<UserRow>) => person(id, fields, nextHash(), staffCreated);
  const roleIds = ROLE_IDS;
  const moscowRegionCities = cities.filter((c) => c.regionId === 1 || c.regionId === 2);
  // The sales rep covers three of the regional manager's cities: Подольск, Химки, Балашиха.
  const salesRepPlaces = places.filter((p) => (p.cityId ?? 0) <= 3);
  const firstPlace = places[0]!;

  users.push(
    staff(1, {
      name: 'Анна',
      surname: 'Смирнова',
      middleName: 'Сергеевна',
      phone: '+79990000001',
      email: 'a.smirnova@loyalty-demo.ru',
      emailVerified: true,
      roleId: roleIds.admin,
      platform: 'web',
    }),
    staff(2, {
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
    staff(3, {
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
    staff(4, {
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
}

function moreVendors({ prng, todayMs, nextHash }: DemoContext, places: PlaceRow[], placeInfo: PlaceInfo[], { users, userPlaces }: People): void {
  const roleIds = ROLE_IDS;
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
      person(
        id,
        {
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
        },
        nextHash(),
        created,
      ),
    );
    userPlaces.push({ userId: id, placeId, assignedAt: created, assignedBy: 3, createdAt: created, updatedAt: created });
    if (!invited && prng.chance(0.1)) {
      const second = freePlaces[DEMO_EXTRA_VENDORS + i]!;
      userPlaces.push({ userId: id, placeId: second, assignedAt: created, assignedBy: 3, createdAt: created, updatedAt: created });
    }
  }
}
