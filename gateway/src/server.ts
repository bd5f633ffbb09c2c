// The gateway process: one node:http server with Apollo Server for HTTP, graphql-ws on the same
// port and path, the web app at `/`, and `/health`.
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, HeaderMap } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginInlineTraceDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { GatewayConfig } from './config';
import { timingSafeEqual } from 'node:crypto';
import { createContext, tokenFrom, type GatewayContext } from './context';
import { ErrorCode, errorLogPlugin, formatError, writeAnswerPlugin } from './errors';
import { createExportHandler } from './http/export';
import { createFilesHandler } from './http/files';
import { healthHandlers } from './http/health';
import { getWithoutSessionCookie, responseStatus } from './http/graphql-over-http';
import { parseMultipart, type MultipartError } from './http/multipart';
import { securityHeaders } from './http/security-headers';
import { createPageHandler, createStaticHandler, wantsHtml } from './http/static';
import { createMetrics } from './ops/metrics';
import { operationsPlugin } from './ops/plugin';
import { inIncomingSpan, tracingPlugin } from './ops/tracing';
import { clientAddress, type TrustedProxies } from './security/client-address';
import { guardOperation, guardPlugin, mayReadSchema, stripSuggestions } from './security/guard';
import { PersistedQueryCache, persistedQueriesPlugin } from './security/persisted-queries';
import { SharedPersistedQueryCache } from './security/shared-persisted-queries';
import { buildSchema } from './schema';
import { createLogger, type Logger } from './shared/logger';
import { UpstreamPool, type RequestOrigin, type UpstreamCall } from './upstream/client';
import { me } from './upstream/session';
import { PresenceHub } from './realtime/presence';
import { capError, TOO_MANY_SOCKETS_CLOSE, UserCaps } from './realtime/caps';
import { LeaseKeeper, MemoryLiveStore, type LiveStore } from './realtime/store';
import { RedisLiveStore } from './realtime/redis-store';
import { UpstreamSockets } from './realtime/sockets';
import { UpstreamCapabilities } from './upstream/capabilities';
import { SessionRegistry, statusOfError, type SessionStatus } from './realtime/sessions';
import { deliverTo, subscribeShared } from './realtime/shared-execution';
import { OwnStore, type Caller } from './store';
import { grantPlugin, refusalOfDocument } from './security/grants';

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

const MAX_BODY = 1024 * 1024;
/** How long an idle kept-alive connection stays open (the REST API's Fastify default). */
const KEEP_ALIVE_MS = 72_000;
const GRAPHQL_URL = new URL('/graphql', 'http://gateway');

/** A WebSocket's token: `authorization` in the connection params, else the session cookie of the upgrade. */
function wsToken(ctx: { connectionParams?: Readonly<Record<string, unknown>>; extra: { request: IncomingMessage } }): string | null {
  const auth = ctx.connectionParams?.authorization;
  return tokenFrom(typeof auth === 'string' ? auth : undefined, ctx.extra.request.headers.cookie);
}

/**
 * A browser always sends `Origin` with a WebSocket upgrade: it must be the gateway's own (the `Host`
 * it was asked at) or a configured one. Clients that are not browsers send none and are let in (they
 * hold their token themselves; the cookie is what a foreign page could abuse).
 */
export function originAllowed(req: IncomingMessage, allowed: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (allowed.includes(parsed.origin)) return true;
  return parsed.host === req.headers.host && (parsed.protocol === 'http:' || parsed.protocol === 'https:');
}

/**
 * The audit trail's client of a WebSocket (a token in the connection params is a script's, the cookie
 * the browser's) and its address: that of the upgrade request, through the trusted proxies only.
 */
function wsOrigin(ctx: { connectionParams?: Readonly<Record<string, unknown>>; extra: { request: IncomingMessage } }, trusted: TrustedProxies): RequestOrigin {
  const auth = ctx.connectionParams?.authorization;
  return { client: typeof auth === 'string' && auth.trim() ? 'script' : 'web', address: clientAddress(ctx.extra.request, trusted) };
}

/** An HTTP request's origin: `script` for an `Authorization` token, `web` for the session cookie; its address. */
function httpOrigin(req: IncomingMessage, trusted: TrustedProxies): RequestOrigin {
  return { client: req.headers.authorization?.trim() ? 'script' : 'web', address: clientAddress(req, trusted) };
}

/** Whether a request carries `Authorization: Bearer <expected>` (compared in constant time). */
export function bearerMatches(req: IncomingMessage, expected: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(req.headers.authorization?.trim() ?? '')?.[1] ?? '');
  const want = Buffer.from(expected);
  return given.length === want.length && timingSafeEqual(given, want);
}

/** The error of a subscription over the per-socket cap (`MAX_SUBSCRIPTIONS_PER_SOCKET`). */
export function tooManySubscriptions(limit: number): GraphQLError {
  return new GraphQLError(`Слишком много подписок на одном соединении (не больше ${limit}): закройте лишние, прежде чем открыть новую.`, {
    extensions: { code: ErrorCode.TOO_MANY_SUBSCRIPTIONS, limit },
  });
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        // Read no more of it; the 413 is answered and the connection closed after it (onRequest).
        req.removeAllListeners('data');
        req.pause();
        reject(Object.assign(new Error('Request body is too large'), { status: 413 }));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

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
  /** Per socket: its person and the places it holds (its own, and one per subscription). */
  const held = new WeakMap<WebSocket, { userId: number; socket: string; subscriptions: Map<string, string> }>();
  const releaseSubscription = (socket: WebSocket, id: string) => {
    const mine = held.get(socket);
    const place = mine?.subscriptions.get(id);
    if (!mine || place === undefined) return;
    mine.subscriptions.delete(id);
    caps.release('subscriptions', mine.userId, place).catch(onLiveError);
  };
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
  // The same 1 MB cap on an operation as over HTTP (a larger frame closes the socket with 1009), and
  // only pages of this origin (or a configured one) may open the socket with the session cookie.
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload: MAX_BODY,
    verifyClient: ({ req }: { req: IncomingMessage }) => originAllowed(req, config.allowedOrigins),
  });
  metrics.gauge('graphql_ws_connections', 'Open graphql-ws connections of clients', () => wsServer.clients.size);
  metrics.gauge('upstream_sockets', 'socket.io connections to the REST API (one per signed-in token with subscriptions)', () => sockets.connectionCount);
  metrics.gauge('upstream_rooms_joined', 'Rooms of the REST API joined for subscriptions, over every upstream socket', () => sockets.joinedRoomCount);
  // Every open tab subscribes with the same few operations: each is parsed and validated once and
  // its (immutable) document shared, not kept per subscription.
  const validDocuments = boundedCache<DocumentNode>(200);
  const wsCleanup = useServer<Record<string, unknown>, { request: IncomingMessage; socket: WebSocket }>(
    {
      schema,
      // Each upstream event executes once per operation and caller, however many tabs subscribe,
      // and is sent to each subscriber's socket from the event, not through graphql-ws's loop.
      subscribe: subscribeShared,
      // Authentication on connection_init: a visitor or a revoked token gets the socket closed with
      // 4403. While the API is unreachable the connection is let in; its operations answer
      // UPSTREAM_UNAVAILABLE as over HTTP.
      onConnect: async (ctx) => {
        const token = wsToken(ctx);
        if (!token) return false;
        const caller = await callerOf(token);
        if (caller instanceof GraphQLError) return false;
        let userId: number | null = null;
        try {
          userId = (await me(pool.forRequest(caller.token, undefined, wsOrigin(ctx, config.trustProxy)))).id;
        } catch (error) {
          const code = (error as { extensions?: { code?: string } }).extensions?.code;
          if (code !== 'UPSTREAM_UNAVAILABLE' && code !== 'UPSTREAM_TIMEOUT') return false;
        }
        // A person's sockets over every gateway (while the API is away he is not known: not counted).
        if (userId !== null) {
          const place = await caps.take('sockets', userId);
          if (typeof place !== 'string') {
            ctx.extra.socket.close(TOO_MANY_SOCKETS_CLOSE, place.message);
            return false;
          }
          if (ctx.extra.socket.readyState !== ctx.extra.socket.OPEN) {
            await caps.release('sockets', userId, place);
            return false;
          }
          held.set(ctx.extra.socket, { userId, socket: place, subscriptions: new Map() });
        }
        sessions.add(token, ctx.extra.socket);
        if (caller.grant && caller.token) sessions.add(caller.token, ctx.extra.socket);
        return true;
      },
      // The session is checked again (signed out or blocked since the connection opened: the socket
      // closes with 4403), then the same parse, validation, limits and context as HTTP operations.
      onSubscribe: async (ctx, id, payload) => {
        // Operations at once on this socket, this one included (graphql-ws lists it already): one
        // socket may not hold more than the cap (issue 23, F10: one held 3,000).
        if (Object.keys(ctx.subscriptions).length > config.maxSubscriptionsPerSocket) return [tooManySubscriptions(config.maxSubscriptionsPerSocket)];
        const token = wsToken(ctx);
        const caller = await callerOf(token);
        const contextValue = caller instanceof GraphQLError ? null : createContext(contextDeps, caller.token, undefined, wsOrigin(ctx, config.trustProxy), caller.grant);
        const status: SessionStatus =
          token && contextValue ? await contextValue.viewer().then((user) => (user ? 'valid' : 'revoked'), statusOfError) : 'revoked';
        if (status === 'revoked') {
          // After the error message has been sent.
          setImmediate(() => {
            if (token) sessions.revoke(token);
            ctx.extra.socket.close(4403, 'Forbidden');
          });
          return [caller instanceof GraphQLError ? caller : new GraphQLError('Сеанс завершён', { extensions: { code: 'UNAUTHENTICATED' } })];
        }
        if (!contextValue) return [new GraphQLError('Сеанс завершён', { extensions: { code: 'UNAUTHENTICATED' } })];
        const signedIn = () => mayReadSchema(contextValue);
        let document = validDocuments.get(payload.query);
        if (!document) {
          try {
            document = parse(payload.query);
          } catch (error) {
            return [error as GraphQLError];
          }
        }
        const invalid = validDocuments.has(payload.query) ? [] : validate(schema, document);
        if (!invalid.length) validDocuments.remember(payload.query, document);
        if (invalid.length) {
          return (await signedIn())
            ? invalid
            : invalid.map((e) => new GraphQLError(stripSuggestions(e.message), { nodes: e.nodes, extensions: e.extensions }));
        }
        const refused = await guardOperation(document, payload.variables ?? undefined, signedIn, undefined, schema);
        if (refused.length) return refused;
        const forbidden = refusalOfDocument(document, payload.operationName, contextValue.grant);
        if (forbidden) return [forbidden];
        // A person's subscriptions over every gateway.
        const mine = held.get(ctx.extra.socket);
        if (mine) {
          const place = await caps.take('subscriptions', mine.userId);
          if (typeof place !== 'string') return [place.error()];
          // Closed meanwhile (onClose has released what it held): this place too.
          if (held.get(ctx.extra.socket) !== mine) {
            await caps.release('subscriptions', mine.userId, place);
            return [capError('subscriptions', caps.limits.subscriptions)];
          }
          mine.subscriptions.set(id, place);
        }
        // The subscription's events go straight to this socket (shared-execution.ts).
        deliverTo(contextValue, { socket: ctx.extra.socket, id });
        return {
          schema,
          document,
          variableValues: payload.variables,
          operationName: payload.operationName,
          contextValue,
        };
      },
      onComplete: (ctx, id) => releaseSubscription(ctx.extra.socket, id),
      onError: (ctx, id) => releaseSubscription(ctx.extra.socket, id),
      onClose: (ctx) => {
        const mine = held.get(ctx.extra.socket);
        if (!mine) return;
        held.delete(ctx.extra.socket);
        for (const id of [...mine.subscriptions.keys()]) releaseSubscription(ctx.extra.socket, id);
        caps.release('sockets', mine.userId, mine.socket).catch(onLiveError);
      },
    },
    wsServer,
  );

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
  const health = healthHandlers({ pool, ownStore, sharedLive: config.live.redisUrl ? liveStore : null, timeoutMs: config.restTimeoutMs });
  const exportTickets = createExportHandler(pool, originOf, undefined, sessionOf);

  async function handleGraphQL(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const requestId = (req.headers['x-request-id'] as string | undefined) || randomUUID();
    let body: unknown = undefined;
    const multipart = req.method === 'POST' && /^multipart\/form-data/i.test(req.headers['content-type'] ?? '');
    if (multipart) {
      // A form post is a "simple" request a foreign page could make: require a preflight header.
      if (!req.headers['apollo-require-preflight'] && !req.headers['x-apollo-operation-name']) {
        sendJson(res, 400, {
          errors: [{ message: 'Для загрузки файла нужен заголовок apollo-require-preflight', extensions: { code: 'BAD_REQUEST' } }],
        });
        return;
      }
      try {
        body = await parseMultipart(req);
      } catch (error) {
        const e = error as MultipartError;
        sendJson(res, e.status ?? 400, { errors: [{ message: e.message, extensions: { code: 'BAD_USER_INPUT' } }] });
        return;
      }
    } else if (req.method === 'POST') {
      const text = await readBody(req);
      if (text) {
        try {
          body = JSON.parse(text);
        } catch {
          sendJson(res, 400, { errors: [{ message: 'Тело запроса не является JSON', extensions: { code: 'BAD_REQUEST' } }] });
          return;
        }
      }
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    // The multipart body is now an ordinary operation.
    if (multipart) headers.set('content-type', 'application/json');
    // Apollo's CSRF prevention is for what carries the session cookie (graphql-over-http.ts).
    if (getWithoutSessionCookie(req)) headers.set('apollo-require-preflight', 'no-session-cookie');
    const caller = await callerOf(tokenFrom(req.headers.authorization, req.headers.cookie));
    if (caller instanceof GraphQLError) {
      res.writeHead(401, { 'content-type': 'application/json; charset=utf-8', 'x-request-id': requestId });
      res.end(JSON.stringify({ errors: [{ message: caller.message, extensions: { code: caller.extensions.code } }] }));
      return;
    }
    const context = createContext(
      contextDeps,
      caller.token,
      requestId,
      // The audit trail tells a script's token (Authorization) from the browser's session cookie.
      originOf(req),
      caller.grant,
    );
    const result = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method: req.method ?? 'GET', headers, search: url.search, body },
      context: async () => context,
    });
    const outHeaders: Record<string, string | string[]> = { 'x-request-id': requestId, 'cache-control': 'no-store' };
    for (const [key, value] of result.headers) outHeaders[key] = value;
    if (context.cookies.headers.length) outHeaders['set-cookie'] = context.cookies.headers;
    const status = responseStatus(result.status ?? 200, result.headers.get('content-type'), result.body.kind === 'complete' ? result.body.string : undefined);
    if (result.body.kind === 'complete') {
      // With its length the answer goes out in one write, not chunked (issue 27).
      outHeaders['content-length'] = String(Buffer.byteLength(result.body.string));
      res.writeHead(status, outHeaders);
      res.end(result.body.string);
    } else {
      res.writeHead(status, outHeaders);
      for await (const chunk of result.body.asyncIterator) res.write(chunk);
      res.end();
    }
  }

  async function sendMetrics(res: ServerResponse): Promise<void> {
    res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(await metrics.registry.metrics());
  }

  /**
   * `/metrics` on the public port (issue 23, F3): only with `Authorization: Bearer <METRICS_TOKEN>`;
   * without a configured token it is not served there at all (`METRICS_PORT` serves it internally).
   */
  async function handleMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!config.metricsToken) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Не найдено');
      return;
    }
    if (!bearerMatches(req, config.metricsToken)) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' }).end('Нужен токен метрик');
      return;
    }
    await sendMetrics(res);
  }

  /** The routes of the gateway's HTTP server, first match wins; the web app takes the rest. */
  const routes: [(path: string) => boolean, (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void> | void][] = [
    // A browser opening /graphql gets the GraphQL explorer; GraphQL clients get GraphQL.
    [(p) => p === '/graphql', (req, res, url) => (wantsHtml(req) ? explorer(req, res) : inIncomingSpan(req.headers, `${req.method} /graphql`, () => handleGraphQL(req, res, url)))],
    [(p) => p === '/explorer', explorer],
    [(p) => p === '/health', (_req, res) => health.health(res)],
    [(p) => p === '/health/live', (_req, res) => health.live(res)],
    [(p) => p === '/health/ready', (_req, res) => health.ready(res)],
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

/** A map of at most `size` entries, the oldest dropped first. */
function boundedCache<T>(size: number) {
  const entries = new Map<string, T>();
  return {
    get: (key: string) => entries.get(key),
    has: (key: string) => entries.has(key),
    remember(key: string, value: T) {
      if (entries.has(key)) return;
      if (entries.size >= size) entries.delete(entries.keys().next().value!);
      entries.set(key, value);
    },
  };
}
