// The gateway's health and metrics routes (gateway/README.md, "Health checks"): `/health/live` while
// the process serves, `/health/ready` while what it needs answers, `/health` (the API only) and
// `/metrics` on the public port with its token.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayConfig } from '../config';
import type { Metrics } from '../ops/metrics';
import type { LiveStore } from '../realtime/store';
import type { OwnStore } from '../store';
import type { UpstreamPool } from '../upstream/client';
import { me } from '../upstream/session';
import { sendJson } from './graphql';

/** Whether a request carries `Authorization: Bearer <expected>` (compared in constant time). */
export function bearerMatches(req: IncomingMessage, expected: string): boolean {
  const given = Buffer.from(/^Bearer\s+(.+)$/i.exec(req.headers.authorization?.trim() ?? '')?.[1] ?? '');
  const want = Buffer.from(expected);
  return given.length === want.length && timingSafeEqual(given, want);
}

type State = 'up' | 'down' | 'unused';

interface HealthDeps {
  config: Pick<GatewayConfig, 'restTimeoutMs' | 'metricsToken'>;
  pool: UpstreamPool;
  ownStore: OwnStore;
  metrics: Metrics;
  /** The shared live store, or null when the live state is kept in this process. */
  sharedLive: LiveStore | null;
}

export function createHealthHandlers({ config, pool, ownStore, metrics, sharedLive }: HealthDeps) {
  /** Whether the API answers (a refusal is an answer; only unreachable or timing out is down). */
  async function upstreamUp(): Promise<boolean> {
    try {
      await me(pool.forRequest(null));
      return true;
    } catch (error) {
      const code = (error as { extensions?: { code?: string } }).extensions?.code;
      return code !== 'UPSTREAM_UNAVAILABLE' && code !== 'UPSTREAM_TIMEOUT';
    }
  }

  async function handleHealth(res: ServerResponse): Promise<void> {
    const up = await upstreamUp();
    sendJson(res, up ? 200 : 503, { status: up ? 'ok' : 'degraded', upstream: up ? 'up' : 'down' });
  }

  /** Whether `check` settles within the API's timeout. */
  async function answers(check: () => Promise<unknown>): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), config.restTimeoutMs)));
    try {
      await Promise.race([check(), late]);
      return true;
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The gateway's store, when in use: `select 1`. */
  async function storeState(): Promise<State> {
    if (!ownStore.inUse) return 'unused';
    return (await answers(() => ownStore.store.db().then((db) => db.query('select 1')))) ? 'up' : 'down';
  }

  /** The shared live store (Redis), when configured: `PING`. */
  async function redisState(): Promise<State> {
    if (!sharedLive) return 'unused';
    return (await answers(() => sharedLive.ping())) ? 'up' : 'down';
  }

  /**
   * Readiness (issue 41; gateway/README.md, "Health checks"): 200 when the API, the gateway's store
   * (when in use) and the shared live store (Redis, when `REDIS_URL` is set) answer, else 503 with what
   * does not and why in Russian.
   */
  async function handleReady(res: ServerResponse): Promise<void> {
    const [up, store, redis] = await Promise.all([upstreamUp(), storeState(), redisState()]);
    const reasons = [...(up ? [] : ['REST API не отвечает']), ...(store === 'down' ? ['хранилище шлюза не отвечает'] : []), ...(redis === 'down' ? ['Redis не отвечает'] : [])];
    const states = { upstream: up ? 'up' : 'down', store, redis };
    if (reasons.length === 0) sendJson(res, 200, { status: 'ok', ...states });
    else sendJson(res, 503, { status: 'unavailable', ...states, reason: reasons.join('; ') });
  }

  async function sendMetrics(res: ServerResponse): Promise<void> {
    res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' }).end(await metrics.registry.metrics());
  }

  /**
   * `/metrics` on the public port (issue 23, F3): only with `Authorization: Bearer <METRICS_TOKEN>`;
   * without a configured token it is not served there at all (`METRICS_PORT` serves it internally).
   */
  async function handleMetrics(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (!config.metricsToken) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Не найдено');
      return;
    }
    if (!bearerMatches(req, config.metricsToken)) {
      res.writeHead(401, { 'content-type': 'text/plain; charset=utf-8', 'www-authenticate': 'Bearer realm="metrics"' }).end('Нужен токен метрик');
      return;
    }
    await sendMetrics(res);
  }

  return { handleHealth, handleReady, handleMetrics, sendMetrics };
}
