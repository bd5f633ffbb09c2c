// The shared setup of the audit*.test.ts files: the manual tickets a test changes to see its journal.
import { graphql } from './__generated__';
import type { Harness } from './harness';

/** The last `n` manual tickets (by id), as the session of `cookie` reads them. */
export async function manualTickets(h: Harness, cookie: string, n: number): Promise<Array<{ id: number; status: string; score: number | null; statusDescription: string | null }>> {
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
    { cookie },
  );
  return res.body.data!.tickets.items;
}
