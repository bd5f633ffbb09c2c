// The processed tickets of a plan, by plan (issue 27): plan vs fact counts and sums them per plan of
// the page shown; without this index every page read the whole tickets table (0.3–0.8 s on 1,000,000).
import { sql, type Kysely, type Migration } from 'kysely';

export const planTicketsIndexMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index tickets_plan_id_processed_idx on tickets (plan_id) include (score)
      where status = 'processed' and plan_id is not null`.execute(db);
  },
};
