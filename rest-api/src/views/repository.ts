// The queries of saved views (views/saved-views.ts): every one is of the owner's own views.
import type { Kysely, Selectable } from 'kysely';
import type { DB, SavedViewsTable } from '../db/schema';

export type SavedViewRow = Selectable<SavedViewsTable>;

/** One of the user's views; undefined when it has none with this id. */
export function ownView(db: Kysely<DB>, userId: number, id: number): Promise<SavedViewRow | undefined> {
  return db.selectFrom('savedViews').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
}

/** The ids and names of the user's views of a screen. */
export function viewNamesOnScreen(db: Kysely<DB>, userId: number, screen: string): Promise<Array<{ id: number; name: string }>> {
  return db.selectFrom('savedViews').select(['id', 'name']).where('userId', '=', userId).where('screen', '=', screen).execute();
}

/** The user's views (of one screen when given), by name then id. */
export function listViews(db: Kysely<DB>, userId: number, screen: string | undefined): Promise<SavedViewRow[]> {
  let select = db.selectFrom('savedViews').selectAll().where('userId', '=', userId);
  if (screen !== undefined) select = select.where('screen', '=', screen);
  return select.orderBy('name').orderBy('id').execute();
}

export function insertView(db: Kysely<DB>, view: { userId: number; screen: string; name: string; search: string }): Promise<SavedViewRow> {
  return db.insertInto('savedViews').values(view).returningAll().executeTakeFirstOrThrow();
}

/** Changes one of the user's views; undefined when it has none with this id. */
export function updateView(db: Kysely<DB>, userId: number, id: number, changes: { name?: string; search?: string; updatedAt: Date }): Promise<SavedViewRow | undefined> {
  return db.updateTable('savedViews').set(changes).where('id', '=', id).where('userId', '=', userId).returningAll().executeTakeFirst();
}

/** Deletes one of the user's views: whether there was one. */
export async function deleteView(db: Kysely<DB>, userId: number, id: number): Promise<boolean> {
  const result = await db.deleteFrom('savedViews').where('id', '=', id).where('userId', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
