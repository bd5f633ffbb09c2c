import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app';
import { appFor, BACKEND } from '../../test/support';
import { hashToken } from './tokens';

const t = appFor(() => startTestApp());

const LOGIN_FAILED = '{"error":{"statusCode":401,"name":"Error","message":"login failed","code":"LOGIN_FAILED"}}';
const AUTHORIZATION_REQUIRED = '{"error":{"statusCode":401,"name":"Error","message":"Authorization Required","code":"AUTHORIZATION_REQUIRED"}}';
const INVALID_TOKEN = '{"error":{"statusCode":401,"name":"Error","message":"Invalid Access Token","code":"INVALID_TOKEN"}}';
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function tokenRows(token: string): Promise<number> {
  const rows = await t.database.db.selectFrom('accessTokens').select('id').where('id', '=', hashToken(token)).execute();
  return rows.length;
}

describe(`POST /users/login on ${BACKEND}`, () => {
  it('answers the user with its role and a new 64-character token valid for two weeks', async () => {
    const reply = await t.request<Record<string, unknown>>('/users/login', { method: 'POST', body: { phone: '+79990000001', password: 'demo1234' } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(reply.body).toEqual({
      id: 1,
      name: 'Анна',
      surname: 'Смирнова',
      middleName: 'Сергеевна',
      phone: '+79990000001',
      email: 'a.smirnova@loyalty-demo.ru',
      phoneVerified: true,
      emailVerified: true,
      blocked: false,
      roleId: 1,
      roleName: 'admin',
      platform: 'web',
      avatar: null,
      cityId: null,
      cityIds: [],
      inviterId: null,
      placeId: null,
      placeIds: [],
      campaignId: null,
      score: 0,
      pendingScore: 0,
      registrationConfirmed: false,
      registrationConfirmedAt: null,
      inn: null,
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
      role: { id: 1, name: 'admin', title: 'Администратор', createdAt: expect.stringMatching(ISO), updatedAt: expect.stringMatching(ISO) },
      accessToken: expect.stringMatching(/^[A-Za-z0-9]{64}$/),
      ttl: 1209600,
    });
  });

  it('stores the token only as its sha256 hash', async () => {
    const token = await t.login('+79990000001');
    const stored = await t.database.db.selectFrom('accessTokens').select(['id', 'userId', 'ttl']).where('id', '=', hashToken(token)).execute();
    expect(stored).toEqual([{ id: hashToken(token), userId: 1, ttl: 1209600 }]);
    expect(await t.database.db.selectFrom('accessTokens').select('id').where('id', '=', token).execute()).toEqual([]);
  });

  it('honours the ttl asked for, capped at one year', async () => {
    const short = await t.request<{ ttl: number }>('/users/login', { method: 'POST', body: { phone: '+79990000002', password: 'demo1234', ttl: 60 } });
    expect(short.body.ttl).toBe(60);
    const long = await t.request<{ ttl: number }>('/users/login', { method: 'POST', body: { phone: '+79990000002', password: 'demo1234', ttl: 99999999 } });
    expect(long.body.ttl).toBe(31556926);
  });

  it('refuses a wrong password with LOGIN_FAILED', async () => {
    const reply = await t.request('/users/login', { method: 'POST', body: { phone: '+79990000001', password: 'wrong' } });
    expect(reply.status).toBe(401);
    expect(reply.text).toBe(LOGIN_FAILED);
  });

  it('refuses an unknown phone, a blocked user and an invited user who has no password the same way', async () => {
    for (const phone of ['+79995550000', '+79990000114', '+79990000110']) {
      const reply = await t.request('/users/login', { method: 'POST', body: { phone, password: 'demo1234' } });
      expect([reply.status, reply.text]).toEqual([401, LOGIN_FAILED]);
    }
  });

  it('reads the phone in the usual Russian spellings', async () => {
    const reply = await t.request<{ id: number }>('/users/login', { method: 'POST', body: { phone: '8 (999) 000-00-03', password: 'demo1234' } });
    expect([reply.status, reply.body.id]).toEqual([200, 3]);
  });

  it('answers 400 without a phone or a password, and for a bad ttl', async () => {
    const missing = await t.request('/users/login', { method: 'POST', body: { phone: '+79990000001' } });
    expect(missing.status).toBe(400);
    expect(missing.text).toBe('{"error":{"statusCode":400,"name":"Error","message":"phone and password are required","code":"PHONE_PASSWORD_REQUIRED"}}');
    const noBody = await t.request('/users/login', { method: 'POST' });
    expect(noBody.status).toBe(400);
    const badTtl = await t.request('/users/login', { method: 'POST', body: { phone: '+79990000001', password: 'demo1234', ttl: -5 } });
    expect(badTtl.text).toBe('{"error":{"statusCode":400,"name":"Error","message":"The ttl parameter -5 is not valid"}}');
  });
});

describe(`GET /users/me and the token on ${BACKEND}`, () => {
  it('answers the user for the raw token in Authorization', async () => {
    const token = await t.login('+79990000002');
    const reply = await t.request<Record<string, unknown>>('/users/me', { token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      id: 2,
      name: 'Дмитрий',
      surname: 'Кузнецов',
      roleName: 'regionalManager',
      role: { id: 2, name: 'regionalManager', title: 'Региональный менеджер' },
      cityId: 1,
      cityIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      placeIds: [],
    });
    expect(reply.body).not.toHaveProperty('password');
    expect(reply.body).not.toHaveProperty('passwordHash');
  });

  it('answers a sales rep with its places and a vendor with its place', async () => {
    const salesRep = await t.request('/users/me', { token: await t.login('+79990000003') });
    expect(salesRep.body).toMatchObject({ id: 3, roleName: 'salesMan', placeIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    const vendor = await t.request('/users/me', { token: await t.login('+79990000004') });
    expect(vendor.body).toMatchObject({ id: 4, name: 'Игорь', roleName: 'vendor', role: { title: 'Продавец' }, placeId: 1, placeIds: [1], cityId: 1 });
  });

  it('reads the token from ?access_token and X-Access-Token too', async () => {
    const token = await t.login('+79990000001');
    expect((await t.request<{ id: number }>(`/users/me?access_token=${token}`)).body.id).toBe(1);
    expect((await t.request<{ id: number }>('/users/me', { headers: { 'x-access-token': token } })).body.id).toBe(1);
  });

  it('does not accept "Bearer <token>", but accepts "Bearer <base64 of the token>" as LoopBack does', async () => {
    const token = await t.login('+79990000001');
    const bearer = await t.request('/users/me', { headers: { authorization: `Bearer ${token}` } });
    expect([bearer.status, bearer.text]).toEqual([401, AUTHORIZATION_REQUIRED]);
    const encoded = await t.request<{ id: number }>('/users/me', { headers: { authorization: `Bearer ${Buffer.from(token).toString('base64')}` } });
    expect([encoded.status, encoded.body.id]).toEqual([200, 1]);
  });

  it('treats an unknown token as no token', async () => {
    const reply = await t.request('/users/me', { token: 'x'.repeat(64) });
    expect([reply.status, reply.text]).toEqual([401, AUTHORIZATION_REQUIRED]);
    expect((await t.request('/users/me')).text).toBe(AUTHORIZATION_REQUIRED);
  });

  it('answers an expired token with INVALID_TOKEN on every route, public ones too, and deletes it', async () => {
    const token = await t.login('+79990000004', 'demo1234', 60);
    t.advanceClock(59);
    expect((await t.request('/users/me', { token })).status).toBe(200);
    t.advanceClock(61);
    try {
      const reply = await t.request('/users/me', { token });
      expect([reply.status, reply.text]).toEqual([401, INVALID_TOKEN]);
      expect(await tokenRows(token)).toBe(0);
      // The row is gone: the same token is now simply unknown.
      expect((await t.request('/users/me', { token })).text).toBe(AUTHORIZATION_REQUIRED);

      const other = await t.login('+79990000004', 'demo1234', 60);
      t.advanceClock(61 + 61);
      const login = await t.request('/users/login', { method: 'POST', token: other, body: { phone: '+79990000004', password: 'demo1234' } });
      expect([login.status, login.text]).toEqual([401, INVALID_TOKEN]);
    } finally {
      t.advanceClock(0);
    }
  });
});

describe(`POST /users/logout on ${BACKEND}`, () => {
  it('deletes the token and answers 204', async () => {
    const token = await t.login('+79990000003');
    const reply = await t.request('/users/logout', { method: 'POST', token });
    expect([reply.status, reply.text]).toEqual([204, '']);
    expect(await tokenRows(token)).toBe(0);
    expect((await t.request('/users/me', { token })).status).toBe(401);
  });

  it('answers 401 without a token', async () => {
    const reply = await t.request('/users/logout', { method: 'POST' });
    expect(reply.status).toBe(401);
    expect(reply.text).toBe('{"error":{"statusCode":401,"name":"Error","message":"accessToken is required to logout"}}');
  });

  it('accepts a JSON content type with an empty body', async () => {
    const token = await t.login('+79990000003');
    const reply = await t.request('/users/logout', { method: 'POST', token, headers: { 'content-type': 'application/json' } });
    expect(reply.status).toBe(204);
  });
});
