// The HTTP service: fastify with LoopBack's query parsing, token resolution and error bodies.
import { traceRequests, tracingOn } from './http/tracing';
import { registerUndoRoute } from './undo/routes';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerTokenResolution } from './auth/middleware';
import { registerAuditContext } from './audit/context';
import { scheduleAuditRetention } from './audit/log';
import { AuditLogRepository } from './audit/repository';
import { AuthRepository, type StoredToken } from './auth/repository';
import { AUTH_CHANNEL, TokenCache } from './auth/token-cache';
import { registerApiTokenRoutes } from './auth/api-tokens';
import { registerSavedViewRoutes } from './views/saved-views';
import { registerAuthRoutes } from './auth/routes';
import type { LogLevel } from './config';
import type { Database } from './db/database';
import { HttpSms, LogSms, type SmsSender } from './auth/sms';
import { PeriodsRepository } from './campaigns/repository';
import { registerCampaignRoutes } from './campaigns/routes';
import { ProductsRepository } from './catalogue/repository';
import { registerCatalogueRoutes } from './catalogue/routes';
import { PlacesRepository } from './geography/repository';
import { registerGeographyRoutes } from './geography/routes';
import { registerBodyParsers } from './http/body';
import { registerHealthRoutes } from './http/health';
import { registerSecurityHeaders } from './http/security-headers';
import { REDACT_PATHS, REDACTED, serializeRequest } from './http/log-redaction';
import { ClientAddress, registerClientAddress, type ClientAddressOptions } from './http/client-address';
import { registerErrorHandling, registerInputChecks } from './http/errors';
import { parseQueryString } from './http/querystring';
import { ModelEngine } from './models/engine';
import { createRegistry } from './models/registry';
import { RecordFeed } from './realtime/records';
import { createLive, registerLiveRoutes, type LiveOptions } from './realtime/setup';
import { TicketsRepository } from './tickets/repository';
import { OpenApiCollector } from './openapi/docs';
import { registerOpenApiRoute } from './openapi/route';
import { ModelRepository } from './models/repository';
import { registerModelRoutes } from './models/routes';
import { UsersRepository } from './users/repository';
import { registerUserRoutes, type OnlineUsers } from './users/routes';

export interface AppDeps {
  /** Migrated; closed when the app closes. */
  database: Database;
  logLevel?: LogLevel;
  /** The clock of token expiry. */
  now?: () => Date;
  /** Which users have a connected app device (GET /vendors/withOnline); by default the app's own device sockets. */
  onlineUsers?: OnlineUsers;
  /** SMS transport (product-rules §6); `log` (outbox table and a log line) by default. */
  sms?: SmsSender;
  /** Or the transport by name (`http` posts to `httpUrl`); ignored when `sms` is given. */
  smsOptions?: { transport: 'log' | 'http'; httpUrl?: string | null };
  /** socket.io, the auto-processor, files (issue 4). */
  live?: LiveOptions;
  /** Audit rows older than this are deleted daily; null keeps them (tests). */
  auditRetentionDays?: number | null;
  /** TRUST_PROXY and GATEWAY_SECRET: whose X-Forwarded-For names the client (http/client-address.ts). */
  clientAddress?: ClientAddressOptions;
  /** Where log lines go (tests); stdout by default. */
  logStream?: { write(line: string): void };
}

export async function buildApp({
  database,
  logLevel = 'info',
  now = () => new Date(),
  live: liveOptions = {},
  onlineUsers,
  sms: smsOption,
  smsOptions,
  auditRetentionDays = null,
  clientAddress = {},
  logStream,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Tokens and passwords redacted from every line (http/log-redaction.ts).
    logger: { level: logLevel, redact: { paths: REDACT_PATHS, censor: REDACTED }, serializers: { req: serializeRequest }, ...(logStream ? { stream: logStream } : {}) },
    // Like Express under LoopBack: case-insensitive paths, a trailing slash ignored, qs query strings.
    routerOptions: { querystringParser: parseQueryString, caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 10 * 1024 * 1024,
    // The gateway sends its request id; logs on both sides then share it.
    requestIdHeader: 'x-request-id',
    // request.ip is the socket's peer: the client's address is request.clientAddress (TRUST_PROXY,
    // GATEWAY_SECRET; http/client-address.ts), never a header anyone may write.
    trustProxy: false,
    // Bodies as LoopBack checks a model: every property's failure at once, nothing dropped or coerced
    // (a "5" is not a number); `x-errors` (models/schema.ts) names a failure's code and message.
    ajv: { customOptions: { allErrors: true, removeAdditional: false, coerceTypes: false, verbose: true }, onCreate: (ajv) => ajv.addKeyword('x-errors') },
  });
  registerClientAddress(app, new ClientAddress(clientAddress));
  if (tracingOn()) traceRequests(app);
  registerSecurityHeaders(app);
  app.addHook('onClose', async () => database.close());
  if (auditRetentionDays !== null) {
    const days = auditRetentionDays;
    let stop = () => {};
    app.addHook('onReady', async () => {
      stop = scheduleAuditRetention(database.db, days, app.log);
    });
    app.addHook('preClose', async () => stop());
  }
  const openapi = new OpenApiCollector();
  openapi.attach(app);
  const sms = smsOption ?? (smsOptions?.transport === 'http' && smsOptions.httpUrl ? new HttpSms(smsOptions.httpUrl, app.log) : new LogSms(app.log));

  const engine = new ModelEngine(database.db, createRegistry(), { caseFoldCollation: database.caseFoldCollation });
  // Tokens in memory only where this process is the database's one writer (PGlite; auth/token-cache.ts).
  let tokenCache: TokenCache<StoredToken> | null = null;
  if (database.listen) {
    const cache = new TokenCache<StoredToken>();
    const unlisten = await database.listen(AUTH_CHANNEL, (payload) => cache.invalidate(payload));
    app.addHook('preClose', async () => unlisten());
    tokenCache = cache;
  }
  const auth = new AuthRepository(database.db, tokenCache);
  const users = new UsersRepository(engine, sms);
  const tickets = new TicketsRepository(engine, database.db);
  const regions = new ModelRepository(engine, 'Region');
  const cities = new ModelRepository(engine, 'City');
  const places = new PlacesRepository(engine);
  const admEntities = new ModelRepository(engine, 'AdmEntity');
  const placeTypes = new ModelRepository(engine, 'PlaceType');
  const categories = new ModelRepository(engine, 'ProductCategory');
  const products = new ProductsRepository(engine);
  const campaigns = new ModelRepository(engine, 'Campaign');
  const periods = new PeriodsRepository(engine);
  const plans = new ModelRepository(engine, 'Plan');
  const campaignProducts = new ModelRepository(engine, 'CampaignProduct');
  const periodProducts = new ModelRepository(engine, 'PeriodProduct');

  // Path prefixes of LoopBack's shared classes, for its 404 message on an unknown method.
  const sharedClasses = new Map([
    ['/users', 'User'],
    ['/tickets', 'Ticket'],
    ['/regions', 'Region'],
    ['/cities', 'City'],
    ['/places', 'Place'],
    ['/admEntities', 'AdmEntity'],
    ['/placeTypes', 'PlaceType'],
    ['/roles', 'Role'],
    ['/productCategories', 'ProductCategory'],
    ['/products', 'Product'],
    ['/campaigns', 'Campaign'],
    ['/periods', 'Period'],
    ['/plans', 'Plan'],
    ['/campaignProducts', 'CampaignProduct'],
    ['/periodProducts', 'PeriodProduct'],
    ['/vendors', 'Vendor'],
    ['/salesMans', 'SalesMan'],
    ['/regionalManagers', 'RegionalManager'],
    ['/messages', 'Message'],
    ['/auditLogs', 'AuditLog'],
  ]);

  registerAuditContext(app);
  registerBodyParsers(app);
  registerErrorHandling(app, sharedClasses);
  registerInputChecks(app);
  registerTokenResolution(app, auth, now);
  const live = await createLive(app, { database, auth, now, options: liveOptions });
  // Live records (issue 25): `record.changed` to `record:<Model>:<id>` rooms, from the audit trail.
  const recordFeed = new RecordFeed({ db: database.db, realtime: live.realtime, log: app.log });
  recordFeed.register(engine);
  app.addHook('preClose', async () => recordFeed.close());

  registerAuthRoutes(app, { auth, users, sms, sessions: live.realtime });
  registerApiTokenRoutes(app, { auth, sessions: live.realtime });
  registerUserRoutes(app, users, onlineUsers ?? live.realtime, live.realtime);
  registerModelRoutes(app, '/roles', new ModelRepository(engine, 'Role'), { without: ['create', 'update', 'delete'] });
  // Append-only: no route creates, changes or deletes an audit row.
  registerModelRoutes(app, '/auditLogs', new AuditLogRepository(engine, 'AuditLog'), { without: ['create', 'update', 'delete'] });
  registerUndoRoute(app, { db: database.db, tickets, users });
  registerGeographyRoutes(app, { regions, admEntities, placeTypes, cities, places });
  registerCatalogueRoutes(app, { categories, products });
  registerCampaignRoutes(app, { campaigns, periods, plans, campaignProducts, periodProducts });
  registerSavedViewRoutes(app, database.db);
  registerOpenApiRoute(app, openapi, engine.registry);
  registerHealthRoutes(app, database.db);
  await registerLiveRoutes(app, live, { database, tickets, now, options: liveOptions });

  return app;
}
