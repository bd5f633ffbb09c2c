// Which records refer to a stored file (issue 40; docs/adr/0026-stored-files-by-record.md): every download
// of a ticket's photo or a message's file asks whether the caller may see a ticket or message that
// refers to it (files/access.ts). GIN indexes (jsonb_path_ops) answer `photos @> …` and `file @> …`
// without reading every ticket. No pending list (`fastupdate = off`): PGlite runs no autovacuum to
// flush one, and a search reads the whole list (30 ms after 200,000 inserts).
import { sql, type Kysely, type Migration } from 'kysely';

export const fileReferencesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`create index tickets_photos_idx on tickets using gin (photos jsonb_path_ops) with (fastupdate = off)`.execute(db);
    await sql`create index messages_file_idx on messages using gin (file jsonb_path_ops) with (fastupdate = off)`.execute(db);
  },
};
