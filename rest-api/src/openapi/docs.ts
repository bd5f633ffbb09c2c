// OpenAPI 3 of the whole REST API, generated from the routes themselves: every route registered on
// the app is listed (collected by an onRoute hook); a route's `config.openapi` (summary, tags,
// parameters, body and response schemas) describes it, and the model schemas come from the registry.
import type { FastifyInstance, RouteOptions } from 'fastify';
import type { ModelDefinition, Registry } from '../models/definition';

export type Schema = Record<string, unknown>;

export interface RouteDoc {
  summary: string;
  tags?: string[];
  /** Path parameters: name → schema. */
  params?: Record<string, Schema>;
  /** Query parameters: name → schema. */
  query?: Record<string, Schema>;
  body?: Schema;
  response?: Schema;
  /** No token needed. */
  public?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDoc;
  }
}

export const modelSchema = (name: string): string => `#/components/schemas/${name}`;

const filterSchema: Schema = {
  type: 'string',
  description:
    'LoopBack filter: JSON (`{"where":{"status":"new"},"order":"dateTime DESC","limit":24}`) or the bracket form (`filter[where][status]=new`). ' +
    'Keys where, fields, order, limit, skip, offset, include (with scope).',
};
export const filterQuery: Record<string, Schema> = { filter: filterSchema };
export const whereQuery: Record<string, Schema> = {
  where: { type: 'string', description: 'A LoopBack where (JSON or bracket form), without the {where: …} wrapper.' },
};
export const searchQuery: Record<string, Schema> = {
  ...filterQuery,
  search: { type: 'string', description: 'Search words (spec §5): split by spaces, `+` dropped; every word matches one searched field, case-insensitively.' },
};
export const idParam: Record<string, Schema> = { id: { type: 'integer' } };
export const ref = (name: string): Schema => ({ $ref: modelSchema(name) });
export const page = (name: string): Schema => ({
  type: 'object',
  required: ['items', 'total'],
  properties: { items: { type: 'array', items: ref(name) }, total: { type: 'integer' } },
});

function propertySchema(model: ModelDefinition, name: string): Schema {
  const property = model.properties[name]!;
  const nullable = name !== 'id';
  let schema: Schema;
  switch (property.type) {
    case 'Number':
      schema = property.integer ? { type: 'integer' } : { type: 'number' };
      break;
    case 'Boolean':
      schema = { type: 'boolean' };
      break;
    case 'Date':
      schema = { type: 'string', format: 'date-time' };
      break;
    case 'String':
      schema = { type: 'string' };
      break;
    default:
      schema = {};
  }
  if (property.array) schema = { type: 'array', items: schema };
  if (property.readOnly || property.expression || property.loaded || ['id', 'createdAt', 'updatedAt'].includes(name)) schema.readOnly = true;
  if (property.format === 'phone') schema.pattern = '^\\+7\\d{10}$';
  if (property.format === 'inn') schema.pattern = '^\\d{12}$';
  if (property.format === 'email') schema.format = 'email';
  if (property.format === 'stringArray') schema = { type: 'array', items: { type: 'string' } };
  if (nullable && Object.keys(schema).length > 0) schema.nullable = true;
  return schema;
}

export function modelSchemas(registry: Registry): Record<string, Schema> {
  const schemas: Record<string, Schema> = {};
  for (const model of registry.all()) {
    const properties: Record<string, Schema> = {};
    for (const name of Object.keys(model.properties)) {
      if (model.properties[name]!.hidden) continue;
      properties[name] = propertySchema(model, name);
    }
    for (const [name, relation] of Object.entries(model.relations ?? {})) {
      properties[name] =
        relation.type === 'belongsTo'
          ? { allOf: [ref(relation.model)], readOnly: true, description: `include: ${name}` }
          : { type: 'array', items: ref(relation.model), readOnly: true, description: `include: ${name}` };
    }
    const required = Object.entries(model.properties).filter(([, p]) => p.required).map(([n]) => n);
    schemas[model.name] = { type: 'object', properties, ...(required.length ? { required } : {}) };
  }
  schemas.Count = { type: 'object', required: ['count'], properties: { count: { type: 'integer' } } };
  schemas.Error = {
    type: 'object',
    properties: {
      error: {
        type: 'object',
        required: ['statusCode', 'message'],
        properties: {
          statusCode: { type: 'integer' },
          name: { type: 'string' },
          message: { type: 'string' },
          code: { type: 'string' },
          details: {},
        },
      },
    },
  };
  return schemas;
}

export class OpenApiCollector {
  readonly #routes: RouteOptions[] = [];

  /** Call before any route is registered. */
  attach(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      this.#routes.push(route);
    });
  }

  document(registry: Registry, version: string): Schema {
    const paths: Record<string, Record<string, Schema>> = {};
    for (const route of this.#routes) {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toLowerCase());
      if (route.url.includes('*') || methods.includes('head')) continue;
      const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const doc = route.config?.openapi;
      const pathParams = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
      const parameters = [
        ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: doc?.params?.[name] ?? { type: 'string' } })),
        ...Object.entries(doc?.query ?? {}).map(([name, schema]) => ({ name, in: 'query', required: false, schema })),
      ];
      const operation: Schema = {
        summary: doc?.summary ?? `${methods[0]!.toUpperCase()} ${route.url}`,
        tags: doc?.tags ?? [route.url.split('/')[1] ?? 'root'],
        ...(parameters.length ? { parameters } : {}),
        ...(doc?.body ? { requestBody: { required: true, content: { 'application/json': { schema: doc.body } } } } : {}),
        responses: {
          200: { description: 'OK', content: { 'application/json': { schema: doc?.response ?? {} } } },
          default: { description: 'LoopBack error body', content: { 'application/json': { schema: ref('Error') } } },
        },
        ...(doc?.public ? { security: [] } : {}),
      };
      for (const method of methods) (paths[path] ??= {})[method] = operation;
    }
    return {
      openapi: '3.0.3',
      info: { title: 'Back-office REST API (LoopBack 3 contract)', version },
      components: {
        schemas: modelSchemas(registry),
        securitySchemes: {
          accessToken: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'The raw access token (also X-Access-Token or ?access_token=)' },
        },
      },
      security: [{ accessToken: [] }],
      paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    };
  }
}
