// The gateway process: one node:http server with Apollo Server for HTTP (http/graphql.ts), graphql-ws on
// the same port and path (realtime/ws-server.ts), the web app at `/`, and the health routes.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError } from 'graphql';
import type { GatewayConfig } from './config';
import type { GatewayContext } from './context';
import { errorLogPlugin, formatError, writeAnswerPlugin } from './errors';
import { createExportHandler } from './http/export';
import { createFilesHandler } from './http/files';
import { createGraphQLHandler, httpOrigin, MAX_BODY, sendJson } from './http/graphql';
import { createHealthHandlers } from './http/health';
import { securityHeaders } from './http/security-headers';
import { createPageHandler, createStaticHandler, wantsHtml } from './http/static';
import { createMetrics } from './ops/metrics';
import { operationsPlugin } from './ops/plugin';
import { inIncomingSpan, tracingPlugin } from './ops/tracing';
import { guardPlugin } from './security/guard';
import { PersistedQueryCache, persistedQueriesPlugin } from './security/persisted-queries';
import { SharedPersistedQueryCache } from './security/shared-persisted-queries';
import { TrustedDocuments } from './security/trusted-documents';
import { buildSchema } from './schema';
import { createLogger, type Logger } from './shared/logger';
import { UpstreamPool, type UpstreamCall } from './upstream/client';
import { me } from './upstream/session';
import { PresenceHub } from './realtime/presence';
import { UserCaps } from './realtime/caps';
import { LeaseKeeper, MemoryLiveStore, type LiveStore } from './realtime/store';
import { RedisLiveStore } from './realtime/redis-store';
import { UpstreamSockets } from './realtime/sockets';
import { startWsServer } from './realtime/ws-server';
import { UpstreamCapabilities } from './upstream/capabilities';
import { SessionRegistry } from './realtime/sessions';
import { OwnStore, type Caller } from './store';
import { grantPlugin } from './security/grants';

export interface GatewayOptions {
  config: GatewayConfig;
  logger?: Logger;
  /** Called for every REST call (tests count them). */
  onUpstreamCall?: (call: UpstreamCall) => void;
}

export interface RunningGateway {
  url: string;
  /** `/metrics` on the internal port (`METRICS_PORT`), or null. */
  metricsUrl: string | null;
  /** What of a token's subscriptions the API delivers now (`UpstreamSockets.listening`; tests wait on it). */
  upstreamListening(token: string): ReturnType<UpstreamSockets['listening']>;
  /** The gateway's own store (tests read and age its rows). */
  ownStore: OwnStore;
  close(): Promise<void>;
}

/** How long an idle kept-alive connection stays open (the REST API's Fastify default). */
const KEEP_ALIVE_MS = 72_000;
const GRAPHQL_URL = new URL('/graphql', 'http://gateway');

export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const metrics = createMetrics();
  const pool = new UpstreamPool({
    baseUrl: config.upstreamUrl,
    timeoutMs: config.restTimeoutMs,
    logger,
    gatewaySecret: config.gatewaySecret,
    onCall: (call) => {
      metrics.restCall(call);
      options.onUpstreamCall?.(call);
    },
  });
  // Open WebSockets by token: a revoked session's end with 4403 when the API says so (its socket.io
  // event), when a subscription starts, and at the latest on the periodic re-check.
  // A gateway token's WebSockets are registered under the token (revoked or expired: 401 here) and
  // under the session it stands for (ended by the API: closed with it).
  const sessions = new SessionRegistry(async (token) => {
    await me(pool.forRequest((await ownStore.caller(token)).token));
    return 'valid';
  }, config.sessionRecheckMs);
  const sockets = new UpstreamSockets({
    baseUrl: config.upstreamUrl,
    protocol: config.upstreamSocketIo,
    logger,
    originHeaders: (origin) => pool.originHeaders(origin),
    onRevoked: (token) => {
      const closed = sessions.revoke(token);
      if (closed) logger.info('revoked session: websockets closed', { closed });
    },
  });
  // `auto`: find the API's socket.io version out now, so the first subscription need not wait.
  if (config.upstreamSocketIo === 'auto') {
    sockets.protocol.detect().then(
      (version) => logger.info('upstream socket.io protocol found', { socketio: version }),
      (error: unknown) =>
        logger.warn('upstream socket.io protocol unknown: the API did not answer its handshake; live updates wait for it', {
          message: (error as Error).message,
        }),
    );
  }
  // Which optional routes the API serves: probed now (in the background) and on a schedule, over a
  // pool of their own (the probes are the gateway's, not a request's: not in the request call log).
  const probePool = new UpstreamPool({ baseUrl: config.upstreamUrl, timeoutMs: config.restTimeoutMs, logger });
  const capabilities = new UpstreamCapabilities(() => probePool.forRequest(null), logger, config.capabilitiesRefreshMs, config.upstreamShapes, config.restTimeoutMs);
  // The gateway's own store, opened (and migrated) once the first round finds the API without saved
  // views, tokens or an audit trail; never in front of an API that has them all.
  const ownStore = new OwnStore(config.store, config.storeMigrationsDir, capabilities, logger);
  ownStore.onRevoke = (clientToken) => {
    const closed = sessions.revoke(clientToken);
    if (closed) logger.info('revoked API token: websockets closed', { closed });
  };
  // Presence, locks and per-user caps: in this process, or shared by every gateway through Redis.
  const onLiveError = (error: unknown) => logger.warn('live store failed', { message: (error as Error).message });
  const liveStore: LiveStore = config.live.redisUrl ? await RedisLiveStore.connect(config.live.redisUrl, config.live.redisPrefix, logger) : new MemoryLiveStore();
  const leases = new LeaseKeeper(liveStore, config.live.leaseMs, onLiveError);
  const presence = new PresenceHub(leases, { ttlMs: config.live.lockTtlMs, onError: onLiveError });
  const caps = new UserCaps(leases, config.live.caps);
  const capabilitiesKnown = capabilities.start().then(() => ownStore.openIfNeeded());
  const contextDeps = { pool, sockets, capabilities, own: ownStore, logger, cookieSecure: config.cookieSecure, presence, caps };
  /** The caller behind a client token, or the error to answer (a revoked or expired gateway token). */
  const callerOf = (token: string | null): Promise<Caller | GraphQLError> =>
    ownStore.caller(token).catch((error: unknown) => {
      if (error instanceof GraphQLError) return error;
      throw error;
    });
  const schema = buildSchema();
  const httpServer = createServer();
  // An idle kept-alive connection outlives its clients' own idle limits (undici 4 s, proxies' 60 s), as
  // the REST API's Fastify does (72 s): with Node's 5 s, a client reusing a connection just as the
  // gateway closed it got ECONNRESET on a request it had sent (seen in the tests on a busy machine).
  httpServer.keepAliveTimeout = KEEP_ALIVE_MS;
  // A browser session's operations: the web's, by id (docs/adr/0030-trusted-operations.md).
  const trusted = config.trustedDocuments ? TrustedDocuments.load(config.trustedDocuments, logger) : null;
  const { wsServer, wsCleanup } = startWsServer({ httpServer, maxPayload: MAX_BODY, config, schema, pool, caps, sessions, contextDeps, callerOf, onLiveError, trusted });
  metrics.gauge('graphql_ws_connections', 'Open graphql-ws connections of clients', () => wsServer.clients.size);
  metrics.gauge('upstream_sockets', 'socket.io connections to the REST API (one per signed-in token with subscriptions)', () => sockets.connectionCount);
  metrics.gauge('upstream_rooms_joined', 'Rooms of the REST API joined for subscriptions, over every upstream socket', () => sockets.joinedRoomCount);

  // Shared by the gateways through Redis when configured (security/shared-persisted-queries.ts).
  const persistedQueries = config.live.redisUrl ? new SharedPersistedQueryCache(liveStore) : new PersistedQueryCache();
  const apollo = new ApolloServer<GatewayContext>({
    schema,
    introspection: true,
    formatError,
    persistedQueries: { cache: persistedQueries },
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      tracingPlugin(),
      {
        async serverWillStart() {
          return {
            async drainServer() {
              sessions.close();
              await wsCleanup.dispose();
              sockets.close();
              await presence.close();
              leases.close();
              await liveStore.close();
              capabilities.close();
              await capabilitiesKnown.catch(() => {});
              await ownStore.close();
            },
          };
        },
      },
      guardPlugin(),
      persistedQueriesPlugin(),
      grantPlugin(),
      errorLogPlugin(logger),
      writeAnswerPlugin(logger),
      operationsPlugin(logger, metrics),
      // A browser gets the product's own explorer page (web/dist/explorer.html: the Apollo Sandbox
      // embedded from the bundled package, or GraphiQL offline), not Apollo's landing page.
      ApolloServerPluginLandingPageDisabled(),
      // No cache hints in the schema: Apollo's cache-control plugin would wrap every field's resolver
      // to compute a policy that is always "not cacheable" (issue 27: its cost per field). Its header
      // (`cache-control: no-store`) is set in handleGraphQL instead.
      ApolloServerPluginCacheControlDisabled(),
      // Apollo installs its inline-trace plugin by itself; on a schema that is not a federation
      // subgraph (ours) its `requestDidStart` runs on every operation and returns nothing (issue 27).
      ApolloServerPluginInlineTraceDisabled(),
    ],
  });
  await apollo.start();

  const serveStatic = config.webDist ? createStaticHandler(config.webDist) : null;
  const serveExplorer = config.webDist ? createPageHandler(config.webDist, 'explorer.html', 'explorer') : null;
  const explorer = (req: IncomingMessage, res: ServerResponse) => (serveExplorer ? serveExplorer(req, res) : void res.writeHead(404).end());
  const originOf = (req: IncomingMessage) => httpOrigin(req, config.trustProxy);
  /** A client token as the API gets it (a gateway token's session); null when refused. */
  const sessionOf = async (token: string | null) => {
    const caller = await callerOf(token);
    return caller instanceof GraphQLError ? undefined : caller.token;
  };
  const serveFile = createFilesHandler(pool, originOf, sessionOf);
  const exportTickets = createExportHandler(pool, originOf, undefined, sessionOf);

  const handleGraphQL = createGraphQLHandler({ apollo, contextDeps, callerOf, originOf, trusted });
  const { handleHealth, handleReady, handleMetrics, sendMetrics } = createHealthHandlers({ config, pool, ownStore, metrics, sharedLive: config.live.redisUrl ? liveStore : null });

  /** The routes of the gateway's HTTP server, first match wins; the web app takes the rest. */
  const routes: [(path: string) => boolean, (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void][] = [
    // A browser opening /graphql gets the GraphQL explorer; GraphQL clients get GraphQL.
    [(p) => p === '/graphql', (req, res, url) => (wantsHtml(req) ? explorer(req, res) : inIncomingSpan(req.headers, `${req.method} /graphql`, () => handleGraphQL(req, res, url)))],
    [(p) => p === '/explorer', explorer],
    [(p) => p === '/health', (_req, res) => handleHealth(res)],
    [(p) => p === '/health/live', (_req, res) => sendJson(res, 200, { status: 'ok' })],
    [(p) => p === '/health/ready', (_req, res) => handleReady(res)],
    [(p) => p === '/metrics', handleMetrics],
    [(p) => p.startsWith('/files/'), (req, res, url) => serveFile(req, res, url.pathname)],
    [(p) => p === '/export/tickets.csv', exportTickets],
    [() => true, (req, res) => (serveStatic ? serveStatic(req, res) : void res.writeHead(404).end())],
  ];

  // The usual headers and the app's Content-Security-Policy on every response; an HTML page sets its
  // own policy (http/static.ts: its inline scripts' hashes; the explorer's Apollo Sandbox).
  const baseHeaders = Object.entries(securityHeaders('app', { secure: config.cookieSecure }));
  httpServer.on('request', (req, res) => {
    for (const [name, value] of baseHeaders) res.setHeader(name, value);
    // An operation posted to /graphql (most requests) needs no parsing of its URL (issue 27); the
    // shared URL is only read.
    const url = req.url === '/graphql' ? GRAPHQL_URL : new URL(req.url ?? '/', 'http://gateway');
    const handler = routes.find(([matches]) => matches(url.pathname))![1];
    Promise.resolve()
      .then(() => handler(req, res, url))
      .catch((error: unknown) => {
        const status = (error as { status?: number }).status ?? 500;
        logger.error('request failed', { path: url.pathname, error: (error as Error).message });
        if (status === 413) {
          // The rest of the body is never read: the connection cannot serve another request.
          res.setHeader('connection', 'close');
          res.on('finish', () => req.destroy());
        }
        if (!res.headersSent) {
          sendJson(res, status, { errors: [{ message: status === 413 ? 'Слишком большой запрос' : 'Внутренняя ошибка сервера' }] });
        } else res.end();
      });
  });

  await new Promise<void>((resolve) => httpServer.listen(config.port, config.host, resolve));
  // `/metrics` without a token on an internal port of its own (`METRICS_PORT`), nothing else there.
  let metricsServer: ReturnType<typeof createServer> | null = null;
  if (config.metricsPort !== null) {
    const server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://gateway').pathname;
      if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Не найдено');
        return;
      }
      sendMetrics(res).catch(() => res.writeHead(500).end());
    });
    metricsServer = server;
    await new Promise<void>((resolve) => server.listen(config.metricsPort!, config.host, resolve));
  }
  const { port } = httpServer.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const metricsUrl = metricsServer ? `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${(metricsServer.address() as AddressInfo).port}/metrics` : null;
  logger.info('gateway listening', { url, upstream: config.upstreamUrl, web: config.webDist, metrics: metricsUrl, trustProxy: config.trustProxy.entries });
  return {
    url,
    metricsUrl,
    upstreamListening: (token) => sockets.listening(token),
    ownStore,
    async close() {
      metricsServer?.close();
      await apollo.stop();
      await pool.close();
      await probePool.close();
    },
  };
}
