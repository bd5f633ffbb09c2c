// Liveness and readiness (issue 41; gateway/README.md, "Health checks"), for a load balancer and an
// orchestrator: `/health/live` while the process serves; `/health/ready` while the API, the gateway's
// own store (when in use) and the shared live store (Redis, when `REDIS_URL` is set) answer, each
// within the API's timeout; `/health` as before (the API only).
import type { ServerResponse } from 'node:http';
import type { LiveStore } from '../realtime/store';
import type { OwnStore } from '../store';
import type { UpstreamPool } from '../upstream/client';
import { me } from '../upstream/session';

type State = 'up' | 'down' | 'unused';

export interface HealthDeps {
  pool: UpstreamPool;
  ownStore: OwnStore;
  /** The shared live store, or null when the live state is kept in this process. */
  sharedLive: LiveStore | null;
  timeoutMs: number;
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
}

/** Whether `check` settles well within `ms`. */
async function answers(check: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('timeout')), ms)));
  try {
    await Promise.race([check(), late]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthHandlers({ pool, ownStore, sharedLive, timeoutMs }: HealthDeps) {
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

  /** The gateway's store, when in use: `select 1`. */
  async function storeState(): Promise<State> {
    if (!ownStore.inUse) return 'unused';
    return (await answers(() => ownStore.store.db().then((db) => db.query('select 1')), timeoutMs)) ? 'up' : 'down';
  }

  /** The shared live store (Redis), when configured: `PING`. */
  async function redisState(): Promise<State> {
    if (!sharedLive) return 'unused';
    return (await answers(() => sharedLive.ping(), timeoutMs)) ? 'up' : 'down';
  }

  return {
    live(res: ServerResponse): void {
      sendJson(res, 200, { status: 'ok' });
    },

    async health(res: ServerResponse): Promise<void> {
      const up = await upstreamUp();
      sendJson(res, up ? 200 : 503, { status: up ? 'ok' : 'degraded', upstream: up ? 'up' : 'down' });
    },

    /** 200 when everything in use answers, else 503 with what does not and why in Russian. */
    async ready(res: ServerResponse): Promise<void> {
      const [up, store, redis] = await Promise.all([upstreamUp(), storeState(), redisState()]);
      const reasons = [
        ...(up ? [] : ['REST API не отвечает']),
        ...(store === 'down' ? ['хранилище шлюза не отвечает'] : []),
        ...(redis === 'down' ? ['Redis не отвечает'] : []),
      ];
      const states = { upstream: up ? 'up' : 'down', store, redis };
      if (reasons.length === 0) sendJson(res, 200, { status: 'ok', ...states });
      else sendJson(res, 503, { status: 'unavailable', ...states, reason: reasons.join('; ') });
    },
  };
}
