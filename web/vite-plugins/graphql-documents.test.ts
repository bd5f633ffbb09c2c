// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphqlDocumentsPlugin } from './graphql-documents';

// A project with a generated module holding two documents, as codegen writes them.
const srcDir = path.join(mkdtempSync(path.join(tmpdir(), 'bo-gql-')), 'src');
const generatedDir = path.join(srcDir, '__generated__');
mkdirSync(generatedDir, { recursive: true });
writeFileSync(
  path.join(generatedDir, 'graphql.ts'),
  [
    'export const ItemRowFragmentDoc = {"kind":"Document","definitions":[1]} as unknown as DocumentNode<ItemRowFragment, unknown>;',
    'export const ItemsRouteDocument = {"kind":"Document","definitions":[2]} as unknown as DocumentNode<ItemsRouteQuery, ItemsRouteQueryVariables>;',
    `export const ItemRouteDocument = {"__meta__":{"hash":"sha256:${'ab'.repeat(32)}"},"kind":"Document","definitions":[3]} as unknown as DocumentNode<ItemRouteQuery, ItemRouteQueryVariables>;`,
  ].join('\n'),
);

function transform(code: string, file = path.join(srcDir, 'features/items/items-page.tsx')) {
  const plugin = graphqlDocumentsPlugin({ srcDir, generatedDir });
  const context = {
    addWatchFile: () => undefined,
    error: (message: string): never => {
      throw new Error(message);
    },
  };
  const hook = plugin.transform as unknown as (this: typeof context, code: string, id: string) => { code: string } | null;
  return hook.call(context, code, file);
}

describe('graphql documents plugin', () => {
  it('inlines the generated document of each call, keeps line numbers and drops the graphql import', () => {
    const source = [
      "import { graphql } from '../../__generated__';",
      'export const Row = graphql(`',
      '  fragment ItemRow on Item { id }',
      '`);',
      'export const Query = graphql(`',
      '  query ItemsRoute($page: Int!) { items(page: $page) { ...ItemRow } }',
      '`);',
      'export const after = 1;',
    ].join('\n');
    expect(transform(source)?.code.split('\n')).toEqual([
      '',
      'export const Row = ({"kind":"Document","definitions":[1]})',
      '',
      ';',
      'export const Query = ({"kind":"Document","definitions":[2]})',
      '',
      ';',
      'export const after = 1;',
    ]);
  });

  it('leaves files without graphql() calls and the generated files alone', () => {
    expect(transform('export const x = 1;')).toBeNull();
    expect(transform('graphql(`query ItemsRoute { a }`)', path.join(generatedDir, 'gql.ts'))).toBeNull();
  });

  it("writes an operation's id in place of operationId('Name'), nothing of its document", () => {
    const source = "import { operationId } from '../../shared/graphql/persisted';\nexport const id = operationId('ItemRoute');";
    expect(transform(source)?.code).toBe(`\nexport const id = '${'ab'.repeat(32)}';`);
    expect(() => transform("operationId('ItemsRoute')")).toThrow(/no generated operation ItemsRoute with an id/);
  });

  it('fails the build for a document codegen has not generated', () => {
    expect(() => transform('export const Q = graphql(`query Missing { a }`);')).toThrow(/MissingDocument is not in .*npm run codegen/);
  });
});
