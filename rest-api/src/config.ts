// The only module that reads process.env. Every variable is parsed and validated here at start;
// a wrong value stops the start with a message naming the variable.
import { fileURLToPath } from 'node:url';

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
}

/** `rest-api/.data/pglite`, whatever the working directory is. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

export const DEFAULTS = {
  port: 3001,
  host: '127.0.0.1',
  dataDir: DEFAULT_DATA_DIR,
  databaseUrl: null,
  seedDemo: true,
  logLevel: 'info',
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

export function parseDatabaseUrl(value: string, name = 'DATABASE_URL'): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`${name} must be a postgres:// URL, got "${value}"`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(`${name} must be a postgres:// or postgresql:// URL, got protocol "${url.protocol}"`);
  }
  return value;
}

/** Reads the configuration from the environment (process.env unless given). */
export function loadConfig(env: Env = process.env): Config {
  const port = present(env, 'PORT');
  const host = present(env, 'HOST');
  const dataDir = present(env, 'DATA_DIR');
  const databaseUrl = present(env, 'DATABASE_URL');
  const seedDemo = present(env, 'SEED_DEMO');
  const logLevel = present(env, 'LOG_LEVEL');
  return {
    port: port === undefined ? DEFAULTS.port : parsePort(port),
    host: host ?? DEFAULTS.host,
    dataDir: dataDir ?? DEFAULTS.dataDir,
    databaseUrl: databaseUrl === undefined ? null : parseDatabaseUrl(databaseUrl),
    seedDemo: seedDemo === undefined ? DEFAULTS.seedDemo : parseBoolean(seedDemo, 'SEED_DEMO'),
    logLevel: logLevel === undefined ? DEFAULTS.logLevel : parseLogLevel(logLevel),
  };
}
