// Replaces each `graphql(`...`)` call in web/src with the document codegen generated for it
// (`query TicketsRoute` → `TicketsRouteDocument`, `fragment X` → `XFragmentDoc`, fragments it
// spreads included), inlined where it is used.
//
// Why: the client preset's `graphql()` looks documents up in one map of every operation of the app,
// so every route would carry every query. Importing the generated documents instead is what the
// preset's babel/swc optimizer plugins do (this build has neither), but graphql.ts is one module, and
// a module shared by several routes lands in one common chunk: the sign-in route would still load
// every screen's queries. Inlining puts each document in the chunk of the screen that uses it.
// Line breaks are kept so line numbers (and source maps) stay right.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*`((?:[^`$\\]|\$(?!\{))*)`\s*\)/g;
const DEFINITION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription|fragment)\s+([_A-Za-z][_0-9A-Za-z]*)/;
const GRAPHQL_IMPORT = /^import\s*\{\s*graphql\s*\}\s*from\s*['"][^'"]*__generated__(?:\/index|\/gql)?(?:\.ts)?['"];?[ \t]*$/m;
/** `operationId('Name')` (shared/graphql/persisted.ts): the operation's id, without its document. */
const OPERATION_ID = /\boperationId\(\s*'([_A-Za-z][_0-9A-Za-z]*)'\s*\)/g;
const OPERATION_ID_IMPORT = /^import\s*\{\s*operationId\s*\}\s*from\s*['"][^'"]*graphql\/persisted(?:\.ts)?['"];?[ \t]*$/m;
const GENERATED = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;

export function graphqlDocumentsPlugin(options: { srcDir: string; generatedDir: string }): Plugin {
  const srcDir = path.resolve(options.srcDir);
  const generatedDir = path.resolve(options.generatedDir);
  const generatedFile = path.join(generatedDir, 'graphql.ts');
  let documents: Map<string, string> | null = null;

  const load = (): Map<string, string> => {
    if (documents) return documents;
    documents = new Map();
    for (const [, name, json] of readFileSync(generatedFile, 'utf8').matchAll(GENERATED)) {
      documents.set(name as string, json as string);
    }
    return documents;
  };

  return {
    name: 'bo:graphql-documents',
    enforce: 'pre',
    watchChange(id) {
      if (path.resolve(id) === generatedFile) documents = null; // `npm run codegen` ran
    },
    transform(code, id) {
      const [file = id, query] = id.split('?');
      if (query?.split('&').includes('raw')) return null; // a test reading the source as text
      if (!/\.tsx?$/.test(file) || !file.startsWith(srcDir) || file.startsWith(generatedDir)) return null;
      if (!code.includes('graphql(') && !code.includes('operationId(')) return null;

      this.addWatchFile(generatedFile);
      let replaced = false;
      const output = code
        .replace(OPERATION_ID, (call, name: string) => {
          const json = load().get(`${name.charAt(0).toUpperCase()}${name.slice(1)}Document`);
          const hash = json ? /"__meta__":\{"hash":"sha256:([0-9a-f]{64})"\}/.exec(json)?.[1] : undefined;
          if (!hash) this.error(`${file}: ${call}: no generated operation ${name} with an id; run \`npm run codegen\``);
          replaced = true;
          return `'${hash}'`;
        })
        .replace(CALL, (call, source: string) => {
          const match = DEFINITION.exec(source);
          if (!match) this.error(`${file}: cannot name the GraphQL document in ${call.slice(0, 60)}…`);
          const [, kind, name] = match as unknown as [string, string, string];
          // codegen's naming: each `_`-separated part in PascalCase (`TicketsTable_ticket` → `TicketsTable_Ticket`).
          const typeName = name
            .split('_')
            .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
            .join('_');
          const exported = kind === 'fragment' ? `${typeName}FragmentDoc` : `${typeName}Document`;
          const json = load().get(exported);
          if (!json) this.error(`${file}: ${exported} is not in ${generatedFile}; run \`npm run codegen\``);
          replaced = true;
          return `(${json})` + '\n'.repeat((call.match(/\n/g) ?? []).length);
        });
      if (!replaced) return null;
      if (/\bgraphql\(\s*[`'"]/.test(output)) {
        this.error(`${file}: a graphql() call is not a plain template literal; codegen and this plugin need one`);
      }
      // The call sites no longer use `graphql`; dropping its import keeps gql.ts (the map of every
      // document) out of the bundle.
      // Nor does a starter keep its import of `operationId`: a chunk without imports loads at once.
      return { code: output.replace(GRAPHQL_IMPORT, '').replace(OPERATION_ID_IMPORT, ''), map: null };
    },
  };
}
