// No lost update (issue 39): a PATCH with `?expectedUpdatedAt=` (the row's updatedAt as the client
// read it) is refused with 409 STALE_RECORD, in Russian and with the row as it is now, once someone
// else has changed the row; two writers from one version: one saves, the other is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app';
import { appFor, BACKEND } from '../../test/support';
import { STALE_RECORD } from './engine';

interface Row {
  id: number;
  updatedAt: string;
  [key: string]: unknown;
}
interface ErrorBody {
  error: { statusCode: number; message: string; code?: string; details?: { current?: Row } };
}

const t = appFor(() => startTestApp());
let admin: string;

beforeAll(async () => {
  admin = await t.login('+79990000001');
});

const read = async (path: string) => (await t.request<Row>(path, { token: admin })).body;
const patch = <T>(path: string, body: unknown, expected?: string) =>
  t.request<T>(expected === undefined ? path : `${path}?expectedUpdatedAt=${encodeURIComponent(expected)}`, { method: 'PATCH', body, token: admin });

describe(`the version precondition of a PATCH on ${BACKEND}`, () => {
  it('two writers from one version of a place: one saves, the other is refused with the new values', async () => {
    const place = await read('/places/1');
    const addresses = ['Тула, ул. Первая, 1', 'Тула, ул. Вторая, 2'];
    // Sent at once: either may reach the row first (on a server they race), exactly one wins.
    const answers = await Promise.all(addresses.map((address) => patch<Row & ErrorBody>('/places/1', { address }, place.updatedAt)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!;
    const lost = answers.find((a) => a.status === 409)!;
    const saved = addresses[answers.indexOf(won)]!;
    expect([won.body.address, lost.body.error.code, lost.body.error.message]).toEqual([saved, 'STALE_RECORD', STALE_RECORD]);
    expect(lost.body.error.details?.current?.address).toBe(saved);
    expect((await read('/places/1')).address).toBe(saved);

    // From the version it now has, the other writer saves.
    const other = addresses[answers.indexOf(lost)]!;
    const again = await patch<Row>('/places/1', { address: other }, won.body.updatedAt);
    expect([again.status, again.body.address]).toEqual([200, other]);
  });

  it("a person: a stale profile save is refused and the other writer's change stays", async () => {
    const person = await read('/users/4');
    const changed = await patch<Row>('/users/4', { middleName: 'Андреевич' }, person.updatedAt);
    expect(changed.status).toBe(200);
    const stale = await patch<ErrorBody>('/users/4', { middleName: 'Тестович' }, person.updatedAt);
    expect([stale.status, stale.body.error.code, stale.body.error.details?.current?.middleName]).toEqual([409, 'STALE_RECORD', 'Андреевич']);
    expect((await read('/users/4')).middleName).toBe('Андреевич');
  });

  it('without the precondition a PATCH writes as LoopBack 3 does; a precondition that is no date is a 400 in Russian', async () => {
    expect((await patch<Row>('/places/2', { internalId: 'T-2' })).status).toBe(200);
    const bad = await patch<ErrorBody>('/places/2', { internalId: 'T-3' }, 'вчера');
    expect([bad.status, bad.body.error.code, bad.body.error.message]).toEqual([400, 'INVALID_PRECONDITION', 'Версия записи (expectedUpdatedAt) должна быть датой и временем.']);
  });
});
