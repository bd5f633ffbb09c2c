// Personal API tokens (issue 17): created by a signed-in user, shown once, listed and revoked; a
// read-only one reads but every write is refused; revoking one (or blocking its owner) ends it at
// once, sockets included; each creation and revocation is in the audit trail.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { startLiveApp, waitFor } from '../../test/live';
import { SESSION_REVOKED_EVENT } from '../realtime/server';
import { parseTokenInput } from './api-tokens';
import { READ_ONLY_MESSAGE, isWrite } from './middleware';
import { hashToken } from './tokens';
import { appFor } from '../../test/support';

const t = appFor(() => startLiveApp({ seed: true }));
let admin: string;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const READ_ONLY = { error: { statusCode: 403, name: 'Error', message: READ_ONLY_MESSAGE, code: 'READ_ONLY_TOKEN' } };

beforeAll(async () => {
  admin = await t.login('+79990000001');
});
interface Created {
  id: string;
  name: string;
  readOnly: boolean;
  createdAt: string;
  expiresAt: string | null;
  token: string;
}

const create = (token: string, body: unknown) => t.request<Created>('/users/me/apiTokens', { method: 'POST', token, body });

describe('personal API tokens', () => {
  it('creates a read-only token without expiry, shows it once, lists it without the token, audits it', async () => {
    const created = await create(admin, { name: '  Ноутбук аналитика ', readOnly: true, ttl: null });
    expect(created.status).toBe(200);
    const { token, createdAt, ...rest } = created.body;
    expect(token).toMatch(/^[A-Za-z0-9]{64}$/);
    expect(createdAt).toMatch(ISO);
    expect(rest).toEqual({ id: hashToken(token), name: 'Ноутбук аналитика', readOnly: true, expiresAt: null });
    const listed = await t.request<Record<string, unknown>[]>('/users/me/apiTokens', { token: admin });
    expect(listed.body).toEqual([{ id: hashToken(token), name: 'Ноутбук аналитика', readOnly: true, createdAt, expiresAt: null }]);
    expect(JSON.stringify(listed.body)).not.toContain(token);
    const { rows: audit } = await sql`select action, model, entity_id, after from audit_log where action = 'apiTokenCreate'`.execute(t.database.db);
    expect(audit).toEqual([{ action: 'apiTokenCreate', model: 'User', entityId: 1, after: { name: 'Ноутбук аналитика', readOnly: true, expiresAt: null } }]);
    await t.request(`/users/me/apiTokens/${hashToken(token)}`, { method: 'DELETE', token: admin });
  });

  it('reads with a read-only token and refuses every write, the writing GETs of the processor too', async () => {
    const { token } = (await create(admin, { name: 'Отчёты', readOnly: true })).body;
    expect((await t.request<{ id: number }>('/users/me', { token })).body.id).toBe(1);
    expect((await t.request<{ count: number }>('/tickets/count', { token })).status).toBe(200);
    for (const [method, path, body] of [
      ['PATCH', '/tickets/1', { status: 'rejected' }],
      ['POST', '/regions', { title: 'Север' }],
      ['DELETE', '/regions/1', undefined],
      ['POST', '/tickets/manualProcess', { ticketId: 1, score: 5 }],
      ['GET', '/tickets/startAutoProcessing', undefined],
      ['GET', '/tickets/stopAutoProcessing', undefined],
      ['GET', '/tickets/process/1', undefined],
      ['GET', '/users/setUserPlace/4/1', undefined],
      ['GET', '/users/resetUserPlace/4', undefined],
      ['GET', '/users/addPlace/4/1', undefined],
      ['GET', '/users/removePlace/4/1', undefined],
      ['POST', '/users/me/apiTokens', { name: 'ещё', readOnly: true }],
    ] as const) {
      const reply = await t.request(path, { method, token, ...(body ? { body } : {}) });
      expect([method, path, reply.status, reply.body]).toEqual([method, path, 403, READ_ONLY]);
    }
    const regions = await t.database.db.selectFrom('regions').select('title').where('title', '=', 'Север').execute();
    expect(regions).toEqual([]);
  });

  it('acts with the owner’s rights when not read-only, with an expiry; a token cannot create tokens', async () => {
    const created = await create(admin, { name: 'Скрипт', readOnly: false, ttl: 3600 });
    expect(new Date(created.body.expiresAt!).getTime() - new Date(created.body.createdAt).getTime()).toBe(3600_000);
    const { token } = created.body;
    const region = await t.request<{ id: number; title: string }>('/regions', { method: 'POST', token, body: { title: 'Токенный край' } });
    expect([region.status, region.body.title]).toEqual([200, 'Токенный край']);
    const refused = await create(token, { name: 'дочерний', readOnly: true });
    expect([refused.status, (refused.body as unknown as { error: { message: string } }).error.message]).toEqual([403, 'Токены создаются только после входа в бэк-офис.']);
    // An hour later it is refused (LoopBack's INVALID_TOKEN) and no longer listed.
    await t.database.db
      .updateTable('accessTokens')
      .set({ createdAt: new Date(Date.now() - 3601_000) })
      .where('id', '=', hashToken(token))
      .execute();
    expect((await t.request('/users/me', { token })).status).toBe(401);
    expect((await t.request<{ name: string }[]>('/users/me/apiTokens', { token: admin })).body.map((x) => x.name)).toEqual(['Отчёты']);
  });

  it('refuses a token without a name, a rights token without expiry, and a lifetime over a year', async () => {
    for (const body of [
      { name: ' ', readOnly: true },
      { name: 'x', readOnly: false },
      { name: 'x', readOnly: true, ttl: 31556927 },
    ]) {
      const reply = await create(admin, body);
      expect(reply.status).toBe(422);
    }
    const body = { name: '', readOnly: false, ttl: 0 };
    const refused = await t.request<{ error: { message: string; details: unknown } }>('/users/me/apiTokens', { method: 'POST', token: admin, body });
    expect(refused.body.error).toMatchObject({
      message: 'The `ApiToken` instance is not valid. Details: `name` Введите название токена. (value: ""); `ttl` Срок действия: от 1 секунды до 1 года. (value: 0).',
      details: { context: 'apiToken', codes: { name: ['presence'], ttl: ['range'] } },
    });
    expect(() => parseTokenInput({ name: 'x' })).toThrow('`ttl` Бессрочным может быть только токен для чтения (value: undefined)');
  });

  it('revokes a token at once: refused on HTTP, its socket ends; another user cannot revoke it', async () => {
    const { token, id } = (await create(admin, { name: 'Живой', readOnly: true })).body;
    const socket = await t.socket(token);
    const seen: string[] = [];
    socket.on(SESSION_REVOKED_EVENT, (p: { reason: string }) => seen.push(`revoked ${p.reason}`));
    socket.on('disconnect', (reason) => seen.push(`disconnect ${reason}`));
    const rm = await t.login('+79990000002');
    expect((await t.request(`/users/me/apiTokens/${id}`, { method: 'DELETE', token: rm })).status).toBe(404);
    const revoked = await t.request<{ id: string; name: string }>(`/users/me/apiTokens/${id}`, { method: 'DELETE', token: admin });
    expect([revoked.status, revoked.body.id, revoked.body.name]).toEqual([200, id, 'Живой']);
    await waitFor(() => seen.length >= 2, 15_000, 'the revocation and the disconnect');
    expect(seen).toEqual(['revoked logout', 'disconnect io server disconnect']);
    expect((await t.request('/users/me', { token })).status).toBe(401);
    expect((await t.request<{ name: string }[]>('/users/me/apiTokens', { token: admin })).body.map((x) => x.name)).toEqual(['Отчёты']);
    const { rows: revokes } = await sql<{ before: unknown }>`select before from audit_log where action = 'apiTokenRevoke' order by id desc limit 1`.execute(t.database.db);
    expect(revokes).toEqual([{ before: { name: 'Живой', readOnly: true } }]);
  });

  it('ends when its owner is blocked', async () => {
    const vendor = await t.login('+79990000004');
    const me = (await t.request<{ id: number }>('/users/me', { token: vendor })).body;
    const { token } = (await create(vendor, { name: 'Продавец', readOnly: true })).body;
    expect((await t.request(`/users/${me.id}`, { method: 'PATCH', token: admin, body: { blocked: true } })).status).toBe(200);
    expect((await t.request('/users/me', { token })).status).toBe(401);
    await t.request(`/users/${me.id}`, { method: 'PATCH', token: admin, body: { blocked: false } });
  });

  it('knows which requests write', () => {
    // The route's own flag wins; without one, every method but GET, HEAD and OPTIONS writes.
    expect([
      isWrite('GET', undefined),
      isWrite('HEAD', undefined),
      isWrite('GET', true),
      isWrite('HEAD', true),
      isWrite('POST', false),
      isWrite('POST', undefined),
      isWrite('PUT', undefined),
      isWrite('OPTIONS', undefined),
    ]).toEqual([false, false, true, true, false, true, true, false]);
  });
});
