// What the API can do beyond spec §7's routes (issue 24): one cheap probe per optional route, without
// a token, at start and again on a schedule. How LoopBack 3 answers a probe (verified on 3.28):
//  - a route under a model with two or more segments (`/tickets/0/transactions`, `/users/me/apiTokens`)
//    or with a method the model lacks (`POST /users/countSocketClients`): 404 `Shared class … has no
//    method handling …` when missing, 401 (its ACL) or an answer of its own when present;
//  - a model the API does not have (`/auditLogs`): 404 `There is no method to handle …`;
//  - one segment under a model (`GET /tickets/stats`): a missing route is `findById('stats')`, whose
//    ACL answers 401 as a present route would; `?filter=0` tells them apart, since strong-remoting
//    refuses it with 400 `Value is not an object.` before the ACL, where a route of its own (which
//    takes no `filter`) answers 401 or its own answer.
// Unreachable, timed out or failing (5xx) is `unknown`: nothing is concluded from an outage.
import { GraphQLError } from 'graphql';
import { ErrorCode, upstreamMessage } from '../errors';
import type { Upstream } from './client';
import { defaultShapes, describeShapes, learnShapes, type RelationKey, type ShapeMapping, type UpstreamShapes } from './shapes';

export type CapabilityName =
  'reports' | 'auditTrail' | 'ticketTransactions' | 'deviceCounts' | 'processorStatus' | 'vendorsWithOnline' | 'savedViews' | 'apiTokens' | 'ticketBulk' | 'userBulk' | 'undo';

export type CapabilityState = 'available' | 'missing' | 'unknown';

interface Probe {
  /** The route the gateway calls, as the schema shows it. */
  route: string;
  method: 'GET' | 'POST';
  /** The path probed. */
  path: string;
  /** One segment under a model: probed with `?filter=0` (see above). */
  findByIdFallback?: boolean;
}

/** Spec §7's models the screens read (`npm run upstream:check` probes `<path>/count`): without one, its screens show only an error. */
export const CORE_MODELS: readonly string[] = [
  '/users',
  '/roles',
  '/regions',
  '/cities',
  '/places',
  '/placeTypes',
  '/tickets',
  '/products',
  '/campaigns',
  '/periods',
  '/plans',
  '/messages',
];

/** Every optional route the gateway uses, outside spec §7. */
export const CAPABILITY_PROBES: Readonly<Record<CapabilityName, Probe>> = {
  reports: { route: 'GET /tickets/stats', method: 'GET', path: '/tickets/stats', findByIdFallback: true },
  auditTrail: { route: 'GET /auditLogs', method: 'GET', path: '/auditLogs' },
  ticketTransactions: { route: 'GET /tickets/{id}/transactions', method: 'GET', path: '/tickets/0/transactions' },
  deviceCounts: { route: 'POST /users/countSocketClients', method: 'POST', path: '/users/countSocketClients' },
  processorStatus: { route: 'GET /tickets/autoProcessing', method: 'GET', path: '/tickets/autoProcessing', findByIdFallback: true },
  vendorsWithOnline: { route: 'GET /vendors/withOnline', method: 'GET', path: '/vendors/withOnline', findByIdFallback: true },
  savedViews: { route: 'GET /savedViews', method: 'GET', path: '/savedViews' },
  apiTokens: { route: 'GET /users/me/apiTokens', method: 'GET', path: '/users/me/apiTokens' },
  ticketBulk: { route: 'POST /tickets/bulk', method: 'POST', path: '/tickets/bulk' },
  userBulk: { route: 'POST /users/bulk', method: 'POST', path: '/users/bulk' },
  undo: { route: 'POST /auditLogs/undo', method: 'POST', path: '/auditLogs/undo' },
};

/** What an answer to a probe says of the route. */
export function stateOfAnswer(error: unknown): CapabilityState {
  if (error === undefined) return 'available';
  if (!(error instanceof GraphQLError)) return 'unknown';
  switch (error.extensions.code) {
    case ErrorCode.UPSTREAM_UNSUPPORTED:
    case ErrorCode.NOT_FOUND:
      return 'missing';
    case ErrorCode.BAD_USER_INPUT:
      return /not an object/i.test(upstreamMessage(error)) ? 'missing' : 'available';
    case ErrorCode.UNAUTHENTICATED:
    case ErrorCode.FORBIDDEN:
    case ErrorCode.TOO_MANY_REQUESTS:
      return 'available';
    default:
      return 'unknown';
  }
}

/** Probes one route (one call, no token). */
export async function probeCapability(api: Upstream, name: CapabilityName): Promise<CapabilityState> {
  const probe = CAPABILITY_PROBES[name];
  try {
    if (probe.method === 'POST') await api.post<unknown>(probe.path, {});
    else await api.get<unknown>(probe.path, probe.findByIdFallback ? { filter: '0' } : undefined);
    return 'available';
  } catch (error) {
    return stateOfAnswer(error);
  }
}

/** Whether a path answers (an answer, 401, 403…) or is missing: one call, no token. */
export async function probePath(api: Upstream, path: string): Promise<CapabilityState> {
  try {
    await api.get<unknown>(path);
    return 'available';
  } catch (error) {
    return stateOfAnswer(error);
  }
}

export interface CapabilityStatus {
  name: CapabilityName;
  route: string;
  state: CapabilityState;
  /** When the last probe of it ended; null before the first. */
  checkedAt: Date | null;
}

/** The gateway's knowledge of its API's optional routes, probed at start and every `refreshMs`. */
export class UpstreamCapabilities {
  private readonly states = new Map<CapabilityName, CapabilityStatus>();
  /** Routes a call with a token found missing, which a probe without one cannot disprove (below). */
  private readonly learned = new Set<CapabilityName>();
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  /** The API's shapes (upstream/shapes.ts): the defaults until the first round learned them. */
  private learnedShapes: UpstreamShapes = defaultShapes();
  private shapesLogged = '';
  /**
   * Settles when the first round has learned the shapes, or after `shapesWaitMs`: an include waits
   * for it (list-resolver.ts), an API that does not answer does not hold requests up.
   */
  readonly shapesKnown: Promise<void>;
  private shapesLearned!: () => void;

  constructor(
    /** A client without a token. */
    private readonly api: () => Upstream,
    private readonly logger: { info(msg: string, fields?: Record<string, unknown>): void },
    private readonly refreshMs: number,
    private readonly mapping: ShapeMapping = {},
    /** How long a request waits at most for the first round's shapes (then: by foreign key until learned). */
    shapesWaitMs = 5000,
  ) {
    const learned = new Promise<void>((resolve) => (this.shapesLearned = resolve));
    this.shapesKnown = Promise.race([learned, new Promise<void>((resolve) => setTimeout(resolve, shapesWaitMs).unref())]);
    for (const [name, probe] of Object.entries(CAPABILITY_PROBES) as [CapabilityName, Probe][]) {
      this.states.set(name, { name, route: probe.route, state: 'unknown', checkedAt: null });
    }
  }

  /** Probes now, then on the schedule. */
  start(): Promise<void> {
    this.timer ??= setInterval(() => void this.refresh(), this.refreshMs);
    this.timer.unref();
    return this.refresh();
  }

  /** Probes every route, one call at a time (light on the API; one round at a time). A change is logged. */
  refresh(): Promise<void> {
    this.running ??= (async () => {
      const api = this.api();
      for (const current of [...this.states.values()]) {
        let state = await probeCapability(api, current.name);
        // LoopBack's `currentUserLiteral` answers 401 for any `/users/me/…` without a token, so a
        // probe cannot tell `/users/me/apiTokens` from a missing route; a call with a token can.
        if (state === 'available' && this.learned.has(current.name)) state = 'missing';
        if (state !== current.state && state !== 'unknown') this.logger.info('upstream capability', { capability: current.name, route: current.route, state });
        this.states.set(current.name, { ...current, state, checkedAt: new Date() });
      }
      // The shapes after the routes: the own store opens on the routes' first round (server.ts).
      try {
        this.learnedShapes = await learnShapes(api, (path) => probePath(api, path), this.mapping);
        const described = describeShapes(this.learnedShapes);
        // Logged at start, and again only when something changed.
        if (JSON.stringify(described) !== this.shapesLogged) this.logger.info('upstream shapes', described);
        this.shapesLogged = JSON.stringify(described);
      } finally {
        this.shapesLearned();
      }
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** A call with a token found the route missing (UPSTREAM_UNSUPPORTED): so it stays. */
  learnMissing(name: CapabilityName): void {
    this.learned.add(name);
    const current = this.states.get(name)!;
    if (current.state !== 'missing') this.logger.info('upstream capability', { capability: name, route: current.route, state: 'missing' });
    this.states.set(name, { ...current, state: 'missing', checkedAt: new Date() });
  }

  /** The shapes as last learned. */
  get shapes(): UpstreamShapes {
    return this.learnedShapes;
  }

  /** The API's name of a relation the gateway may include, once known; null: load by foreign key. */
  relation(key: RelationKey): string | null {
    return this.learnedShapes.relations[key].name;
  }

  list(): CapabilityStatus[] {
    return [...this.states.values()];
  }

  state(name: CapabilityName): CapabilityState {
    return this.states.get(name)?.state ?? 'unknown';
  }

  close(): void {
    clearInterval(this.timer);
  }
}
