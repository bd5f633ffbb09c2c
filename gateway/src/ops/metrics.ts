// Prometheus metrics of one gateway process: GraphQL operations and their durations, REST calls and
// their latency. Served at /metrics.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { UpstreamCall } from '../upstream/client';

export interface Metrics {
  registry: Registry;
  operation(name: string, type: string, ok: boolean, seconds: number): void;
  restCall(call: UpstreamCall): void;
  /** A gauge read when scraped (open WebSockets, upstream sockets). */
  gauge(name: string, help: string, read: () => number): void;
}

/** `/tickets/123` → `/tickets/:id`, so labels stay few. */
export function routeLabel(path: string): string {
  return path.replace(/\/\d+(?=\/|$)/g, '/:id');
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
  return {
    registry,
    operation(name, type, ok, seconds) {
      operations.inc({ operation: name, type, outcome: ok ? 'ok' : 'error' });
      durations.observe({ operation: name, type }, seconds);
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
      const route = routeLabel(call.path);
      restCalls.inc({ method: call.method, route, status: String(call.status) });
      restLatency.observe({ method: call.method, route }, call.durationMs / 1000);
    },
  };
}
