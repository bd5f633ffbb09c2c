import type { ReactNode } from 'react';
import { SessionProvider } from '../shared/session/session-context';
import type { SessionStore } from '../shared/session/session-store';
import { Toaster } from '../shared/notify/toaster';

export interface ProvidersProps {
  session: SessionStore;
  children: ReactNode;
}

/**
 * What every route needs. No Chakra here (issue 27): the sign-in, reminder and error pages are drawn
 * without its runtime (`shared/ui/plain.tsx`); /app's shell brings its ChakraProvider and Apollo's
 * (`layout/app-shell.tsx`), the toaster its own (`shared/notify/toaster-view.tsx`).
 */
export function Providers({ session, children }: ProvidersProps) {
  return (
    <SessionProvider value={session}>
      {children}
      <Toaster />
    </SessionProvider>
  );
}
