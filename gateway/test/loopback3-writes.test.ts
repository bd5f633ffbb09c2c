// The gateway in front of a REAL LoopBack 3 application (issue 14; the setup in loopback3-suite.ts): the stock
// create, update and delete of each screen.
import { describe, expect, it } from 'vitest';
import {
  AddCampaignProductDocument,
  CreateAdmEntityDocument,
  CreateCampaignDocument,
  CreateCityDocument,
  CreatePeriodDocument,
  CreatePeriodProductDocument,
  CreatePlaceDocument,
  CreatePlaceTypeDocument,
  CreatePlanDocument,
  CreateProductCategoryDocument,
  CreateProductDocument,
  CreateRegionDocument,
  DeleteAdmEntityDocument,
  DeleteCampaignDocument,
  DeleteCityDocument,
  DeletePeriodDocument,
  DeletePlaceTypeDocument,
  DeleteProductCategoryDocument,
  DeleteProductDocument,
  DeleteRegionDocument,
  RemoveCampaignProductDocument,
  UpdateAdmEntityDocument,
  UpdateCampaignDocument,
  UpdateCampaignProductDocument,
  UpdateCityDocument,
  UpdatePeriodDocument,
  UpdatePeriodProductDocument,
  UpdatePlaceDocument,
  UpdatePlaceTypeDocument,
  UpdatePlanDocument,
  UpdateProductCategoryDocument,
  UpdateProductDocument,
  UpdateRegionDocument,
  UpdateUserDocument,
} from '../../web/src/__generated__/graphql';
import { describeLoopback3, ADMIN_MAY, statusOf, stamp, num, periodOf, type Row } from './loopback3-suite';

describeLoopback3('loopback3-writes.test.ts', { signedIn: true }, (suite) => {
  const { ok, rows, journalOf } = suite;

  describe('the stock create, update and delete of each screen', () => {
    const one = async (text: string, values: unknown[] = []) => (await rows<Row>(text, values))[0];

    for (const [table, create, update, remove, key] of [
      ['regions', CreateRegionDocument, UpdateRegionDocument, DeleteRegionDocument, 'removed'],
      ['place_types', CreatePlaceTypeDocument, UpdatePlaceTypeDocument, DeletePlaceTypeDocument, 'removed'],
      ['adm_entities', CreateAdmEntityDocument, UpdateAdmEntityDocument, DeleteAdmEntityDocument, 'removed'],
    ] as const) {
      it(`creates, renames and deletes a row of ${table}`, async () => {
        const { saved } = await ok<{ saved: { id: number; title: string } }>(create, { input: { title: '  Проверочная запись ' } });
        expect(await one(`select id, title from ${table} where id = $1`, [saved.id])).toEqual(saved);
        expect(saved.title).toMatch(/Проверочная запись/);
        const renamed = await ok<{ saved: { id: number; title: string } }>(update, { id: saved.id, input: { title: 'Переименованная запись' } });
        expect(renamed.saved).toEqual(await one(`select id, title from ${table} where id = $1`, [saved.id]));
        expect(renamed.saved.title).toBe('Переименованная запись');
        const removed = await ok<Record<string, boolean>>(remove, { id: saved.id });
        expect(Object.values(removed)).toEqual([true]);
        expect(await rows(`select id from ${table} where id = $1`, [saved.id])).toEqual([]);
        void key;
      });
    }

    it('creates, edits and deletes a city', async () => {
      const { createCity } = await ok<{ createCity: Row & { id: number } }>(CreateCityDocument, {
        input: { title: 'Проверочный', regionId: 1, admEntityId: 1, timeZone: 'Europe/Moscow', location: { lat: 55.5, lng: 37.25 } },
      });
      const expected = async () => {
        const c = (await one(
          `select c.id, c.title, c.time_zone, c.location, r.id as rid, r.title as rtitle, a.id as aid, a.title as atitle from cities c
             left join regions r on r.id = c.region_id left join adm_entities a on a.id = c.adm_entity_id where c.id = $1`,
          [createCity.id],
        ))!;
        return {
          id: c.id,
          title: c.title,
          timeZone: c.time_zone,
          region: { id: c.rid, title: c.rtitle },
          admEntity: c.aid == null ? null : { id: c.aid, title: c.atitle },
          location: c.location,
        };
      };
      expect(createCity).toEqual(await expected());
      expect(createCity.location).toEqual({ lat: 55.5, lng: 37.25 });
      const { updateCity } = await ok<{ updateCity: Row }>(UpdateCityDocument, {
        id: createCity.id,
        input: { title: 'Проверочный-2', regionId: 2, location: { lat: 59.9, lng: 30.3 } },
      });
      expect(updateCity).toEqual(await expected());
      expect(updateCity).toMatchObject({ title: 'Проверочный-2', region: { id: 2 }, location: { lat: 59.9, lng: 30.3 } });
      expect(await ok(DeleteCityDocument, { id: createCity.id })).toEqual({ deleteCity: true });
      expect(await rows('select id from cities where id = $1', [createCity.id])).toEqual([]);
    });

    it('creates, edits and deletes a product category and a product', async () => {
      const { createProductCategory: category } = await ok<{ createProductCategory: Row & { id: number } }>(CreateProductCategoryDocument, {
        input: { title: 'Проверочная категория', score: 7, recommendedPrice: 12345 },
      });
      const categoryRow = async () => {
        const r = (await one('select id, title, score, recommended_price from product_categories where id = $1', [category.id]))!;
        return { id: r.id, title: r.title, score: r.score, recommendedPrice: num(r.recommended_price) };
      };
      expect(category).toEqual(await categoryRow());
      const { updateProductCategory } = await ok<{ updateProductCategory: Row }>(UpdateProductCategoryDocument, { id: category.id, input: { score: 9 } });
      expect(updateProductCategory).toEqual(await categoryRow());
      expect(updateProductCategory.score).toBe(9);

      const { createProduct: product } = await ok<{ createProduct: Row & { id: number } }>(CreateProductDocument, {
        input: { title: 'Проверочный товар 1 л', shortTitle: 'Товар', matches: ['проверочный товар'], exclusions: ['уценка'], recommendedPrice: 4990, categoryId: category.id },
      });
      const productRow = async () => {
        const r = (await one(
          `select p.id, p.title, p.short_title, p.recommended_price, p.matches, p.exclusions, c.id as cid, c.title as ctitle, c.score, c.recommended_price as crp
             from products p left join product_categories c on c.id = p.category_id where p.id = $1`,
          [product.id],
        ))!;
        return {
          id: r.id,
          title: r.title,
          shortTitle: r.short_title,
          recommendedPrice: num(r.recommended_price),
          matches: r.matches,
          exclusions: r.exclusions,
          category: r.cid == null ? null : { id: r.cid, title: r.ctitle, score: r.score, recommendedPrice: num(r.crp) },
        };
      };
      expect(product).toEqual(await productRow());
      expect(product).toMatchObject({ recommendedPrice: 4990, matches: ['проверочный товар'], category: { id: category.id, score: 9 } });
      const { updateProduct } = await ok<{ updateProduct: Row }>(UpdateProductDocument, { id: product.id, input: { recommendedPrice: 5990, categoryId: 1, matches: ['другой'] } });
      expect(updateProduct).toEqual(await productRow());
      expect(updateProduct).toMatchObject({ recommendedPrice: 5990, matches: ['другой'], category: { id: 1 } });

      expect(await ok(DeleteProductDocument, { id: product.id })).toEqual({ deleteProduct: true });
      expect(await ok(DeleteProductCategoryDocument, { id: category.id })).toEqual({ deleteProductCategory: true });
      expect(await rows('select id from products where id = $1 union all select id from product_categories where id = $2', [product.id, category.id])).toEqual([]);
    });

    it("creates and edits a campaign, its period, a plan and the campaign's and period's products, then deletes them", async () => {
      const { createCampaign: campaign } = await ok<{ createCampaign: { id: number; title: string } }>(CreateCampaignDocument, {
        input: { title: 'Проверочная акция', shortTitle: 'Проверка', isActive: false, ticketLifetime: 14, matches: ['проверка'], exclusions: [], placeScoreLimit: 500 },
      });
      expect(campaign).toEqual(await one('select id, title from campaigns where id = $1', [campaign.id]));
      const { updateCampaign } = await ok<{ updateCampaign: Row }>(UpdateCampaignDocument, {
        id: campaign.id,
        input: { description: 'Описание', isActive: true, userScoreLimit: 70 },
      });
      const c = (await one('select * from campaigns where id = $1', [campaign.id]))!;
      expect(updateCampaign).toEqual({
        id: campaign.id,
        miniature: null,
        title: c.title,
        shortTitle: c.short_title,
        description: 'Описание',
        isActive: true,
        taskNumber: c.task_number,
        ticketLifetime: 14,
        rulesLink: c.rules_link,
        guideLink: c.guide_link,
        exclusions: c.exclusions,
        matches: ['проверка'],
        placeScoreLimit: 500,
        ticketSalesLimit: c.ticket_sales_limit,
        userScoreLimit: 70,
        history: { items: await journalOf('Campaign', campaign.id) },
      });
      expect(c).toMatchObject({ description: 'Описание', is_active: true, user_score_limit: 70 });

      const { createPeriod: period } = await ok<{ createPeriod: Row & { id: number } }>(CreatePeriodDocument, {
        input: { campaignId: campaign.id, startDate: '2027-03-01T00:00:00.000Z', endDate: '2027-03-31T23:59:59.000Z', note: 'Проверочный этап', requiresRegistration: true },
      });
      const periodRow = async () => periodOf((await one('select * from periods where id = $1', [period.id]))!);
      expect(period).toEqual(await periodRow());
      expect(period).toMatchObject({ startDate: '2027-03-01T00:00:00.000Z', endDate: '2027-03-31T23:59:59.000Z', campaignId: campaign.id });
      const { updatePeriod } = await ok<{ updatePeriod: Row }>(UpdatePeriodDocument, { id: period.id, input: { note: 'Этап проверки', ticketSalesLimit: 30 } });
      expect(updatePeriod).toEqual({ ...(await periodRow()), history: { items: await journalOf('Period', period.id as number) } });
      expect(updatePeriod).toMatchObject({ note: 'Этап проверки', ticketSalesLimit: 30 });

      const [place] = await rows<{ id: number }>('select id from places order by id limit 1');
      const { createPlan: plan } = await ok<{ createPlan: Row & { id: number } }>(CreatePlanDocument, {
        input: { placeId: place!.id, periodId: period.id, plan: 42, campaignId: campaign.id },
      });
      const planRow = async () => {
        const p = (await one('select id, plan, fact, place_id, period_id from plans where id = $1', [plan.id]))!;
        return { id: p.id, plan: p.plan, fact: Number(p.fact), placeId: p.place_id, periodId: p.period_id };
      };
      expect(plan).toEqual(await planRow());
      const { updatePlan } = await ok<{ updatePlan: Row }>(UpdatePlanDocument, { id: plan.id, input: { plan: 77 } });
      expect(updatePlan).toEqual(await planRow());
      expect(updatePlan.plan).toBe(77);

      const [product] = await rows<{ id: number }>('select id from products order by id limit 1');
      const { createCampaignProduct: cp } = await ok<{ createCampaignProduct: Row & { id: number } }>(AddCampaignProductDocument, {
        input: { campaignId: campaign.id, productId: product!.id, score: 5, bonusScore: 2 },
      });
      const cpRow = async () => {
        const r = (await one('select id, score, bonus_score, product_id from campaign_products where id = $1', [cp.id]))!;
        return { id: r.id, score: r.score, bonusScore: r.bonus_score, productId: r.product_id };
      };
      expect(cp).toEqual(await cpRow());
      const { updateCampaignProduct } = await ok<{ updateCampaignProduct: Row }>(UpdateCampaignProductDocument, { id: cp.id, input: { score: 6 } });
      const { productId: _productId, ...cpUpdated } = await cpRow();
      expect(updateCampaignProduct).toEqual(cpUpdated);
      expect(updateCampaignProduct.score).toBe(6);

      const { createPeriodProduct: pp } = await ok<{ createPeriodProduct: Row & { id: number } }>(CreatePeriodProductDocument, {
        input: { periodId: period.id, productId: product!.id, campaignProductId: cp.id, score: 4, bonusScore: 1 },
      });
      const ppRow = async () => {
        const r = (await one('select id, score, bonus_score, period_id from period_products where id = $1', [pp.id]))!;
        return { id: r.id, score: r.score, bonusScore: r.bonus_score, periodId: r.period_id };
      };
      expect(pp).toEqual(await ppRow());
      const { updatePeriodProduct } = await ok<{ updatePeriodProduct: Row }>(UpdatePeriodProductDocument, { id: pp.id, input: { bonusScore: 3 } });
      expect(updatePeriodProduct).toEqual(await ppRow());
      expect(updatePeriodProduct.bonusScore).toBe(3);

      expect(await ok(RemoveCampaignProductDocument, { id: cp.id })).toEqual({ deleteCampaignProduct: true });
      expect(await rows('select id from campaign_products where id = $1', [cp.id])).toEqual([]);
      expect(await ok(DeletePeriodDocument, { id: period.id })).toEqual({ deletePeriod: true });
      expect(await ok(DeleteCampaignDocument, { id: campaign.id })).toEqual({ deleteCampaign: true });
      expect(await rows('select id from periods where id = $1 union all select id from campaigns where id = $2', [period.id, campaign.id])).toEqual([]);
    });

    it('creates a place and edits it (UpdatePlace)', async () => {
      const { createPlace } = await ok<{ createPlace: { id: number; title: string } }>(CreatePlaceDocument, {
        input: { title: 'Проверочная точка', cityId: 1, address: 'ул. Проверочная, 1', placeTypeId: 1 },
      });
      expect(createPlace).toEqual(await one('select id, title from places where id = $1', [createPlace.id]));
      const { updatePlace } = await ok<{ updatePlace: Row }>(UpdatePlaceDocument, {
        id: createPlace.id,
        input: { title: 'Точка после правки', blocked: true, inn: '500100732259', placeTypeId: 2, location: { lat: 55.75, lng: 37.61 } },
      });
      const p = (await one(
        `select p.*, c.title as ctitle, t.title as ttitle from places p left join cities c on c.id = p.city_id left join place_types t on t.id = p.place_type_id where p.id = $1`,
        [createPlace.id],
      ))!;
      expect(updatePlace).toEqual({
        id: createPlace.id,
        title: 'Точка после правки',
        description: p.description,
        address: 'ул. Проверочная, 1',
        inn: '500100732259',
        internalId: p.internal_id,
        cityId: 1,
        city: { id: 1, title: p.ctitle },
        placeTypeId: 2,
        placeType: { id: 2, title: p.ttitle },
        campaignId: null,
        campaign: null,
        distributingFacilityId: null,
        blocked: true,
        image: null,
        location: { lat: 55.75, lng: 37.61 },
        history: { items: await journalOf('Place', createPlace.id) },
        updatedAt: stamp(p.updated_at),
        can: ADMIN_MAY.place,
      });
      expect(p).toMatchObject({ title: 'Точка после правки', blocked: true, inn: '500100732259', place_type_id: 2, location: { lat: 55.75, lng: 37.61 } });
      // The edit's history names the place types it changed from and to, as LoopBack's table titles them.
      const types = await rows<{ id: number; title: string }>('select id, title from place_types where id in (1, 2) order by id');
      const edit = (updatePlace.history as { items: { action: string; references: { field: string; id: number; model: string; name: string | null }[] }[] }).items[0]!;
      expect(edit.action).toBe('update');
      expect(edit.references).toEqual(types.map((t) => ({ field: 'placeTypeId', id: t.id, model: 'PlaceType', name: t.title, roleName: null, parentId: null })));
      await suite.db.query('delete from places where id = $1', [createPlace.id]);
    });

    it("edits a person, their cities included (UpdateUser): LoopBack's user_cities rows", async () => {
      const [u] = await rows<{ id: number }>("select u.id from users u join roles r on r.id = u.role_id where r.name = 'regionalManager' order by u.id limit 1");
      const { updateUser } = await ok<{ updateUser: Row }>(UpdateUserDocument, {
        id: u!.id,
        input: { middleName: 'Проверочное', email: 'check@loyalty-demo.ru', cityIds: [2, 1] },
      });
      const r = (await one('select * from users where id = $1', [u!.id]))!;
      const role = (await one('select id, name, title from roles where id = $1', [r.role_id]))!;
      const cities = await rows<Row>('select c.id, c.title from user_cities uc join cities c on c.id = uc.city_id where uc.user_id = $1 order by c.id', [u!.id]);
      expect(cities.map((c) => c.id)).toEqual([1, 2]);
      expect({
        ...updateUser,
        cityIds: [...(updateUser.cityIds as number[])].sort(),
        cities: [...(updateUser.cities as Row[])].sort((a, b) => (a.id as number) - (b.id as number)),
      }).toEqual({
        id: u!.id,
        name: r.name,
        surname: r.surname,
        middleName: 'Проверочное',
        phone: r.phone,
        email: 'check@loyalty-demo.ru',
        phoneVerified: r.phone_verified,
        blocked: r.blocked,
        status: statusOf(r),
        // The list's city comes with the answer, so the list updates too (issue 22).
        cityId: r.city_id,
        city: r.city_id === null ? null : await one('select id, title from cities where id = $1', [r.city_id]),
        cityIds: [1, 2],
        cities,
        avatar: null,
        // The person page's fragment: what the page shows comes with the answer (issue 28).
        roleName: role.name,
        role,
        placeId: r.place_id,
        score: r.score,
        pendingScore: r.pending_score,
        history: { items: await journalOf('User', u!.id) },
        updatedAt: stamp(r.updated_at),
        can: ADMIN_MAY.person,
      });
      expect(r).toMatchObject({ middle_name: 'Проверочное', email: 'check@loyalty-demo.ru' });
    });
  });
});
