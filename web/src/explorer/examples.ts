// The operations the back-office itself sends, as ready examples in the explorer (GraphiQL and the
// Apollo Sandbox alike): every document codegen generated for the web, printed with its fragments.
import { Kind, print, type DocumentNode } from 'graphql';

export interface Example {
  name: string;
  kind: 'query' | 'mutation' | 'subscription';
  source: string;
}

/** Operations of the web's own tests (shared/apollo/client.fixtures.ts and client-transport.test.ts), generated with the rest but never sent. */
const TEST_OPERATION = /^ClientTest/;

/** The examples among a module's exports (the generated `…Document`s), by kind then name. */
export function examplesFrom(exports: Record<string, unknown>): Example[] {
  const order = { query: 0, mutation: 1, subscription: 2 };
  const examples: Example[] = [];
  for (const value of Object.values(exports)) {
    const document = value as DocumentNode | undefined;
    if (!document || typeof document !== 'object' || document.kind !== Kind.DOCUMENT) continue;
    const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
    if (!operation?.name || TEST_OPERATION.test(operation.name.value)) continue;
    examples.push({ name: operation.name.value, kind: operation.operation, source: print(document) });
  }
  return examples.sort((a, b) => order[a.kind] - order[b.kind] || a.name.localeCompare(b.name));
}

export interface InitialOperation {
  /** The example's name, when the operation is one. */
  name: string | null;
  query: string;
  /** The variables as JSON text, pretty-printed; empty when none. */
  variables: string;
}

/**
 * What the explorer opens with, from its address: `?operation=Name` (an example) or `?query=…`
 * (another page's operation: 'Показать запрос' of a report), with `&variables={…}` (JSON). Nothing
 * runs by itself: the explorer only fills the editor, whoever made the link.
 */
export function initialOperation(search: string, examples: readonly Example[]): InitialOperation | null {
  const params = new URLSearchParams(search);
  const name = params.get('operation');
  const example = name ? examples.find((e) => e.name === name) : undefined;
  const query = example?.source ?? params.get('query');
  if (!query) return null;
  let variables = '';
  const raw = params.get('variables');
  if (raw) {
    try {
      variables = JSON.stringify(JSON.parse(raw), null, 2);
    } catch {
      variables = raw; // shown as it came, for the user to correct
    }
  }
  return { name: example?.name ?? null, query, variables };
}
