// OpenAPI 3 of the whole REST API, generated from the routes themselves: every route registered on
// the app is listed (collected by an onRoute hook); a route's `config.openapi` (summary, tags,
// parameters, body and response schemas) describes it, and the model schemas come from the registry.
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { TSchema } from 'typebox';
import type { Registry } from '../models/definition';
import { modelSchema } from '../models/schema';

export type Schema = Record<string, unknown>;

export interface RouteDoc {
  /**
   * Unique, camelCase, LoopBack's `Model.method` with the model's first letter lowered:
   * `Ticket.find` → `ticketFind`, `User.login` → `userLogin`. Derived from the tag and the path
   * when absent (see `deriveOperationId`).
   */
  operationId?: string;
  summary: string;
  tags?: string[];
  /** An upload's body (multipart), which no validated `schema.body` describes. */
  body?: Schema;
  /** The 200 answer (documentation: answers are not serialized by schema). */
  response?: Schema;
  /** The answer's media type when it is not JSON (a file download: `response` then describes the bytes). */
  responseMediaType?: string;
  /** The body's media type when it is not JSON (an upload). */
  bodyMediaType?: string;
  /** The answer is a 204 without a body. */
  noContent?: boolean;
  /** No token needed. */
  public?: boolean;
}

/**
 * What fastify validates of a request (ajv), in TypeBox: with the TypeBox type provider
 * (`app.withTypeProvider<TypeBoxTypeProvider>()`) these are also the handler's `request.params`,
 * `request.query` and `request.body` types, so the boundary is typed once.
 */
export interface RouteSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
}

/** A route's options: its validated schema (typed by the generic, for the type provider) and its document. */
export function routeOptions<S extends RouteSchema>(openapi: RouteDoc, schema: S): { schema: S; config: { openapi: RouteDoc } } {
  return { schema, config: { openapi } };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}

export const modelRef = (name: string): string => `#/components/schemas/${name}`;

/** Named answer schemas of routes (not models), listed under components.schemas. */
const COMPONENTS = new Map<string, Schema>();

/** Lists a schema under components.schemas by name and answers its $ref. */
export function component(name: string, schema: Schema): Schema {
  COMPONENTS.set(name, schema);
  return { $ref: modelRef(name) };
}

export const ref = (name: string): Schema => ({ $ref: modelRef(name) });
export const page = (name: string): Schema => ({
  type: 'object',
  required: ['items', 'total'],
  properties: { items: { type: 'array', items: ref(name) }, total: { type: 'integer' } },
});

/** The models (the schema their bodies are validated by: models/schema.ts), then the named answers. */
export function modelSchemas(registry: Registry): Record<string, Schema> {
  const schemas: Record<string, Schema> = {};
  for (const model of registry.all()) schemas[model.name] = modelSchema(model, { refs: true });
  for (const [name, schema] of COMPONENTS) schemas[name] = schema;
  schemas.Count = { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } };
  // LoopBack's error body (loopback-contract §4), every 4xx and 5xx answer.
  schemas.LoopbackError = {
    type: 'object',
    required: ['error'],
    properties: {
      error: {
        type: 'object',
        required: ['statusCode', 'message'],
        properties: {
          statusCode: { type: 'integer' },
          name: { type: 'string', description: '`Error`, or `ValidationError` (422) with details {context, codes, messages}; absent on a 5xx' },
          message: { type: 'string' },
          code: { type: 'string', description: 'E.g. AUTHORIZATION_REQUIRED, MODEL_NOT_FOUND, LOGIN_FAILED, DATABASE_UNAVAILABLE' },
          details: {
            type: 'object',
            additionalProperties: true,
            properties: {
              context: { type: 'string' },
              codes: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
              messages: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
            },
          },
        },
      },
    },
  };
  return schemas;
}

const METHOD_SUFFIX: Record<string, string> = { get: '', post: 'Post', put: 'Put', patch: 'Patch', delete: 'Delete' };

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** LoopBack's names of the stock routes, by the path after the model's plural and the method. */
const STOCK_METHODS: Record<string, string> = {
  'get ': 'find',
  'post ': 'create',
  'get :id': 'findById',
  'patch :id': 'patchAttributes',
  'put :id': 'replaceById',
  'delete :id': 'deleteById',
  'get count': 'count',
  'get findOne': 'findOne',
};

/**
 * The operationId of a route without one, in the scheme of the explicit ones (LoopBack's
 * `Model.method` as `modelMethod`): the tag's model, then the stock method's name
 * (`GET /savedViews` → `savedViewFind`, `PATCH /savedViews/{id}` → `savedViewPatchAttributes`), or
 * else the path after the model's plural (a parameter as `By<Name>`) and the method unless GET
 * (`POST /savedViews/{id}/share` → `savedViewByIdSharePost`).
 */
export function deriveOperationId(tag: string, url: string, method: string): string {
  const segments = url.split('/').filter(Boolean).slice(1);
  const model = lowerFirst(tag.replace(/[^A-Za-z0-9]/g, ''));
  const stock = STOCK_METHODS[`${method} ${segments.join('/')}`];
  if (stock) return model + upperFirst(stock);
  const rest = segments
    .map((s) => (s.startsWith(':') ? `By${upperFirst(s.slice(1))}` : upperFirst(s.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? '').toUpperCase()))))
    .join('');
  return model + rest + (METHOD_SUFFIX[method] ?? upperFirst(method));
}

interface JsonObjectSchema {
  properties?: Record<string, Schema>;
  required?: string[];
}

/** The properties of a route's params/querystring schema, as OpenAPI parameters. */
function schemaParameters(schema: unknown, where: 'path' | 'query'): Array<{ name: string; in: string; required: boolean; schema: Schema; description?: string }> {
  const object = (schema ?? {}) as JsonObjectSchema;
  return Object.entries(object.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = JSON.parse(JSON.stringify(property)) as Schema & { description?: string };
    return { name, in: where, required: where === 'path' || (object.required ?? []).includes(name), schema: rest, ...(typeof description === 'string' ? { description } : {}) };
  });
}

export class OpenApiCollector {
  readonly #routes: RouteOptions[] = [];

  /** Call before any route is registered. */
  attach(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      this.#routes.push(route);
    });
  }

  /** The routes the document lists: every route but HEAD and wildcards (file downloads are listed by their own route). */
  static listed(route: Pick<RouteOptions, 'method' | 'url'>): boolean {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toLowerCase());
    return !methods.includes('head');
  }

  document(registry: Registry, version: string): Schema {
    const paths: Record<string, Record<string, Schema>> = {};
    for (const route of this.#routes) {
      if (!OpenApiCollector.listed(route)) continue;
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toLowerCase());
      // `/files/:container/*` → `/files/{container}/{path}`.
      const url = route.url.replace(/\*$/, ':path');
      const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const doc = route.config?.openapi;
      const schema = (route.schema ?? {}) as { params?: unknown; querystring?: unknown; body?: Schema };
      const pathParams = [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
      const validatedPath = new Map(schemaParameters(schema.params, 'path').map((p) => [p.name, p]));
      const parameters = [
        ...pathParams.map((name) => {
          const validated = validatedPath.get(name) ?? (name === 'path' ? validatedPath.get('*') : undefined);
          return validated ? { ...validated, name } : { name, in: 'path', required: true, schema: { type: 'string' } };
        }),
        ...schemaParameters(schema.querystring, 'query'),
      ];
      const body = doc?.body ?? (schema.body ? (JSON.parse(JSON.stringify(schema.body)) as Schema) : undefined);
      const tag = doc?.tags?.[0] ?? route.url.split('/')[1] ?? 'root';
      for (const method of methods) {
        const operation: Schema = {
          operationId: doc?.operationId ? doc.operationId + (methods.length > 1 ? (METHOD_SUFFIX[method] ?? '') : '') : deriveOperationId(tag, route.url, method),
          summary: doc?.summary ?? `${method.toUpperCase()} ${route.url}`,
          tags: doc?.tags ?? [tag],
          ...(parameters.length ? { parameters } : {}),
          ...(body ? { requestBody: { required: true, content: { [doc?.bodyMediaType ?? 'application/json']: { schema: body } } } } : {}),
          responses: {
            ...(doc?.noContent
              ? { 204: { description: 'No content' } }
              : { 200: { description: 'OK', content: { [doc?.responseMediaType ?? 'application/json']: { schema: doc?.response ?? {} } } } }),
            '4XX': { $ref: '#/components/responses/LoopbackError' },
            '5XX': { $ref: '#/components/responses/LoopbackError' },
          },
          ...(doc?.public ? { security: [] } : {}),
        };
        (paths[path] ??= {})[method] = operation;
      }
    }
    return {
      openapi: '3.0.3',
      info: { title: 'Back-office REST API (LoopBack 3 contract)', version },
      components: {
        schemas: modelSchemas(registry),
        responses: {
          LoopbackError: {
            description: "LoopBack's error body: 400 bad input or filter, 401 no or bad token, 403 outside the scope, 404 unknown, 422 ValidationError, 429, 5xx",
            content: { 'application/json': { schema: ref('LoopbackError') } },
          },
        },
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The raw access token (also the X-Access-Token header)' },
          accessTokenQuery: { type: 'apiKey', in: 'query', name: 'access_token', description: 'The raw access token as ?access_token=' },
        },
      },
      security: [{ accessToken: [] }, { accessTokenQuery: [] }],
      paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    };
  }
}
