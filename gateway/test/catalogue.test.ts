import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { fileHarness } from './harness';

const s = fileHarness();

describe('catalogue and campaigns', () => {
  it('lists products with their category and campaigns with periods and plans', async () => {
    const res = await s.asAdmin(
      graphql(`
        query CatalogueProducts {
          products(pageSize: 100) {
            total
            items {
              title
              matches
              category {
                score
              }
            }
          }
          campaigns {
            items {
              id
              periods {
                id
                startDate
                campaign {
                  id
                }
                plans {
                  plan
                  fact
                  place {
                    id
                  }
                }
              }
            }
          }
        }
      `),
    );
    expect(res.body.errors).toBeUndefined();
    const { products, campaigns } = res.body.data!;
    expect(products.total).toBe(60);
    expect(products.items.every((p) => p.matches.length > 0 && p.category!.score >= 0)).toBe(true);
    expect(products.items.some((p) => p.category!.score > 0)).toBe(true);
    const titles = products.items.map((p) => p.title);
    // The API orders text by code point (C.UTF-8), like the database.
    expect([...titles].sort()).toEqual(titles);
    expect(campaigns.items).toHaveLength(3);
    for (const campaign of campaigns.items) {
      expect(campaign.periods.length).toBeGreaterThan(0);
      const starts = campaign.periods.map((p) => p.startDate);
      expect([...starts].sort()).toEqual(starts);
      expect(campaign.periods.every((p) => p.campaign!.id === campaign.id)).toBe(true);
    }
    expect(campaigns.items.some((c) => c.periods.some((p) => p.plans.length > 0))).toBe(true);
  });

  it('pages campaign products with their product, and splits products in and out of a campaign', async () => {
    const res = await s.asAdmin(
      graphql(`
        query CatalogueCampaignProducts {
          campaignProducts(campaignId: 1, pageSize: 100) {
            total
            items {
              id
              productId
              product {
                id
              }
            }
          }
          inside: productsOfCampaign(campaignId: 1, inCampaign: true, pageSize: 100) {
            total
            items {
              id
            }
          }
          outside: productsOfCampaign(campaignId: 1, inCampaign: false) {
            total
          }
          all: products {
            total
          }
        }
      `),
    );
    expect(res.body.errors).toBeUndefined();
    const d = res.body.data!;
    expect(d.campaignProducts.total).toBeGreaterThan(0);
    expect(d.campaignProducts.items.every((cp) => cp.product!.id === cp.productId)).toBe(true);
    const ids = d.campaignProducts.items.map((cp) => cp.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(new Set(d.inside.items.map((p) => p.id))).toEqual(new Set(d.campaignProducts.items.map((cp) => cp.productId)));
    expect(d.inside.total + d.outside.total).toBe(d.all.total);
  });

  it('resolves the relations of spec §3: ticket → plan, items → product; campaign → products; place → users by role', async () => {
    const res = await s.asAdmin(
      graphql(`
        query CatalogueTickets {
          tickets(where: { status: { eq: PROCESSED }, planId: { isNull: false } }, pageSize: 10) {
            items {
              planId
              placeId
              plan {
                id
                placeId
              }
              items {
                productId
                product {
                  id
                }
              }
            }
          }
          campaign(id: 1) {
            id
            products {
              campaignId
              product {
                id
              }
            }
          }
          place(id: 1) {
            id
            vendors: users(role: vendor) {
              roleName
              placeIds
            }
            everyone: users {
              roleName
            }
          }
        }
      `),
    );
    expect(res.body.errors).toBeUndefined();
    const { tickets, campaign, place } = res.body.data!;
    expect(tickets.items.length).toBeGreaterThan(0);
    for (const t of tickets.items) {
      expect(t.plan).toEqual({ id: t.planId, placeId: t.placeId });
      for (const item of t.items) expect(item.product?.id ?? null).toBe(item.productId);
    }
    expect(tickets.items.some((t) => t.items.some((i) => i.product))).toBe(true);
    expect(campaign.products.length).toBeGreaterThan(0);
    expect(campaign.products.every((cp) => cp.campaignId === 1 && cp.product!.id > 0)).toBe(true);
    expect(place.vendors.length).toBeGreaterThan(0);
    expect(place.vendors.every((u) => u.roleName === 'vendor' && u.placeIds.includes(1))).toBe(true);
    expect(place.everyone.length).toBeGreaterThanOrEqual(place.vendors.length);
  });

  it('creates a category and a product in it, then removes them', async () => {
    const category = await s.asAdmin(
      graphql(`
        mutation CatalogueCreateProductCategory {
          createProductCategory(input: { title: "Тестовая категория", score: 7, recommendedPrice: 12990 }) {
            id
            title
            score
            recommendedPrice
          }
        }
      `),
    );
    expect(category.body.errors).toBeUndefined();
    const cat = category.body.data!.createProductCategory;
    expect(cat).toMatchObject({ title: 'Тестовая категория', score: 7, recommendedPrice: 12990 });
    const product = await s.asAdmin(
      graphql(`
        mutation CatalogueCreateProduct($c: Int!) {
          createProduct(input: { title: "Тестовый сок 1 л", matches: ["тестовый сок"], categoryId: $c }) {
            id
            matches
            category {
              id
            }
          }
        }
      `),
      { c: cat.id },
    );
    expect(product.body.errors).toBeUndefined();
    expect(product.body.data!.createProduct).toMatchObject({ matches: ['тестовый сок'], category: { id: cat.id } });
    const gone = await s.asAdmin('mutation ($p: Int!, $c: Int!) { a: deleteProduct(id: $p) b: deleteProductCategory(id: $c) }', {
      p: product.body.data!.createProduct.id,
      c: cat.id,
    });
    expect(gone.body).toEqual({ data: { a: true, b: true } });
  });
});
