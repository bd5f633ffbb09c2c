// The shared setup of the audit*.test.ts files: an API of the file's own (its journal is the file's),
// the administrator's session, the manual tickets a test changes to see its journal.
import { graphql } from './__generated__';
import { fileHarness, type FileHarness } from './harness';

/** Starts the calling file's harness (an API of its own) before its tests, and closes it after: its `h` and `admin`, read in its tests. */
export const auditFile = (): FileHarness => fileHarness({ ownApi: true });

/** The last `n` manual tickets (by id), as the administrator of the file `s` reads them. */
export async function manualTickets(s: FileHarness, n: number): Promise<Array<{ id: number; status: string; score: number | null; statusDescription: string | null }>> {
  const res = await s.asAdmin(
    graphql(`
      query AuditTickets($n: Int!) {
        tickets(where: { status: { eq: MANUAL } }, pageSize: $n, orderBy: [{ field: id, direction: DESC }]) {
          items {
            id
            status
            score
            statusDescription
          }
        }
      }
    `),
    { n },
  );
  return res.body.data!.tickets.items;
}
