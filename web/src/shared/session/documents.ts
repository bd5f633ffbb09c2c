// The session's documents: what the web keeps of the signed-in user and the query that resolves it.
// Only the profile imports this module; the entry asks by id (operations.ts `SessionMe`), so no
// document of the session reaches the entry chunk.
import { graphql } from '../../__generated__';

// What every screen that names a person reads of them (the session, a person, the people lists);
// shared/users.ts draws its labels from it. Exported: a document left as a bare statement stays in
// its chunk, an unused export does not.
export const UserCardFragment = graphql(`
  fragment UserCard on User {
    id
    name
    surname
    phone
    email
    phoneVerified
    blocked
    status
    roleName
    role {
      id
      name
      title
    }
  }
`);

/** What the web keeps about the signed-in user (in local storage and in the header). */
export const SessionUserFragment = graphql(`
  fragment SessionUser on User {
    ...UserCard @unmask
    middleName
    # What the gateway's policy lets the user do (issue 37): screens read it, not role names.
    rights {
      invite
      bulkPeople
      editPlaces
      commandDevices
      reviewTickets
      processTickets
      controlProcessor
      editCatalogue
      useExplorer
    }
  }
`);

/** Resolves the stored user on the first navigation (spec §4). */
export const SessionMeQuery = graphql(`
  query SessionMe {
    me {
      ...SessionUser @unmask
    }
  }
`);
