// Schema migrations, in code, run by Kysely's Migrator at start, in the order of their ids (the keys
// below, which are what the database records in kysely_migration: never rename one). Each lives in
// migrations/NNNN-<name>.ts. Never edit a released migration; add a new one. SQL is written for
// PostgreSQL 15 (a server) and 18 (PGlite) alike.
import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import { walkingSkeletonMigration } from './migrations/0001-walking-skeleton';
import { peopleCatalogueMigration } from './migrations/0002-people-catalogue';
import { ticketsProcessingMigration } from './migrations/0003-tickets-processing';
import { listIndexesMigration } from './migrations/0004-list-indexes';
import { signInLimitsMigration } from './migrations/0005-sign-in-limits';
import { ticketStatusCountsMigration } from './migrations/0006-ticket-status-counts';
import { auditLogMigration } from './migrations/0007-audit-log';
import { apiTokensMigration } from './migrations/0008-api-tokens';
import { scopedTicketCountsMigration } from './migrations/0009-scoped-ticket-counts';
import { savedViewsMigration } from './migrations/0010-saved-views';
import { auditSystemClientMigration } from './migrations/0011-audit-system-client';
import { personCitiesMigration } from './migrations/0012-person-cities';
import { planTicketsIndexMigration } from './migrations/0013-plan-tickets-index';
import { authChangedMigration } from './migrations/0014-auth-changed';
import { planFactPlacesIndexMigration } from './migrations/0015-plan-fact-places-index';
import { fileReferencesMigration } from './migrations/0016-file-references';
import { reportRangeIndexesMigration } from './migrations/0017-report-range-indexes';
import { ticketDaysMigration } from './migrations/0018-ticket-days';
import { ticketDayKeysMigration } from './migrations/0019-ticket-day-keys';
import { ticketDayProductsMigration } from './migrations/0020-ticket-day-products';
import { planFactTotalsMigration } from './migrations/0021-plan-fact-totals';

export const migrations: Record<string, Migration> = {
  '0001_walking_skeleton': walkingSkeletonMigration,
  '0002_people_catalogue': peopleCatalogueMigration,
  '0003_tickets_processing': ticketsProcessingMigration,
  '0004_list_indexes': listIndexesMigration,
  '0005_sign_in_limits': signInLimitsMigration,
  '0006_ticket_status_counts': ticketStatusCountsMigration,
  '0007_audit_log': auditLogMigration,
  '0008_api_tokens': apiTokensMigration,
  '0009_scoped_ticket_counts': scopedTicketCountsMigration,
  '0010_saved_views': savedViewsMigration,
  '0011_audit_system_client': auditSystemClientMigration,
  '0012_person_cities': personCitiesMigration,
  '0013_plan_tickets_index': planTicketsIndexMigration,
  '0014_auth_changed': authChangedMigration,
  '0015_plan_fact_places_index': planFactPlacesIndexMigration,
  '0016_file_references': fileReferencesMigration,
  '0017_report_range_indexes': reportRangeIndexesMigration,
  '0018_ticket_days': ticketDaysMigration,
  '0019_ticket_day_keys': ticketDayKeysMigration,
  '0020_ticket_day_products': ticketDayProductsMigration,
  '0021_plan_fact_totals': planFactTotalsMigration,
};

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest<T>(db: Kysely<T>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
  });
  const resultSet = await migrator.migrateToLatest();
  if (resultSet.error) {
    const failed = resultSet.results?.find((r) => r.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${(resultSet.error as Error).message}`, {
      cause: resultSet.error,
    });
  }
  return resultSet;
}
