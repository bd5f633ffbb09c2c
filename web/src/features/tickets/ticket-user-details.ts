// The query of a user's receipt details, read by the ticket page and by its editor (`ticket-editor.tsx`,
// loaded on demand), so that the page does not import the editor for it.
import { graphql } from '../../__generated__';

/** The fiscal details last seen on the user's receipts (`/ticket/userDetails`): the editor fills from them, the page shows them. */
export const TicketUserDetailsQuery = graphql(`
  query TicketEditorUserDetails($userId: Int!) {
    ticketUserDetails(userId: $userId) {
      fiscalDriveNumber
      userInn
      kktRegId
      operator
      ofd
    }
  }
`);
