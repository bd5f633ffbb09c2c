// Issue 16, finding 7: inputs that made 500s answer a clear 4xx.
import { beforeAll, describe, expect, it } from 'vitest';
import { appFor, startTestApi, filterQuery } from '../../test/support';

const t = appFor(() => startTestApi());
let admin: string;

beforeAll(async () => {
  admin = await t.login('+79990000001');
});
type ErrorBody = { error: { statusCode: number; message: string; code?: string } };

describe('inputs that used to make 500s', () => {
  it.each(['/places', '/tickets', '/users', '/cities', '/places/count', '/tickets/count'])('a NUL byte in search of %s is a 400', async (path) => {
    const res = await t.request<ErrorBody>(`${path}?search=a%00b`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/NUL/);
  });

  it('a NUL byte in a string filter is a 400', async () => {
    const res = await t.request<ErrorBody>(`/places?${filterQuery({ where: { title: { like: 'a\u0000b' } } })}`, { token: admin });
    expect(res.status).toBe(400);
  });

  it('a NUL byte in a JSON body is a 400', async () => {
    const res = await t.request<ErrorBody>('/messages/sendToRoom/user-4', { method: 'POST', token: admin, body: { text: 'при\u0000вет' } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/NUL/);
  });

  it('a room id beyond int4 is a 404', async () => {
    const read = await t.request<ErrorBody>('/messages/byRoom/user-9999999999', { token: admin });
    expect(read.status).toBe(404);
    const write = await t.request<ErrorBody>('/messages/sendToRoom/user-9999999999', { method: 'POST', token: admin, body: { text: 'Привет' } });
    expect(write.status).toBe(404);
  });

  it('an id beyond int4 in a where is not a 500', async () => {
    const res = await t.request<ErrorBody>(`/places?${filterQuery({ where: { id: 99999999999 } })}`, { token: admin });
    expect(res.status).toBeLessThan(500);
  });

  it('deeply nested where levels are a clear 400 (1,000 do not fit in a URL: 431)', async () => {
    let where: Record<string, unknown> = { id: 1 };
    for (let i = 0; i < 300; i += 1) where = { and: [where] };
    const res = await t.request<ErrorBody>(`/places?${filterQuery({ where })}`, { token: admin });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('QUERY_OBJECT_TOO_DEEP');
  });
});
