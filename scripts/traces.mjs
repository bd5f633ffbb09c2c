#!/usr/bin/env node
// `node scripts/traces.mjs [port]`: a local stand-in for a trace collector (README, "See one trace").
// Listens for OTLP/HTTP JSON on 127.0.0.1:4318 (`/v1/traces`, what the services send when
// OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318) and prints each trace, once it has been quiet for
// a second, as a tree: every span with its service's scope, name and duration in ms.
import { createServer } from 'node:http';

const port = Number(process.argv[2] ?? 4318);
const traces = new Map();
const timers = new Map();

function print(traceId) {
  const spans = traces.get(traceId);
  traces.delete(traceId);
  timers.delete(traceId);
  const ids = new Set(spans.map((s) => s.spanId));
  const children = (parent) => spans.filter((s) => (parent ? s.parentSpanId === parent : !ids.has(s.parentSpanId))).sort((a, b) => a.start - b.start);
  const lines = [`trace ${traceId}`];
  const walk = (span, depth) => {
    lines.push(`${'  '.repeat(depth + 1)}${span.name}  [${span.scope}]  ${span.ms.toFixed(1)} ms`);
    for (const child of children(span.spanId)) walk(child, depth + 1);
  };
  for (const root of children(null)) walk(root, 0);
  console.log(lines.join('\n'));
}

createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      for (const { scopeSpans = [] } of body.resourceSpans ?? []) {
        for (const { scope, spans = [] } of scopeSpans) {
          for (const s of spans) {
            const start = Number(BigInt(s.startTimeUnixNano) / 1000n) / 1000;
            const ms = Number(BigInt(s.endTimeUnixNano) - BigInt(s.startTimeUnixNano)) / 1e6;
            if (!traces.has(s.traceId)) traces.set(s.traceId, []);
            traces.get(s.traceId).push({ scope: scope?.name ?? '?', spanId: s.spanId, parentSpanId: s.parentSpanId ?? '', name: s.name, start, ms });
            clearTimeout(timers.get(s.traceId));
            timers.set(
              s.traceId,
              setTimeout(() => print(s.traceId), 1000),
            );
          }
        }
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    } catch {
      res.writeHead(400).end();
    }
  });
}).listen(port, '127.0.0.1', () => console.log(`OTLP/HTTP traces on http://127.0.0.1:${port}/v1/traces; Ctrl-C stops`));
