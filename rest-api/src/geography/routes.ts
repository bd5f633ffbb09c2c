// Regions, adm. entities, place types, cities and places: the stock routes, `find` with
// `{items, total}` and the places of a user.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/middleware';
import { parseObjectParam } from '../models/filter';
import type { ModelRepository } from '../models/repository';
import { parseId, registerModelRoutes } from '../models/routes';
import { page, ref } from '../openapi/docs';
import { IdString, SearchQuery, WhereQuery } from '../openapi/schemas';
import { operationIdOf } from '../models/routes';
import { Type } from 'typebox';
import type { AdmEntitiesRepository, CitiesRepository, PlacesRepository, PlaceTypesRepository, RegionsRepository } from './repository';

export interface GeographyRepositories {
  regions: RegionsRepository;
  admEntities: AdmEntitiesRepository;
  placeTypes: PlaceTypesRepository;
  cities: CitiesRepository;
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

  for (const inside of [true, false]) {
    const word = inside ? 'In' : 'NotIn';
    const params = Type.Object({ userId: IdString('The user id') });
    app.get(
      `/places/find${word}User/:userId`,
      {
        schema: { params, querystring: SearchQuery },
        config: {
          openapi: {
            operationId: `placeFind${word}User`,
            tags: ['Place'],
            summary: `Places ${inside ? 'of' : 'not of'} a user, within the caller's scope`,
            response: { type: 'array', items: ref('Place') },
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { query } = request;
        const condition = await places.inUser(parseId(request.params.userId), user, request.params.userId, inside);
        return places.find(parseObjectParam(query.filter), user, places.searchWithin(condition, query.search));
      },
    );
    app.get(
      `/places/count${word}User/:userId`,
      {
        schema: { params, querystring: WhereQuery },
        config: {
          openapi: {
            operationId: `placeCount${word}User`,
            tags: ['Place'],
            summary: `Count the places ${inside ? 'of' : 'not of'} a user: {count}`,
            response: { $ref: '#/components/schemas/Count' },
          },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const { query } = request;
        const condition = await places.inUser(parseId(request.params.userId), user, request.params.userId, inside);
        return { count: await places.count(parseObjectParam(query.where), user, places.searchWithin(condition, query.search)) };
      },
    );
  }
}
