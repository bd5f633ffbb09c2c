// Liveness and readiness for the load balancer and an orchestrator (issue 41): `/health/live` answers
// 200 while the process serves requests; `/health/ready` 200 when the database answers a query, else
// 503 with the reason (docker/compose.yml's health check; rest-api/README.md, "Health checks").
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { DB } from '../db/schema';

/** How long the database may take to answer the readiness query. */
const READY_TIMEOUT_MS = 3_000;

const HEALTH = { type: 'object', required: ['status'], properties: { status: { type: 'string' }, database: { type: 'string' }, reason: { type: 'string' } } };

export function registerHealthRoutes(app: FastifyInstance, db: Kysely<DB>): void {
  app.get(
    '/health/live',
    { config: { openapi: { operationId: 'healthLive', tags: ['meta'], summary: 'Liveness: 200 while the process serves requests', public: true, response: HEALTH } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/health/ready',
    {
      config: {
        openapi: {
          operationId: 'healthReady',
          tags: ['meta'],
          summary: 'Readiness: 200 when the database answers, else 503 {status, database, reason}',
          public: true,
          response: HEALTH,
        },
      },
    },
    async (_request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS)));
      try {
        await Promise.race([sql`select 1`.execute(db), timeout]);
        return { status: 'ok', database: 'up' };
      } catch (error) {
        app.log.warn({ err: error }, 'readiness: the database does not answer');
        return reply.code(503).send({ status: 'unavailable', database: 'down', reason: 'База данных не отвечает' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
}
