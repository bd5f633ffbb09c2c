import type { ApolloClient } from '@apollo/client';
import { SKIP_AUTH_REDIRECT } from '../apollo/client';
import { SessionMeQuery } from './operations';
import type { SessionStore, SessionUser } from './session-store';

/** Asks the gateway who the stored user is; the store drops the user when the answer is null or fails. */
export function resolveSession(store: SessionStore, client: ApolloClient): Promise<SessionUser | null> {
  return store.resolve(async () => {
    const { data } = await client.query({
      query: SessionMeQuery,
      fetchPolicy: 'network-only',
      context: { [SKIP_AUTH_REDIRECT]: true },
    });
    return data?.me ?? null;
  });
}
