// Issue 23, F7: every field holding a file points into the product's own storage, checked on write:
// a vendor's message (or ticket photo, avatar, place or product image) cannot make staff browsers load
// an outside URL.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTicket, startLiveApp } from '../../test/live';
import { FILE_REFERENCE_MESSAGE, ownFileReference } from './references';
import { appFor } from '../../test/support';

const t = appFor(() => startLiveApp({ seed: true }));
let admin: string;
let vendor: string;

beforeAll(async () => {
  admin = await t.login('+79990000001');
  vendor = await t.login('+79990000004');
});
const OUTSIDE = [
  { server: 'https://evil.example', container: 'messages', path: 'https://evil.example/x.png' },
  { container: 'messages', path: '../../etc/passwd' },
  { container: 'https://evil.example', path: 'x.png' },
  { container: 'messages', path: 'javascript:alert(1)' },
  { container: 'messages', path: 'a.png', thumbs: { 200: '//evil.example/t.png' } },
  { container: 'messages', path: 'a.png', mime: 'text/html"><script>' },
  'https://evil.example/x.png',
];

describe('file references', () => {
  it('keeps a reference of the storage with its own server, whatever server the client sent', () => {
    expect(ownFileReference({ server: 'https://evil.example/files', container: 'messages', path: 'a.jpg', thumbs: { 200: 'a_200.jpg' }, mime: 'image/jpeg', size: 10 })).toEqual({
      server: '/files',
      container: 'messages',
      path: 'a.jpg',
      thumbs: { 200: 'a_200.jpg' },
      mime: 'image/jpeg',
      size: 10,
    });
    expect(OUTSIDE.map(ownFileReference)).toEqual(OUTSIDE.map(() => null));
  });

  it('refuses outside references on every write that holds a file', async () => {
    const { rows } = await sql<{ id: number }>`select id from tickets where user_id = 4 order by id limit 1`.execute(t.db);
    const ticketId = rows[0]?.id ?? (await createTicket(t.db, { userId: 4, placeId: 1 }));
    for (const file of OUTSIDE.slice(0, 5)) {
      const writes = [
        t.request('/messages/send', { method: 'POST', token: vendor, body: { ticketId, file } }),
        t.request('/messages/sendToRoom/user-4', { method: 'POST', token: admin, body: { file } }),
        t.request('/users/4', { method: 'PATCH', token: vendor, body: { avatar: file } }),
        t.request('/places/1', { method: 'PATCH', token: admin, body: { image: file } }),
        t.request('/products', { method: 'POST', token: admin, body: { title: 'Товар', categoryId: 1, image: file } }),
        t.request('/campaigns', { method: 'POST', token: admin, body: { title: 'Акция', miniature: file } }),
      ];
      const statuses = (await Promise.all(writes)).map((reply) => [reply.status, JSON.stringify(reply.body).includes(FILE_REFERENCE_MESSAGE)]);
      expect([file, statuses]).toEqual([file, statuses.map(() => [422, true])]);
    }
    const stored = await sql<{ n: string }>`select
      (select count(*) from messages where file::text like '%evil%' or file::text like '%..%')
      + (select count(*) from users where avatar::text like '%evil%') + (select count(*) from places where image::text like '%evil%')
      + (select count(*) from products where image::text like '%evil%') + (select count(*) from campaigns where miniature::text like '%evil%') as n`.execute(t.db);
    expect(Number(stored.rows[0]!.n)).toBe(0);
  });

  it('stores an avatar of the storage with the product’s own server', async () => {
    const reply = await t.request<{ avatar: unknown }>('/users/4', {
      method: 'PATCH',
      token: vendor,
      body: { avatar: { server: 'https://evil.example/files', container: 'avatars', path: 'me.png' } },
    });
    expect([reply.status, reply.body.avatar]).toEqual([200, { server: '/files', container: 'avatars', path: 'me.png' }]);
  });
});
