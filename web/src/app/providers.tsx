import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SessionProvider } from '../shared/session/session-context';
import type { SessionStore } from '../shared/session/session-store';
import { Toaster } from '../shared/toaster';
import { system } from './theme';

export interface ProvidersProps {
  client: ApolloClient;
  session: SessionStore;
  children: ReactNode;
}

export function Providers({ client, session, children }: ProvidersProps) {
  return (
    <ChakraProvider value={system}>
      <ApolloProvider client={client}>
        <SessionProvider value={session}>
          {children}
          <Toaster />
        </SessionProvider>
      </ApolloProvider>
    </ChakraProvider>
  );
}
