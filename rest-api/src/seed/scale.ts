// The demo data at a realistic scale (issue 3), appended after the walking skeleton's rows so that
// those keep their ids and values: places up to 400, 20 regional managers, 100 sales reps, 1,500
// vendors, 13 product categories with 60 products, 3 campaigns with periods, campaign and period
// products, and a plan per place and period. Processed demo tickets are linked to the campaign
// period they fall in, their items to the products, and their units added to the plans' facts.
import { CATALOGUE, CHAINS, FEMALE_NAMES, MALE_NAMES, PATRONYMIC_ROOTS, PLACE_TYPES, REGIONS, STREETS, SURNAMES } from './data';
import type { CatalogueData, DemoData, Row } from './types';
import { Prng } from './prng';

export const SCALE = { places: 400, regionalManagers: 20, salesMen: 100, vendors: 1500 } as const;
const SCALE_SEED = 20250301;
const DAY = 86_400_000;

/**
 * The categories, each with the kinds of product it holds: a product's title begins with its kind
 * ('Сахар-песок 1 кг', "Чипсы Lay's сметана…"), so a kind is matched at the title's start, never
 * inside a word or a flavour (issue 39: 'песок' took 'Напитки' by its 'сок', the crisps' 'сметана'
 * dairy). The aisles a shopper knows: eggs beside the milk, bread and frozen goods and tins of their own.
 */
const CATEGORIES: Array<[title: string, score: number, price: number | null, test: RegExp]> = [
  ['Молочная продукция и яйца', 10, 9999, /^(молоко(?! сгущ)|кефир|ряженка|сметана|творог|йогурт|сыр|масло сливочное|яйцо)/i],
  ['Чай и кофе', 12, 39999, /^(чай|кофе)/i],
  ['Напитки', 5, 11999, /^(напиток|сок|вода|квас)/i],
  ['Кондитерские изделия', 5, 8999, /^(шоколад|печенье)/i],
  ['Снеки', 5, 16999, /^(чипсы|семечки)/i],
  ['Бытовая химия и гигиена', 10, 21999, /^(средство|зубная паста|туалетная бумага)/i],
  ['Мясная продукция', 0, 32999, /^(колбаса|сосиски|филе|говядина(?! тушён))/i],
  ['Овощи и фрукты', 0, 15999, /^(бананы|яблоки|картофель|огурцы|помидоры)/i],
  ['Бакалея', 0, 12999, /^(сахар|крупа|рис|макароны|масло подсолнечное|мука|майонез|кетчуп)/i],
  ['Хлеб и выпечка', 0, 5499, /^(хлеб|батон)/i],
  ['Замороженные продукты', 0, 29999, /^(пельмени|мороженое)/i],
  ['Консервы', 0, 19999, /^(кукуруза|говядина тушён|молоко сгущён)/i],
  ['Прочее', 0, null, /./],
];

/** The id of a product's category (the categories are seeded in this order, from 1). */
export const categoryOf = (title: string): number => CATEGORIES.findIndex(([, , , test]) => test.test(title)) + 1;

/** Products of the programme's brands that the demo receipts do not carry (other sizes and flavours). */
const EXTRA_PRODUCTS: Array<[title: string, price: number, points: number]> = [
  ['Молоко Простоквашино 3,2% 930 мл', 9499, 10],
  ['Ряженка Простоквашино 3,2% 450 г', 7999, 10],
  ['Творог Простоквашино 9% 200 г', 12999, 10],
  ['Чай Greenfield Kenyan Sunrise 100 пак.', 38999, 10],
  ['Чай Greenfield Flying Dragon 100 пак.', 41999, 10],
  ['Кофе Jacobs Monarch растворимый 95 г', 39999, 15],
  ['Кофе Jacobs Millicano 75 г', 35999, 15],
  ['Напиток Добрый Апельсин 1,5 л', 11999, 5],
  ['Сок Добрый мультифрукт 1 л', 12999, 5],
  ['Шоколад Alpen Gold фундук 85 г', 9499, 5],
  ['Шоколад Alpen Gold Max Fun 150 г', 15999, 5],
  ['Средство для посуды Fairy Апельсин 900 мл', 34999, 10],
  ["Чипсы Lay's краб 140 г", 16999, 5],
  ["Чипсы Lay's сыр 225 г", 22999, 5],
];

/** A product's matches: the receipt-line words that name it (brand and kind), lower-case. */
function matchesOf(title: string): string[] {
  const words = title.toLowerCase().replace(/["«»]/g, '').split(/\s+/);
  return [words.slice(0, 2).join(' ')];
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** Appends the scaled rows to `data` (mutates it) and returns the catalogue and campaign rows. */
export function scaleDemoData(data: DemoData, now: Date, passwordHashes: string[], withCampaigns = true): CatalogueData {
  const prng = new Prng(SCALE_SEED);
  const todayMs = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const at = (ms: number) => new Date(ms);
  const setupAt = at(todayMs - 150 * DAY);
  const stamp = { createdAt: setupAt, updatedAt: setupAt };
  let hashIndex = 0;
  const nextHash = () => passwordHashes[hashIndex++ % passwordHashes.length] as string;
  const { cities, places, users, userCities, userPlaces } = data;

  // Places up to 400, more in big cities.
  const regionOf = new Map(cities.map((c) => [c.id, REGIONS[(c.regionId ?? 1) - 1]!]));
  const weights = cities.map((c) => {
    const seed = regionOf.get(c.id)!.cities.find(([title]) => title === c.title);
    return [c, seed?.[3] === 'big' ? 3 : 1] as const;
  });
  while (places.length < SCALE.places) {
    const id = places.length + 1;
    const city = prng.weighted(weights);
    const region = regionOf.get(city.id)!;
    const [chain, placeType, numbered] = prng.pick(CHAINS);
    const base = JSON.parse(String(city.location)) as { lat: number; lng: number };
    places.push({
      id,
      internalId: `TT-${pad(id, 6)}`,
      title: numbered ? `${chain} №${prng.int(1000, 9999)}` : chain,
      description: `${placeType}, ежедневно с 8:00 до 23:00`,
      address: `г. ${city.title}, ${prng.pick(STREETS)}, д. ${prng.int(1, 150)}`,
      inn: String(REGIONS.indexOf(region) + 50).slice(0, 2) + prng.digits(10),
      location: JSON.stringify({ lat: Math.round((base.lat + (prng.next() - 0.5) * 0.06) * 1e6) / 1e6, lng: Math.round((base.lng + (prng.next() - 0.5) * 0.06) * 1e6) / 1e6 }),
      image: null,
      cityId: city.id,
      campaignId: null,
      placeTypeId: PLACE_TYPES.indexOf(placeType) + 1,
      distributingFacilityId: null,
      blocked: id % 97 === 0,
      ...stamp,
    });
  }
  const placesByCity = new Map<number, number[]>();
  for (const place of places) placesByCity.set(place.cityId!, [...(placesByCity.get(place.cityId!) ?? []), place.id]);

  const template = users[users.length - 1]!;
  const person = (fields: Partial<typeof template>) => {
    const female = prng.chance(0.55);
    const created = at(todayMs - prng.int(30, 140) * DAY);
    return {
      ...template,
      id: users.length + 1,
      name: female ? prng.pick(FEMALE_NAMES) : prng.pick(MALE_NAMES),
      surname: female ? `${prng.pick(SURNAMES)}а` : prng.pick(SURNAMES),
      middleName: `${prng.pick(PATRONYMIC_ROOTS)}${female ? 'на' : 'ич'}`,
      email: null,
      passwordHash: nextHash(),
      phoneVerified: true,
      emailVerified: false,
      blocked: false,
      platform: 'web',
      avatar: null,
      cityId: null,
      placeId: null,
      inn: null,
      score: 0,
      pendingScore: 0,
      registrationConfirmed: false,
      registrationConfirmedAt: null,
      campaignId: null,
      createdAt: created,
      updatedAt: created,
      ...fields,
    };
  };
  const link = { assignedAt: setupAt, createdAt: setupAt, updatedAt: setupAt };

  // Regional managers: the one of the skeleton has Московская and Ленинградская области; the
  // others share the cities of the six other regions.
  const otherCities = cities.filter((c) => (c.regionId ?? 0) > 2);
  for (let i = 1; i < SCALE.regionalManagers; i++) {
    const user = person({ phone: `+79992000${pad(i, 3)}`, roleId: 2, inviterId: 1, email: `rm${i}@loyalty-demo.ru` });
    const own = otherCities.filter((_, k) => k % (SCALE.regionalManagers - 1) === i - 1);
    user.cityId = own[0]?.id ?? null;
    users.push(user);
    for (const city of own) userCities.push({ userId: user.id, cityId: city.id, createdAt: setupAt, updatedAt: setupAt });
  }
  const managerOfCity = new Map<number, number>();
  for (const { userId, cityId } of userCities) if (!managerOfCity.has(cityId)) managerOfCity.set(cityId, userId);

  // Sales reps: 3 to 6 places in the cities of one region each.
  for (let i = 1; i < SCALE.salesMen; i++) {
    const city = prng.pick(cities);
    const pool = cities.filter((c) => c.regionId === city.regionId).flatMap((c) => placesByCity.get(c.id) ?? []);
    const user = person({ phone: `+79993000${pad(i, 3)}`, roleId: 3, inviterId: managerOfCity.get(city.id) ?? 1, cityId: city.id, platform: prng.pick(['android', 'ios']) });
    users.push(user);
    userCities.push({ userId: user.id, cityId: city.id, createdAt: setupAt, updatedAt: setupAt }); // its city is one of its cities
    const own = new Set<number>();
    const want = Math.min(pool.length, prng.int(3, 6));
    while (own.size < want) own.add(prng.pick(pool));
    for (const placeId of own) userPlaces.push({ userId: user.id, placeId, assignedBy: user.inviterId, ...link });
  }

  // Vendors: every place of the scale gets some; a fifth are invited (no password yet), a few blocked.
  const vendorsBefore = users.filter((u) => u.roleId === 4).length;
  for (let i = 1; i <= SCALE.vendors - vendorsBefore; i++) {
    const place = places[(i - 1) % places.length]!;
    const invited = prng.chance(0.2);
    const user = person({
      phone: `+79994${pad(i, 6)}`,
      roleId: 4,
      inviterId: 1,
      cityId: place.cityId,
      placeId: place.id,
      passwordHash: invited ? null : nextHash(),
      phoneVerified: !invited,
      blocked: !invited && prng.chance(0.01),
      platform: prng.chance(0.7) ? 'android' : 'ios',
      inn: String(50 + ((place.cityId ?? 1) % 30)) + prng.digits(10),
      registrationConfirmed: !invited,
    });
    user.registrationConfirmedAt = invited ? null : at((user.createdAt as Date).getTime() + DAY);
    users.push(user);
    userPlaces.push({ userId: user.id, placeId: place.id, assignedBy: 1, ...link });
  }

  if (!withCampaigns) return { productCategories: [], products: [], campaigns: [], periods: [], plans: [], campaignProducts: [], periodProducts: [] };

  // The catalogue: every receipt line of the demo is a product, plus other SKUs of the brands.
  const productCategories = CATEGORIES.map(([title, score, recommendedPrice], i) => ({ id: i + 1, title, score, recommendedPrice, ...stamp }));
  const points = new Map<number, number>();
  const products: CatalogueData['products'] = [];
  const add = (title: string, price: number, score: number | undefined) => {
    const id = products.length + 1;
    products.push({
      id,
      title,
      shortTitle: title.split(' ').slice(0, 2).join(' '),
      matches: JSON.stringify(matchesOf(title)),
      exclusions: JSON.stringify([]),
      recommendedPrice: price,
      image: null,
      categoryId: categoryOf(title),
      ...stamp,
    });
    if (score) points.set(id, score);
    return id;
  };
  const productOfItem = new Map(CATALOGUE.map((item) => [item.name, add(item.name, item.price, item.points)]));
  for (const [title, price, score] of EXTRA_PRODUCTS) add(title, price, score);

  // Campaigns: one running over the demo tickets' 90 days and the next month, one finished, one to come.
  const campaign = (id: number, title: string, shortTitle: string, isActive: boolean, extra: Partial<Row<'campaigns'>> = {}): Row<'campaigns'> => ({
    id,
    title,
    shortTitle,
    description: `${title}: баллы за продажу товаров партнёров программы.`,
    isActive,
    taskNumber: `ЗАД-${2024 + id}-${pad(id * 7, 3)}`,
    ticketLifetime: 30,
    rulesLink: `https://loyalty-demo.ru/campaigns/${id}/rules.pdf`,
    guideLink: `https://loyalty-demo.ru/campaigns/${id}/guide.pdf`,
    exclusions: JSON.stringify(['пакет']),
    matches: JSON.stringify([]),
    miniature: null,
    placeScoreLimit: null,
    ticketSalesLimit: null,
    userScoreLimit: null,
    ...stamp,
    ...extra,
  });
  const campaigns = [
    campaign(1, 'Большая корзина', 'Корзина', true),
    campaign(2, 'Летний сезон', 'Лето', false),
    campaign(3, 'Новогодний марафон', 'Новый год', true, { placeScoreLimit: 20000, userScoreLimit: 5000 }),
  ];
  const periods: CatalogueData['periods'] = [];
  const period = (campaignId: number, startMs: number, days: number, note: string, requiresRegistration = false) =>
    periods.push({
      id: periods.length + 1,
      startDate: at(startMs),
      endDate: at(startMs + days * DAY - 1000),
      note,
      placeScoreLimit: null,
      ticketSalesLimit: null,
      userScoreLimit: null,
      requiresRegistration,
      campaignId,
      ...stamp,
    });
  for (let k = 0; k < 4; k++) period(1, todayMs - (90 - 30 * k) * DAY, 30, `Этап ${k + 1}`);
  period(2, todayMs - 240 * DAY, 45, 'Июнь — июль');
  period(2, todayMs - 195 * DAY, 45, 'Июль — август');
  period(3, todayMs + 30 * DAY, 30, 'Декабрь', true);
  period(3, todayMs + 60 * DAY, 30, 'Январь', true);

  const campaignProducts: CatalogueData['campaignProducts'] = [];
  const periodProducts: CatalogueData['periodProducts'] = [];
  const brandProducts = products.filter((p) => points.has(p.id));
  for (const c of campaigns) {
    const chosen = c.id === 2 ? brandProducts.filter((p) => p.categoryId === 3 || p.categoryId === 5) : brandProducts;
    for (const product of chosen) {
      const cp = {
        id: campaignProducts.length + 1,
        score: points.get(product.id)!,
        bonusScore: Math.ceil(points.get(product.id)! / 2),
        campaignId: c.id,
        productId: product.id,
        ...stamp,
      };
      campaignProducts.push(cp);
      for (const p of periods.filter((x) => x.campaignId === c.id)) {
        periodProducts.push({
          id: periodProducts.length + 1,
          score: cp.score,
          bonusScore: cp.bonusScore,
          campaignId: c.id,
          periodId: p.id,
          productId: product.id,
          campaignProductId: cp.id,
          ...stamp,
        });
      }
    }
  }

  // A plan per place and period.
  const plans: CatalogueData['plans'] = [];
  const planOf = new Map<string, CatalogueData['plans'][number]>();
  for (const p of periods) {
    for (const place of places) {
      const plan = { id: plans.length + 1, plan: prng.int(2, 12) * 10, fact: 0, placeId: place.id, periodId: p.id, campaignId: p.campaignId, ...stamp };
      plans.push(plan);
      planOf.set(`${p.id}:${place.id}`, plan);
    }
  }

  // Demo tickets: processed ones belong to the campaign period of their date; items name products.
  const current = periods.filter((p) => p.campaignId === 1);
  for (const ticket of data.tickets) {
    if (ticket.status !== 'processed') continue;
    const time = (ticket.dateTime as Date).getTime();
    const p = current.find((x) => (x.startDate as Date).getTime() <= time && time <= (x.endDate as Date).getTime());
    if (!p) continue;
    const plan = planOf.get(`${p.id}:${ticket.placeId}`)!;
    ticket.campaignId = 1;
    ticket.periodId = p.id;
    ticket.planId = plan.id;
    plan.fact = Math.round((Number(plan.fact) + Number(ticket.totalSales ?? 0)) * 1000) / 1000;
  }
  // Matching happens at processing: the brand lines of processed tickets name their products.
  const processed = new Set(data.tickets.filter((t) => t.status === 'processed').map((t) => t.id));
  for (const item of data.ticketItems) {
    const productId = productOfItem.get(item.name);
    if (processed.has(item.ticketId) && productId !== undefined && points.has(productId)) item.productId = productId;
  }

  return { productCategories, products, campaigns, periods, plans, campaignProducts, periodProducts };
}
