// The GraphQL documents that more than one test file sends, written once.
import { graphql } from './__generated__';

/** Creates a personal API token: the token (shown once) and what the list shows of it. */
export const CREATE_API_TOKEN = graphql(`
  mutation TestCreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      token
      apiToken {
        id
        name
        readOnly
        expiresAt
      }
    }
  }
`);

/** Scores a ticket by hand: the ticket after it, with the transaction the score made. */
export const SCORE_TICKET = graphql(`
  mutation TestScoreTicket($id: Int!, $score: Int!) {
    scoreTicket(id: $id, score: $score) {
      id
      status
      score
      transactions {
        amount
        ticketId
      }
    }
  }
`);

/** What a record's history says of each entry: who, with which client, what was done and the fields before and after. */
graphql(`
  fragment TestHistoryEntry on AuditLogEntry {
    userId
    userName
    userRole
    client
    model
    entityId
    action
    actionTitle
    before
    after
  }
`);
