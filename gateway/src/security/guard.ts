// What every operation passes before it runs, over HTTP (an Apollo plugin) and WebSocket
// (graphql-ws onSubscribe) alike: the limits, and introspection only for a valid staff session (the
// API answers `/users/me` for the token, not merely a token present; vendors get the visitors'
// refusal). Schema suggestions ("Did you mean …?") are removed from errors sent to anyone else.
import { GraphQLError, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from '../context';
import { SCHEMA_READERS, viewerRole } from './scope';
import { checkLimits, DEFAULT_LIMITS, type OperationLimits } from './limits';

/** Per document: Apollo's document store hands the same parsed document to every request of a query. */
const introspecting = new WeakMap<DocumentNode, boolean>();

function usesIntrospection(document: DocumentNode): boolean {
  let known = introspecting.get(document);
  if (known === undefined) {
    known = findsIntrospection(document);
    introspecting.set(document, known);
  }
  return known;
}

function findsIntrospection(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') found = true;
    },
  });
  return found;
}

/**
 * Whether the caller may read the schema (introspection, "Did you mean …?"): the API knows the user
 * behind the token and the user is staff. An unreachable API counts as no (fail closed); the answer
 * is memoised per request by the context.
 */
export async function mayReadSchema(context: Pick<GatewayContext, 'token' | 'viewer' | 'loaders'>): Promise<boolean> {
  if (!context.token) return false;
  try {
    const role = await viewerRole(context);
    return role != null && SCHEMA_READERS.includes(role);
  } catch {
    return false;
  }
}

/** Errors that stop the operation, or an empty list. The limits are checked first, without a REST call. */
export async function guardOperation(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  signedIn: boolean | (() => Promise<boolean>),
  limits: OperationLimits = DEFAULT_LIMITS,
  schema?: GraphQLSchema,
): Promise<GraphQLError[]> {
  const errors = checkLimits(document, variables ?? {}, limits, schema);
  if (errors.length) return errors;
  if (usesIntrospection(document) && !(typeof signedIn === 'boolean' ? signedIn : await signedIn())) {
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

/** The refusal of a subscription sent over HTTP. */
export const SUBSCRIPTION_OVER_HTTP = 'Подписки работают только через WebSocket (graphql-ws) на /graphql, не по HTTP.';

export function guardPlugin(limits: OperationLimits = DEFAULT_LIMITS): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, contextValue, schema, operation }) {
          // A subscription lives on the WebSocket (graphql-ws); over HTTP it is the client's mistake, said
          // as one (GraphQL over HTTP: a 4xx), not a 200 'Внутренняя ошибка сервера' logged as a fault (issue 39).
          if (operation?.operation === 'subscription') {
            throw new GraphQLError(SUBSCRIPTION_OVER_HTTP, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
          }
          const errors = await guardOperation(document, request.variables, () => mayReadSchema(contextValue), limits, schema);
          if (errors.length) {
            const first = errors[0]!;
            throw new GraphQLError(first.message, {
              nodes: first.nodes,
              extensions: { ...first.extensions, http: { status: first.extensions.code === 'UNAUTHENTICATED' ? 401 : 400 } },
            });
          }
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const errors = response.body.singleResult.errors ?? [];
          if (!errors.some((e) => SUGGESTION.test(e.message)) || (await mayReadSchema(contextValue))) return;
          for (const error of errors) {
            (error as { message: string }).message = stripSuggestions(error.message);
          }
        },
      };
    },
  };
}
