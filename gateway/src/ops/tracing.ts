// OpenTelemetry traces (issue 41; docs/adr/0020-traces.md): off unless OTEL_EXPORTER_OTLP_ENDPOINT is
// set (config.ts). When on, each /graphql request is a server span continuing the caller's W3C
// `traceparent`, named by its operation, with a span per root field's resolver and a client span per
// REST call, whose `traceparent` the API continues down to its SQL. When off, nothing is created.
import { context, INVALID_SPAN_CONTEXT, propagation, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { ApolloServerPlugin } from '@apollo/server';
import type { IncomingHttpHeaders } from 'node:http';

const tracer = trace.getTracer('loyalty-gateway');
let enabled = false;
const NO_SPAN = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

export interface Tracing {
  /** Sends what is buffered (tests, and before exit). */
  flush(): Promise<void>;
  close(): Promise<void>;
}

/** Starts exporting spans over OTLP/HTTP to `endpoint` (its `/v1/traces`) as `serviceName`. */
export function startTracing(endpoint: string, serviceName: string): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/$/, '')}/v1/traces` }), { scheduledDelayMillis: 500 })],
  });
  // The global provider, W3C trace context and an AsyncLocalStorage context: the REST API's own
  // spans, when it runs in this process (the tests), join the same traces.
  provider.register();
  enabled = true;
  return {
    flush: () => provider.forceFlush(),
    close: async () => {
      enabled = false;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}

/** Runs `work` inside a span of its own, ended (with the error, if any) when `work` settles. */
export async function inSpan<T>(name: string, kind: SpanKind, attributes: Attributes, work: (span: Span) => Promise<T>): Promise<T> {
  if (!enabled) return work(NO_SPAN);
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** An incoming request's work in a server span that continues the caller's `traceparent`. */
export function inIncomingSpan<T>(headers: IncomingHttpHeaders, name: string, work: (span: Span) => Promise<T>): Promise<T> {
  if (!enabled) return inSpan(name, SpanKind.SERVER, {}, work);
  return context.with(propagation.extract(context.active(), headers), () => inSpan(name, SpanKind.SERVER, {}, work));
}

/** Adds the current span's `traceparent` to an outgoing call's headers. */
export function injectTrace(headers: Record<string, string>): void {
  if (enabled) propagation.inject(context.active(), headers);
}

/** Names the request's span by its operation and gives each root field's resolver a span. */
export function tracingPlugin(): ApolloServerPlugin {
  return {
    async requestDidStart() {
      if (!enabled) return {};
      const request = trace.getActiveSpan();
      return {
        async didResolveOperation({ operation, operationName }) {
          const type = operation?.operation ?? 'operation';
          request?.updateName(`${type} ${operationName ?? operation?.name?.value ?? 'anonymous'}`);
          request?.setAttribute('graphql.operation.type', type);
        },
        async executionDidStart() {
          return {
            willResolveField({ info }) {
              if (info.path.prev !== undefined) return;
              const span = tracer.startSpan(`resolve ${info.parentType.name}.${info.fieldName}`, { attributes: { 'graphql.field.path': info.fieldName } });
              return (error) => {
                if (error) span.setStatus({ code: SpanStatusCode.ERROR, message: error.message });
                span.end();
              };
            },
          };
        },
      };
    },
  };
}
