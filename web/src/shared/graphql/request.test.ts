import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SessionMeQuery } from '../session/documents';
import { SessionMe } from '../session/operations';
import { server } from '../../test/server';
import { requestGraphQL, setGraphQLEndpoint } from './request';

describe('requestGraphQL', () => {
  it('sends the operation by its id, without its text (docs/adr/0030-trusted-operations.md)', async () => {
    let sent: unknown;
    server.use(
      graphql.query('SessionMe', ({ request }) => {
        sent = request;
        return HttpResponse.json({ data: { me: null } });
      }),
    );
    const bodies: string[] = [];
    const seen = globalThis.fetch;
    globalThis.fetch = (input, init) => (bodies.push(String(init?.body)), seen(input, init));
    try {
      setGraphQLEndpoint(new URL('/graphql', window.location.href).href);
      expect(await requestGraphQL(SessionMe)).toEqual({ me: null });
    } finally {
      globalThis.fetch = seen;
    }
    expect(sent).toBeDefined();
    const hash = (SessionMeQuery as unknown as { __meta__: { hash: string } }).__meta__.hash;
    expect(hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(bodies.map((b) => JSON.parse(b))).toEqual([{ operationName: 'SessionMe', variables: {}, extensions: { persistedQuery: { version: 1, sha256Hash: hash.slice(7) } } }]);
  });
});
