// Liveness and readiness (http/health.ts): ready while the database answers, 503 with the reason when
// it does not; live all along.
import { describe, expect, it, vi } from 'vitest';
import { startTestApp } from '../../test/app';
import { appFor } from '../../test/support';

const t = appFor(() => startTestApp({ seed: false }));

describe('health checks', () => {
  it('is live and ready, without a token, while the database answers', async () => {
    expect(await t.request('/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.request('/health/ready')).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
  });

  it('is not ready while the database does not answer, and still live; ready again after', async () => {
    const executor = t.database.db.getExecutor();
    const down = vi
      .spyOn(t.database.db, 'getExecutor')
      .mockReturnValue(Object.assign(Object.create(executor), { executeQuery: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')) }));
    expect(await t.request('/health/ready')).toMatchObject({ status: 503, body: { status: 'unavailable', database: 'down', reason: 'База данных не отвечает' } });
    expect(await t.request('/health/live')).toMatchObject({ status: 200, body: { status: 'ok' } });
    down.mockRestore();
    expect(await t.request('/health/ready')).toMatchObject({ status: 200, body: { status: 'ok', database: 'up' } });
  });
});
