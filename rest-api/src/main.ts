// `npm start`: read the environment, start, stop cleanly on SIGINT/SIGTERM.
import { ConfigError, loadConfig, type Config } from './config';
import { startApi, type RunningApi } from './index';
import { startTracing } from './http/tracing';
import { HttpProvider, SimulatorProvider } from './processor/fiscal';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const stopTracing = config.otlpEndpoint ? startTracing(config.otlpEndpoint) : null;
let api: RunningApi;
try {
  api = await startApi({
    port: config.port,
    host: config.host,
    dataDir: config.dataDir,
    ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
    seedDemo: config.seedDemo,
    demoConversations: true,
    logLevel: config.logLevel,
    live: {
      redisUrl: config.redisUrl,
      fiscalProvider:
        config.fiscalProvider === 'http'
          ? new HttpProvider(config.fiscalHttpUrl!)
          : new SimulatorProvider({ notReadyRate: config.fiscalNotReadyRate, notFoundRate: config.fiscalNotFoundRate }),
      processor: { workers: config.processorWorkers },
      files: config.filesDir,
    },
    sms: { transport: config.smsTransport, httpUrl: config.smsHttpUrl },
    auditRetentionDays: config.auditRetentionDays,
    clientAddress: { trustProxy: config.trustProxy, gatewaySecret: config.gatewaySecret },
  });
} catch (error) {
  console.error(`REST API could not start: ${(error as Error).message}`);
  process.exit(1);
}
console.log(`REST API listening on http://${config.host}:${new URL(api.url).port}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  api.app.log.info({ signal }, 'stopping');
  try {
    await api.close();
    await stopTracing?.();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
