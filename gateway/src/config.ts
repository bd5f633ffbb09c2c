// The gateway's configuration: read from the environment once, validated, and passed down.
// Nothing else in the gateway reads process.env.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseTrustProxy, type TrustedProxies } from './security/client-address';
import type { SocketIoSetting } from './realtime/protocol';
import type { CapLimits } from './realtime/caps';
import { parseMapping, type ShapeMapping } from './upstream/shapes';
import { readFileSync } from 'node:fs';

export interface GatewayConfig {
  /** Port to listen on; 0 picks a free one. */
  port: number;
  host: string;
  /** Base URL of the REST + socket.io API, without a trailing slash. */
  upstreamUrl: string;
  /**
   * The socket.io version of the API's events (`UPSTREAM_SOCKETIO`): `2` (LoopBack 3-era APIs), `4`
   * (socket.io 3 and 4), or `auto` (default): found out from the API's Engine.IO handshake at start
   * and again whenever a link is lost or refused.
   */
  upstreamSocketIo: SocketIoSetting;
  /**
   * How often the API's optional routes are probed again, ms (`CAPABILITIES_REFRESH_MS`; also at
   * start): a route deployed or removed since shows by then.
   */
  capabilitiesRefreshMs: number;
  /**
   * The operator's mapping of the API's shapes (`UPSTREAM_SHAPES`: JSON, or the path of a JSON file;
   * gateway/README.md): relation names, where a receipt's lines live, an embedded or related category.
   */
  upstreamShapes: ShapeMapping;
  /** Timeout of one REST call, ms (spec §9: 5000). */
  restTimeoutMs: number;
  /** Folder of the built web app served at `/`; `null` serves none. */
  webDist: string | null;
  /**
   * The web's operations a browser session may send, by id (`TRUSTED_DOCUMENTS`: a folder of
   * manifests or one; default `<webDist>/trusted-documents`, `none` lets sessions send any document;
   * docs/adr/0030-trusted-operations.md).
   */
  trustedDocuments: string | null;
  /** Mark the session cookie `Secure` (behind HTTPS). */
  cookieSecure: boolean;
  /**
   * Origins (`https://host[:port]`) allowed to open the WebSocket besides the gateway's own (the
   * `Host` of the upgrade): a page elsewhere cannot ride the session cookie (`ALLOWED_ORIGINS`).
   */
  allowedOrigins: string[];
  /**
   * How often the session of every open WebSocket is checked again, ms (`SESSION_RECHECK_MS`): a
   * session revoked without the API telling the gateway (expired, an event lost) ends by then.
   */
  sessionRecheckMs: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /**
   * Proxies in front of the gateway whose `X-Forwarded-For` is believed (`TRUST_PROXY`: IP addresses
   * and CIDR ranges, comma-separated; `false` or empty, the default: none, the peer is the client).
   */
  trustProxy: TrustedProxies;
  /**
   * Sent to the API as `X-Gateway-Secret` with every call (`GATEWAY_SECRET`): the API believes the
   * gateway's `X-Forwarded-For` only with it. null: not sent.
   */
  gatewaySecret: string | null;
  /**
   * Bearer token `/metrics` asks for (`METRICS_TOKEN`); null: `/metrics` is not served on the public
   * port at all (only on `metricsPort`, when set).
   */
  metricsToken: string | null;
  /** A port of its own, on `host`, where `/metrics` is served without a token (`METRICS_PORT`); null: none. */
  metricsPort: number | null;
  /** Where OpenTelemetry traces go over OTLP/HTTP (`OTEL_EXPORTER_OTLP_ENDPOINT`, e.g. http://127.0.0.1:4318); null: no traces. */
  otlpEndpoint: string | null;
  /** How many subscriptions one WebSocket may hold at once (`MAX_SUBSCRIPTIONS_PER_SOCKET`). */
  maxSubscriptionsPerSocket: number;
  /**
   * Presence, locks and per-user caps (issue 41): in this process, or in Redis shared by every
   * gateway (`REDIS_URL`, keys under `REDIS_PREFIX`); leases renewed every third of `LIVE_LEASE_MS`
   * (a dead gateway's lapse within it), locks of `LOCK_TTL_MS`; at most `MAX_SOCKETS_PER_USER`
   * WebSockets, `MAX_SUBSCRIPTIONS_PER_USER` subscriptions and `MAX_PRESENCE_PER_USER` presence
   * subscriptions per person over every gateway.
   */
  live: { redisUrl: string | null; redisPrefix: string; leaseMs: number; lockTtlMs: number; caps: CapLimits };
  /**
   * The gateway's own store (saved views, API tokens, the journal where the API has no route for
   * them): a PostgreSQL server (`GATEWAY_DATABASE_URL`), else PGlite in `GATEWAY_DATA_DIR` (a folder,
   * or `memory`; default `.data/gateway` of the repository).
   */
  store: { databaseUrl: string | null; dataDir: string };
  /** The store's SQL migrations (`gateway/migrations`), applied in order at open. */
  storeMigrationsDir: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = path.resolve(here, '../../web/dist');
export const defaultStoreDir = path.resolve(here, '../../.data/gateway');
export const storeMigrationsDir = path.resolve(here, '../migrations');

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function socketIo(env: NodeJS.ProcessEnv, name: string): SocketIoSetting {
  const raw = (env[name] ?? '').trim().toLowerCase();
  if (raw === '' || raw === 'auto') return 'auto';
  if (raw === '2' || raw === '4') return Number(raw) as 2 | 4;
  // socket.io 3 speaks the protocol of 4.
  if (raw === '3') return 4;
  throw new Error(`${name} must be auto, 2 or 4, got "${env[name]}"`);
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(raw.toLowerCase())) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

function origins(env: NodeJS.ProcessEnv, name: string): string[] {
  const raw = env[name];
  if (!raw) return [];
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((origin) => {
      let parsed: URL;
      try {
        parsed = new URL(origin);
      } catch {
        throw new Error(`${name} must be a comma-separated list of http(s) origins, got "${raw}"`);
      }
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
        throw new Error(`${name} must be a comma-separated list of http(s) origins, got "${raw}"`);
      }
      return parsed.origin;
    });
}

/** A secret of the environment: at least 16 visible ASCII characters (it travels in an HTTP header). */
function secret(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  if (!/^[\x21-\x7e]{16,512}$/.test(raw)) {
    throw new Error(`${name} must be 16 to 512 visible ASCII characters (no spaces)`);
  }
  return raw;
}

/** A service's URL of one of `protocols` (the first names it in the error), or null when unset. */
function serviceUrl(env: NodeJS.ProcessEnv, name: string, protocols: readonly string[]): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  let parsed: URL | null = null;
  try {
    parsed = new URL(raw);
  } catch {
    // reported below
  }
  if (!parsed || !protocols.includes(parsed.protocol)) throw new Error(`${name} must be a ${protocols[0]}// URL`);
  return raw;
}

/** `UPSTREAM_SHAPES`: inline JSON (starts with `{`) or a file's path. */
function shapeMapping(env: NodeJS.ProcessEnv): ShapeMapping {
  const raw = env.UPSTREAM_SHAPES?.trim();
  if (!raw) return {};
  try {
    return parseMapping(raw.startsWith('{') ? raw : readFileSync(path.resolve(raw), 'utf8'));
  } catch (error) {
    throw new Error(`UPSTREAM_SHAPES: ${(error as Error).message.replace(/^UPSTREAM_SHAPES: /, '')}`);
  }
}

function trustedDocuments(raw: string | undefined, webDist: string | null): string | null {
  if (raw === 'none') return null;
  if (raw) return path.resolve(raw);
  return webDist && path.join(webDist, 'trusted-documents');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const logLevel = (env.LOG_LEVEL || 'info') as GatewayConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const webDist = env.WEB_DIST === undefined || env.WEB_DIST === '' ? defaultWebDist : env.WEB_DIST;
  return {
    port: int(env, 'PORT', 4000, 0, 65535),
    host: env.HOST || '127.0.0.1',
    upstreamUrl: url(env, 'UPSTREAM_URL', 'http://127.0.0.1:3001'),
    upstreamSocketIo: socketIo(env, 'UPSTREAM_SOCKETIO'),
    capabilitiesRefreshMs: int(env, 'CAPABILITIES_REFRESH_MS', 300_000, 1000, 86_400_000),
    upstreamShapes: shapeMapping(env),
    restTimeoutMs: int(env, 'REST_TIMEOUT_MS', 5000, 100, 120_000),
    webDist: webDist === 'none' ? null : path.resolve(webDist),
    trustedDocuments: trustedDocuments(env.TRUSTED_DOCUMENTS, webDist === 'none' ? null : path.resolve(webDist)),
    cookieSecure: bool(env, 'COOKIE_SECURE', false),
    allowedOrigins: origins(env, 'ALLOWED_ORIGINS'),
    sessionRecheckMs: int(env, 'SESSION_RECHECK_MS', 30_000, 100, 3_600_000),
    logLevel,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    gatewaySecret: secret(env, 'GATEWAY_SECRET'),
    metricsToken: secret(env, 'METRICS_TOKEN'),
    metricsPort: env.METRICS_PORT === undefined || env.METRICS_PORT === '' ? null : int(env, 'METRICS_PORT', 0, 0, 65535),
    otlpEndpoint: serviceUrl(env, 'OTEL_EXPORTER_OTLP_ENDPOINT', ['http:', 'https:']),
    maxSubscriptionsPerSocket: int(env, 'MAX_SUBSCRIPTIONS_PER_SOCKET', 100, 1, 10_000),
    live: {
      redisUrl: serviceUrl(env, 'REDIS_URL', ['redis:', 'rediss:']),
      redisPrefix: env.REDIS_PREFIX || 'gateway:',
      leaseMs: int(env, 'LIVE_LEASE_MS', 30_000, 1000, 600_000),
      lockTtlMs: int(env, 'LOCK_TTL_MS', 60_000, 1000, 3_600_000),
      caps: {
        sockets: int(env, 'MAX_SOCKETS_PER_USER', 20, 1, 10_000),
        subscriptions: int(env, 'MAX_SUBSCRIPTIONS_PER_USER', 300, 1, 100_000),
        presence: int(env, 'MAX_PRESENCE_PER_USER', 20, 1, 10_000),
      },
    },
    store: {
      databaseUrl: serviceUrl(env, 'GATEWAY_DATABASE_URL', ['postgres:', 'postgresql:']),
      dataDir: !env.GATEWAY_DATA_DIR ? defaultStoreDir : env.GATEWAY_DATA_DIR === 'memory' ? 'memory' : path.resolve(env.GATEWAY_DATA_DIR),
    },
    storeMigrationsDir,
  };
}
