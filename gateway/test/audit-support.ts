// The shared setup of the audit*.test.ts files: an API of the file's own (its journal is the file's),
// the administrator's session, the manual tickets a test changes to see its journal.
import { graphql } from './__generated__';
import { harnessOfFile, type Harness } from './harness';

/** The calling file's harness and the administrator's session cookie, once `auditFile()` started them. */
export let h: Harness;
export let admin: string;

/** Starts the calling file's harness (an API of its own) before its tests, and closes it after. */
export function auditFile(): void {
  harnessOfFile({ ownApi: true }, (started, session) => {
    h = started;
    admin = session;
  });
}

/** The last `n` manual tickets (by id), as the administrator reads them. */
export async function manualTickets(n: number): Promise<Array<{ id: number; status: string; score: number | null; statusDescription: string | null }>> {
  const res = await h.gql(
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
    { cookie: admin },
  );
  return res.body.data!.tickets.items;
}
