import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SessionProvider } from '../shared/session/session-context';
import type { SessionStore } from '../shared/session/session-store';
import { Toaster } from '../shared/notify/toaster';
import { system } from './theme';

export interface ProvidersProps {
  session: SessionStore;
  children: ReactNode;
}

/** What every route needs. Apollo's provider wraps only /app (`layout/app-shell.tsx`). */
export function Providers({ session, children }: ProvidersProps) {
  return (
    <ChakraProvider value={system}>
      <SessionProvider value={session}>
        {children}
        <Toaster />
      </SessionProvider>
    </ChakraProvider>
  );
}
