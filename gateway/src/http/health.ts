// The gateway's health and metrics routes: `/health`, readiness (`/health/ready`) and `/metrics` on
// the public port with its token.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { GatewayConfig } from '../config';
import type { Metrics } from '../ops/metrics';
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

export function createHealthHandlers({ config, pool, ownStore, metrics }: { config: Pick<GatewayConfig, 'restTimeoutMs' | 'metricsToken'>; pool: UpstreamPool; ownStore: OwnStore; metrics: Metrics }) {
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

  /** The gateway's store, when in use: `select 1` within the API's timeout. */
  async function storeState(): Promise<'up' | 'down' | 'unused'> {
    if (!ownStore.inUse) return 'unused';
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), config.restTimeoutMs)));
    try {
      await Promise.race([ownStore.store.db().then((db) => db.query('select 1')), late]);
      return 'up';
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Readiness (issue 41; gateway/README.md, "Health checks"): 200 when the API and the gateway's store
   * (when in use) answer, else 503 with what does not and why in Russian.
   */
  async function handleReady(res: ServerResponse): Promise<void> {
    const [up, store] = await Promise.all([upstreamUp(), storeState()]);
    const reasons = [...(up ? [] : ['REST API не отвечает']), ...(store === 'down' ? ['хранилище шлюза не отвечает'] : [])];
    const upstream = up ? 'up' : 'down';
    if (reasons.length === 0) sendJson(res, 200, { status: 'ok', upstream, store });
    else sendJson(res, 503, { status: 'unavailable', upstream, store, reason: reasons.join('; ') });
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
