// OpenTelemetry traces of the API (issue 41; docs/adr/0020-traces.md): off unless
// OTEL_EXPORTER_OTLP_ENDPOINT is set (config.ts). When on, every request is a server span that
// continues the caller's W3C `traceparent` (the gateway's REST call), and every SQL statement a
// span inside it, with its text (parameters are never in it). When off, no hook is added.
import { context, propagation, SpanKind, SpanStatusCode, trace, type ProxyTracerProvider, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LogEvent } from 'kysely';

const tracer = trace.getTracer('loyalty-rest-api');

/** Whether a tracer provider is registered in this process (by the API's or the gateway's start). */
export const tracingOn = (): boolean => (trace.getTracerProvider() as ProxyTracerProvider).getDelegateTracer('loyalty-rest-api') !== undefined;

/** Starts exporting spans over OTLP/HTTP to `endpoint` (its `/v1/traces`); answers how to stop. */
export function startTracing(endpoint: string): () => Promise<void> {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'loyalty-rest-api' }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }), { scheduledDelayMillis: 500 })],
  });
  provider.register();
  return () => provider.shutdown();
}

const spans = new WeakMap<FastifyRequest, Span>();

/** A server span per request, active from its handler on (after the body is read), ended with the answer. */
export function traceRequests(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = propagation.extract(context.active(), request.headers);
    spans.set(
      request,
      tracer.startSpan(
        `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method } },
        parent,
      ),
    );
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const span = spans.get(request);
    if (span) context.with(trace.setSpan(context.active(), span), done);
    else done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const span = spans.get(request);
    span?.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) span?.setStatus({ code: SpanStatusCode.ERROR });
    span?.end();
    done();
  });
}

/** Kysely's `log`: each statement a span in the request's trace, timed by Kysely. */
export function traceQuery(event: LogEvent): void {
  const end = Date.now();
  const span = tracer.startSpan(`SQL ${event.query.sql.trimStart().split(/\s/, 1)[0]!.toUpperCase()}`, {
    kind: SpanKind.CLIENT,
    startTime: end - event.queryDurationMillis,
    attributes: { 'db.system.name': 'postgresql', 'db.query.text': event.query.sql },
  });
  if (event.level === 'error') span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(end);
}
