// The OpenAPI document (issue 14): every route fastify knows is in it, every operation has a unique
// operationId and a typed answer, the ticket reads declare their parameters, the document is valid
// OpenAPI 3.0 (Redocly's structural rules, every $ref resolved); a schema failure answers LoopBack.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type * as FastifyModule from 'fastify';
import type { FastifyInstance, FastifyServerOptions, RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp } from '../../test/app';
import { appFor, BACKEND } from '../../test/support';

interface Operation {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  responses: Record<string, { $ref?: string; description?: string; content?: Record<string, { schema: Record<string, unknown> }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Record<string, unknown>> };
}

/** Every route registered on the app, seen by an onRoute hook of the test's own (not the document's collector). */
const registered = vi.hoisted(() => [] as string[]);
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof FastifyModule>();
  const create = (options?: FastifyServerOptions) => {
    const app = (actual.default as unknown as (o?: FastifyServerOptions) => FastifyInstance)(options);
    app.addHook('onRoute', (route: RouteOptions) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push(`${method} ${route.url}`);
    });
    return app;
  };
  return { ...actual, default: create, fastify: create };
});

const t = appFor(() => startTestApp());
let doc: Document;

beforeAll(async () => {
  const reply = await t.request<Document>('/openapi.json');
  expect(reply.status).toBe(200);
  doc = reply.body;
});

/** Paths compared as fastify's router does (case-insensitive), parameters by position. */
const canonical = (route: string) => route.toLowerCase().replace(/\{[^}]+\}|:[a-z0-9_]+|\*/gi, ':');

const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, operation]) => ({ route: `${method.toUpperCase()} ${path}`, operation })));

function resolve(ref: string): unknown {
  expect(ref.startsWith('#/'), ref).toBe(true);
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

describe(`the OpenAPI document on ${BACKEND}`, () => {
  it('lists every route fastify knows, and only those', () => {
    const routes = registered.map(canonical);
    const documented = operations().map((o) => canonical(o.route));
    expect(routes.length).toBeGreaterThan(150);
    expect(documented.filter((r) => !routes.includes(r))).toEqual([]);
    expect(routes.filter((r) => !documented.includes(r))).toEqual([]);
    // And each documented route is one fastify answers.
    for (const { route } of operations()) {
      const [method, path] = route.split(' ') as [string, string];
      expect([route, t.app.hasRoute({ method: method as 'GET', url: path.replace(/\{([^}]+)\}/g, ':$1').replace('/files/:container/:path', '/files/:container/*') })]).toEqual([
        route,
        true,
      ]);
    }
  });

  it('gives every operation a unique camelCase operationId', () => {
    const ids = operations().map((o) => [o.route, o.operation.operationId] as const);
    expect(ids.filter(([, id]) => typeof id !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    const seen = new Map<string, string>();
    const duplicates = ids.filter(([route, id]) => seen.has(id!) || !seen.set(id!, route));
    expect(duplicates).toEqual([]);
    expect(doc.paths['/tickets']!.get!.operationId).toBe('ticketFind');
    expect(doc.paths['/tickets/{id}']!.get!.operationId).toBe('ticketFindById');
  });

  it('types every success answer (or declares a 204) and every error as the LoopBack error', () => {
    const untyped: string[] = [];
    for (const { route, operation } of operations()) {
      const success = Object.keys(operation.responses).filter((code) => code.startsWith('2'));
      if (success.length !== 1) untyped.push(`${route}: ${success.join(',') || 'no 2xx'}`);
      for (const code of success) {
        if (code === '204') continue;
        const media = Object.values(operation.responses[code]!.content ?? {});
        let schema = media[0]?.schema ?? {};
        if (typeof schema.$ref === 'string') schema = resolve(schema.$ref) as Record<string, unknown>;
        if (media.length !== 1 || !schema || Object.keys(schema).length === 0) untyped.push(`${route}: ${code}`);
      }
      for (const range of ['4XX', '5XX']) {
        if (operation.responses[range]?.$ref !== '#/components/responses/LoopbackError') untyped.push(`${route}: ${range}`);
      }
    }
    expect(untyped).toEqual([]);
    expect(doc.paths['/users/logout']!.post!.responses['204']).toBeDefined();
  });

  it('declares the parameters of the ticket reads', () => {
    const parameters = (path: string) => (doc.paths[path]!.get!.parameters ?? []).map((p) => `${p.in}:${p.name}${p.required ? '!' : ''}`);
    expect(parameters('/tickets')).toEqual(['query:filter', 'query:search']);
    expect(parameters('/tickets/{id}')).toEqual(['path:id!', 'query:filter']);
    expect(parameters('/tickets/count')).toEqual(['query:where', 'query:search']);
    expect(doc.paths['/tickets']!.get!.responses['200']!.content!['application/json']!.schema).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Ticket' } });
    // The stock routes of every model (generated): filter, where, search, path ids.
    expect(parameters('/products')).toEqual(['query:filter', 'query:search']);
    expect(parameters('/places/{id}')).toEqual(['path:id!', 'query:filter']);
    expect(parameters('/campaigns/count')).toEqual(['query:where', 'query:search']);
  });

  it('declares every path parameter, and every $ref resolves', () => {
    const missing: string[] = [];
    for (const { route, operation } of operations()) {
      for (const [, name] of route.matchAll(/\{([^}]+)\}/g)) {
        if (!operation.parameters?.some((p) => p.in === 'path' && p.name === name && p.required)) missing.push(`${route}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
    const refs: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') refs.push(value);
          else walk(value);
        }
      }
    };
    walk(doc);
    expect(refs.length).toBeGreaterThan(100);
    expect([...new Set(refs)].filter((ref) => resolve(ref) === undefined)).toEqual([]);
  });

  it('is valid OpenAPI 3.0 by Redocly’s structural rules', async () => {
    expect(doc.openapi).toBe('3.0.3');
    const config = await createConfig({
      extends: [],
      rules: {
        struct: 'error',
        'no-unresolved-refs': 'error',
        'operation-operationId-unique': 'error',
        'path-parameters-defined': 'error',
        'no-identical-paths': 'error',
        'operation-2xx-response': 'error',
        'path-declaration-must-exist': 'error',
      },
    });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/openapi.json', config });
    expect(problems.map((p) => `${p.ruleId}: ${p.message} @ ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
  });
});

describe(`schema validation on ${BACKEND} answers as LoopBack`, () => {
  it('answers a bad query parameter with a 400 Error, a filter that is not an object with strong-remoting’s message', async () => {
    const admin = await loginAdmin();
    const search = await t.request('/tickets?search[a]=1', { token: admin });
    expect(search.status).toBe(400);
    expect(search.body).toEqual({ error: { statusCode: 400, name: 'Error', message: 'The search parameter must be a string' } });
    const filter = await t.request('/regions?filter[0]=1', { token: admin });
    expect(filter.body).toEqual({ error: { statusCode: 400, name: 'Error', message: 'Value is not an object.' } });
  });

  it('answers a body of the wrong type with a 422 ValidationError, messages in Russian; no body is still the route’s 401', async () => {
    const admin = await loginAdmin();
    const reply = await t.request<{ error: Record<string, unknown> }>('/tickets/manualProcess', { method: 'POST', body: [1], token: admin });
    expect(reply.status).toBe(422);
    expect(reply.body.error).toMatchObject({
      statusCode: 422,
      name: 'ValidationError',
      details: { context: 'ticket', codes: { body: ['type'] }, messages: { body: ['Значение должно быть объектом.'] } },
    });
    expect(reply.body.error.code).toBeUndefined();
    expect((await t.request('/tickets/manualProcess', { method: 'POST' })).status).toBe(401);
  });
});

let adminToken: string | undefined;
async function loginAdmin(): Promise<string> {
  adminToken ??= await t.login('+79990000001');
  return adminToken;
}
