// The only module that reads process.env. Every variable is parsed and validated here at start;
// a wrong value stops the start with a message naming the variable.
import { fileURLToPath } from 'node:url';
import { trustList } from './http/client-address';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface Config {
  port: number;
  host: string;
  /** A folder for PGlite, or `memory`. Ignored when `databaseUrl` is set. */
  dataDir: string;
  /** A PostgreSQL server; wins over `dataDir`. */
  databaseUrl: string | null;
  seedDemo: boolean;
  logLevel: LogLevel;
  /** socket.io fans out through Redis when set (several replicas). */
  redisUrl: string | null;
  /** The auto-processor's fiscal data provider (product-rules §4). */
  fiscalProvider: 'simulator' | 'http';
  /** The fiscal service's endpoint for the `http` provider. */
  fiscalHttpUrl: string | null;
  /** Simulator: share of receipts not yet available on the first try, and never found (0…1). */
  fiscalNotReadyRate: number;
  fiscalNotFoundRate: number;
  /** Auto-processor workers in this replica. */
  processorWorkers: number;
  /** Uploaded files: a folder, or `memory`. */
  filesDir: string;
  /** SMS transport (product-rules §6): `log` (the outbox table and the log) or `http` (a gateway). */
  smsTransport: 'log' | 'http';
  /** The SMS gateway's endpoint for the `http` transport (POST {phone, text}). */
  smsHttpUrl: string | null;
  /** Where OpenTelemetry traces go over OTLP/HTTP (`OTEL_EXPORTER_OTLP_ENDPOINT`); null: no traces. */
  otlpEndpoint: string | null;
  /** Audit rows older than this many days are deleted, once a day (issue 17). */
  auditRetentionDays: number;
  /** TRUST_PROXY: addresses/CIDRs of proxies whose X-Forwarded-For is believed; empty trusts none. */
  trustProxy: string[];
  /** GATEWAY_SECRET: the gateway's proof (X-Gateway-Secret) that its X-Forwarded-For is the client's. */
  gatewaySecret: string | null;
}

/** `rest-api/.data/pglite`, whatever the working directory is. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

/** `rest-api/.data/files`, whatever the working directory is. */
export const DEFAULT_FILES_DIR = fileURLToPath(new URL('../.data/files', import.meta.url));

export const DEFAULTS = {
  port: 3001,
  host: '127.0.0.1',
  dataDir: DEFAULT_DATA_DIR,
  databaseUrl: null,
  seedDemo: true,
  logLevel: 'info',
  redisUrl: null,
  fiscalProvider: 'simulator',
  fiscalHttpUrl: null,
  fiscalNotReadyRate: 0.1,
  fiscalNotFoundRate: 0.02,
  processorWorkers: 2,
  filesDir: DEFAULT_FILES_DIR,
  smsTransport: 'log',
  smsHttpUrl: null,
  otlpEndpoint: null,
  auditRetentionDays: 365,
  trustProxy: [] as string[],
  gatewaySecret: null,
} as const satisfies Config;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function present(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

export function parsePort(value: string, name = 'PORT'): number {
  if (!/^\d+$/.test(value) || Number(value) > 65535) {
    throw new ConfigError(`${name} must be an integer from 0 to 65535, got "${value}"`);
  }
  return Number(value);
}

export function parseBoolean(value: string, name: string): boolean {
  const v = value.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new ConfigError(`${name} must be true or false (also 1/0, yes/no, on/off), got "${value}"`);
}

export function parseLogLevel(value: string, name = 'LOG_LEVEL'): LogLevel {
  const v = value.toLowerCase();
  if ((LOG_LEVELS as readonly string[]).includes(v)) return v as LogLevel;
  throw new ConfigError(`${name} must be one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
}

/** A URL of one of two protocols (`postgres:`, `postgresql:`); the message names the first. */
function parseUrl(value: string, name: string, [first, second]: [string, string]): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a ${first}// URL, got "${value}"`);
  }
  if (url.protocol !== first && url.protocol !== second) {
    throw new ConfigError(`${name} must be a ${first}// or ${second}// URL, got protocol "${url.protocol}"`);
  }
  return value;
}

export const parseDatabaseUrl = (value: string, name = 'DATABASE_URL'): string => parseUrl(value, name, ['postgres:', 'postgresql:']);
export const parseRedisUrl = (value: string, name = 'REDIS_URL'): string => parseUrl(value, name, ['redis:', 'rediss:']);

export function parseRate(value: string, name: string): number {
  const rate = Number(value);
  if (!/^\d*\.?\d+$/.test(value) || rate < 0 || rate > 1) throw new ConfigError(`${name} must be a number from 0 to 1, got "${value}"`);
  return rate;
}

function parseWorkers(value: string, name: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 64) throw new ConfigError(`${name} must be an integer from 1 to 64, got "${value}"`);
  return Number(value);
}

function parseRetentionDays(value: string, name: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 36500) throw new ConfigError(`${name} must be a number of days from 1 to 36500, got "${value}"`);
  return Number(value);
}

/** TRUST_PROXY: `false` (or empty) trusts none; else comma-separated IP addresses and CIDRs. */
export function parseTrustProxy(value: string, name = 'TRUST_PROXY'): string[] {
  if (value.trim().toLowerCase() === 'false') return [];
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    trustList(entries);
  } catch (error) {
    throw new ConfigError(`${name} must be false or comma-separated IP addresses/CIDRs (e.g. 10.0.0.0/8,127.0.0.1): ${(error as Error).message}`);
  }
  return entries;
}

function parseGatewaySecret(value: string, name: string): string {
  if (value.length < 16) throw new ConfigError(`${name} must be at least 16 characters long`);
  return value;
}

function parseFiscalProvider(value: string, name: string): 'simulator' | 'http' {
  if (value === 'simulator' || value === 'http') return value;
  throw new ConfigError(`${name} must be simulator or http, got "${value}"`);
}

/** Reads the configuration from the environment (process.env unless given). */
export function loadConfig(env: Env = process.env): Config {
  const port = present(env, 'PORT');
  const host = present(env, 'HOST');
  const dataDir = present(env, 'DATA_DIR');
  const databaseUrl = present(env, 'DATABASE_URL');
  const seedDemo = present(env, 'SEED_DEMO');
  const logLevel = present(env, 'LOG_LEVEL');
  const redisUrl = present(env, 'REDIS_URL');
  const fiscalProvider = present(env, 'FISCAL_PROVIDER');
  const fiscalHttpUrl = present(env, 'FISCAL_HTTP_URL');
  const notReady = present(env, 'FISCAL_NOT_READY_RATE');
  const notFound = present(env, 'FISCAL_NOT_FOUND_RATE');
  const workers = present(env, 'PROCESSOR_WORKERS');
  const filesDir = present(env, 'FILES_DIR');
  const smsTransport = present(env, 'SMS_TRANSPORT');
  const smsHttpUrl = present(env, 'SMS_HTTP_URL');
  const otlpEndpoint = present(env, 'OTEL_EXPORTER_OTLP_ENDPOINT');
  if (otlpEndpoint !== undefined && !/^https?:\/\//.test(otlpEndpoint))
    throw new ConfigError(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http:// or https:// URL, got "${otlpEndpoint}"`);
  const retention = present(env, 'AUDIT_RETENTION_DAYS');
  const trustProxy = present(env, 'TRUST_PROXY');
  const gatewaySecret = present(env, 'GATEWAY_SECRET');
  if (smsTransport !== undefined && smsTransport !== 'log' && smsTransport !== 'http') throw new ConfigError(`SMS_TRANSPORT must be log or http, got "${smsTransport}"`);
  if (smsTransport === 'http' && smsHttpUrl === undefined) throw new ConfigError('SMS_HTTP_URL is required when SMS_TRANSPORT is http');
  if (smsHttpUrl !== undefined && !/^https?:\/\//.test(smsHttpUrl)) throw new ConfigError(`SMS_HTTP_URL must be an http:// or https:// URL, got "${smsHttpUrl}"`);
  const provider = fiscalProvider === undefined ? DEFAULTS.fiscalProvider : parseFiscalProvider(fiscalProvider, 'FISCAL_PROVIDER');
  if (provider === 'http' && fiscalHttpUrl === undefined) throw new ConfigError('FISCAL_HTTP_URL is required when FISCAL_PROVIDER is http');
  if (fiscalHttpUrl !== undefined && !/^https?:\/\//.test(fiscalHttpUrl)) throw new ConfigError(`FISCAL_HTTP_URL must be an http:// or https:// URL, got "${fiscalHttpUrl}"`);
  return {
    port: port === undefined ? DEFAULTS.port : parsePort(port),
    host: host ?? DEFAULTS.host,
    dataDir: dataDir ?? DEFAULTS.dataDir,
    databaseUrl: databaseUrl === undefined ? null : parseDatabaseUrl(databaseUrl),
    seedDemo: seedDemo === undefined ? DEFAULTS.seedDemo : parseBoolean(seedDemo, 'SEED_DEMO'),
    logLevel: logLevel === undefined ? DEFAULTS.logLevel : parseLogLevel(logLevel),
    redisUrl: redisUrl === undefined ? null : parseRedisUrl(redisUrl),
    fiscalProvider: provider,
    fiscalHttpUrl: fiscalHttpUrl ?? null,
    fiscalNotReadyRate: notReady === undefined ? DEFAULTS.fiscalNotReadyRate : parseRate(notReady, 'FISCAL_NOT_READY_RATE'),
    fiscalNotFoundRate: notFound === undefined ? DEFAULTS.fiscalNotFoundRate : parseRate(notFound, 'FISCAL_NOT_FOUND_RATE'),
    processorWorkers: workers === undefined ? DEFAULTS.processorWorkers : parseWorkers(workers, 'PROCESSOR_WORKERS'),
    filesDir: filesDir ?? DEFAULTS.filesDir,
    smsTransport: smsTransport ?? DEFAULTS.smsTransport,
    smsHttpUrl: smsHttpUrl ?? null,
    otlpEndpoint: otlpEndpoint ?? null,
    auditRetentionDays: retention === undefined ? DEFAULTS.auditRetentionDays : parseRetentionDays(retention, 'AUDIT_RETENTION_DAYS'),
    trustProxy: trustProxy === undefined ? [] : parseTrustProxy(trustProxy),
    gatewaySecret: gatewaySecret === undefined ? null : parseGatewaySecret(gatewaySecret, 'GATEWAY_SECRET'),
  };
}

/** Whether this process is a vitest run: a test-only knob (the password hashing cost) is refused otherwise. */
export function isTestRun(env: Env = process.env): boolean {
  return present(env, 'VITEST') !== undefined;
}
