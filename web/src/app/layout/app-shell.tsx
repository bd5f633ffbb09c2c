// Everything /app needs on top of the common providers: the Apollo client of the signed-in user
// (loaded with this chunk, not on the sign-in route; created by the /app loader), its live
// connection's state for the header, and the confirmation dialogs.
import { ApolloProvider } from '@apollo/client/react';
import { ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { LiveApolloClient } from '../../shared/apollo/client';
import { ConnectionProvider } from '../../shared/apollo/connection-context';
import { ConfirmProvider } from '../../shared/ui/confirm';
import { useI18n } from '../../shared/i18n/i18n';
import { uiLocaleOf } from '../../shared/i18n/language';
import { whenIdle } from '../../shared/notify/toaster';
import { appSystem } from '../app-theme';
import { AppLayout } from './app-layout';

export function AppShell({ live }: { live: LiveApolloClient }) {
  // Chakra's (Ark's) components of the screens take the locale and the direction from LocaleProvider
  // (English right to left: rtl); <html dir>, set with the language, mirrors the layout. The sign-in
  // pages have no such component and do not carry it.
  const { language } = useI18n();
  return (
    <ChakraProvider value={appSystem}>
      <LocaleProvider locale={uiLocaleOf(language)}>
        <ApolloProvider client={live.client}>
          <ConnectionProvider value={live.connection}>
            <ConfirmProvider>
              <AppLayout />
            </ConfirmProvider>
          </ConnectionProvider>
        </ApolloProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}

/** The /app route's component: the client comes from the route's loader; once its first screen is drawn, the routes' starters load. */
export function AppShellRoute() {
  const { live, warmStarters } = useLoaderData() as { live: LiveApolloClient; warmStarters: () => void };
  useEffect(() => whenIdle(warmStarters), [warmStarters]);
  return <AppShell live={live} />;
}
