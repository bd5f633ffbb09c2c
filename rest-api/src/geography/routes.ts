// Regions, adm. entities, place types, cities and places: the stock routes, `find` with
// `{items, total}` and the places of a user.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/middleware';
import { parseObjectParam } from '../models/filter';
import type { ModelRepository } from '../models/repository';
import { operationIdOf, registerModelRoutes, registerOwnedRoutes } from '../models/routes';
import { page } from '../openapi/docs';
import { SearchQuery } from '../openapi/schemas';
import type { PlacesRepository } from './repository';

export interface GeographyRepositories {
  regions: ModelRepository;
  admEntities: ModelRepository;
  placeTypes: ModelRepository;
  cities: ModelRepository;
  places: PlacesRepository;
}

/** `GET /<models>/find?filter=&search=`: `{items, total}` (spec §7). */
function registerFind(fastify: FastifyInstance, path: string, repository: ModelRepository): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    `${path}/find`,
    {
      schema: { querystring: SearchQuery },
      config: {
        openapi: {
          operationId: operationIdOf(repository.modelName, 'findPage'),
          tags: [repository.modelName],
          summary: `${repository.modelName} rows and their total: {items, total}`,
          response: page(repository.modelName),
        },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { query } = request;
      return repository.page(parseObjectParam(query.filter), user, repository.search(query.search));
    },
  );
}

export function registerGeographyRoutes(fastify: FastifyInstance, { regions, admEntities, placeTypes, cities, places }: GeographyRepositories): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  registerFind(app, '/regions', regions);
  registerFind(app, '/cities', cities);
  registerFind(app, '/places', places);
  registerModelRoutes(app, '/regions', regions);
  registerModelRoutes(app, '/admEntities', admEntities);
  registerModelRoutes(app, '/placeTypes', placeTypes);
  registerModelRoutes(app, '/cities', cities);
  registerModelRoutes(app, '/places', places);

  registerOwnedRoutes(
    app,
    '/places',
    places,
    'User',
    (inside) => ({ find: `Places ${inside ? 'of' : 'not of'} a user, within the caller's scope`, count: `Count the places ${inside ? 'of' : 'not of'} a user: {count}` }),
    (userId, user, rawId, inside) => places.inUser(userId, user, rawId, inside),
  );
}
