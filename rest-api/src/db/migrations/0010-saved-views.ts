// Saved views (issue 13): the filters of a report or a list (the screen's URL search), saved by a
// user under a name, per screen. Kept on the server so they follow the user to any browser.
import { sql, type Kysely, type Migration } from 'kysely';

export const savedViewsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create table saved_views (
      id serial primary key,
      user_id integer not null references users (id) on delete cascade,
      screen text not null,
      name text not null,
      search text not null default '',
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
    // Names are unique per user and screen (the API also refuses a name differing only in case).
    await sql`create unique index saved_views_owner_screen_name_idx on saved_views (user_id, screen, name)`.execute(db);
  },
};
