// Issue 16, finding 5: a regional manager reads and writes only the conversations of the users it may
// see (product-rules §1): itself and the sales reps and vendors of its cities; never another regional
// manager's or an admin's.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, startLiveApp } from '../../test/live';
import { appFor, BACKEND } from '../../test/support';

const t = appFor(() => startLiveApp({ seed: true }));
let manager: string;
let otherManager: number;
let salesRep: number;

beforeAll(async () => {
  manager = await t.login('+79990000002');
  const { rows } = await sql<{ cityId: number }>`select city_id from user_cities where user_id = 2 limit 1`.execute(t.db);
  const cityId = rows[0]!.cityId;
  // Another regional manager of the same city, and a sales rep there.
  otherManager = await createUser(t.db, { phone: '+79995550001', role: 'regionalManager', cityId, cityIds: [cityId] });
  salesRep = await createUser(t.db, { phone: '+79995550002', role: 'salesMan', cityId });
});
describe(`messenger scope of a regional manager on ${BACKEND}`, () => {
  it("refuses another regional manager's conversation (read and write), as /users/{id} does", async () => {
    expect((await t.request(`/users/${otherManager}`, { token: manager })).status).toBe(403);
    expect((await t.request(`/messages/byRoom/user-${otherManager}`, { token: manager })).status).toBe(403);
    expect((await t.request(`/messages/byUserId/${otherManager}`, { token: manager })).status).toBe(403);
    const sent = await t.request(`/messages/sendToRoom/user-${otherManager}`, { method: 'POST', token: manager, body: { text: 'Привет' } });
    expect(sent.status).toBe(403);
  });

  it("refuses an admin's conversation", async () => {
    expect((await t.request('/messages/byRoom/user-1', { token: manager })).status).toBe(403);
  });

  it("allows its own and its sales reps' conversations", async () => {
    expect((await t.request('/messages/byRoom/user-2', { token: manager })).status).toBe(200);
    expect((await t.request(`/messages/byRoom/user-${salesRep}`, { token: manager })).status).toBe(200);
    const sent = await t.request(`/messages/sendToRoom/user-${salesRep}`, { method: 'POST', token: manager, body: { text: 'Привет' } });
    expect(sent.status).toBe(200);
  });

  it("does not list other regional managers' conversations", async () => {
    const other = await t.login('+79995550001');
    await t.request(`/messages/sendToRoom/user-${otherManager}`, { method: 'POST', token: other, body: { text: 'Моё' } });
    const convs = await t.request<{ items: { userId: number }[] }>('/messages/myConvs?limit=100&skip=0', { token: manager });
    expect(convs.body.items.map((c) => c.userId)).not.toContain(otherManager);
  });
});
