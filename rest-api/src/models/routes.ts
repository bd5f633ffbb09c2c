// LoopBack's stock routes of a model: find, count, findOne, findById, create, patchAttributes and
// deleteById. All require a signed-in user; the repository's scope decides which rows that user
// sees (absent from lists, 403 by id) and may change (403).
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/middleware';
import { modelNotFound } from '../errors';
import { parseObjectParam } from '../filter';
import { filterQuery, idParam, modelSchema, searchQuery, whereQuery, type RouteDoc } from '../openapi/docs';
import type { ModelRepository } from './repository';

type Query = Record<string, unknown>;

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

function doc(openapi: RouteDoc) {
  return { config: { openapi } };
}

export function registerModelRoutes(app: FastifyInstance, path: string, repository: ModelRepository, options: ModelRouteOptions = {}): void {
  const name = repository.modelName;
  const tags = [options.tag ?? name];
  const model = { $ref: modelSchema(name) };
  const without = new Set(options.without ?? []);

  app.get(path, doc({ tags, summary: `Find ${name} rows (LoopBack filter)`, query: searchQuery, response: { type: 'array', items: model } }), async (request) => {
    const user = requireUser(request);
    const query = request.query as Query;
    return repository.find(parseObjectParam(query.filter), user, repository.search(query.search));
  });

  if (!without.has('count')) app.get(`${path}/count`, doc({ tags, summary: `Count ${name} rows`, query: { ...whereQuery, search: searchQuery.search! }, response: { $ref: '#/components/schemas/Count' } }), async (request) => {
    const user = requireUser(request);
    const query = request.query as Query;
    return { count: await repository.count(parseObjectParam(query.where), user, repository.search(query.search)) };
  });

  app.get(`${path}/findOne`, doc({ tags, summary: `The first ${name} matching the filter`, query: filterQuery, response: model }), async (request) => {
    const user = requireUser(request);
    const found = await repository.findOne(parseObjectParam((request.query as Query).filter), user);
    if (!found) throw modelNotFound(name, undefined);
    return found;
  });

  app.get<{ Params: { id: string } }>(
    `${path}/:id`,
    doc({ tags, summary: `One ${name} by id (404 unknown, 403 outside the scope)`, params: idParam, query: filterQuery, response: model }),
    async (request) => {
      const user = requireUser(request);
      const filter = parseObjectParam((request.query as Query).filter);
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
    app.post(path, doc({ tags, summary: `Create a ${name} (422 ValidationError on bad input)`, body: model, response: model }), async (request) => {
      const user = requireUser(request);
      return repository.create(request.body, user);
    });
  }

  if (!without.has('update')) {
    app.patch<{ Params: { id: string } }>(
      `${path}/:id`,
      doc({ tags, summary: `Change some properties of a ${name}`, params: idParam, body: model, response: model }),
      async (request) => {
        const user = requireUser(request);
        return repository.update(parseId(request.params.id), request.body, user, request.params.id);
      },
    );
  }

  if (!without.has('delete')) {
    app.delete<{ Params: { id: string } }>(
      `${path}/:id`,
      doc({ tags, summary: `Delete a ${name}`, params: idParam, response: { $ref: '#/components/schemas/Count' } }),
      async (request) => {
        const user = requireUser(request);
        return repository.destroy(parseId(request.params.id), user, request.params.id);
      },
    );
  }
}
