// Saved views (issue 13): a user saves a screen's filters under a name, lists them per screen,
// renames and deletes them; names are unique per user and screen (case aside) with Russian 422
// messages; another user can neither read, rename nor delete them (404, as if missing).
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { startLiveApp } from '../../test/live';
import { appFor, BACKEND, filterQuery } from '../../test/support';
import { VIEW_MESSAGES } from '../../../schema/saved-views';
import type { SavedViewJson } from './saved-views';

const t = appFor(() => startLiveApp({ seed: true }));
let admin: string;
let manager: string;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

beforeAll(async () => {
  [admin, manager] = (await Promise.all(['+79990000001', '+79990000002'].map((phone) => t.login(phone)))) as [string, string];
});
type ErrorBody = { error: { statusCode: number; name: string; message: string; details?: { codes: Record<string, string[]>; messages: Record<string, string[]> } } };
const create = (token: string, body: unknown) => t.request<SavedViewJson & ErrorBody>('/savedViews', { method: 'POST', token, body });

describe(`/savedViews on ${BACKEND}`, () => {
  it('saves a screen’s search under a name, lists the screen’s views by name, reads one', async () => {
    const a = await create(admin, { screen: 'tickets', name: '  Новые   в Москве ', search: '?filter=new&place=3' });
    expect(a.status).toBe(200);
    expect(a.body).toEqual({
      id: expect.any(Number),
      userId: 1,
      screen: 'tickets',
      name: 'Новые в Москве',
      search: 'filter=new&place=3',
      createdAt: expect.stringMatching(ISO),
      updatedAt: expect.stringMatching(ISO),
    });
    const b = await create(admin, { screen: 'tickets', name: 'Все отклонённые', search: 'filter=rejected' });
    await create(admin, { screen: 'reports', name: 'План-факт', search: 'report=planFact' });
    const listed = await t.request<SavedViewJson[]>(`/savedViews?${filterQuery({ where: { screen: 'tickets' } })}`, { token: admin });
    expect(listed.body.map((v) => v.name)).toEqual(['Все отклонённые', 'Новые в Москве']);
    const plain = await t.request<SavedViewJson[]>('/savedViews?screen=reports', { token: admin });
    expect(plain.body.map((v) => v.search)).toEqual(['report=planFact']);
    expect((await t.request<SavedViewJson[]>('/savedViews', { token: admin })).body).toHaveLength(3);
    expect((await t.request<SavedViewJson>(`/savedViews/${b.body.id}`, { token: admin })).body).toEqual(b.body);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from saved_views where user_id = 1`.execute(t.db);
    expect(rows[0]!.n).toBe(3);
  });

  it('answers 422 with Russian messages for an empty, too long or duplicate name (case aside) and a wrong screen', async () => {
    const empty = await create(admin, { screen: 'tickets', name: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error.name).toBe('ValidationError');
    expect(empty.body.error.details!.messages).toEqual({ name: [VIEW_MESSAGES.nameMissing] });
    expect(VIEW_MESSAGES.nameMissing).toBe('Введите название.');
    const long = await create(admin, { screen: 'tickets', name: 'я'.repeat(101) });
    expect(long.body.error.details!.messages).toEqual({ name: [VIEW_MESSAGES.nameTooLong] });
    const duplicate = await create(admin, { screen: 'tickets', name: 'НОВЫЕ В МОСКВЕ', search: '' });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.error.details).toMatchObject({ codes: { name: ['uniqueness'] }, messages: { name: ['Фильтры с таким названием уже сохранены.'] } });
    // The same name on another screen, or another user's same name, is fine.
    expect((await create(admin, { screen: 'reports', name: 'Новые в Москве' })).status).toBe(200);
    expect((await create(manager, { screen: 'tickets', name: 'Новые в Москве' })).status).toBe(200);
    const screen = await create(admin, { screen: 'Tickets!', name: 'Что-то' });
    expect(screen.body.error.details!.messages).toEqual({ screen: [VIEW_MESSAGES.screenInvalid] });
  });

  it('renames a view (refusing a name taken by another of the screen), changes its search, deletes it', async () => {
    const view = (await create(admin, { screen: 'tickets', name: 'Переименовать', search: 'q=1' })).body;
    const renamed = await t.request<SavedViewJson>(`/savedViews/${view.id}`, { method: 'PATCH', token: admin, body: { name: 'Новое имя' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: view.id, name: 'Новое имя', search: 'q=1', screen: 'tickets' });
    // Its own name in another case is not a duplicate.
    expect((await t.request(`/savedViews/${view.id}`, { method: 'PATCH', token: admin, body: { name: 'новое имя' } })).status).toBe(200);
    const taken = await t.request<ErrorBody>(`/savedViews/${view.id}`, { method: 'PATCH', token: admin, body: { name: 'все отклонённые' } });
    expect(taken.status).toBe(422);
    expect(taken.body.error.details!.messages).toEqual({ name: [VIEW_MESSAGES.nameTaken] });
    const blank = await t.request<ErrorBody>(`/savedViews/${view.id}`, { method: 'PATCH', token: admin, body: { name: '' } });
    expect(blank.body.error.details!.messages).toEqual({ name: ['Введите название.'] });
    const research = await t.request<SavedViewJson>(`/savedViews/${view.id}`, { method: 'PATCH', token: admin, body: { search: '?q=2' } });
    expect(research.body).toMatchObject({ name: 'новое имя', search: 'q=2' });
    const deleted = await t.request<{ count: number }>(`/savedViews/${view.id}`, { method: 'DELETE', token: admin });
    expect(deleted.body).toEqual({ count: 1 });
    expect((await t.request(`/savedViews/${view.id}`, { token: admin })).status).toBe(404);
    expect((await t.request(`/savedViews/${view.id}`, { method: 'DELETE', token: admin })).status).toBe(404);
  });

  it("keeps a user's views its own: another user cannot list, read, rename or delete them", async () => {
    const mine = (await create(admin, { screen: 'reports', name: 'Только мой', search: 'report=day' })).body;
    const theirs = await t.request<SavedViewJson[]>('/savedViews', { token: manager });
    expect(theirs.body.every((v) => v.userId !== 1)).toBe(true);
    expect(theirs.body.map((v) => v.name)).toEqual(['Новые в Москве']);
    const read = await t.request<ErrorBody>(`/savedViews/${mine.id}`, { token: manager });
    expect(read.status).toBe(404);
    expect(read.body.error.message).toBe(`Unknown "SavedView" id "${mine.id}".`);
    expect((await t.request(`/savedViews/${mine.id}`, { method: 'PATCH', token: manager, body: { name: 'Чужой' } })).status).toBe(404);
    expect((await t.request(`/savedViews/${mine.id}`, { method: 'DELETE', token: manager })).status).toBe(404);
    expect((await t.request<SavedViewJson>(`/savedViews/${mine.id}`, { token: admin })).body).toMatchObject({ name: 'Только мой', search: 'report=day' });
    expect((await t.request('/savedViews')).status).toBe(401);
  });
});
