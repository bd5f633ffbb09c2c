// Saved views (issue 13): a user saves the filters of a report or a list — the screen's URL search —
// under a name, lists its views of a screen, renames and deletes them. LoopBack-style routes on
// `/savedViews`, owner-scoped: a user reads and changes only its own views; another user's view is
// answered as missing (404), as if it did not exist.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Kysely } from 'kysely';
import { requireUser } from '../auth/middleware';
import type { DB } from '../db/schema';
import { modelNotFound, ValidationErrors } from '../errors';
import type { Rule } from '../models/schema';
import { parseObjectParam } from '../models/filter';
import { parseId } from '../models/routes';
import { routeOptions, type RouteSchema, type Schema } from '../openapi/docs';
import { FilterParam, IdParams } from '../openapi/schemas';
import { deleteView, insertView, listViews, ownView, updateView, viewNamesOnScreen, type SavedViewRow } from './repository';
import { VIEW_MESSAGES, VIEW_NAME_MAX, VIEW_SCREEN, VIEW_SEARCH_MAX, viewConflicts, viewName, viewSearch } from '../../../schema/saved-views';

export interface SavedViewJson {
  id: number;
  userId: number;
  screen: string;
  name: string;
  /** The URL's query string without the leading `?` (may be empty). */
  search: string;
  createdAt: string;
  updatedAt: string;
}

const VIEW_SCHEMA = {
  type: 'object',
  required: ['id', 'userId', 'screen', 'name', 'search', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'integer' },
    userId: { type: 'integer' },
    screen: { type: 'string', description: 'The screen the filters are of, e.g. `tickets`, `reports`' },
    name: { type: 'string' },
    search: { type: 'string', description: 'The screen’s URL query string, without `?`' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};

/** GET /savedViews: the LoopBack filter (its `where.screen`) or `screen` alone. */
const ListQuery = Type.Object({
  filter: Type.Optional(FilterParam),
  screen: Type.Optional(Type.String({ description: 'The screen whose views are listed (as filter[where][screen])' })),
});

function toJson(row: SavedViewRow): SavedViewJson {
  return {
    id: row.id,
    userId: row.userId,
    screen: row.screen,
    name: row.name,
    search: row.search,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

function idOf(params: { id: string }): number {
  const raw = params.id;
  const id = parseId(raw);
  if (id === null) throw modelNotFound('SavedView', raw);
  return id;
}

type Input = Record<string, unknown>;
const rule = (code: string, message: keyof typeof VIEW_MESSAGES): Rule => [code, VIEW_MESSAGES[message]];
const objectOf = (body: unknown): Input => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Input) : {});

/** A view's name and search as validated: a name not blank, of at most VIEW_NAME_MAX characters; a search (a leading `?` aside). */
const viewFields = {
  name: Type.String({
    pattern: '\\S',
    maxLength: VIEW_NAME_MAX,
    'x-errors': { required: rule('presence', 'nameMissing'), pattern: rule('presence', 'nameMissing'), maxLength: rule('length.max', 'nameTooLong') },
  }),
  search: Type.Optional(
    Type.Unsafe<string | null>({
      type: 'string',
      nullable: true,
      maxLength: VIEW_SEARCH_MAX + 1,
      'x-errors': { type: rule('format', 'searchInvalid'), maxLength: rule('format', 'searchInvalid') },
    }),
  ),
};
const screen = Type.String({
  pattern: VIEW_SCREEN.source,
  'x-errors': { required: rule('format', 'screenInvalid'), pattern: rule('format', 'screenInvalid'), type: rule('format', 'screenInvalid') },
});
const CreateBody = Type.Object({ screen, ...viewFields }, { additionalProperties: false });
const PatchBody = Type.Object({ name: Type.Optional(viewFields.name), search: viewFields.search }, { additionalProperties: false });

/**
 * A route's validated schema and its document (tag SavedView; a body's 422 names SavedView, as the
 * error handling's onRoute hook does for a route's first tag: http/errors.ts).
 */
const doc = <S extends RouteSchema>(summary: string, response: Schema, schema: S) => routeOptions({ tags: ['SavedView'], summary, response }, schema);

export function registerSavedViewRoutes(fastify: FastifyInstance, db: Kysely<DB>): void {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const own = async (userId: number, id: number) => {
    const row = await ownView(db, userId, id);
    if (!row) throw modelNotFound('SavedView', id);
    return row;
  };
  /** 422 when another view of the user on the screen has the name (case aside). */
  const checkUnique = async (errors: ValidationErrors, userId: number, screen: string, name: string, except?: number) => {
    const names = await viewNamesOnScreen(db, userId, screen);
    for (const c of viewConflicts(names, name, except)) errors.add(c.field, c.code, c.message, c.field === 'name' ? name : screen);
  };

  app.get(
    '/savedViews',
    doc(
      "The signed-in user's saved views, by name; `filter[where][screen]` (or `screen`) narrows them to a screen",
      { type: 'array', items: VIEW_SCHEMA },
      { querystring: ListQuery },
    ),
    async (request): Promise<SavedViewJson[]> => {
      const user = requireUser(request);
      const { query } = request;
      const filter = objectOf(parseObjectParam(query.filter));
      const where = objectOf(filter.where);
      const screen = typeof where.screen === 'string' ? where.screen : query.screen;
      const rows = await listViews(db, user.id, screen);
      return rows.map(toJson);
    },
  );

  app.get('/savedViews/:id', doc('One of the signed-in user’s saved views (another user’s: 404)', VIEW_SCHEMA, { params: IdParams }), async (request): Promise<SavedViewJson> =>
    toJson(await own(requireUser(request).id, idOf(request.params))),
  );

  app.post(
    '/savedViews',
    doc('Saves the filters of a screen under a name (unique per user and screen, case aside)', VIEW_SCHEMA, { body: CreateBody }),
    async (request): Promise<SavedViewJson> => {
      const user = requireUser(request);
      const { screen, search } = request.body;
      const name = viewName(request.body.name);
      const errors = new ValidationErrors();
      await checkUnique(errors, user.id, screen, name);
      if (!errors.empty) throw errors.toError('SavedView');
      const row = await insertView(db, { userId: user.id, screen, name, search: viewSearch(search ?? '') });
      return toJson(row);
    },
  );

  app.patch(
    '/savedViews/:id',
    doc('Renames one of the signed-in user’s saved views, or saves other filters under it', VIEW_SCHEMA, { params: IdParams, body: PatchBody }),
    async (request): Promise<SavedViewJson> => {
      const user = requireUser(request);
      const id = idOf(request.params);
      const existing = await own(user.id, id);
      const { body } = request;
      const errors = new ValidationErrors();
      const changes: { name?: string; search?: string; updatedAt: Date } = { updatedAt: new Date() };
      if (body.name !== undefined) {
        changes.name = viewName(body.name);
        await checkUnique(errors, user.id, existing.screen, changes.name, id);
      }
      if (body.search !== undefined) changes.search = viewSearch(body.search ?? '');
      if (!errors.empty) throw errors.toError('SavedView');
      const row = await updateView(db, user.id, id, changes);
      if (!row) throw modelNotFound('SavedView', id);
      return toJson(row);
    },
  );

  app.delete(
    '/savedViews/:id',
    doc(
      'Deletes one of the signed-in user’s saved views; answers `{count}` as LoopBack does',
      { type: 'object', properties: { count: { type: 'integer' } } },
      { params: IdParams },
    ),
    async (request): Promise<{ count: number }> => {
      const user = requireUser(request);
      const id = idOf(request.params);
      if (!(await deleteView(db, user.id, id))) throw modelNotFound('SavedView', id);
      return { count: 1 };
    },
  );
}
