// What a gateway-issued API token may do (issue 24), checked on the operation graphql-js will run —
// the one `operationName` picks from the document, over HTTP and WebSocket alike — before anything is
// resolved or forwarded: a read-only token runs queries and subscriptions only.
import { getOperationAST, GraphQLError, type DocumentNode, type OperationTypeNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';
import { ErrorCode } from '../errors';
import type { Grant } from '../store';

export const READ_ONLY_MESSAGE = 'Токен только для чтения: изменения запрещены.';

/** The refusal of an operation of this type under this grant, or null. */
export function refusalOf(operation: OperationTypeNode | undefined, grant: Grant | null): GraphQLError | null {
  if (!grant?.readOnly || operation === 'query' || operation === 'subscription') return null;
  return new GraphQLError(READ_ONLY_MESSAGE, { extensions: { code: ErrorCode.FORBIDDEN, http: { status: 403 } } });
}

/** The same for a document and its operation name (the WebSocket path). */
export function refusalOfDocument(document: DocumentNode, operationName: string | null | undefined, grant: Grant | null): GraphQLError | null {
  return grant?.readOnly ? refusalOf(getOperationAST(document, operationName)?.operation, grant) : null;
}

/** HTTP: the operation Apollo resolved (after parsing and validation). */
export function grantPlugin(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ operation, contextValue }) {
          const refused = refusalOf(operation?.operation, contextValue.grant);
          if (refused) throw refused;
        },
      };
    },
  };
}
