// No lost update through GraphQL (issue 39): `expectedUpdatedAt` (the record's `updatedAt` as read)
// on updateUser and updatePlace. Two writers from one version: one saves, the other is refused with
// STALE_RECORD in Russian. The gateway compares before it writes (a stock LoopBack 3 API would not
// check), and hands the precondition on to the API, which checks it again within its write.
import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { fileHarness } from './harness';

// It writes rows other files read: an API of its own.
const s = fileHarness({ ownApi: true });

const STALE = 'Запись изменилась, пока вы её редактировали: сохранение отменено. Проверьте новые значения и сохраните снова.';
const UPDATE_PLACE = graphql(`
  mutation LostUpdateUpdatePlace($address: String, $at: DateTime) {
    updatePlace(id: 3, input: { address: $address }, expectedUpdatedAt: $at) {
      address
      updatedAt
    }
  }
`);

describe('the version precondition of a save', () => {
  it('two writers from one version of a place: one saves, the other is refused (STALE_RECORD, in Russian), and the saved value stays', async () => {
    const read = await s.asAdmin(
      graphql(`
        query LostUpdatePlace {
          place(id: 3) {
            address
            updatedAt
          }
        }
      `),
    );
    const at = read.body.data!.place.updatedAt;
    expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    const answers = await Promise.all(['Тула, ул. Первая, 1', 'Тула, ул. Вторая, 2'].map((address) => s.asAdmin(UPDATE_PLACE, { address, at })));
    const saved = answers.filter((a) => a.body.data?.updatePlace);
    const refused = answers.filter((a) => a.body.errors);
    expect([saved.length, refused.length]).toEqual([1, 1]);
    expect(refused[0]!.body.errors!.map((e) => [e.extensions?.code, e.message])).toEqual([['STALE_RECORD', STALE]]);
    const now = await s.asAdmin(
      graphql(`
        query LostUpdatePlace2 {
          place(id: 3) {
            address
          }
        }
      `),
    );
    expect(now.body.data!.place.address).toBe(saved[0]!.body.data!.updatePlace.address);
  });

  it('a stale person save is refused by the gateway itself, before any write reaches the API', async () => {
    const read = await s.asAdmin(
      graphql(`
        query LostUpdateUser {
          user(id: 4) {
            updatedAt
          }
        }
      `),
    );
    const at = read.body.data!.user.updatedAt;
    const first = await s.asAdmin(
      graphql(`
        mutation LostUpdateUpdateUser($at: DateTime) {
          updateUser(id: 4, input: { middleName: "Андреевич" }, expectedUpdatedAt: $at) {
            middleName
            updatedAt
          }
        }
      `),
      { at },
    );
    expect(first.body.data!.updateUser.middleName).toBe('Андреевич');
    const patches = () => s.h.calls.filter((c) => c.method === 'PATCH' && c.path === '/users/4');
    expect(patches().map((c) => c.search)).toEqual([`?expectedUpdatedAt=${encodeURIComponent(at!)}`]);

    const stale = await s.asAdmin('mutation($at: DateTime) { updateUser(id: 4, input: { middleName: "Тестович" }, expectedUpdatedAt: $at) { middleName } }', { at });
    expect(stale.body.errors!.map((e) => [e.extensions?.code, e.message])).toEqual([['STALE_RECORD', STALE]]);
    expect(patches()).toHaveLength(1);
    const now = await s.asAdmin(
      graphql(`
        query LostUpdateUser2 {
          user(id: 4) {
            middleName
          }
        }
      `),
    );
    expect(now.body.data!.user.middleName).toBe('Андреевич');
  });
});
