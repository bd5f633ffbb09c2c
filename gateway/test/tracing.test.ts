// One trace from the caller's `traceparent` through the gateway's operation, its resolver and REST call,
// to the API's request and its SQL (issue 41), as an OTLP/HTTP collector receives it. The API runs in
// this process (`ownApi`), so both services export through the one provider the test starts.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, type Tracing } from '../src/ops/tracing';
import { startHarness, until, type Harness } from './harness';

interface Received {
  scope: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
}
interface OtlpBody {
  resourceSpans: { scopeSpans: { scope: { name: string }; spans: Omit<Received, 'scope'>[] }[] }[];
}

const received: Received[] = [];
let collector: Server;
let tracing: Tracing;
let h: Harness;

beforeAll(async () => {
  collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpBody;
      for (const { scopeSpans } of body.resourceSpans) {
        for (const { scope, spans } of scopeSpans) {
          for (const s of spans) received.push({ scope: scope.name, traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId ?? '', name: s.name });
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  tracing = startTracing(`http://127.0.0.1:${(collector.address() as AddressInfo).port}`, 'loyalty-gateway');
  h = await startHarness({ ownApi: true });
});

afterAll(async () => {
  await h?.close();
  await tracing?.close();
  await new Promise((resolve) => collector?.close(resolve));
});

describe('traces', () => {
  it("continues the caller's traceparent from the operation to the SQL", async () => {
    const cookie = await h.signIn();
    const traceId = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const res = await h.gql('query TracedTickets { tickets(pageSize: 2) { items { id } } }', {}, { cookie, traceparent: `00-${traceId}-${callerSpan}-01` });
    expect(res.body.errors).toBeUndefined();
    const ofTrace = () => received.filter((s) => s.traceId === traceId);
    const named = (scope: string, prefix: string) => ofTrace().find((s) => s.scope === scope && s.name.startsWith(prefix));
    await until(
      () => {
        void tracing.flush();
        return !!named('loyalty-rest-api', 'SQL SELECT') && !!named('loyalty-gateway', 'query TracedTickets');
      },
      30_000,
      () => `spans of the trace: ${JSON.stringify(ofTrace().map((s) => `${s.scope} ${s.name}`))}`,
    );
    const operation = named('loyalty-gateway', 'query TracedTickets')!;
    const resolver = named('loyalty-gateway', 'resolve Query.tickets')!;
    const call = named('loyalty-gateway', 'GET /tickets')!;
    const request = ofTrace().find((s) => s.scope === 'loyalty-rest-api' && s.parentSpanId === call.spanId)!;
    const statements = ofTrace().filter((s) => s.scope === 'loyalty-rest-api' && s.name.startsWith('SQL ') && s.parentSpanId === request.spanId);
    expect([operation.parentSpanId, resolver.parentSpanId, call.parentSpanId, request.name]).toEqual([callerSpan, operation.spanId, operation.spanId, 'GET /tickets']);
    expect(statements.map((s) => s.name)).toContain('SQL SELECT');
  });
});
