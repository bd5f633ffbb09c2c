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
