// LoopBack's stock routes of a model: find, count, findOne, findById, create, patchAttributes and
// deleteById. All require a signed-in user; the repository's scope decides which rows that user
// sees (absent from lists, 403 by id) and may change (403).
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RawBuilder, SqlBool } from 'kysely';
import { Type } from 'typebox';
import { requireUser } from '../auth/middleware';
import { modelNotFound } from '../errors';
import { parseObjectParam } from './filter';
import { ref, routeOptions, type RouteDoc, type RouteSchema } from '../openapi/docs';
import { FilterQuery, IdParams, IdString, PreconditionQuery, SearchQuery, WhereQuery } from '../openapi/schemas';
import type { AuthUser } from './definition';
import type { ModelRepository } from './repository';
import { modelBody } from './schema';

/** A path id, or null when it cannot be an id (it then gets the same 404 as a missing row). */
export function parseId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2147483647 ? id : null;
}

export interface ModelRouteOptions {
  /** Leave out stock write routes that the domain replaces (e.g. PATCH /users/:id). */
  without?: Array<'count' | 'create' | 'update' | 'delete'>;
  /** OpenAPI tag; the model name by default. */
  tag?: string;
}

/** A route's validated schema (fastify; its types for the type provider) and its document. */
const doc = <S extends RouteSchema = Record<never, never>>(openapi: RouteDoc, schema: S = {} as S) => routeOptions(openapi, schema);

/** LoopBack's operation names, `Ticket.find` → `ticketFind`. */
export const operationIdOf = (modelName: string, method: string): string =>
  modelName.charAt(0).toLowerCase() + modelName.slice(1) + method.charAt(0).toUpperCase() + method.slice(1);

export function registerModelRoutes(fastify: FastifyInstance, path: string, repository: ModelRepository, options: ModelRouteOptions = {}): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const name = repository.modelName;
  const tags = [options.tag ?? name];
  const model = ref(name);
  const without = new Set(options.without ?? []);
  const op = (method: string) => operationIdOf(name, method);

  app.get(
    path,
    doc({ operationId: op('find'), tags, summary: `Find ${name} rows (LoopBack filter)`, response: { type: 'array', items: model } }, { querystring: SearchQuery }),
    async (request) => {
      const user = requireUser(request);
      const { query } = request;
      return repository.find(parseObjectParam(query.filter), user, repository.search(query.search));
    },
  );

  if (!without.has('count'))
    app.get(
      `${path}/count`,
      doc({ operationId: op('count'), tags, summary: `Count ${name} rows`, response: { $ref: '#/components/schemas/Count' } }, { querystring: WhereQuery }),
      async (request) => {
        const user = requireUser(request);
        const { query } = request;
        return { count: await repository.count(parseObjectParam(query.where), user, repository.search(query.search)) };
      },
    );

  app.get(
    `${path}/findOne`,
    doc({ operationId: op('findOne'), tags, summary: `The first ${name} matching the filter (404 when none)`, response: model }, { querystring: FilterQuery }),
    async (request) => {
      const user = requireUser(request);
      const found = await repository.findOne(parseObjectParam(request.query.filter), user);
      if (!found) throw modelNotFound(name, undefined);
      return found;
    },
  );

  app.get(
    `${path}/:id`,
    doc({ operationId: op('findById'), tags, summary: `One ${name} by id (404 unknown, 403 outside the scope)`, response: model }, { params: IdParams, querystring: FilterQuery }),
    async (request) => {
      const user = requireUser(request);
      const filter = parseObjectParam(request.query.filter);
      const id = parseId(request.params.id);
      const found = id === null ? null : await repository.findById(id, filter, user);
      if (!found) {
        await repository.assertReadable(id, user, request.params.id);
        throw modelNotFound(name, request.params.id);
      }
      return found;
    },
  );

  if (!without.has('create')) {
    const body = modelBody(repository.model, 'create');
    app.post(path, doc({ operationId: op('create'), tags, summary: `Create a ${name} (422 ValidationError on bad input)`, response: model }, { body }), async (request) => {
      const user = requireUser(request);
      return repository.create(request.body, user);
    });
  }

  if (!without.has('update')) {
    app.patch(
      `${path}/:id`,
      doc(
        {
          operationId: op('patchAttributes'),
          tags,
          summary: `Change some properties of a ${name} (422 ValidationError on bad input, 409 STALE_RECORD on a stale version)`,
          response: model,
        },
        { params: IdParams, querystring: PreconditionQuery, body: modelBody(repository.model, 'update') },
      ),
      async (request) => {
        const user = requireUser(request);
        return repository.update(parseId(request.params.id), request.body, user, request.params.id, request.query.expectedUpdatedAt);
      },
    );
  }

  if (!without.has('delete')) {
    app.delete(
      `${path}/:id`,
      doc({ operationId: op('deleteById'), tags, summary: `Delete a ${name}: {count}`, response: { $ref: '#/components/schemas/Count' } }, { params: IdParams }),
      async (request) => {
        const user = requireUser(request);
        return repository.destroy(parseId(request.params.id), user, request.params.id);
      },
    );
  }
}

/**
 * `<path>/find{In,NotIn}<Owner>/:<owner>Id` and `<path>/count{In,NotIn}<Owner>/:<owner>Id`: the rows
 * that are (not) one row's of another model (the products of a campaign, the places of a user), with
 * `search`. `condition` says which rows are the owner's, after a 404/403 for the owner itself.
 */
export function registerOwnedRoutes(
  fastify: FastifyInstance,
  path: string,
  repository: ModelRepository,
  owner: string,
  summaries: (inside: boolean) => { find: string; count: string },
  condition: (ownerId: number | null, user: AuthUser, rawId: string, inside: boolean) => Promise<RawBuilder<SqlBool>>,
): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const name = repository.modelName;
  const tags = [name];
  const param = `${owner.toLowerCase()}Id`;
  for (const inside of [true, false]) {
    const word = `${inside ? 'In' : 'NotIn'}${owner}`;
    const params = Type.Object({ [param]: IdString(`The ${owner.toLowerCase()} id`) });
    const { find, count } = summaries(inside);
    app.get(
      `${path}/find${word}/:${param}`,
      doc({ operationId: operationIdOf(name, `find${word}`), tags, summary: find, response: { type: 'array', items: ref(name) } }, { params, querystring: SearchQuery }),
      async (request) => {
        const user = requireUser(request);
        const { query } = request;
        const owned = await condition(parseId(request.params[param]!), user, request.params[param]!, inside);
        return repository.find(parseObjectParam(query.filter), user, repository.searchWithin(owned, query.search));
      },
    );
    app.get(
      `${path}/count${word}/:${param}`,
      doc({ operationId: operationIdOf(name, `count${word}`), tags, summary: count, response: { $ref: '#/components/schemas/Count' } }, { params, querystring: WhereQuery }),
      async (request) => {
        const user = requireUser(request);
        const { query } = request;
        const owned = await condition(parseId(request.params[param]!), user, request.params[param]!, inside);
        return { count: await repository.count(parseObjectParam(query.where), user, repository.searchWithin(owned, query.search)) };
      },
    );
  }
}
