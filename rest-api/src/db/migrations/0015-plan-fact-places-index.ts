// The places and periods that have a ticket (issue 27): plan vs fact with a ticket condition — every
// regional manager's and sales rep's report, whose scope is one — first finds the (place, period)
// pairs with a ticket meeting it. Without this index that read every ticket of the scope's places
// through `tickets (place_id, date_time)` to keep those with a period (a regional manager of the
// 1,000,600-ticket database: 300,000 rows, 90–360 ms; with it, the 46 that have one, 1 ms).
import { sql, type Kysely, type Migration } from 'kysely';

export const planFactPlacesIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index tickets_place_id_period_id_idx on tickets (place_id, period_id) where period_id is not null`.execute(db);
  },
};
