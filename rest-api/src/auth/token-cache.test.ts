// Issue 27: access tokens kept in memory on PGlite (auth/token-cache.ts) are forgotten the moment
// anything changes what they grant: sign-out, a revoked API token, a blocked user, a new role, a row
// deleted by plain SQL; their expiry is checked on every use. On a PostgreSQL server there is no cache.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app';
import { appFor, BACKEND, TEST_PG_URL } from '../../test/support';
import { hashToken } from './tokens';

const t = appFor(() => startTestApp());

const me = async (token: string) => (await t.request<{ id?: number }>('/users/me', { headers: { authorization: token } })).status;
/** Tickets the token's user sees: a regional manager those of its cities, a vendor (or an unknown role) none of them here. */
const tickets = async (token: string) => (await t.request<{ count: number }>('/tickets/count', { headers: { authorization: token } })).body.count;

describe(`access tokens in memory on ${BACKEND}`, () => {
  it('sign-out: the token is refused by the very next request', async () => {
    const token = await t.login('+79990000002');
    expect([await me(token), await me(token)]).toEqual([200, 200]);
    expect((await t.request('/users/logout', { method: 'POST', headers: { authorization: token } })).status).toBe(204);
    expect(await me(token)).toBe(401);
  });

  it('a revoked personal token is refused by the very next request', async () => {
    const session = await t.login('+79990000001');
    const created = await t.request<{ id: string; token: string }>('/users/me/apiTokens', {
      method: 'POST',
      headers: { authorization: session },
      body: { name: 'cache probe', ttl: 3600 },
    });
    expect(created.status).toBe(200);
    expect([await me(created.body.token), await me(created.body.token)]).toEqual([200, 200]);
    expect((await t.request(`/users/me/apiTokens/${created.body.id}`, { method: 'DELETE', headers: { authorization: session } })).status).toBe(200);
    expect(await me(created.body.token)).toBe(401);
  });

  it('a blocked user: its token is refused by the very next request (PATCH, and plain SQL that keeps the token)', async () => {
    const admin = await t.login('+79990000001');
    const vendor = await t.login('+79990000004');
    expect([await me(vendor), await me(vendor)]).toEqual([200, 200]);
    expect((await t.request('/users/4', { method: 'PATCH', headers: { authorization: admin }, body: { blocked: true } })).status).toBe(200);
    expect(await me(vendor)).toBe(401);
    await sql`update users set blocked = false where id = 4`.execute(t.database.db);

    const again = await t.login('+79990000004');
    expect(await me(again)).toBe(200);
    await sql`update users set blocked = true where id = 4`.execute(t.database.db);
    expect(await me(again)).toBe(401);
    await sql`update users set blocked = false where id = 4`.execute(t.database.db);
    expect(await me(again)).toBe(200);
  });

  it("a new role applies from the very next request; so does a change of the role's name", async () => {
    const manager = await t.login('+79990000002');
    const own = await tickets(manager);
    expect(own).toBeGreaterThan(0);
    expect(await tickets(manager)).toBe(own);
    await sql`update users set role_id = (select id from roles where name = 'vendor') where id = 2`.execute(t.database.db);
    expect(await tickets(manager)).toBe(0);
    await sql`update users set role_id = (select id from roles where name = 'regionalManager') where id = 2`.execute(t.database.db);
    expect(await tickets(manager)).toBe(own);
    await sql`update roles set name = 'regionalManager2' where name = 'regionalManager'`.execute(t.database.db);
    const renamed = await tickets(manager);
    await sql`update roles set name = 'regionalManager' where name = 'regionalManager2'`.execute(t.database.db);
    expect([renamed, await tickets(manager)]).toEqual([0, own]);
  });

  it('a token row deleted by plain SQL, in a transaction, is refused after the commit', async () => {
    const token = await t.login('+79990000003');
    expect(await me(token)).toBe(200);
    await t.database.db.transaction().execute(async (trx) => {
      await sql`delete from access_tokens where id = ${hashToken(token)}`.execute(trx);
    });
    expect(await me(token)).toBe(401);
  });

  it('a rolled-back deletion leaves the token valid', async () => {
    const token = await t.login('+79990000003');
    expect(await me(token)).toBe(200);
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await sql`delete from access_tokens where id = ${hashToken(token)}`.execute(trx);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await me(token)).toBe(200);
  });

  it('expiry is checked at every use: a token read from memory past its ttl is refused and deleted', async () => {
    const token = await t.login('+79990000003', 'demo1234', 60);
    expect([await me(token), await me(token)]).toEqual([200, 200]);
    t.advanceClock(61);
    try {
      expect(await me(token)).toBe(401);
    } finally {
      t.advanceClock(0);
    }
    expect(await me(token)).toBe(401);
    const rows = await sql`select 1 from access_tokens where id = ${hashToken(token)}`.execute(t.database.db);
    expect(rows.rows).toEqual([]);
  });

  // What the database announces is what keeps the memory right: with the announcement switched off, a
  // deleted token still works on PGlite (read from memory), and never on a server (no memory there).
  it(`${TEST_PG_URL ? 'no cache on a PostgreSQL server' : 'PGlite reads tokens from memory'}: a deletion the triggers do not announce is ${TEST_PG_URL ? 'seen' : 'not seen'}`, async () => {
    const token = await t.login('+79990000003');
    expect(await me(token)).toBe(200);
    await sql`alter table access_tokens disable trigger access_tokens_auth_changed`.execute(t.database.db);
    try {
      await sql`delete from access_tokens where id = ${hashToken(token)}`.execute(t.database.db);
      expect(await me(token)).toBe(TEST_PG_URL ? 401 : 200);
    } finally {
      await sql`alter table access_tokens enable trigger access_tokens_auth_changed`.execute(t.database.db);
    }
  });
});
