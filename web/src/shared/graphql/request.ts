// A tiny typed GraphQL request over `fetch`, for the routes that must not load Apollo Client: the
// sign-in and reminder pages, the session resolution of the first navigation and sign-out. The
// document is a generated typed document, so data and variables are typed from the schema; it is sent
// by its id (persisted.ts `operationRef`).
import type { GraphQLFormattedError } from 'graphql';
import type { OperationRef } from './persisted';

/** The endpoint; `/graphql` on the page's origin unless the app was created with another one. */
let endpoint = '/graphql';
export function setGraphQLEndpoint(uri: string): void {
  endpoint = uri;
}

/** A GraphQL answer with `errors`: the same shape `errorMessage()`/`errorCode()` read from Apollo's errors. */
export class GraphQLRequestError extends Error {
  readonly errors: readonly GraphQLFormattedError[];
  readonly statusCode: number;
  constructor(errors: readonly GraphQLFormattedError[], statusCode: number) {
    super(errors.map((e) => e.message).join('\n') || `HTTP ${statusCode}`);
    this.name = 'GraphQLRequestError';
    this.errors = errors;
    this.statusCode = statusCode;
  }
}

export async function requestGraphQL<TData, TVariables extends Record<string, unknown>>(
  operation: OperationRef<TData, TVariables>,
  ...[variables]: TVariables extends Record<string, never> ? [] | [TVariables] : [TVariables]
): Promise<TData> {
  const response = await fetch(endpoint, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ operationName: operation.name, variables: variables ?? {}, extensions: { persistedQuery: { version: 1, sha256Hash: operation.id } } }),
  });
  let body: { data?: TData | null; errors?: GraphQLFormattedError[] } | undefined;
  try {
    body = (await response.json()) as typeof body;
  } catch {
    body = undefined;
  }
  if (body?.errors?.length) throw new GraphQLRequestError(body.errors, response.status);
  if (!response.ok || !body?.data) throw new GraphQLRequestError([], response.status);
  return body.data;
}
