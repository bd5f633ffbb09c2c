// The one Apollo Client module of the web: transport, cache and the reaction to a lost session.
// - Queries and mutations go over HTTP; subscriptions over graphql-ws on the same `/graphql`. The
//   session token lives in an HttpOnly cookie set by the gateway: HTTP sends same-origin credentials
//   and the WebSocket upgrade carries the cookie, which the gateway reads at `connection_init`.
// - The socket is opened at once (not lazily) so the header can show whether the page is live, and
//   reconnects forever with capped back-off; its code (graphql-ws, live-socket.ts) is a chunk of its
//   own that loads beside this one, so a route does not wait for it (subscriptions asked for
//   meanwhile start once it is there); graphql-ws re-subscribes the open subscriptions itself.
//   After a reconnect the active queries are refetched: events sent while the socket was down are
//   not replayed, so what the screens show is read again. The same happens on the gateway's `resync`
//   signal (the gateway lost the API's events for a while, or the API lost them between replicas).
// - Only `UNAUTHENTICATED` (or the socket closed with 4403) ends the session; network errors and 5xx
//   leave the user signed in.
// - Every operation goes by its id, over HTTP without its text (shared/graphql/persisted.ts): the
//   gateway runs a browser session's listed operations only.
import { ApolloClient, ApolloLink, DocumentTransform, HttpLink, InMemoryCache, type FieldMergeFunction, type Reference, type TypePolicies } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';
import { getMainDefinition } from '@apollo/client/utilities';
import { persistedQuery } from '../graphql/persisted';
import type { Client } from 'graphql-ws';
import { from, mergeMap } from 'rxjs';
import { chatFieldPolicies, ticketChatFieldPolicies } from '../chat/cache';
import { createConnectionStatus, type ConnectionStatus } from './connection';
import { ErrorCode, hasErrorCode } from './errors';
import { LiveResyncSubscription, LiveStatusSubscription } from './resync';

// Operation types from codegen are masked (`inlineFragmentTypes: 'mask'`); Apollo's types follow.
declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}

export interface CreateApolloClientOptions {
  /** GraphQL endpoint; the gateway serves it at `/graphql` on the page's own origin. */
  uri?: string;
  /** Called once per failing operation whose error has `extensions.code = UNAUTHENTICATED`. */
  onUnauthenticated?: () => void;
  /** The WebSocket implementation (tests); the browser's by default. */
  webSocketImpl?: unknown;
  /** Delay before reconnect attempt `n` (0-based), in ms. */
  retryDelay?: (attempt: number) => number;
}

/**
 * Operations that handle a missing session themselves (resolving the stored user, signing in or
 * out) pass `context: { [SKIP_AUTH_REDIRECT]: true }` so the global handler leaves them alone.
 */
export const SKIP_AUTH_REDIRECT = 'skipAuthRedirect';

/** The gateway closes a socket whose session is missing or revoked with 4403 (Forbidden). */
export const WS_CLOSE_FORBIDDEN = 4403;

/** Every paged list type of the schema (`…Page`, with `items`, `total`, `page`, `pageSize`). */
export const PAGE_TYPES = [
  'AdmEntityPage',
  'AuditLogPage',
  'CampaignPage',
  'CampaignProductPage',
  'CityPage',
  'ConversationPage',
  'MessagePage',
  'PeriodPage',
  'PlacePage',
  'PlaceTypePage',
  'PlanFactPage',
  'PlanPage',
  'ProductCategoryPage',
  'ProductPage',
  'RegionPage',
  'TicketPage',
  'UserPage',
] as const;

/** The entities with a `history` (their audit entries, newest first). */
export const HISTORY_TYPES = ['Ticket', 'User', 'Place', 'Campaign', 'Period'] as const;

/**
 * An entity's history only grows (the audit trail is append-only), so a page of it whose newest entry
 * is older than the cached one's is a read that answered after a mutation's newer answer: the cache
 * keeps the newer page instead of showing the change's entry vanish until the next read.
 */
const keepNewerHistory: FieldMergeFunction = (existing, incoming, { mergeObjects, readField }) => {
  const newest = (page: unknown) => {
    const items = page ? readField<readonly Reference[]>('items', page as Reference) : undefined;
    return Math.max(-1, ...(items ?? []).map((item) => readField<number>('id', item) ?? -1));
  };
  if (!existing) return incoming;
  return newest(incoming) < newest(existing) ? existing : mergeObjects(existing, incoming);
};

/**
 * Entities are normalised by `id` (Apollo's default for types with an `id`), so a mutation that
 * answers the changed entity updates every screen that shows it. A page has no id: it lives under
 * the list field keyed by all its arguments (where, search, order, page, size), and two queries that
 * select different fields of the same page merge into one entry.
 */
export function typePolicies(): TypePolicies {
  const policies: TypePolicies = {
    // The chats' message lists: every page or slice read, each message once (shared/chat/cache.ts).
    Query: { fields: { ...chatFieldPolicies } },
    // A count by status belongs to the list it counts: the processor's counters are the whole
    // programme's, the tickets screen's named filters count its own filters in the role's scope (a
    // regional manager saw the programme's 79 manual checks over a list of 69 when these were
    // shared by status). Kept inside their parent, each replaced whole.
    TicketStatusCount: { keyFields: false },
    TicketCounts: { keyFields: false, fields: { statuses: { merge: false } } },
    // The processor is a singleton.
    AutoProcessor: { keyFields: [], fields: { counters: { merge: false } } },
    Conversation: { keyFields: ['roomName'] },
    // A file has no id: it is stored inside its message (place, product…). Two selections of the
    // same file (the conversation list's `file { path }`, the chat's `file { path mime url thumb }`)
    // merge instead of the later one replacing the other, which left the chat's bubble incomplete.
    // A record an audit entry names (issue 26): its `id` is the named record's, shared by a city and
    // a place of the same number, so it is kept inside its entry, never normalised.
    AuditReference: { keyFields: false },
    File: {
      merge(existing, incoming, { mergeObjects, readField }) {
        return existing && incoming && readField('path', existing) === readField('path', incoming) ? mergeObjects(existing, incoming) : incoming;
      },
    },
  };
  for (const type of PAGE_TYPES) policies[type] = { keyFields: false, merge: true };
  for (const type of HISTORY_TYPES) policies[type] = { fields: { history: { merge: keepNewerHistory } } };
  // A ticket's chat: every page read, each message once (shared/chat/cache.ts).
  policies.Ticket = { fields: { ...policies.Ticket?.fields, ...ticketChatFieldPolicies } };
  return policies;
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({ typePolicies: typePolicies() });
}

/** 0.5 s, 1 s, 2 s, 4 s, then every 8 s, with ±20 % jitter so many tabs do not retry in step. */
export function defaultRetryDelay(attempt: number): number {
  const base = Math.min(8000, 500 * 2 ** attempt);
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** `ws(s)://host/graphql` for an http(s) endpoint, relative endpoints resolved against the page. */
export function webSocketUrl(uri: string, base = globalThis.location?.href ?? 'http://localhost/'): string {
  const url = new URL(uri, base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}

/**
 * The closes after which graphql-ws does not connect again (its client's `shouldRetryConnectOrThrow`):
 * 1000–1999 but the ordinary and transient ones, and its protocol's fatal codes. A server's own
 * failure (1011, 4500) reaches it as a retried close a few times first (live-socket.ts).
 */
const RETRIED_CLOSES = [1000, 1001, 1005, 1006, 1012, 1013, 1014];
const FATAL_CLOSES = [4500, 4005, 4400, 4004, 4401, 4406, 4409, 4429];
export const isFinalClose = (code: number | undefined): boolean =>
  code !== undefined && ((code >= 1000 && code <= 1999 && !RETRIED_CLOSES.includes(code)) || FATAL_CLOSES.includes(code));

const closeCode = (event: unknown): number | undefined =>
  typeof event === 'object' && event !== null && typeof (event as { code?: unknown }).code === 'number' ? (event as { code: number }).code : undefined;

/**
 * Each operation's id by its name (unique in the app, codegen checks): the document the links get is
 * Apollo's server query, a new one without codegen's `__meta__`; the transforms before it keep it.
 */
const ids = new Map<string, ReturnType<typeof persistedQuery>>();
const recordIds = new DocumentTransform((document) => {
  // Every document Apollo reads passes here, the cache's fragments too: only generated operations have an id.
  const name = getMainDefinition(document).name?.value;
  if (name && !ids.has(name) && '__meta__' in document) ids.set(name, persistedQuery(document));
  return document;
});

export interface LiveApolloClient {
  client: ApolloClient;
  /** The live connection's state, for the header's indicator. */
  connection: ConnectionStatus;
  /** The graphql-ws client (closed on sign-out), once its code is loaded. */
  socket: Promise<Client>;
  /**
   * Sends an operation by its id now, for the screen's own request of the same operation and
   * variables to take its answer (a route's starter, as the navigation starts); not when the screen
   * has asked for them already (it reads them from the cache) unless `everyVisit`.
   */
  preload(operationName: string, sha256Hash: string, variables: Record<string, unknown>, everyVisit?: boolean): void;
  dispose(): void;
}

export function createApolloClient(options: CreateApolloClientOptions = {}): LiveApolloClient {
  const { uri = '/graphql', onUnauthenticated, retryDelay = defaultRetryDelay } = options;
  const online = typeof navigator === 'undefined' ? true : navigator.onLine !== false;
  const connection = createConnectionStatus(online);
  let connectedBefore = false;
  let client: ApolloClient | null = null;
  let signedOut = false;
  /** The gateway refused the socket: the session is gone (once). */
  const forbidden = () => {
    if (signedOut) return;
    signedOut = true;
    onUnauthenticated?.();
  };

  const live$ = import('./live-socket').then(({ createLiveSocket }) =>
    createLiveSocket({
      url: webSocketUrl(uri),
      lazy: false,
      keepAlive: 10_000,
      retryAttempts: Number.POSITIVE_INFINITY,
      retryWait: (attempt) => new Promise((resolve) => setTimeout(resolve, retryDelay(attempt))),
      shouldRetry: (event) => {
        if (closeCode(event) === WS_CLOSE_FORBIDDEN) {
          forbidden();
          return false;
        }
        return true;
      },
      onNonLazyError: () => undefined, // reported through the connection status
      webSocketImpl: options.webSocketImpl,
      on: {
        connected: () => {
          connection.connected();
          if (connectedBefore) void client?.refetchQueries({ include: 'active' });
          connectedBefore = true;
        },
        closed: (event) => {
          // With a subscription open, graphql-ws takes 4403 as fatal and does not ask `shouldRetry`.
          if (closeCode(event) === WS_CLOSE_FORBIDDEN) forbidden();
          else if (signedOut) return;
          // A close graphql-ws never retries (4400, 1008, a server error after its retries…): the header
          // says a reload is needed, not 'Переподключение…'.
          else if (isFinalClose(closeCode(event))) connection.failed();
          else connection.dropped();
        },
        error: () => connection.dropped(),
      },
    }),
  );
  // Signed out before the code arrived: the socket is closed as soon as it exists.
  const socket = live$.then(({ socket }) => {
    if (signedOut) Promise.resolve(socket.dispose()).catch(() => undefined);
    return socket;
  });
  // A chunk that fails to load leaves the page without live updates, as a socket that never connects
  // would (the header says so); its subscriptions end with the loading error.
  socket.catch(() => connection.dropped());

  const onOnline = () => connection.network(true);
  const onOffline = () => connection.network(false);
  if (typeof window !== 'undefined') {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
  }

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (operation.getContext()[SKIP_AUTH_REDIRECT]) return;
    if (hasErrorCode(error, ErrorCode.Unauthenticated)) onUnauthenticated?.();
  });

  // Each request starts a W3C trace the gateway continues down to the SQL when traces are on
  // (docs/adr/0020-traces.md); a collector shows the browser's request as the trace's root.
  const send: typeof fetch = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), traceparent: newTraceparent() } });
  // Code and data in parallel (docs/adr/0083-route-starters-beside-the-screen.md): a route's starter
  // asks for its screen's query as the navigation starts (`preload`); the screen's own request for
  // that operation and those variables takes the answer instead of asking again, once. The next
  // preload or a mutation forgets what was not taken (what was read before a change may be stale),
  // and so does a while; a preload that failed to reach the gateway leaves the screen to ask itself.
  // What a screen has asked for already it reads from the cache: not preloaded again (`asked`), but
  // for a screen that reads again on every visit. The screen's request that takes a preload can still
  // stop it (a report cancelled or left): its abort aborts the preload's request.
  const early = new Map<string, { answer: Promise<Response>; at: number; stop: AbortController }>();
  const asked = new Set<string>();
  /** Forgets the answers not taken, and stops the requests still under way for them. */
  const forgetEarly = () => {
    for (const { stop } of early.values()) stop.abort();
    early.clear();
  };
  const httpLink = new HttpLink({
    uri,
    credentials: 'same-origin',
    fetch: (input, init) => {
      const body =
        typeof init?.body === 'string'
          ? (JSON.parse(init.body) as { operationName?: string; variables?: object; extensions?: { persistedQuery?: { sha256Hash?: string } } })
          : undefined;
      if (!body) return send(input, init);
      const key = earlyKey(body.operationName, body.extensions?.persistedQuery?.sha256Hash, body.variables);
      asked.add(key);
      const taken = early.get(key);
      early.delete(key);
      if (!taken || Date.now() - taken.at >= EARLY_MS) return send(input, init);
      init?.signal?.addEventListener('abort', () => taken.stop.abort(init.signal?.reason), { once: true });
      return taken.answer.catch(() => send(input, init));
    },
  });
  const preload: LiveApolloClient['preload'] = (operationName, sha256Hash, variables, everyVisit = false) => {
    const key = earlyKey(operationName, sha256Hash, variables);
    if (asked.has(key) && !everyVisit) return;
    forgetEarly();
    const stop = new AbortController();
    // Read whole as it comes, taken or not: a screen that stays mounted across routes (the ticket
    // page from /app/ticket/:id to a vendor's) never asks, and an unread answer would hold its request open.
    const answer = send(uri, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/graphql-response+json,application/json;q=0.9', 'content-type': 'application/json' },
      body: JSON.stringify({ operationName, variables, extensions: { persistedQuery: { version: 1, sha256Hash } } }),
      signal: stop.signal,
    }).then(async (response) => new Response(await response.arrayBuffer(), { status: response.status, statusText: response.statusText, headers: response.headers }));
    answer.catch(() => undefined); // the screen's own request sees the failure, and asks itself
    early.set(key, { answer, at: Date.now(), stop });
  };
  /** Subscriptions go over the socket once its code is loaded. */
  const wsLink = new ApolloLink((operation) => from(live$).pipe(mergeMap(({ link }) => link.request(operation))));
  const transport = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === 'OperationDefinition' && definition.operation === 'subscription';
    },
    wsLink,
    httpLink,
  );

  // Not Apollo's PersistedQueryLink: it would send the full document again after PERSISTED_QUERY_NOT_FOUND,
  // which the gateway refuses a browser session (and it costs every route its bytes).
  const byId = new ApolloLink((operation, forward) => {
    const id = operation.operationName ? ids.get(operation.operationName) : undefined;
    if (!id) throw new Error(`${operation.operationName ?? 'an anonymous operation'} is not a generated document: run \`npm run codegen\``);
    operation.extensions.persistedQuery = id;
    if (operation.operationType === 'mutation') forgetEarly();
    operation.setContext(({ http }: { http?: object }) => ({ http: { ...http, includeQuery: false, includeExtensions: true } }));
    return forward(operation);
  });

  client = new ApolloClient({
    link: ApolloLink.from([errorLink, byId, transport]),
    documentTransform: recordIds,
    cache: createCache(),
    dataMasking: true,
  });
  const live = client;

  // Events the gateway (or the API) says were lost: what the screens show is read again.
  const resync = live.subscribe({ query: LiveResyncSubscription }).subscribe({
    next: () => void live.refetchQueries({ include: 'active' }),
    error: () => undefined,
  });
  // The gateway's link to the API: the header says 'live updates unavailable' while it is down.
  const liveStatus = live.subscribe({ query: LiveStatusSubscription }).subscribe({
    next: ({ data }) => {
      if (data) connection.upstream(data.liveStatusChanged.upstreamConnected);
    },
    error: () => undefined,
  });

  return {
    client,
    connection,
    socket,
    preload,
    dispose() {
      signedOut = true;
      forgetEarly();
      resync.unsubscribe();
      liveStatus.unsubscribe();
      if (typeof window !== 'undefined') {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      }
      // graphql-ws's dispose waits for the connection under way, and rejects when it fails.
      socket.then((open) => open.dispose()).catch(() => undefined);
    },
  };
}

/** How long a preloaded answer waits for its screen's request: a screen whose code takes longer asks again. */
export const EARLY_MS = 30_000;
/** An operation and its variables, whatever the order of their keys. */
const earlyKey = (name: unknown, hash: unknown, variables: unknown) =>
  JSON.stringify([name, hash, variables ?? {}], (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))) : value,
  );

const hex = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
/** A new sampled W3C `traceparent`: version 00, a random trace id and parent id. */
export const newTraceparent = () => `00-${hex(16)}-${hex(8)}-01`;
