// The web's operations go to the gateway by id, never as text (issue 41; docs/adr/0030-trusted-operations.md):
// codegen embeds each generated document's sha256 as `__meta__.hash`, and its list of id → text
// (`__generated__/persisted-documents.json`, kept with the build) is all a browser session may run.

/** `extensions.persistedQuery` of a generated document. */
export function persistedQuery(document: object): { version: 1; sha256Hash: string } {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash !== 'string') throw new Error('not a generated document: run `npm run codegen`');
  return { version: 1, sha256Hash: hash.replace(/^sha256:/, '') };
}

/** The name of a document's operation (sent beside its id, as Apollo Client does). */
export function operationName(document: { definitions: readonly { kind: string; name?: { value: string } }[] }): string | undefined {
  return document.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value;
}

/**
 * A generated operation's id by its name, for code that must not carry the document (a route's
 * starter, docs/adr/0083-route-starters-beside-the-screen.md): the build writes the id in place of
 * the call (vite-plugins/graphql-documents.ts), so nothing of the document reaches the chunk.
 */
export function operationId(name: string): string {
  throw new Error(`operationId('${name}') is written in by the build (vite-plugins/graphql-documents.ts)`);
}
