// Product categories and products: the stock routes and the products of a campaign.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/middleware';
import { parseObjectParam } from '../models/filter';
import { parseId, registerModelRoutes } from '../models/routes';
import { ref } from '../openapi/docs';
import { IdString, SearchQuery, WhereQuery } from '../openapi/schemas';
import { Type } from 'typebox';
import type { ProductCategoriesRepository, ProductsRepository } from './repository';

export function registerCatalogueRoutes(fastify: FastifyInstance, { categories, products }: { categories: ProductCategoriesRepository; products: ProductsRepository }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerModelRoutes(app, '/productCategories', categories);
  registerModelRoutes(app, '/products', products);

  for (const inside of [true, false]) {
    const word = inside ? 'In' : 'NotIn';
    const params = Type.Object({ campaignId: IdString('The campaign id') });
    app.get(
      `/products/find${word}Campaign/:campaignId`,
      {
        schema: { params, querystring: SearchQuery },
        config: {
          openapi: {
            operationId: `productFind${word}Campaign`,
            tags: ['Product'],
            summary: `Products ${inside ? 'in' : 'not in'} a campaign`,
            response: { type: 'array', items: ref('Product') },
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { query } = request;
        const condition = await products.inCampaign(parseId(request.params.campaignId), user, request.params.campaignId, inside);
        return products.find(parseObjectParam(query.filter), user, products.searchWithin(condition, query.search));
      },
    );
    app.get(
      `/products/count${word}Campaign/:campaignId`,
      {
        schema: { params, querystring: WhereQuery },
        config: {
          openapi: {
            operationId: `productCount${word}Campaign`,
            tags: ['Product'],
            summary: `Count the products ${inside ? 'in' : 'not in'} a campaign: {count}`,
            response: { $ref: '#/components/schemas/Count' },
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { query } = request;
        const condition = await products.inCampaign(parseId(request.params.campaignId), user, request.params.campaignId, inside);
        return { count: await products.count(parseObjectParam(query.where), user, products.searchWithin(condition, query.search)) };
      },
    );
  }
}
