// LoopBack's stock read routes of a model: find, count, findOne, findById. All require a signed-in
// user; the repository's scope decides which rows that user sees.
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/middleware';
import { modelNotFound } from '../errors';
import { parseObjectParam } from '../filter';
import type { ModelRepository } from './repository';

type Query = Record<string, unknown>;

/** A path id, or null when it cannot be an id (it then gets the same 404 as a missing row). */
export function parseId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2147483647 ? id : null;
}

export function registerModelRoutes(app: FastifyInstance, path: string, repository: ModelRepository): void {
  const name = repository.modelName;

  app.get(path, async (request) => {
    const user = requireUser(request);
    return repository.find(parseObjectParam((request.query as Query).filter), user);
  });

  app.get(`${path}/count`, async (request) => {
    const user = requireUser(request);
    return { count: await repository.count(parseObjectParam((request.query as Query).where), user) };
  });

  app.get(`${path}/findOne`, async (request) => {
    const user = requireUser(request);
    const found = await repository.findOne(parseObjectParam((request.query as Query).filter), user);
    if (!found) throw modelNotFound(name, undefined);
    return found;
  });

  app.get<{ Params: { id: string } }>(`${path}/:id`, async (request) => {
    const user = requireUser(request);
    const filter = parseObjectParam((request.query as Query).filter);
    const id = parseId(request.params.id);
    const found = id === null ? null : await repository.findById(id, filter, user);
    if (!found) throw modelNotFound(name, request.params.id);
    return found;
  });
}
