// The one Apollo Client module of the web: transport, cache and the reaction to a lost session.
// The session token lives in an HttpOnly cookie set by the gateway; the browser only has to send
// same-origin credentials.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { ErrorCode, hasErrorCode } from './errors';

export interface CreateApolloClientOptions {
  /** GraphQL endpoint; the gateway serves it at `/graphql` on the page's own origin. */
  uri?: string;
  /** Called once per failing operation whose error has `extensions.code = UNAUTHENTICATED`. */
  onUnauthenticated?: () => void;
}

/**
 * Operations that handle a missing session themselves (resolving the stored user, signing in or
 * out) pass `context: { [SKIP_AUTH_REDIRECT]: true }` so the global handler leaves them alone.
 */
export const SKIP_AUTH_REDIRECT = 'skipAuthRedirect';

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // Pages of a list are separate cache entries keyed by all their arguments (the default);
      // the page object has no id of its own.
      TicketPage: { keyFields: false },
    },
  });
}

export function createApolloClient(options: CreateApolloClientOptions = {}): ApolloClient {
  const { uri = '/graphql', onUnauthenticated } = options;

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (operation.getContext()[SKIP_AUTH_REDIRECT]) return;
    if (hasErrorCode(error, ErrorCode.Unauthenticated)) onUnauthenticated?.();
  });

  const httpLink = new HttpLink({ uri, credentials: 'same-origin' });

  return new ApolloClient({
    link: ApolloLink.from([errorLink, httpLink]),
    cache: createCache(),
  });
}
