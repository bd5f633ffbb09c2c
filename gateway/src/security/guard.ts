// What every operation passes before it runs, over HTTP (an Apollo plugin) and WebSocket
// (graphql-ws onSubscribe) alike: the limits, and introspection only for signed-in users.
// Schema suggestions ("Did you mean …?") are removed from errors sent to visitors.
import { GraphQLError, visit, type DocumentNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';
import { checkLimits, DEFAULT_LIMITS, type OperationLimits } from './limits';

function usesIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/** Errors that stop the operation, or an empty list. */
export function guardOperation(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  signedIn: boolean,
  limits: OperationLimits = DEFAULT_LIMITS,
): GraphQLError[] {
  const errors = checkLimits(document, variables ?? {}, limits);
  if (!signedIn && usesIntrospection(document)) {
    errors.push(
      new GraphQLError('Схема API доступна только после входа', {
        extensions: { code: 'UNAUTHENTICATED' },
      }),
    );
  }
  return errors;
}

const SUGGESTION = /\s*Did you mean .+\?$/;

export function stripSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}

export function guardPlugin(limits: OperationLimits = DEFAULT_LIMITS): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, contextValue }) {
          const errors = guardOperation(document, request.variables, !!contextValue.token, limits);
          if (errors.length) {
            const first = errors[0]!;
            throw new GraphQLError(first.message, {
              nodes: first.nodes,
              extensions: { ...first.extensions, http: { status: first.extensions.code === 'UNAUTHENTICATED' ? 401 : 400 } },
            });
          }
        },
        async willSendResponse({ response, contextValue }) {
          if (contextValue.token || response.body.kind !== 'single') return;
          for (const error of response.body.singleResult.errors ?? []) {
            (error as { message: string }).message = stripSuggestions(error.message);
          }
        },
      };
    },
  };
}

