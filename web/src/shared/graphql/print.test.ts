import { parse, print as printGraphQL, visit, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as generated from '../../__generated__/graphql';
import { print } from './print';

const documents = Object.entries(generated).filter(
  (entry): entry is [string, DocumentNode] => typeof entry[1] === 'object' && entry[1] !== null && (entry[1] as { kind?: unknown }).kind === 'Document',
);

/** graphql-js's text of the document without Apollo's client-only `@unmask`. */
const expected = (document: DocumentNode) =>
  printGraphQL(visit(document, { Directive: (node) => (node.name.value === 'unmask' ? null : undefined) }));

describe('print', () => {
  it('reads every document of the app', () => {
    expect(documents.length).toBeGreaterThan(100);
  });

  it.each(documents)('prints %s as graphql-js does, compactly and without @unmask', (_name, document) => {
    const text = print(document);
    expect(printGraphQL(parse(text))).toBe(expected(document));
    expect(text).not.toContain('\n');
    expect(text).not.toContain('@unmask');
  });

  it('prints the values and types of a hand-written document as graphql-js reads them', () => {
    const source = `query Q($a: [Int!]! = [1, 2], $b: String = "x \\"y\\"\\n") @live {
      list(where: {name: {ilike: "%а%"}, id: {inq: [1, 2]}, ok: true, none: null, f: 1.5, e: DESC}) @include(if: $b) {
        alias: id
        ... on T { x }
        ... @skip(if: false) { y }
      }
    }`;
    const text = print(parse(source));
    expect(text).toBe(
      'query Q($a:[Int!]!=[1,2],$b:String="x \\"y\\"\\n")@live{list(where:{name:{ilike:"%а%"},id:{inq:[1,2]},ok:true,none:null,f:1.5,e:DESC})@include(if:$b){alias:id ... on T{x} ...@skip(if:false){y}}}',
    );
    expect(printGraphQL(parse(text))).toBe(printGraphQL(parse(source)));
  });
});
