// The gateway in front of a REAL LoopBack 3 application (issue 14; the setup in loopback3-suite.ts): the read
// routes of each screen, part 1: the selectors' lists, the dictionaries, cities, campaigns and the plans grid.
import { describe, expect, it } from 'vitest';
import type { DocumentNode } from 'graphql';
import {
  LookupCampaignsDocument,
  LookupCitiesDocument,
  LookupPeriodsDocument,
  LookupPlacesDocument,
  LookupPlaceTypesDocument,
  LookupRegionsDocument,
  LookupUsersDocument,
  AdmEntitiesRouteDocument,
  AdmEntityRouteDocument,
  CampaignRouteDocument,
  CampaignUsageDocument,
  CityRouteDocument,
  CitySelectAdmEntitiesDocument,
  CitySelectRegionsDocument,
  CityUsageDocument,
  PeriodRouteDocument,
  PlaceTypeEditorDocument,
  PlaceTypesRouteDocument,
  PlacesRegionCitiesDocument,
  PlansGridPlacesDocument,
  PlansGridRegionCitiesDocument,
  ProductCategoriesSearchDocument,
  RegionRouteDocument,
  RegionUsageDocument,
  RegionsRouteDocument,
  TicketEditorLineProductsDocument,
  TicketEditorProductsDocument,
} from '../../web/src/__generated__/graphql';
import { describeLoopback3, num, iso, periodOf, type Row } from './loopback3-suite';

describeLoopback3('loopback3-selectors.test.ts', { signedIn: true }, ({ ok, rows }) => {
  describe('the read routes of each screen', () => {
    const titled = (r: Row) => ({ id: r.id, title: r.title });
    // The place pickers tell places apart by their address and city (issue 25).
    const placeWithCity = (r: Row) => ({ id: r.id, title: r.title, address: r.address, city: r.city_id === null ? null : { id: r.city_id, title: r.city_title } });

    // [document, variables, path to the items in the answer, SQL of the expected rows, row → item]
    const lists: [DocumentNode, Record<string, unknown>, string, string, (r: Row) => unknown][] = [
      [CitySelectRegionsDocument, { search: 'ская', pageSize: 5 }, 'regions', "select id, title from regions where title ilike '%ская%' order by title, id limit 5", titled],
      [LookupRegionsDocument, { pageSize: 50 }, 'regions', 'select id, title from regions order by title, id', titled],
      [LookupRegionsDocument, { search: 'обл', pageSize: 50 }, 'regions', "select id, title from regions where title ilike '%обл%' order by title, id", titled],
      [
        CitySelectAdmEntitiesDocument,
        { search: 'федерал', pageSize: 3 },
        'admEntities',
        "select id, title from adm_entities where title ilike '%федерал%' order by title, id limit 3",
        titled,
      ],
      [LookupPlaceTypesDocument, { pageSize: 50 }, 'placeTypes', 'select id, title from place_types order by title, id', titled],
      [LookupCitiesDocument, { search: 'ск', pageSize: 10 }, 'cities', "select id, title from cities where title ilike '%ск%' order by title, id limit 10", titled],
      [LookupCitiesDocument, { where: { regionId: { eq: 1 } }, pageSize: 100 }, 'cities', 'select id, title from cities where region_id = 1 order by title, id', titled],
      [PlansGridRegionCitiesDocument, { regionId: 2 }, 'cities', 'select id from cities where region_id = 2 order by title, id', (r) => ({ id: r.id })],
      [PlacesRegionCitiesDocument, { regionId: 1 }, 'cities', 'select id from cities where region_id = 1 order by title, id', (r) => ({ id: r.id })],
      [LookupCampaignsDocument, { pageSize: 10 }, 'campaigns', 'select id, title from campaigns order by id desc', titled],
      [
        LookupCampaignsDocument,
        { search: 'а', pageSize: 10, orderBy: [{ field: 'title', direction: 'ASC' }] },
        'campaigns',
        "select id, title from campaigns where title ilike '%а%' order by title, id",
        titled,
      ],
      [
        LookupPeriodsDocument,
        { where: { campaignId: { eq: 2 } }, pageSize: 10 },
        'periods',
        'select id, start_date, end_date from periods where campaign_id = 2 order by start_date desc, id desc limit 10',
        (r) => ({ id: r.id, startDate: iso(r.start_date), endDate: iso(r.end_date) }),
      ],
      [
        LookupPlacesDocument,
        { search: 'Пятёр', pageSize: 10 },
        'places',
        "select p.id, p.title, p.address, c.id as city_id, c.title as city_title from places p left join cities c on c.id = p.city_id where p.title ilike '%Пятёр%' or p.address ilike '%Пятёр%' or p.internal_id ilike '%Пятёр%' or p.inn ilike '%Пятёр%' order by p.title, p.id limit 10",
        placeWithCity,
      ],
      [
        LookupPlacesDocument,
        { search: 'TT-00001', pageSize: 10 },
        'places',
        "select p.id, p.title, p.address, c.id as city_id, c.title as city_title from places p left join cities c on c.id = p.city_id where p.title ilike '%TT-00001%' or p.address ilike '%TT-00001%' or p.internal_id ilike '%TT-00001%' or p.inn ilike '%TT-00001%' order by p.title, p.id limit 10",
        placeWithCity,
      ],
      [
        LookupUsersDocument,
        { search: 'ова', pageSize: 8 },
        'users',
        "select id, name, surname, phone from users where name ilike '%ова%' or surname ilike '%ова%' or phone ilike '%ова%' or email ilike '%ова%' order by id desc limit 8",
        (r) => r,
      ],
      [
        ProductCategoriesSearchDocument,
        { pageSize: 50 },
        'productCategories',
        'select id, title, score, recommended_price from product_categories order by title, id',
        (r) => ({ id: r.id, title: r.title, score: r.score, recommendedPrice: num(r.recommended_price) }),
      ],
      [
        TicketEditorProductsDocument,
        { search: 'мл', pageSize: 10 },
        'products',
        `select p.id, p.title, p.recommended_price, c.id as cid, c.score, c.recommended_price as crp from products p left join product_categories c on c.id = p.category_id
         where p.title ilike '%мл%' order by p.title, p.id limit 10`,
        (r) => ({
          id: r.id,
          title: r.title,
          recommendedPrice: num(r.recommended_price),
          category: r.cid == null ? null : { id: r.cid, score: r.score, recommendedPrice: num(r.crp) },
        }),
      ],
      [
        TicketEditorLineProductsDocument,
        { ids: [3, 1, 7] },
        'products',
        `select p.id, p.title, p.recommended_price, c.id as cid, c.score, c.recommended_price as crp from products p left join product_categories c on c.id = p.category_id
         where p.id in (1, 3, 7) order by p.title, p.id`,
        (r) => ({
          id: r.id,
          title: r.title,
          recommendedPrice: num(r.recommended_price),
          category: r.cid == null ? null : { id: r.cid, score: r.score, recommendedPrice: num(r.crp) },
        }),
      ],
    ];
    for (const [doc, variables, key, text, map] of lists) {
      const name = (doc.definitions[0] as { name?: { value: string } }).name!.value;
      it(`${name}: the selector's items are the database's rows`, async () => {
        const data = await ok<Record<string, { items: unknown[] }>>(doc, variables);
        const expected = (await rows(text)).map(map);
        expect(expected.length).toBeGreaterThan(0);
        expect(data[key]!.items).toEqual(expected);
      });
    }

    for (const [doc, table] of [
      [RegionsRouteDocument, 'regions'],
      [AdmEntitiesRouteDocument, 'adm_entities'],
      [PlaceTypesRouteDocument, 'place_types'],
    ] as const) {
      it(`lists ${table} (page 2 by title, and a search) and opens one`, async () => {
        const all = await rows<{ id: number; title: string }>(`select id, title from ${table} order by title, id`);
        const { list } = await ok<{ list: { items: unknown[]; total: number } }>(doc, { page: 2, pageSize: 3 });
        expect(list).toEqual({ items: all.slice(3, 6), total: all.length });
        const found = await ok<{ list: { items: unknown[]; total: number } }>(doc, { search: 'ск', page: 1, pageSize: 50 });
        const matching = await rows(`select id, title from ${table} where title ilike '%ск%' order by title, id`);
        expect(found.list).toEqual({ items: matching, total: matching.length });
        const one = all[1]!;
        const editor = { regions: RegionRouteDocument, adm_entities: AdmEntityRouteDocument, place_types: PlaceTypeEditorDocument }[table];
        expect(await ok(editor, { id: one.id })).toEqual({ item: one });
      });
    }

    it('opens a city with its region, administrative entity and location (CityRoute)', async () => {
      const [c] = await rows<Row>(
        `select c.id, c.title, c.time_zone, c.location, r.id as rid, r.title as rtitle, a.id as aid, a.title as atitle
           from cities c left join regions r on r.id = c.region_id left join adm_entities a on a.id = c.adm_entity_id where c.region_id is not null order by c.id desc limit 1`,
      );
      const { city } = await ok<{ city: unknown }>(CityRouteDocument, { id: c!.id });
      const location = c!.location as { lat: number; lng: number } | null;
      expect(city).toEqual({
        id: c!.id,
        title: c!.title,
        timeZone: c!.time_zone,
        region: { id: c!.rid, title: c!.rtitle },
        admEntity: c!.aid == null ? null : { id: c!.aid, title: c!.atitle },
        location: location && { lat: location.lat, lng: location.lng },
      });
    });

    it('counts what uses a region, a city and a campaign (the delete dialogs)', async () => {
      const [region] = await rows<{ region_id: number; n: string }>(
        'select region_id, count(*) as n from cities where region_id is not null group by region_id order by 2 desc limit 1',
      );
      expect(await ok(RegionUsageDocument, { id: region!.region_id })).toEqual({ usage: { total: Number(region!.n) } });
      const [city] = await rows<{ city_id: number; n: string }>('select city_id, count(*) as n from places where city_id is not null group by city_id order by 2 desc limit 1');
      expect(await ok(CityUsageDocument, { id: city!.city_id })).toEqual({ places: { total: Number(city!.n) } });
      const [campaign] = await rows<{ id: number; n: string }>(
        'select c.id, count(p.id) as n from campaigns c left join places p on p.campaign_id = c.id group by c.id order by 2 desc, 1 limit 1',
      );
      expect(await ok(CampaignUsageDocument, { id: campaign!.id })).toEqual({ places: { total: Number(campaign!.n) } });
    });

    it('opens a campaign with its periods (CampaignRoute) and a period (PeriodRoute)', async () => {
      const [c] = await rows<Row>('select * from campaigns order by id limit 1');
      const periods = await rows<Row>('select * from periods where campaign_id = $1', [c!.id]);
      const { campaign } = await ok<{ campaign: Row & { periods: Row[] } }>(CampaignRouteDocument, { id: c!.id });
      expect({ ...campaign, periods: [...campaign.periods].sort((a, b) => (a.id as number) - (b.id as number)) }).toEqual({
        id: c!.id,
        miniature: null,
        title: c!.title,
        shortTitle: c!.short_title,
        description: c!.description,
        isActive: c!.is_active,
        taskNumber: c!.task_number,
        ticketLifetime: c!.ticket_lifetime,
        rulesLink: c!.rules_link,
        guideLink: c!.guide_link,
        exclusions: c!.exclusions,
        matches: c!.matches,
        placeScoreLimit: c!.place_score_limit,
        ticketSalesLimit: c!.ticket_sales_limit,
        userScoreLimit: c!.user_score_limit,
        periods: periods
          .sort((a, b) => (a.id as number) - (b.id as number))
          .map((p) => ({ id: p.id, startDate: iso(p.start_date), endDate: iso(p.end_date), note: p.note, requiresRegistration: p.requires_registration })),
      });
      expect(c!.miniature).toBeNull();
      const p = periods[1]!;
      const data = await ok(PeriodRouteDocument, { campaignId: c!.id, periodId: p.id, withPeriod: true });
      expect(data).toEqual({
        campaign: { id: c!.id, title: c!.title, placeScoreLimit: c!.place_score_limit, ticketSalesLimit: c!.ticket_sales_limit, userScoreLimit: c!.user_score_limit },
        // A period of the campaign's (`campaign_id` is its id).
        period: periodOf(p),
      });
    });

    it("answers the plans grid: places by title with their city's region name and each place's plan in the period, in one request", async () => {
      const [period] = await rows<{ period_id: number }>('select period_id from plans group by period_id order by count(*) desc limit 1');
      const periodId = period!.period_id;
      const { places } = await ok<{ places: { items: Row[]; total: number } }>(PlansGridPlacesDocument, { where: { cityId: { eq: 1 } }, page: 1, pageSize: 6, periodId });
      const expected = await rows<Row>(
        `select p.id, p.title, p.address, c.id as cid, c.title as ctitle, r.title as rtitle from places p
           left join cities c on c.id = p.city_id left join regions r on r.id = c.region_id where p.city_id = 1 order by p.title, p.id`,
      );
      const placeIds = expected.slice(0, 6).map((r) => r.id as number);
      const plans = await rows<Row>('select id, plan, fact, place_id, period_id from plans where period_id = $1 and place_id = any($2) order by id', [periodId, placeIds]);
      const planOf = (placeId: unknown) => {
        const r = plans.find((p) => p.place_id === placeId);
        return r ? { id: r.id, plan: r.plan, fact: Number(r.fact), placeId: r.place_id, periodId: r.period_id } : null;
      };
      expect(places).toEqual({
        items: expected.slice(0, 6).map((r) => ({ id: r.id, title: r.title, address: r.address, city: { id: r.cid, title: r.ctitle, regionName: r.rtitle }, plan: planOf(r.id) })),
        total: expected.length,
      });
    });
  });
});
