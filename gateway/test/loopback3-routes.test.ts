// The gateway in front of a REAL LoopBack 3 application (issue 14; the setup in loopback3-suite.ts): the read
// routes of each screen, part 2: products, campaign products, places, people, ticket corrections, exports.
import { describe, expect, it } from 'vitest';
import {
  AdmEntityUsageDocument,
  CampaignProductsDocument,
  PeriodProductsDocument,
  PersonPlacesDocument,
  PersonRouteDocument,
  PlaceRouteDocument,
  PlaceTicketsDocument,
  PlaceTypeUsageDocument,
  ProductCategoryEditorDocument,
  ProductCategoryUsageDocument,
  ProductRouteDocument,
  ProductsNotInCampaignDocument,
  TicketEditorUserDetailsDocument,
  TicketsExportDocument,
} from '../../web/src/__generated__/graphql';
import { describeLoopback3, loopback3, ADMIN_MAY, statusOf, stamp, num, iso, type Row } from './loopback3-suite';

/** A ticket row's list fields (`id, date_time, total_sum, score, status`) as the gateway answers them. */
const ticketOf = (t: Row) => ({
  id: t.id,
  dateTime: iso(t.date_time),
  totalSum: num(t.total_sum),
  score: t.score,
  status: (t.status as string).toUpperCase(),
  statusCode: t.status,
  statusTitle: loopback3.STATUS_TITLES[t.status as string],
});

describeLoopback3('loopback3-routes.test.ts', { signedIn: true }, ({ ok, rows, calls, regionalManagersOf }) => {
  describe('the read routes of each screen', () => {
    it('opens a product with its category (ProductRoute) and a category (ProductCategoryEditor)', async () => {
      const [r] = await rows<Row>(
        `select p.*, c.title as ctitle, c.score as cscore, c.recommended_price as crp from products p join product_categories c on c.id = p.category_id order by p.id limit 1`,
      );
      expect(await ok(ProductRouteDocument, { id: r!.id })).toEqual({
        product: {
          id: r!.id,
          image: null,
          title: r!.title,
          shortTitle: r!.short_title,
          recommendedPrice: num(r!.recommended_price),
          matches: r!.matches,
          exclusions: r!.exclusions,
          category: { id: r!.category_id, title: r!.ctitle, score: r!.cscore, recommendedPrice: num(r!.crp) },
        },
      });
      expect(await ok(ProductCategoryEditorDocument, { id: r!.category_id })).toEqual({
        productCategory: { id: r!.category_id, title: r!.ctitle, score: r!.cscore, recommendedPrice: num(r!.crp) },
      });
    });

    it("lists a campaign's products (CampaignProducts), those not in it (ProductsNotInCampaign) and a period's (PeriodProducts)", async () => {
      const [{ campaign_id: campaignId, period_id: periodId }] = (await rows<{ campaign_id: number; period_id: number }>(
        'select campaign_id, period_id from period_products group by 1, 2 order by count(*) desc limit 1',
      )) as [{ campaign_id: number; period_id: number }];
      const inCampaign = await rows<Row>(
        `select cp.id, cp.score, cp.bonus_score, cp.product_id, p.title, c.id as cid, c.score as cscore from campaign_products cp
           join products p on p.id = cp.product_id left join product_categories c on c.id = p.category_id where cp.campaign_id = $1 order by cp.id desc`,
        [campaignId],
      );
      const notIn = await rows<Row>('select id, title from products where id not in (select product_id from campaign_products where campaign_id = $1) order by title, id', [
        campaignId,
      ]);
      expect(notIn.length).toBeGreaterThan(0);
      const data = await ok<Row>(CampaignProductsDocument, { campaignId, page: 1, pageSize: 5 });
      expect(data).toEqual({
        campaignProducts: {
          items: inCampaign.slice(0, 5).map((r) => ({
            id: r.id,
            score: r.score,
            bonusScore: r.bonus_score,
            productId: r.product_id,
            product: { id: r.product_id, title: r.title, category: r.cid == null ? null : { id: r.cid, score: r.cscore } },
          })),
          total: inCampaign.length,
        },
        available: { total: notIn.length },
      });
      expect(await ok(ProductsNotInCampaignDocument, { campaignId, pageSize: 4 })).toEqual({ productsOfCampaign: { items: notIn.slice(0, 4) } });
      const periodProducts = await rows<Row>('select id, score, bonus_score, period_id, campaign_product_id from period_products where period_id = $1', [periodId]);
      const period = await ok<{ campaignProducts: { items: (Row & { periodProducts: Row[] })[]; total: number } }>(PeriodProductsDocument, {
        campaignId,
        periodId,
        page: 2,
        pageSize: 4,
      });
      expect(period.campaignProducts.total).toBe(inCampaign.length);
      expect(period.campaignProducts.items).toEqual(
        inCampaign.slice(4, 8).map((r) => ({
          id: r.id,
          score: r.score,
          bonusScore: r.bonus_score,
          productId: r.product_id,
          product: { id: r.product_id, title: r.title },
          periodProducts: periodProducts
            .filter((pp) => pp.campaign_product_id === r.id)
            .map((pp) => ({ id: pp.id, score: pp.score, bonusScore: pp.bonus_score, periodId: pp.period_id })),
        })),
      );
    });

    it('opens a place with its people (PlaceRoute) and its tickets (PlaceTickets)', async () => {
      const [{ place_id: id }] = (await rows<{ place_id: number }>('select place_id from user_places group by 1 order by count(*) desc, 1 limit 1')) as [{ place_id: number }];
      const [p] = await rows<Row>(
        `select p.*, c.title as ctitle, t.title as ttitle, cp.title as cptitle from places p left join cities c on c.id = p.city_id
           left join place_types t on t.id = p.place_type_id left join campaigns cp on cp.id = p.campaign_id where p.id = $1`,
        [id],
      );
      const people = await rows<Row>(
        `select u.id, u.name, u.surname, u.phone, r.name as "roleName", case when not u.phone_verified then 'INVITED' when u.blocked then 'BLOCKED' else 'ACTIVE' end as status from user_places up join users u on u.id = up.user_id
           left join roles r on r.id = u.role_id where up.place_id = $1 order by u.surname, u.id`,
        [id],
      );
      const tickets = await rows<Row>(
        `select t.id, t.date_time, t.total_sum, t.score, t.status, u.id as uid, u.name, u.surname, u.phone from tickets t left join users u on u.id = t.user_id
          where t.place_id = $1 order by t.date_time desc, t.id desc`,
        [id],
      );
      const data = { ...(await ok<{ place: Row }>(PlaceRouteDocument, { id })), ...(await ok<{ tickets: Row }>(PlaceTicketsDocument, { id })) };
      const location = p!.location as { lat: number; lng: number } | null;
      expect(data.place).toEqual({
        id,
        title: p!.title,
        description: p!.description,
        address: p!.address,
        inn: p!.inn,
        internalId: p!.internal_id,
        cityId: p!.city_id,
        city: p!.city_id == null ? null : { id: p!.city_id, title: p!.ctitle },
        placeTypeId: p!.place_type_id,
        placeType: p!.place_type_id == null ? null : { id: p!.place_type_id, title: p!.ttitle },
        campaignId: p!.campaign_id,
        campaign: p!.campaign_id == null ? null : { id: p!.campaign_id, title: p!.cptitle },
        distributingFacilityId: p!.distributing_facility_id,
        blocked: p!.blocked,
        image: null,
        location: location && { lat: location.lat, lng: location.lng },
        users: people,
        regionalManagers: await regionalManagersOf(id),
        updatedAt: stamp(p!.updated_at),
        can: ADMIN_MAY.place,
        // No audit trail in the programme's API: an empty history.
        history: { items: [] },
      });
      expect(people.length).toBeGreaterThan(1);
      expect(data.tickets).toEqual({
        items: tickets.slice(0, 12).map((t) => ({
          ...ticketOf(t),
          user: t.uid == null ? null : { id: t.uid, name: t.name, surname: t.surname, phone: t.phone },
        })),
        total: tickets.length,
      });
    });

    it('opens a person with their tickets (PersonRoute) and their places in and out (PersonPlaces)', async () => {
      const [{ user_id: id }] = (await rows<{ user_id: number }>(
        'select t.user_id from tickets t join user_places up on up.user_id = t.user_id group by 1 order by count(*) desc, 1 limit 1',
      )) as [{ user_id: number }];
      const [u] = await rows<Row>('select u.*, r.name as rname, r.title as rtitle from users u left join roles r on r.id = u.role_id where u.id = $1', [id]);
      const cities = await rows<Row>('select c.id, c.title from user_cities uc join cities c on c.id = uc.city_id where uc.user_id = $1 order by c.id', [id]);
      const tickets = await rows<Row>(
        `select t.id, t.date_time, t.total_sum, t.score, t.status, p.id as pid, p.title as ptitle from tickets t left join places p on p.id = t.place_id
          where t.user_id = $1 order by t.date_time desc, t.id desc limit 12`,
        [id],
      );
      const data = await ok<{ user: Row & { cityIds: number[]; cities: Row[] }; tickets: Row }>(PersonRouteDocument, { id, withTickets: true, withCities: true });
      expect({ ...data.user, cityIds: [...data.user.cityIds].sort((a, b) => a - b), cities: [...data.user.cities].sort((a, b) => (a.id as number) - (b.id as number)) }).toEqual({
        id,
        name: u!.name,
        surname: u!.surname,
        middleName: u!.middle_name,
        phone: u!.phone,
        email: u!.email,
        phoneVerified: u!.phone_verified,
        blocked: u!.blocked,
        status: statusOf(u!),
        roleName: u!.rname,
        role: { id: u!.role_id, name: u!.rname, title: u!.rtitle },
        avatar: null,
        cityIds: cities.map((c) => c.id),
        cities,
        placeId: u!.place_id,
        score: u!.score,
        pendingScore: u!.pending_score,
        updatedAt: stamp(u!.updated_at),
        can: ADMIN_MAY.person,
      });
      expect(data.tickets).toEqual({
        items: tickets.map((t) => ({
          ...ticketOf(t),
          place: t.pid == null ? null : { id: t.pid, title: t.ptitle },
        })),
      });

      const assigned = await rows('select p.id, p.title, p.address from places p where p.id in (select place_id from user_places where user_id = $1) order by p.title, p.id', [id]);
      const notAssigned = await rows(
        `select p.id, p.title, p.address from places p where p.id not in (select place_id from user_places where user_id = $1)
           and (p.title ilike '%Магнит%' or p.address ilike '%Магнит%' or p.internal_id ilike '%Магнит%' or p.inn ilike '%Магнит%') order by p.title, p.id`,
        [id],
      );
      const places = await ok(PersonPlacesDocument, { userId: id, inPage: 1, outSearch: 'Магнит', outPage: 2, pageSize: 3 });
      expect(places).toEqual({
        assigned: { items: assigned.slice(0, 3), total: assigned.length },
        notAssigned: { items: notAssigned.slice(3, 6), total: notAssigned.length },
      });
    });

    it("answers people's cityIds and placeIds through `fields` (user_cities and user_places, computed by LoopBack's loaded hook)", async () => {
      const data = await ok<{ managers: { items: unknown[] }; vendors: { items: unknown[] } }>(
        `query PeopleCitiesAndPlaces {
          managers: users(pageSize: 4, where: { roleName: { eq: "regionalManager" } }) { items { id cityIds cities { id title } } }
          vendors: users(pageSize: 4, where: { roleName: { eq: "vendor" } }) { items { id placeIds places { id title } } }
        }`,
      );
      const of = async (role: string, table: string, column: string, target: string) => {
        const people = await rows<{ id: number }>('select u.id from users u join roles r on r.id = u.role_id where r.name = $1 order by u.id desc limit 4', [role]);
        return Promise.all(
          people.map(async ({ id }) => {
            const linked = await rows<{ id: number; title: string }>(
              `select t.id, t.title from ${table} x join ${target} t on t.id = x.${column} where x.user_id = $1 order by t.id`,
              [id],
            );
            return { id, ids: linked.map((l) => l.id), linked };
          }),
        );
      };
      const managers = await of('regionalManager', 'user_cities', 'city_id', 'cities');
      expect(managers.some((m) => m.ids.length > 0)).toBe(true);
      expect(data.managers.items).toEqual(managers.map((m) => ({ id: m.id, cityIds: m.ids, cities: m.linked })));
      const vendors = await of('vendor', 'user_places', 'place_id', 'places');
      expect(vendors.some((v) => v.ids.length > 0)).toBe(true);
      expect(data.vendors.items).toEqual(vendors.map((v) => ({ id: v.id, placeIds: v.ids, places: v.linked })));
      // The gateway names them in `fields`; LoopBack keeps a hook's label that `fields` names. The two
      // aliased lists resolve in parallel, so their calls arrive in either order.
      const fields = calls.filter((c) => c.path === '/users').map((c) => JSON.parse(new URLSearchParams(c.search).get('filter')!).fields as string[]);
      expect(fields.sort((a, b) => a.join().localeCompare(b.join()))).toEqual([
        ['id', 'cityIds'],
        ['id', 'placeIds'],
      ]);
    });

    it("prefills a ticket correction with the fiscal details of the user's latest receipt (TicketEditorUserDetails)", async () => {
      const [t] = await rows<Row>(
        `select user_id, fiscal_drive_number as "fiscalDriveNumber", user_inn as "userInn", kkt_reg_id as "kktRegId", operator, ofd from tickets
          where user_id is not null and fiscal_drive_number is not null order by user_id, date_time desc, id desc limit 1`,
      );
      const { user_id: userId, ...details } = t!;
      expect(await ok(TicketEditorUserDetailsDocument, { userId })).toEqual({ ticketUserDetails: details });
    });

    it('counts what uses an administrative entity, a place type and a product category (the delete dialogs)', async () => {
      for (const [doc, table, column, key] of [
        [AdmEntityUsageDocument, 'cities', 'adm_entity_id', 'usage'],
        [PlaceTypeUsageDocument, 'places', 'place_type_id', 'usage'],
        [ProductCategoryUsageDocument, 'products', 'category_id', 'products'],
      ] as const) {
        const [used] = await rows<{ id: number; n: string }>(
          `select ${column} as id, count(*) as n from ${table} where ${column} is not null group by 1 order by 2 desc, 1 limit 1`,
        );
        expect(Number(used!.n)).toBeGreaterThan(0);
        expect(await ok(doc, { id: used!.id })).toEqual({ [key]: { total: Number(used!.n) } });
      }
    });

    it('exports the tickets of a place, newest first (TicketsExport)', async () => {
      const [{ place_id: placeId }] = (await rows<{ place_id: number }>(
        'select place_id from tickets where place_id is not null group by 1 order by count(*) desc, 1 limit 1',
      )) as [{ place_id: number }];
      const expected = await rows<Record<string, unknown>>(
        `select t.id, t.date_time, t.status, t.total_sum, t.score, t.fiscal_document_number, u.id as uid, u.name, u.surname, u.phone, p.title, p.address
           from tickets t left join users u on u.id = t.user_id join places p on p.id = t.place_id where t.place_id = $1 order by t.date_time desc, t.id desc`,
        [placeId],
      );
      const { tickets } = await ok<{ tickets: unknown }>(TicketsExportDocument, { where: { placeId: { eq: placeId } }, page: 1, pageSize: 100 });
      expect(tickets).toEqual({
        items: expected.map((t) => ({
          ...ticketOf(t),
          fiscalDocumentNumber: t.fiscal_document_number,
          user: t.uid == null ? null : { id: t.uid, name: t.name, surname: t.surname, phone: t.phone },
          place: { id: placeId, title: t.title, address: t.address },
        })),
        total: expected.length,
      });
    });
  });
});
