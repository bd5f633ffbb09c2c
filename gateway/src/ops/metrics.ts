// Prometheus metrics of one gateway process: GraphQL operations and their durations, REST calls and
// their latency. Served at /metrics (behind `METRICS_TOKEN` or on `METRICS_PORT`).
//
// Every label has a bound (issue 23, F3): an operation is labelled by its name only when it is one
// of the web app's operations (generated from web/src), else `other`; a REST route by its pattern
// (numbers and room names replaced), and past ROUTE_LABELS distinct routes `other`. Nothing a client
// writes can add series.
import { KNOWN_OPERATIONS } from '../__generated__/operation-names';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { UpstreamCall } from '../upstream/client';

export interface Metrics {
  registry: Registry;
  operation(name: string, type: string, ok: boolean, seconds: number): void;
  restCall(call: UpstreamCall): void;
  /** A gauge read when scraped (open WebSockets, upstream sockets). */
  gauge(name: string, help: string, read: () => number): void;
}

/** The label of every operation name that is not one of the web app's. */
export const OTHER = 'other';
/** At most this many distinct REST route labels; later ones are counted as `other`. */
export const ROUTE_LABELS = 200;
const OPERATION_TYPES = new Set(['query', 'mutation', 'subscription']);

/** An operation's name as a label: one of the web app's operations, else `other`. */
export function operationLabel(name: string | null | undefined): string {
  return name && KNOWN_OPERATIONS.has(name) ? name : OTHER;
}

/** `/tickets/123` → `/tickets/:id`, `/messages/byRoom/user-5` → `/messages/byRoom/:room`, so labels stay few. */
export function routeLabel(path: string): string {
  return path
    .split('?')[0]!
    .replace(/^(\/messages\/(?:byRoom|sendToRoom|read))\/[^/]+$/, '$1/:room')
    .replace(/\/\d+(?=\/|$)/g, '/:id');
}

/** A label from an open set, bounded: past `max` distinct values, `other`. */
function bounded(max: number): (value: string) => string {
  const seen = new Set<string>();
  return (value) => {
    if (seen.has(value)) return value;
    if (seen.size >= max) return OTHER;
    seen.add(value);
    return value;
  };
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'gateway_' });
  const operations = new Counter({
    name: 'graphql_operations_total',
    help: 'GraphQL operations executed, by name, type and outcome',
    labelNames: ['operation', 'type', 'outcome'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'graphql_operation_duration_seconds',
    help: 'Duration of GraphQL operations',
    labelNames: ['operation', 'type'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const restCalls = new Counter({
    name: 'rest_calls_total',
    help: 'Calls to the REST API, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const restLatency = new Histogram({
    name: 'rest_call_duration_seconds',
    help: 'Latency of calls to the REST API',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  const routeOf = bounded(ROUTE_LABELS);
  return {
    registry,
    operation(name, type, ok, seconds) {
      const operation = operationLabel(name);
      const kind = OPERATION_TYPES.has(type) ? type : 'unknown';
      operations.inc({ operation, type: kind, outcome: ok ? 'ok' : 'error' });
      durations.observe({ operation, type: kind }, seconds);
    },
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    },
    restCall(call) {
      const route = routeOf(routeLabel(call.path));
      restCalls.inc({ method: call.method, route, status: String(call.status) });
      restLatency.observe({ method: call.method, route }, call.durationMs / 1000);
    },
  };
}
