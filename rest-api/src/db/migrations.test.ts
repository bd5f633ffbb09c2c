// The migrations: one folder, one file each, named after the id the database records (kysely_migration),
// in the order they run; and a database migrated before the newest migration takes just that one.
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/support';
import { MEMORY, openDatabase, type Database } from './database';
import { migrateToLatest, migrations } from './migrations';

// The ids recorded in every database there is: renaming one would run its migration again.
const IDS = [
  '0001_walking_skeleton',
  '0002_people_catalogue',
  '0003_tickets_processing',
  '0004_list_indexes',
  '0005_sign_in_limits',
  '0006_ticket_status_counts',
  '0007_audit_log',
  '0008_api_tokens',
  '0009_scoped_ticket_counts',
  '0010_saved_views',
  '0011_audit_system_client',
  '0012_person_cities',
  '0013_plan_tickets_index',
  '0014_auth_changed',
  '0015_plan_fact_places_index',
  '0016_file_references',
  '0017_report_range_indexes',
  '0018_ticket_days',
  '0019_ticket_day_keys',
  '0020_ticket_day_products',
  '0021_plan_fact_totals',
];

describe('migrations', () => {
  it('keep their ids, in order', () => {
    expect(Object.keys(migrations)).toEqual(IDS);
  });

  it('live in db/migrations, one file each, named after the id', async () => {
    const files = (await readdir(fileURLToPath(new URL('./migrations/', import.meta.url)))).sort();
    expect(files).toEqual(IDS.map((id) => `${id.replaceAll('_', '-')}.ts`));
  });

  describe('on a database migrated up to 0012', () => {
    let testDatabase: TestDatabase;
    let database: Database;

    beforeAll(async () => {
      testDatabase = await createTestDatabase();
      database = await openDatabase({ dataDir: MEMORY, databaseUrl: testDatabase.databaseUrl });
      const migrator = new Migrator({
        db: database.db.withoutPlugins(),
        provider: { getMigrations: async () => migrations },
      });
      const upTo0012 = await migrator.migrateTo('0012_person_cities');
      expect(upTo0012.error).toBeUndefined();
    });
    afterAll(async () => {
      await database?.close();
      await testDatabase?.drop();
    });

    it('runs only 0013 to 0021, then nothing', async () => {
      const first = await migrateToLatest(database.db);
      expect(first.results).toEqual([
        { migrationName: '0013_plan_tickets_index', direction: 'Up', status: 'Success' },
        { migrationName: '0014_auth_changed', direction: 'Up', status: 'Success' },
        { migrationName: '0015_plan_fact_places_index', direction: 'Up', status: 'Success' },
        { migrationName: '0016_file_references', direction: 'Up', status: 'Success' },
        { migrationName: '0017_report_range_indexes', direction: 'Up', status: 'Success' },
        { migrationName: '0018_ticket_days', direction: 'Up', status: 'Success' },
        { migrationName: '0019_ticket_day_keys', direction: 'Up', status: 'Success' },
        { migrationName: '0020_ticket_day_products', direction: 'Up', status: 'Success' },
        { migrationName: '0021_plan_fact_totals', direction: 'Up', status: 'Success' },
      ]);
      const second = await migrateToLatest(database.db);
      expect(second.results).toEqual([]);
      const recorded = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
      expect(recorded.rows.map((r) => r.name)).toEqual(IDS);
    });
  });
});
