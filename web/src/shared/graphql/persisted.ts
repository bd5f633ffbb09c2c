import type { DocumentTypeDecoration, ResultOf, VariablesOf } from '@graphql-typed-document-node/core';

// The web's operations go to the gateway by id, never as text (issue 41; docs/adr/0030-trusted-operations.md):
// codegen embeds each generated document's sha256 as `__meta__.hash`, and its list of id → text
// (`__generated__/persisted-documents.json`, kept with the build) is all a browser session may run.

/** `extensions.persistedQuery` of a generated document. */
export function persistedQuery(document: object): { version: 1; sha256Hash: string } {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') throw new Error('not a generated document: run `npm run codegen`');
  return { version: 1, sha256Hash: hash.replace(/^sha256:/, '') };
}

/**
 * A generated operation by its name and id, without its document (`requestGraphQL` sends it): the
 * sign-in route's and the session's requests, so the entry chunk carries no document. Typed by the
 * document's result and variables.
 */
export interface OperationRef<TData, TVariables> {
  readonly name: string;
  readonly id: string;
  /** Types only, never set. */
  readonly types?: { data: TData; variables: TVariables };
}
export const operationRef = <D extends DocumentTypeDecoration<unknown, never>>(name: string, id: string): OperationRef<ResultOf<D>, VariablesOf<D>> => ({ name, id });

/**
 * A generated operation's id by its name, for code that must not carry the document (a route's
 * starter, docs/adr/0083-route-starters-beside-the-screen.md): the build writes the id in place of
 * the call (vite-plugins/graphql-documents.ts), so nothing of the document reaches the chunk.
 */
export function operationId(name: string): string {
  throw new Error(`operationId('${name}') is written in by the build (vite-plugins/graphql-documents.ts)`);
}
