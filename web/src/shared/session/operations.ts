import { graphql } from '../../__generated__';
import { operationId, operationRef } from '../graphql/persisted';

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

/** `SessionMeQuery` by its id, for `requestGraphQL` (the entry chunk carries no document). */
export const SessionMe = operationRef<typeof SessionMeQuery>('SessionMe', operationId('SessionMe'));
