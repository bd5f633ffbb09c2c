// Every query of the web, through the gateway, in front of a REAL LoopBack 3 application and in front of
// this repository's REST API (the oracle), both serving one PostgreSQL database that rest-api migrated
// and seeded (issue 37): each answers the same data, except where LoopBack lacks a route spec §7 does
// not name, and the field then says so (UPSTREAM_UNSUPPORTED) instead of answering something else.
// Skipped, loudly, when no PostgreSQL server answers (see ./pg-server.ts).
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kind, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import pg from 'pg';
import { startApi, type RunningApi } from '@bo/rest-api';
import * as documents from '../../web/src/__generated__/graphql';
import { loadConfig } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';
import { createLogger } from '../src/shared/logger';
import type * as Loopback3 from '../../loopback3/index';
import { asSent, SCREEN_VARIABLES } from './harness';
import { seededDatabase, serverAnswers, warnSkipped } from './pg-server';

const loopback3 = createRequire(import.meta.url)('../../loopback3/index.js') as typeof Loopback3;
const available = await serverAnswers();
if (!available) warnSkipped('gateway/test/oracle.test.ts');

interface Reply {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[];
}

/** The web's queries (client-only test documents aside). */
const queries = Object.entries(documents)
  .filter(([name, value]) => name.endsWith('Document') && typeof value === 'object' && value !== null && 'definitions' in value)
  .map(([, doc]) => ({ doc: doc as DocumentNode, definition: (doc as DocumentNode).definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)! }))
  .filter(({ definition }) => definition.operation === 'query' && !/^(ClientTest|ChatCacheTest)/.test(definition.name!.value));

/**
 * Answers that differ by nature, not by fault: the time of a request or a journal entry (each API
 * saw the sign-in at its own moment), and who is connected where (each gateway has its own sockets).
 */
const VOLATILE = new Set(['at', 'online', 'onlineCount', 'devicesOnline', 'lastSeenAt', 'now', 'connected', 'state', 'routes', 'shapes', 'relations']);

/**
 * Fields the schema answers null, without an error, where the API has no route for them (their
 * descriptions say so): the real LoopBack 3 has neither route, and the screens show no counts or panel.
 */
const NULL_WITHOUT_ROUTE = new Set(['ticketCounts', 'autoProcessor']);

/** Queries with a required field LoopBack has no route for: GraphQL nulls the whole answer, and its error says why. */
const NO_DATA_FROM_LOOPBACK = new Set(['PersonDeviceCount', 'ReportActivity', 'ReportPlanFactPage', 'ReportTicketStats', 'TicketEditPreview']);

/** The answer with its unsupported fields (by their errors' paths) and volatile values left out. */
function comparable(reply: Reply, unsupported: string[][]): unknown {
  const drop = new Set(unsupported.map((p) => p.join('.')));
  const walk = (value: unknown, path: string[]): unknown => {
    if (drop.has(path.join('.')) || (path.length === 1 && NULL_WITHOUT_ROUTE.has(path[0]!))) return '(unsupported)';
    if (Array.isArray(value)) return value.map((v, i) => walk(v, [...path, String(i)]));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, VOLATILE.has(k) ? '(volatile)' : walk(v, [...path, k])]));
    return value;
  };
  return walk(reply.data ?? null, []);
}

describe.skipIf(!available)("every web query answers through a real LoopBack 3 as through this repository's REST API", () => {
  let database: Awaited<ReturnType<typeof seededDatabase>>;
  let api: RunningApi;
  let lb: Loopback3.RunningLoopback;
  const gateways: Record<'oracle' | 'loopback', { gateway: RunningGateway; cookie: string }> = {} as never;
  const ids: Record<string, number> = {};

  async function ask(side: keyof typeof gateways, doc: DocumentNode, variables: Record<string, unknown>): Promise<Reply> {
    const { gateway, cookie } = gateways[side];
    const res = await fetch(`${gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: asSent(doc), variables }),
    });
    return (await res.json()) as Reply;
  }

  beforeAll(async () => {
    // A copy of the worker's seeded database: the API finds it migrated and seeded.
    database = await seededDatabase('oracle');
    api = await startApi({ port: 0, databaseUrl: database.url, logLevel: 'silent' });
    lb = await loopback3.start({ databaseUrl: database.url });
    for (const [side, url] of [
      ['oracle', api.url],
      ['loopback', lb.url],
    ] as const) {
      const config = loadConfig({ PORT: '0', UPSTREAM_URL: url, WEB_DIST: 'none', LOG_LEVEL: 'silent', GATEWAY_DATA_DIR: 'memory', REST_TIMEOUT_MS: '30000' });
      const gateway = await startGateway({ config, logger: createLogger('silent') });
      const res = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: asSent(documents.AuthSignInDocument), variables: { phone: '+79990000001', password: 'demo1234' } }),
      });
      gateways[side] = { gateway, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]! };
    }
    // The records every query is asked about: the first of each kind, as the database keeps them.
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      const first = async (sql: string) => Number((await db.query(sql)).rows[0]?.id);
      Object.assign(ids, {
        ticket: await first("select id from tickets where status = 'manual' order by id limit 1"),
        place: await first('select place_id as id from tickets group by place_id order by count(*) desc, place_id limit 1'),
        user: await first("select u.id from users u join roles r on r.id = u.role_id where r.name = 'vendor' order by u.id limit 1"),
        appUser: await first('select user_id as id from tickets order by id limit 1'),
        campaign: await first('select campaign_id as id from periods order by id limit 1'),
        period: await first('select id from periods order by id limit 1'),
        region: await first('select id from regions order by id limit 1'),
        city: await first('select id from cities order by id limit 1'),
        admEntity: await first('select id from adm_entities order by id limit 1'),
        placeType: await first('select id from place_types order by id limit 1'),
        product: await first('select id from products order by id limit 1'),
        productCategory: await first('select id from product_categories order by id limit 1'),
      });
    } finally {
      await db.end();
    }
  });

  afterAll(async () => {
    for (const { gateway } of Object.values(gateways)) await gateway.close();
    await lb?.close();
    await api?.close();
    await database?.drop();
  });

  /** The record an operation's `id` names, by its name: `PlaceTypeUsage` a place type, `TicketChat` a ticket. */
  const ID_OF: [RegExp, string][] = [
    [/^Adm/, 'admEntity'],
    [/^Campaign/, 'campaign'],
    [/^City/, 'city'],
    [/^Period/, 'period'],
    [/^PersonCrumbPlace|^TicketsFilterPlace/, 'place'],
    [/^Person|^PlaceCrumbPerson/, 'user'],
    [/^PlaceType/, 'placeType'],
    [/^Place/, 'place'],
    [/^ProductCategory/, 'productCategory'],
    [/^Product/, 'product'],
    [/^Region/, 'region'],
    [/^Ticket/, 'ticket'],
  ];
  const idFor = (operation: string) => ids[ID_OF.find(([re]) => re.test(operation))?.[1] ?? 'none'];

  function variablesOf(definition: OperationDefinitionNode): Record<string, unknown> {
    const name = definition.name!.value;
    const byName: Record<string, unknown> = {
      id: idFor(name),
      userId: name === 'TicketEditorUserDetails' || name === 'PersonDeviceCount' ? ids.appUser : ids.user,
      placeId: ids.place,
      campaignId: ids.campaign,
      periodId: ids.period,
      ticketId: ids.ticket,
      regionId: ids.region,
      ids: [ids.product],
      room: `user-${ids.appUser}`,
      ...SCREEN_VARIABLES,
      by: 'vendor',
      input: { operator: 'Проверка' },
    };
    return Object.fromEntries(
      (definition.variableDefinitions ?? [])
        .map((v) => v.variable.name.value)
        .filter((v) => v in byName)
        .map((v) => [v, byName[v]]),
    );
  }

  it.each(queries.map((q) => [q.definition.name!.value, q] as const))('%s', async (name, { doc, definition }) => {
    const variables = variablesOf(definition);
    const [oracle, loopback] = [await ask('oracle', doc, variables), await ask('loopback', doc, variables)];
    expect(oracle.errors).toBeUndefined();
    // LoopBack's only errors: the routes it lacks, said in Russian.
    const unsupported = (loopback.errors ?? []).filter((e) => e.extensions?.code === 'UPSTREAM_UNSUPPORTED' && /[А-Яа-яЁё]/.test(e.message));
    expect(loopback.errors ?? []).toEqual(unsupported);
    const paths = unsupported.map((e) => (e.path ?? []).map(String));
    expect(comparable(loopback, paths)).toEqual(NO_DATA_FROM_LOOPBACK.has(name) ? null : comparable(oracle, paths));
  });
});
