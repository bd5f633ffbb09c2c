import { Center, Spinner } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { routeTitle } from './route-handle';

export const APP_TITLE = 'Бэк-офис';

/** Every route: keeps the tab title in step with the route and restores scroll positions. */
export function RootLayout() {
  const title = routeTitle(useMatches());
  useEffect(() => {
    document.title = title ? `${title} · ${APP_TITLE}` : APP_TITLE;
  }, [title]);
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first navigation resolves the stored user. */
export function FullPageSpinner() {
  return (
    <Center minH="100dvh">
      <Spinner size="lg" color="blue.solid" aria-label="Загрузка" />
    </Center>
  );
}
