import type { SessionMeQuery, SessionMeQueryVariables } from '../../__generated__/graphql';
import { operationId, type OperationRef } from '../graphql/persisted';

/**
 * The session's query (documents.ts `SessionMeQuery`) by its id, for `requestGraphQL`: the entry chunk
 * carries no document (the documents live apart, in a module only the profile imports).
 */
export const SessionMe: OperationRef<SessionMeQuery, SessionMeQueryVariables> = { name: 'SessionMe', id: operationId('SessionMe') };
