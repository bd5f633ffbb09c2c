// Saved views kept by the gateway (issue 24) for an API without `/savedViews`: the REST contract of
// rest-api's `views/saved-views.ts` (the rules and Russian messages of schema/saved-views.ts, which
// both import; owner-scoped, another user's view answered as missing), held to it by `test/own-store.test.ts`, which runs the same operations in front
// of rest-api and of a LoopBack 3 API without the route.
import { ErrorCode, gatewayError } from '../errors';
import type { RestSavedView } from '../upstream/types';
import type { StoreDb } from './database';
import { VIEW_MESSAGES, VIEW_NAME_MAX, VIEW_SCREEN, VIEW_SEARCH_MAX, viewConflicts, viewName, viewSearch } from '../../../schema/saved-views';

const NOT_FOUND = 'Сохранённые фильтры не найдены.';

interface Row {
  id: number;
  user_id: number;
  screen: string;
  name: string;
  search: string;
  created_at: Date | string;
  updated_at: Date | string;
}

const toView = (r: Row): RestSavedView => ({
  id: r.id,
  userId: r.user_id,
  screen: r.screen,
  name: r.name,
  search: r.search,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

/** Per field: the Russian messages and LoopBack's codes, as rest-api answers (clients in another language say the codes). */
class Invalid {
  readonly fields: Record<string, string[]> = {};
  readonly fieldCodes: Record<string, string[]> = {};
  add(field: string, code: string, message: string) {
    (this.fields[field] ??= []).push(message);
    (this.fieldCodes[field] ??= []).push(code);
  }
  throwIfAny() {
    const messages = Object.values(this.fields).flat();
    if (messages.length) throw gatewayError(ErrorCode.BAD_USER_INPUT, messages.join('; '), { fields: this.fields, fieldCodes: this.fieldCodes });
  }
}

function checkName(errors: Invalid, value: string): string {
  const name = viewName(value);
  if (!name) errors.add('name', 'presence', VIEW_MESSAGES.nameMissing);
  else if (name.length > VIEW_NAME_MAX) errors.add('name', 'length.max', VIEW_MESSAGES.nameTooLong);
  return name;
}

function checkSearch(errors: Invalid, value: string): string {
  if (value.length > VIEW_SEARCH_MAX + 1) errors.add('search', 'format', VIEW_MESSAGES.searchInvalid);
  return viewSearch(value);
}

const notFound = () => gatewayError(ErrorCode.NOT_FOUND, NOT_FOUND);
const idOf = (id: string) => (/^[1-9][0-9]{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null);

export class StoredViews {
  constructor(private readonly db: () => Promise<StoreDb>) {}

  async list(userId: number, screen?: string | null): Promise<RestSavedView[]> {
    const db = await this.db();
    const rows =
      screen == null
        ? await db.query<Row>('select * from saved_views where user_id = $1 order by name, id', [userId])
        : await db.query<Row>('select * from saved_views where user_id = $1 and screen = $2 order by name, id', [userId, screen]);
    return rows.map(toView);
  }

  get = (userId: number, id: string): Promise<RestSavedView> => this.one(userId, id, 'select * from saved_views where id = $1 and user_id = $2');

  /** The user's view `id` as `query` (of $1 the id, $2 the user) answers it; not found when it answers none. */
  private async one(userId: number, id: string, query: string): Promise<RestSavedView> {
    const key = idOf(id);
    if (key === null) throw notFound();
    const [row] = await (await this.db()).query<Row>(query, [key, userId]);
    if (!row) throw notFound();
    return toView(row);
  }

  private async checkUnique(errors: Invalid, userId: number, screen: string, name: string, except?: number) {
    if (!name) return;
    const names = await (await this.db()).query<{ id: number; name: string }>('select id, name from saved_views where user_id = $1 and screen = $2', [userId, screen]);
    for (const c of viewConflicts(names, name, except)) errors.add(c.field, c.code, c.message);
  }

  async create(userId: number, input: { screen: string; name: string; search: string }): Promise<RestSavedView> {
    const errors = new Invalid();
    const screen = VIEW_SCREEN.test(input.screen) ? input.screen : '';
    if (!screen) errors.add('screen', 'format', VIEW_MESSAGES.screenInvalid);
    const name = checkName(errors, input.name);
    const search = checkSearch(errors, input.search);
    if (screen) await this.checkUnique(errors, userId, screen, name);
    errors.throwIfAny();
    const [row] = await (await this.db()).query<Row>('insert into saved_views (user_id, screen, name, search) values ($1, $2, $3, $4) returning *', [userId, screen, name, search]);
    return toView(row!);
  }

  async rename(userId: number, id: string, newName: string): Promise<RestSavedView> {
    const existing = await this.get(userId, id);
    const errors = new Invalid();
    const name = checkName(errors, newName);
    await this.checkUnique(errors, userId, existing.screen, name, existing.id);
    errors.throwIfAny();
    const [row] = await (
      await this.db()
    ).query<Row>('update saved_views set name = $3, updated_at = now() where id = $1 and user_id = $2 returning *', [existing.id, userId, name]);
    if (!row) throw notFound();
    return toView(row);
  }

  /** Deletes one of the user's views; answers it as it was. */
  remove = (userId: number, id: string): Promise<RestSavedView> => this.one(userId, id, 'delete from saved_views where id = $1 and user_id = $2 returning *');
}
