// Everything /app needs on top of the common providers: the Apollo client of the signed-in user
// (loaded with this chunk, not on the sign-in route; created by the /app loader), its live
// connection's state for the header, and the confirmation dialogs.
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import { useLoaderData } from 'react-router-dom';
import type { LiveApolloClient } from '../../shared/apollo/client';
import { ConnectionProvider } from '../../shared/apollo/connection-context';
import { ConfirmProvider } from '../../shared/ui/confirm';
import { appSystem } from '../app-theme';
import { AppLayout } from './app-layout';

export function AppShell({ live }: { live: LiveApolloClient }) {
  return (
    <ChakraProvider value={appSystem}>
      <ApolloProvider client={live.client}>
        <ConnectionProvider value={live.connection}>
          <ConfirmProvider>
            <AppLayout />
          </ConfirmProvider>
        </ConnectionProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}

/** The /app route's component: the client comes from the route's loader. */
export function AppShellRoute() {
  const { live } = useLoaderData() as { live: LiveApolloClient };
  return <AppShell live={live} />;
}
