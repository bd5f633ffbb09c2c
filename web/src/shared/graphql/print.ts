// The text of an executable GraphQL document, for `requestGraphQL` (the sign-in route sends its
// operations without Apollo Client). graphql-js's `print` with its visitor is 3.6 kB gzipped on that
// route; this prints the same document compactly (no formatting, one space where the grammar needs
// one) in a few hundred bytes. Apollo's client-only `@unmask` is left out, as Apollo leaves it out
// before sending. `print.test.ts` checks it against graphql-js on every document of the app.
import type { ASTNode } from 'graphql';

const CLIENT_ONLY_DIRECTIVES = new Set(['unmask']);

const list = (nodes: readonly ASTNode[] | undefined, separator: string): string => (nodes ?? []).map(print).join(separator);
const wrap = (open: string, inner: string, close: string): string => (inner ? open + inner + close : '');
const directives = (node: { directives?: readonly ASTNode[] }): string =>
  list(
    node.directives?.filter((directive) => directive.kind !== 'Directive' || !CLIENT_ONLY_DIRECTIVES.has(directive.name.value)),
    '',
  );
const block = (node: { selectionSet?: ASTNode }): string => (node.selectionSet ? print(node.selectionSet) : '');

export function print(node: ASTNode): string {
  switch (node.kind) {
    case 'Document':
      return list(node.definitions, ' ');
    case 'OperationDefinition':
      return (
        node.operation +
        (node.name ? ' ' + node.name.value : '') +
        wrap('(', list(node.variableDefinitions, ','), ')') +
        directives(node) +
        print(node.selectionSet)
      );
    case 'VariableDefinition':
      return print(node.variable) + ':' + print(node.type) + (node.defaultValue ? '=' + print(node.defaultValue) : '') + directives(node);
    case 'FragmentDefinition':
      return `fragment ${node.name.value} on ${node.typeCondition.name.value}${directives(node)}${print(node.selectionSet)}`;
    case 'SelectionSet':
      return '{' + list(node.selections, ' ') + '}';
    case 'Field':
      return (node.alias ? node.alias.value + ':' : '') + node.name.value + wrap('(', list(node.arguments, ','), ')') + directives(node) + block(node);
    case 'FragmentSpread':
      return '...' + node.name.value + directives(node);
    case 'InlineFragment':
      return '...' + (node.typeCondition ? ' on ' + node.typeCondition.name.value : '') + directives(node) + print(node.selectionSet);
    case 'Directive':
      return '@' + node.name.value + wrap('(', list(node.arguments, ','), ')');
    case 'Argument':
    case 'ObjectField':
      return node.name.value + ':' + print(node.value);
    case 'Variable':
      return '$' + node.name.value;
    case 'NamedType':
      return node.name.value;
    case 'ListType':
      return '[' + print(node.type) + ']';
    case 'NonNullType':
      return print(node.type) + '!';
    case 'IntValue':
    case 'FloatValue':
    case 'EnumValue':
      return node.value;
    case 'StringValue':
      return JSON.stringify(node.value);
    case 'BooleanValue':
      return String(node.value);
    case 'NullValue':
      return 'null';
    case 'ListValue':
      return '[' + list(node.values, ',') + ']';
    case 'ObjectValue':
      return '{' + list(node.fields, ',') + '}';
    default:
      throw new Error(`print: ${node.kind} is not part of an executable document`);
  }
}
