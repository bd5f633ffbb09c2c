import { createContext, useContext } from 'react';
import { useConnectionState, type ConnectionState, type ConnectionStatus } from './connection';

const ConnectionContext = createContext<ConnectionStatus | null>(null);

export const ConnectionProvider = ConnectionContext.Provider;

/** The live connection's state inside /app (null outside it). */
export function useConnection(): ConnectionState | null {
  return useConnectionState(useContext(ConnectionContext));
}
