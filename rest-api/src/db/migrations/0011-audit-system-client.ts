// The audit trail records the auto-processor's settling of each ticket (issue 17): its rows are the
// system's, with the client `system` (no user, no address).
import { sql, type Kysely, type Migration } from 'kysely';

export const auditSystemClientMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table audit_log drop constraint audit_log_client_check`.execute(db);
    await sql`alter table audit_log add constraint audit_log_client_check check (client in ('web', 'script', 'app', 'system'))`.execute(db);
  },
};
