// Product categories and products: the stock routes and the products of a campaign.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { ModelRepository } from '../models/repository';
import { registerModelRoutes, registerOwnedRoutes } from '../models/routes';
import type { ProductsRepository } from './repository';

export function registerCatalogueRoutes(fastify: FastifyInstance, { categories, products }: { categories: ModelRepository; products: ProductsRepository }): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerModelRoutes(app, '/productCategories', categories);
  registerModelRoutes(app, '/products', products);

  registerOwnedRoutes(
    app,
    '/products',
    products,
    'Campaign',
    (inside) => ({ find: `Products ${inside ? 'in' : 'not in'} a campaign`, count: `Count the products ${inside ? 'in' : 'not in'} a campaign: {count}` }),
    (campaignId, user, rawId, inside) => products.inCampaign(campaignId, user, rawId, inside),
  );
}
