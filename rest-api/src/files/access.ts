// Who may download a stored file (issue 40; docs/adr/0026-stored-files-by-record.md): a file that a ticket
// or a message refers to (itself or as a thumbnail) is served to whoever may see one of those records —
// a ticket's readers, a conversation's user and the staff who watch it (auth/scope.ts, the one home of
// scopes). Any other file (the images of places, products and campaigns, avatars, an upload not yet
// attached) to every signed-in user, as before: its path is random.
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { ticketScope, userScope } from '../auth/scope';
import type { DB } from '../db/schema';
import type { AuthUser } from '../models/definition';

const THUMB = /_(\d{1,5})\.[a-z0-9]+$/;

/** `column` (jsonb: one file, or an array of them) refers to the file or to it as a thumbnail; the GIN indexes of migration 0016 answer it. */
function refersTo(column: RawBuilder<unknown>, many: boolean, container: string, path: string): RawBuilder<SqlBool> {
  const width = THUMB.exec(path)?.[1];
  const shapes = [{ container, path }, ...(width ? [{ container, thumbs: { [width]: path } }] : [])];
  return sql<SqlBool>`(${sql.join(shapes.map((shape) => sql`${column} @> ${JSON.stringify(many ? [shape] : shape)}::jsonb`), sql` or `)})`;
}

export async function mayReadFile(db: Kysely<DB>, user: AuthUser, container: string, path: string): Promise<boolean> {
  const inTicket = refersTo(sql`tickets.photos`, true, container, path);
  const inMessage = refersTo(sql`m.file`, false, container, path);
  const conversationUser = sql`users u where u.id = substring(m.room from '^user-(\\d{1,9})$')::int`;
  const { rows } = await sql<{ ok: boolean }>`select
      exists (select 1 from tickets where ${inTicket} and ${ticketScope(user) ?? sql`true`})
      or exists (select 1 from messages m where ${inMessage} and exists (select 1 from ${conversationUser} and ${userScope(user, 'u') ?? sql`true`}))
      or not (exists (select 1 from tickets where ${inTicket}) or exists (select 1 from messages m where ${inMessage})) as ok`.execute(db);
  return rows[0]!.ok;
}
