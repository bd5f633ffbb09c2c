// GET /openapi.json: the OpenAPI 3 document of every route of the app (public, built once).
import type { FastifyInstance } from 'fastify';
import type { Registry } from '../models/definition';
import type { OpenApiCollector, Schema } from './docs';

export function registerOpenApiRoute(app: FastifyInstance, collector: OpenApiCollector, registry: Registry): void {
  let document: Schema | null = null;
  app.get(
    '/openapi.json',
    {
      config: {
        openapi: {
          operationId: 'openApiDocument',
          tags: ['meta'],
          summary: 'This OpenAPI 3 document',
          public: true,
          response: {
            type: 'object',
            required: ['openapi', 'info', 'paths'],
            additionalProperties: true,
            properties: { openapi: { type: 'string' }, info: { type: 'object', additionalProperties: true }, paths: { type: 'object', additionalProperties: true } },
          },
        },
      },
    },
    async () => {
      document ??= collector.document(registry, '1.0.0');
      return document;
    },
  );
}
