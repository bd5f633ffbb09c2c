// The explorer's examples are the web's own operations, and its address fills the editor.
import { describe, expect, it } from 'vitest';
import * as generated from '../__generated__/graphql';
import { examplesFrom, initialOperation } from './examples';

const examples = examplesFrom(generated as Record<string, unknown>);

describe('the explorer examples', () => {
  it('are every operation the web sends, queries first, each printed with its fragments', () => {
    const names = examples.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('ReportTicketStats');
    expect(names.filter((n) => n.startsWith('ClientTest'))).toEqual([]);
    const kinds = examples.map((e) => e.kind);
    expect(kinds).toEqual([...kinds].sort((a, b) => ['query', 'mutation', 'subscription'].indexOf(a) - ['query', 'mutation', 'subscription'].indexOf(b)));
    expect(examples.filter((e) => e.kind === 'subscription').length).toBeGreaterThan(0);
    const stats = examples.find((e) => e.name === 'ReportTicketStats')!;
    expect(stats.kind).toBe('query');
    expect(stats.source.startsWith('query ReportTicketStats($groupBy: [TicketStatsKey!], $filter: ReportFilter, $limit: Int) {\n  ticketStats(')).toBe(true);
    // A document that spreads a fragment carries its definition.
    for (const example of examples) {
      for (const [, fragment] of example.source.matchAll(/\.\.\.(\w+)/g)) expect(example.source).toContain(`fragment ${fragment} on `);
    }
  });

  it('open from ?operation=Name, or from ?query= and ?variables= (pretty-printed)', () => {
    const stats = examples.find((e) => e.name === 'ReportTicketStats')!;
    expect(initialOperation('?operation=ReportTicketStats&variables=%7B%22limit%22%3A5%7D', examples)).toEqual({
      name: 'ReportTicketStats',
      query: stats.source,
      variables: '{\n  "limit": 5\n}',
    });
    expect(initialOperation(`?${new URLSearchParams({ query: '{ me { id } }', variables: 'not json' })}`, examples)).toEqual({
      name: null,
      query: '{ me { id } }',
      variables: 'not json',
    });
    expect(initialOperation('?operation=NoSuchOperation', examples)).toBeNull();
    expect(initialOperation('', examples)).toBeNull();
  });
});
