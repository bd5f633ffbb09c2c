// The live connection's code: graphql-ws and Apollo's link over it (~7 kB gzipped), loaded by
// client.ts beside the client rather than inside its chunk, so that no /app route waits for it before
// its first render (issue 27). Its options are client.ts's (reconnects, 4403, the connection status).
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type ClientOptions } from 'graphql-ws';

export function createLiveSocket(options: ClientOptions) {
  const socket = createClient(options);
  return { socket, link: new GraphQLWsLink(socket) };
}
