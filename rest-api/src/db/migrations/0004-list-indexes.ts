// Indexes for the list screens' queries (issue 3 benchmark): the ticket list filters by status and
// place (or user) and sorts by dateTime DESC (then id), so an index on exactly those columns answers
// a page with a single index range scan, however rare the status; counts use the same index.
import { sql, type Kysely, type Migration } from 'kysely';

export const listIndexesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index tickets_place_id_status_date_time_idx on tickets (place_id, status, date_time desc, id desc)`.execute(db);
    await sql`create index tickets_user_id_status_date_time_idx on tickets (user_id, status, date_time desc, id desc)`.execute(db);
    // Users by role (sales reps, vendors, regional managers lists), newest first.
    await sql`create index users_role_id_id_idx on users (role_id, id desc)`.execute(db);
  },
};
