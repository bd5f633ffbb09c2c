import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SessionMeQuery } from '../session/operations';
import { server } from '../../test/server';
import { requestGraphQL, setGraphQLEndpoint } from './request';

describe('requestGraphQL', () => {
  it("sends the document without Apollo's client-only @unmask directive (the gateway does not know it)", async () => {
    let sent = '';
    server.use(
      graphql.query('SessionMe', async ({ request }) => {
        sent = ((await request.clone().json()) as unknown as { query: string }).query;
        return HttpResponse.json({ data: { me: null } });
      }),
    );
    setGraphQLEndpoint(new URL('/graphql', window.location.href).href);
    expect(await requestGraphQL(SessionMeQuery)).toEqual({ me: null });
    expect(sent).toContain('...SessionUser');
    expect(sent).not.toContain('@unmask');
  });
});
