// Everything /app needs on top of the common providers: the Apollo client (loaded with this chunk,
// not on the sign-in route) and the confirmation dialogs.
import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ConfirmProvider } from '../../shared/ui/confirm';
import { AppLayout } from './app-layout';

export function AppShell({ client }: { client: ApolloClient }) {
  return (
    <ApolloProvider client={client}>
      <ConfirmProvider>
        <AppLayout />
      </ConfirmProvider>
    </ApolloProvider>
  );
}
