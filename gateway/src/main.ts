// `npm start -w gateway`: reads the environment, starts, stops cleanly on SIGINT/SIGTERM.
import { loadConfig } from './config';
import { startTracing } from './ops/tracing';
import { startGateway } from './server';

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(`Gateway configuration error: ${(error as Error).message}`);
  process.exit(1);
}
const tracing = config.otlpEndpoint ? startTracing(config.otlpEndpoint, 'loyalty-gateway') : null;
const gateway = await startGateway({ config });
console.log(`Gateway listening on ${gateway.url} (GraphQL at ${gateway.url}/graphql)`);
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    gateway
      .close()
      .then(() => tracing?.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
