// Who may download a stored file (issue 40; docs/adr/0026-stored-files-by-record.md): a file that a ticket
// or a message refers to (itself or as a thumbnail) is served to whoever may see one of those records —
// a ticket's readers, a conversation's user and the staff who watch it (auth/scope.ts, the one home of
// scopes). Any other file (the images of places, products and campaigns, avatars, an upload not yet
// attached) to every signed-in user, as before: its path is random. A file is attached only by who
// may read it (`assertAttachable`).
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { ticketScope, userScope } from '../auth/scope';
import type { DB } from '../db/schema';
import { HttpError } from '../errors';
import type { AuthUser } from '../models/definition';
import { FILE_REFERENCE_MESSAGE, type FileReference } from './references';

const THUMB = /_(\d{1,5})\.[a-z0-9]+$/;

/**
 * `column` (jsonb: one file, or an array of them) refers to the file or to it as a thumbnail: `index`
 * by the path alone (a value of a few rows in the GIN indexes of migration 0016; every reference holds
 * the same container, a long list), `exact` with the container too.
 */
function refersTo(column: RawBuilder<unknown>, many: boolean, container: string, path: string): { index: RawBuilder<SqlBool>; exact: RawBuilder<SqlBool> } {
  const width = THUMB.exec(path)?.[1];
  const shapes = [{ path }, ...(width ? [{ thumbs: { [width]: path } }] : [])];
  const any = (withContainer: boolean) =>
    sql<SqlBool>`(${sql.join(
      shapes.map((shape) => {
        const one = withContainer ? { container, ...shape } : shape;
        return sql`${column} @> ${JSON.stringify(many ? [one] : one)}::jsonb`;
      }),
      sql` or `,
    )})`;
  return { index: any(false), exact: any(true) };
}

/** Whether `user` may download the stored file `container/path` (and so attach it to a ticket or message of his). */
export async function mayReadFile(db: Kysely<DB>, user: AuthUser, container: string, path: string): Promise<boolean> {
  const inTicket = refersTo(sql`photos`, true, container, path);
  const inMessage = refersTo(sql`file`, false, container, path);
  // The rows with the path are read first through the GIN indexes, then checked for the container and
  // judged (materialized: inside `exists` the planner chose a sequential scan hoping for an early match,
  // 0.5 s at 200,000 tickets; with the container in the index condition 40–120 ms).
  const { rows } = await sql<{ ok: boolean }>`
    with ticket_paths as materialized (select user_id, place_id, photos from tickets where ${inTicket.index}),
      t as (select user_id, place_id from ticket_paths where ${inTicket.exact}),
      message_paths as materialized (select room, file from messages where ${inMessage.index}),
      m as (select room from message_paths where ${inMessage.exact})
    select exists (select 1 from t tickets where ${ticketScope(user) ?? sql`true`})
      or exists (select 1 from m join users u on u.id = substring(m.room from '^user-(\\d{1,9})$')::int where ${userScope(user, 'u') ?? sql`true`})
      or not (exists (select 1 from t) or exists (select 1 from m)) as ok`.execute(db);
  return rows[0]!.ok;
}

/**
 * A file a user attaches to his ticket or message must be one he may read (every path it names): else
 * naming another's path in his own message would open that file to him. 422 as a reference outside storage.
 */
export async function assertAttachable(db: Kysely<DB>, user: AuthUser, file: FileReference): Promise<void> {
  for (const path of [file.path, ...Object.values(file.thumbs ?? {})]) {
    if (!(await mayReadFile(db, user, file.container, path))) throw new HttpError(422, FILE_REFERENCE_MESSAGE, { code: 'INVALID_FILE' });
  }
}
