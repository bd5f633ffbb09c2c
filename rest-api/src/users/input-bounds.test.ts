// The REST input rules at their bounds (product-rules §6): a phone is +7 and exactly 10 digits, a
// person's INN exactly 12 digits. Tried through the routes that write them (PATCH /users/{id}, the
// sales rep's invite), one digit under, at and over each bound; a refused value leaves the row as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app';
import { appFor, BACKEND } from '../../test/support';

interface Row {
  id: number;
  phone: string;
  inn: string | null;
}
interface Refusal {
  error: { statusCode: number; details?: { codes: Record<string, string[]> } };
}

const t = appFor(() => startTestApp());
let admin: string;

beforeAll(async () => {
  admin = await t.login('+79990000001');
});

const VENDOR = 4;
const read = async () => (await t.request<Row>(`/users/${VENDOR}`, { token: admin })).body;
const patch = (body: Record<string, unknown>) => t.request<Row & Refusal>(`/users/${VENDOR}`, { method: 'PATCH', body, token: admin });
/** What a write answered: the stored value, or the field's refusal code. */
const outcome = (reply: { status: number; body: Row & Refusal }, field: 'phone' | 'inn') =>
  reply.status === 200 ? [200, reply.body[field]] : [reply.status, reply.body.error.details?.codes[field]];

describe(`input bounds on ${BACKEND}`, () => {
  it('takes a phone of +7 and exactly 10 digits, and refuses 9 and 11', async () => {
    const before = await read();
    expect(outcome(await patch({ phone: '+7999123456' }), 'phone')).toEqual([422, ['format']]);
    expect(outcome(await patch({ phone: '+799912345678' }), 'phone')).toEqual([422, ['format']]);
    expect((await read()).phone).toBe(before.phone);
    expect(outcome(await patch({ phone: '+79991234567' }), 'phone')).toEqual([200, '+79991234567']);
    expect((await read()).phone).toBe('+79991234567');
    expect(outcome(await patch({ phone: before.phone }), 'phone')).toEqual([200, before.phone]);
  });

  it('takes a vendor INN of exactly 12 digits at the invite, and refuses 11 and 13', async () => {
    const invite = (phone: string, inn: string) =>
      t.request<{ user: Row } & Refusal>('/vendors/invite', { method: 'POST', body: { name: 'Граница', surname: 'ИНН', phone, inn, cityId: 1 }, token: admin });
    const short = await invite('+79995550101', '12345678901');
    const long = await invite('+79995550102', '1234567890123');
    expect([short.status, short.body.error.details?.codes.inn, long.status, long.body.error.details?.codes.inn]).toEqual([422, ['format'], 422, ['format']]);
    const exact = await invite('+79995550103', '123456789012');
    expect([exact.status, exact.body.user.inn]).toEqual([200, '123456789012']);
  });

  it('refuses an invite whose phone has 9 or 11 digits after +7, and takes 10', async () => {
    const invite = (phone: string) =>
      t.request<{ user: Row } & Refusal>('/salesMans/invite', { method: 'POST', body: { name: 'Граница', surname: 'Проверка', phone, cityId: 1 }, token: admin });
    const short = await invite('+7999555000');
    const long = await invite('+799955500011');
    expect([short.status, short.body.error.details?.codes.phone, long.status, long.body.error.details?.codes.phone]).toEqual([422, ['format'], 422, ['format']]);
    const exact = await invite('+79995550009');
    expect([exact.status, exact.body.user.phone]).toEqual([200, '+79995550009']);
  });
});
