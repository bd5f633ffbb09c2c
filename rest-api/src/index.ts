// The package's API: start the REST API in-process (other packages' tests use it with
// `startApi({ port: 0, dataDir: 'memory' })` to get a seeded API on a random port).
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { DEFAULTS, parseDatabaseUrl, parseLogLevel, type LogLevel } from './config';
import { MEMORY, openDatabase, type Database } from './db/database';
import type { LiveOptions } from './realtime/setup';
import type { ClientAddressOptions } from './http/client-address';
import { migrateToLatest } from './db/migrations';
import { createFileStore, MemoryFileStore, type FileStore } from './files/storage';
import { seedDemoIfEmpty } from './seed/demo';

export interface StartApiOptions {
  /** Default 3001; 0 = a random free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** A folder for PGlite, or `memory` (the default here). Ignored when `databaseUrl` is set. */
  dataDir?: string;
  /** A PostgreSQL server; wins over `dataDir`. */
  databaseUrl?: string;
  /** Seed the demo data into an empty database. Default true. */
  seedDemo?: boolean;
  /**
   * The demo's conversations too (`npm start`). Default false: tests of other packages count the
   * conversations they make.
   */
  demoConversations?: boolean;
  /** pino level; default `warn` here (`info` for `npm start`). */
  logLevel?: string;
  /** socket.io (Redis adapter), the auto-processor's fiscal provider and workers, the files folder. */
  live?: LiveOptions;
  /** SMS transport; `log` (the outbox table and the log) by default. */
  sms?: { transport: 'log' | 'http'; httpUrl?: string | null };
  /** Audit rows older than this many days are deleted daily; kept forever when absent. */
  auditRetentionDays?: number;
  /** TRUST_PROXY and GATEWAY_SECRET (http/client-address.ts); by default no proxy is trusted. */
  clientAddress?: ClientAddressOptions;
  /** In memory: start from a copy of this seeded database (`seedTemplate`) and its files. */
  template?: ApiTemplate;
}

/**
 * A migrated and seeded database to copy (other packages' tests, ADR 0015): an API opens a copy in
 * about a second instead of the seconds of initdb, migrations and demo data each.
 */
export interface ApiTemplate {
  /** PGlite's data folder as a tarball. */
  data: Blob;
  /** The files the seed wrote (the demo's receipt photos); each API writes to a copy. */
  files: MemoryFileStore;
}

export interface RunningApi {
  /** `http://host:port`, without a trailing slash. */
  url: string;
  app: FastifyInstance;
  /** Stops listening and closes the database. */
  close(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const port = options.port ?? DEFAULTS.port;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`port must be an integer from 0 to 65535, got ${port}`);
  const host = options.host ?? DEFAULTS.host;
  const logLevel: LogLevel = parseLogLevel(options.logLevel ?? 'warn', 'logLevel');
  const databaseUrl = options.databaseUrl ? parseDatabaseUrl(options.databaseUrl, 'databaseUrl') : null;

  let app: FastifyInstance | undefined;
  const database = await openDatabase({
    dataDir: options.dataDir ?? MEMORY,
    databaseUrl,
    ...(options.template ? { template: options.template.data } : {}),
    onPoolError: (error) => app?.log.error({ err: error }, 'idle database connection failed'),
  });
  try {
    await migrateToLatest(database.db);
    // One file store for the seed (the demo's receipt photos) and the files routes.
    const files =
      typeof options.live?.files === 'object'
        ? options.live.files
        : options.template && options.live?.files === undefined
          ? options.template.files.copy()
          : createFileStore(options.live?.files ?? 'memory');
    const seeded = (options.seedDemo ?? DEFAULTS.seedDemo) ? await seedDemo(database, options, files) : null;
    app = await buildApp({
      database,
      logLevel,
      live: { ...options.live, files },
      ...(options.sms ? { smsOptions: options.sms } : {}),
      auditRetentionDays: options.auditRetentionDays ?? null,
      ...(options.clientAddress ? { clientAddress: options.clientAddress } : {}),
    });
    if (seeded) app.log.info(seeded, 'demo data seeded into the empty database');
  } catch (error) {
    await database.close();
    throw error;
  }
  const server = app;
  try {
    await server.listen({ port, host });
  } catch (error) {
    await server.close();
    throw error;
  }
  const address = server.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${urlHost(host)}:${actualPort}`,
    app: server,
    close() {
      closing ??= server.close();
      return closing;
    },
  };
}

/** The demo data as `startApi` seeds it into an empty database, the receipt photos into `files`. */
function seedDemo(database: Database, options: StartApiOptions, files: FileStore) {
  return seedDemoIfEmpty(database.db, new Date(), { campaigns: true, conversations: options.demoConversations ?? false, files });
}

/** Migrates and seeds a database in memory, as `startApi` would, and keeps it as a template. */
export async function seedTemplate(options: Pick<StartApiOptions, 'demoConversations'> = {}): Promise<ApiTemplate> {
  const database = await openDatabase({ dataDir: MEMORY });
  try {
    await migrateToLatest(database.db);
    const files = new MemoryFileStore();
    await seedDemo(database, options, files);
    return { data: await database.dump!(), files };
  } finally {
    await database.close();
  }
}

export { buildApp, type AppDeps } from './app';
export { loadConfig, type Config } from './config';
/** Tests only (other packages' test set-ups): a cheaper scrypt N for the password hashes of this process. */
export { setPasswordCostForTests } from './auth/password';
