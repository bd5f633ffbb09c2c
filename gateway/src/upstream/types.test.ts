// Issue 28: the REST row types (the resolvers' parents, codegen mappers) are derived from the API's
// generated OpenAPI types (`rest-api.d.ts`) in one module, `upstream/types.ts`. This test reads the
// code as TypeScript and fails on
//  - an interface in types.ts, or an object type `{ prop: … }` inside one of its exported types,
//    without a `// hand-written: <why>` comment right before it (the type arguments of `ModelRow`
//    are exempt: their keys are checked against the model's schema by the compiler);
//  - an exported type of types.ts that refers to nothing generated (nor to another derived type):
//    a row written by hand, whatever its syntax;
//  - a codegen mapper (codegen.ts) of `upstream/` declared anywhere but types.ts (other modules may
//    re-export them).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const TYPES = fileURLToPath(new URL('./types.ts', import.meta.url));
const CODEGEN = fileURLToPath(new URL('../../../codegen.ts', import.meta.url));

/** Names that stand for the generated document (and the helpers reading it). */
const GENERATED = new Set(['components', 'operations', 'Schemas', 'Answer', 'ModelRow']);

const REASON = /\/\/\s*hand-written:\s*\S/;

const parse = (name: string, text: string) => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);

function hasReason(node: ts.Node, source: ts.SourceFile): boolean {
  const comments = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  return comments.some((c) => REASON.test(source.text.slice(c.pos, c.end)));
}

const isExported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Problems of types.ts's text: each names the type and what is wrong. */
export function handWrittenWithoutReason(text: string): string[] {
  const source = parse('types.ts', text);
  const problems: string[] = [];
  const aliases = new Map<string, ts.TypeAliasDeclaration>();
  for (const statement of source.statements) {
    if (ts.isInterfaceDeclaration(statement) && !hasReason(statement, source)) problems.push(`${statement.name.text}: an interface without a "// hand-written:" reason`);
    if (ts.isTypeAliasDeclaration(statement) && isExported(statement)) aliases.set(statement.name.text, statement);
  }
  const references = (node: ts.Node): string[] => {
    const out: string[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isTypeReferenceNode(n)) out.push(n.typeName.getText(source));
      ts.forEachChild(n, visit);
    };
    visit(node);
    return out;
  };
  // Derived: refers to the generated document, or to an exported type that does (a fixpoint).
  const derived = new Set<string>();
  for (let grew = true; grew;) {
    grew = false;
    for (const [name, alias] of aliases) {
      if (derived.has(name)) continue;
      if (references(alias.type).some((r) => GENERATED.has(r) || derived.has(r))) {
        derived.add(name);
        grew = true;
      }
    }
  }
  for (const [name, alias] of aliases) {
    if (!derived.has(name) && !hasReason(alias, source)) problems.push(`${name}: derived from nothing generated, without a "// hand-written:" reason`);
    const visit = (node: ts.Node, underModelRow: boolean) => {
      if (ts.isTypeLiteralNode(node) && !underModelRow && node.members.some(ts.isPropertySignature)) {
        const whole = node === alias.type;
        if (!hasReason(node, source) && !(whole && hasReason(alias, source)))
          problems.push(`${name}: an object type { ${node.members.map((m) => m.name?.getText(source)).join(', ')} } without a "// hand-written:" reason`);
      }
      const modelRow = ts.isTypeReferenceNode(node) && node.typeName.getText(source) === 'ModelRow';
      ts.forEachChild(node, (child) => visit(child, underModelRow || modelRow));
    };
    visit(alias.type, false);
  }
  return problems;
}

/** The codegen mappers that name a module of `upstream/`: `[module, type]`. */
function upstreamMappers(text: string): [string, string][] {
  return [...text.matchAll(/'\.\.\/upstream\/([\w-]+)#(\w+)'/g)].map((m) => [m[1]!, m[2]!]);
}

/** Whether `module` declares `name` itself (an interface or a type alias) rather than re-exporting it. */
function declares(moduleText: string, name: string): boolean {
  const source = parse('module.ts', moduleText);
  return source.statements.some((s) => (ts.isInterfaceDeclaration(s) || ts.isTypeAliasDeclaration(s)) && s.name.text === name);
}

describe('the REST row types', () => {
  it('are derived from the generated OpenAPI types, a hand-written one only with its reason', () => {
    expect(handWrittenWithoutReason(readFileSync(TYPES, 'utf8'))).toEqual([]);
  });

  it('are declared in upstream/types.ts only, other modules re-exporting them', () => {
    const mappers = upstreamMappers(readFileSync(CODEGEN, 'utf8'));
    expect(mappers).toContainEqual(['types', 'RestUser']);
    expect(mappers).toContainEqual(['bulk', 'RestBulkResult']);
    const elsewhere = mappers.filter(([module, name]) => module !== 'types' && declares(readFileSync(fileURLToPath(new URL(`./${module}.ts`, import.meta.url)), 'utf8'), name));
    expect(elsewhere).toEqual([]);
  });

  it('catches a hand-written row, an object type and an interface without a reason', () => {
    const fixture = [
      "import type { components } from './rest-api';",
      "type Schemas = components['schemas'];",
      "export type RestRegion = Schemas['Region'];",
      'export type RestThing = { id: number; title: string };',
      "export type RestCity = Schemas['City'] & { extra?: string };",
      'export interface RestOther { id: number }',
      '// hand-written: the fixture says why.',
      'export interface GeoPoint { lat: number; lng: number }',
      "export type RestPlace = Schemas['Place'] &\n  // hand-written: the fixture says why.\n  { extra?: string };",
      'export type RestList = RestRegion[];',
      'export type RestLoose = RestThing[];',
    ].join('\n');
    expect(handWrittenWithoutReason(fixture)).toEqual([
      'RestOther: an interface without a "// hand-written:" reason',
      'RestThing: derived from nothing generated, without a "// hand-written:" reason',
      'RestThing: an object type { id, title } without a "// hand-written:" reason',
      'RestCity: an object type { extra } without a "// hand-written:" reason',
      'RestLoose: derived from nothing generated, without a "// hand-written:" reason',
    ]);
  });

  it('catches a mapper declared outside types.ts', () => {
    expect(declares('export interface RestBulkRow { id: number }', 'RestBulkRow')).toBe(true);
    expect(declares("export type { RestBulkRow } from './types';", 'RestBulkRow')).toBe(false);
    expect(upstreamMappers("User: '../upstream/types#RestUser', BulkResult: '../upstream/bulk#RestBulkResult', X: '../modules/live/resolvers#Y',")).toEqual([
      ['types', 'RestUser'],
      ['bulk', 'RestBulkResult'],
    ]);
  });
});
