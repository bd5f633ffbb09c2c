// The graphql-ws server on the gateway's `/graphql`: authentication on `connection_init`, the per-person
// caps on sockets and subscriptions, and every operation through the same parse, validation, limits,
// grants (and, for a browser session, the list of the web's operations) as over HTTP.
import type { IncomingMessage, Server } from 'node:http';
import { GraphQLError, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { GatewayConfig } from '../config';
import { createContext, tokenFrom, type ContextDeps } from '../context';
import { ErrorCode } from '../errors';
import { clientAddress, type TrustedProxies } from '../security/client-address';
import { guardOperation, mayReadSchema, stripSuggestions } from '../security/guard';
import { refusalOfDocument } from '../security/grants';
import { listedText, type TrustedDocuments } from '../security/trusted-documents';
import type { Caller } from '../store';
import type { RequestOrigin, UpstreamPool } from '../upstream/client';
import { me } from '../upstream/session';
import { capError, TOO_MANY_SOCKETS_CLOSE, type UserCaps } from './caps';
import { statusOfError, type SessionRegistry, type SessionStatus } from './sessions';
import { deliverTo, subscribeShared } from './shared-execution';

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

/** The error of a subscription over the per-socket cap (`MAX_SUBSCRIPTIONS_PER_SOCKET`). */
export function tooManySubscriptions(limit: number): GraphQLError {
  return new GraphQLError(`Слишком много подписок на одном соединении (не больше ${limit}): закройте лишние, прежде чем открыть новую.`, {
    extensions: { code: ErrorCode.TOO_MANY_SUBSCRIPTIONS, limit },
  });
}

export interface WsServerDeps {
  httpServer: Server;
  /** The largest operation frame (the HTTP body's cap). */
  maxPayload: number;
  config: Pick<GatewayConfig, 'allowedOrigins' | 'trustProxy' | 'maxSubscriptionsPerSocket'>;
  schema: GraphQLSchema;
  pool: UpstreamPool;
  caps: UserCaps;
  sessions: SessionRegistry;
  contextDeps: ContextDeps;
  callerOf(token: string | null): Promise<Caller | GraphQLError>;
  onLiveError(error: unknown): void;
  /** The web's operations, when browser sessions are held to them. */
  trusted: TrustedDocuments | null;
}

export function startWsServer({ httpServer, maxPayload, config, schema, pool, caps, sessions, contextDeps, callerOf, onLiveError, trusted }: WsServerDeps) {
  /** Per socket: its person and the places it holds (its own, and one per subscription). */
  const held = new WeakMap<WebSocket, { userId: number; socket: string; subscriptions: Map<string, string> }>();
  const releaseSubscription = (socket: WebSocket, id: string) => {
    const mine = held.get(socket);
    const place = mine?.subscriptions.get(id);
    if (!mine || place === undefined) return;
    mine.subscriptions.delete(id);
    caps.release('subscriptions', mine.userId, place).catch(onLiveError);
  };
  // The same 1 MB cap on an operation as over HTTP (a larger frame closes the socket with 1009), and
  // only pages of this origin (or a configured one) may open the socket with the session cookie.
  const wsServer = new WebSocketServer({
    server: httpServer,
    path: '/graphql',
    maxPayload,
    verifyClient: ({ req }: { req: IncomingMessage }) => originAllowed(req, config.allowedOrigins),
  });
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
        const status: SessionStatus = token && contextValue ? await contextValue.viewer().then((user) => (user ? 'valid' : 'revoked'), statusOfError) : 'revoked';
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
        // A browser session's socket runs the web's listed operations only; its explorer (staff) its own.
        let query = payload.query;
        if (trusted && wsOrigin(ctx, config.trustProxy).client === 'web' && !(ctx.connectionParams?.explorer === true && (await signedIn()))) {
          const listed = listedText(trusted, null, payload.extensions);
          if (typeof listed !== 'string') return [listed];
          query = listed;
        }
        let document = validDocuments.get(query);
        if (!document) {
          try {
            document = parse(query);
          } catch (error) {
            return [error as GraphQLError];
          }
        }
        const invalid = validDocuments.has(query) ? [] : validate(schema, document);
        if (!invalid.length) validDocuments.remember(query, document);
        if (invalid.length) {
          return (await signedIn()) ? invalid : invalid.map((e) => new GraphQLError(stripSuggestions(e.message), { nodes: e.nodes, extensions: e.extensions }));
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
  return { wsServer, wsCleanup };
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
