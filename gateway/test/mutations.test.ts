import { describe, expect, it } from 'vitest';
import { graphql } from './__generated__';
import { fileHarness } from './harness';

// It writes rows other files count: an API of its own.
const s = fileHarness({ ownApi: true, callsPerTest: true, sessions: { vendor: '+79990000004' } });

describe('reference data', () => {
  it('creates, renames and deletes a region as an administrator', async () => {
    const created = await s.asAdmin(
      graphql(`
        mutation MutationsCreateRegion {
          createRegion(input: { title: "Тестовая область" }) {
            id
            title
          }
        }
      `),
    );
    expect(created.body.errors).toBeUndefined();
    const id = created.body.data!.createRegion.id;
    expect(created.body.data!.createRegion.title).toBe('Тестовая область');

    const renamed = await s.asAdmin(
      graphql(`
        mutation MutationsUpdateRegion($id: Int!) {
          updateRegion(id: $id, input: { title: "Новая область" }) {
            id
            title
          }
        }
      `),
      { id },
    );
    expect(renamed.body.data!.updateRegion).toEqual({ id, title: 'Новая область' });
    const read = await s.asAdmin(
      graphql(`
        query MutationsRegion($id: Int!) {
          region(id: $id) {
            title
          }
        }
      `),
      { id },
    );
    expect(read.body.data!.region.title).toBe('Новая область');

    const deleted = await s.asAdmin('mutation ($id: Int!) { deleteRegion(id: $id) }', { id });
    expect(deleted.body).toEqual({ data: { deleteRegion: true } });
    const gone = await s.asAdmin('query ($id: Int!) { region(id: $id) { title } }', { id });
    expect(gone.body.errors?.[0]).toMatchObject({ message: `Регион ${id} не найден`, extensions: { code: 'NOT_FOUND' } });
  });

  it('refuses a vendor before any write reaches the API', async () => {
    const res = await s.h.gql('mutation { createRegion(input: { title: "Нельзя" }) { id } }', {}, { cookie: s.vendor });
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'Недостаточно прав для этого действия',
      extensions: { code: 'FORBIDDEN', role: 'vendor' },
    });
    expect(s.h.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /users/me']);
  });

  it('refuses a visitor', async () => {
    const res = await s.h.gql('mutation { deleteRegion(id: 1) }');
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(s.h.calls).toHaveLength(0);
  });

  it('passes the API’s validation messages per field', async () => {
    const res = await s.asAdmin('mutation { createPlace(input: { title: "Ларёк", cityId: 1, inn: "123" }) { id } }');
    const error = res.body.errors?.[0];
    expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((error?.extensions?.fields as Record<string, string[]>).inn?.length).toBeGreaterThan(0);
  });
});
