import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../app/paths';
import { SKIP_AUTH_REDIRECT } from '../../shared/apollo/client';
import { useSessionStore } from '../../shared/session/session-context';
import { AuthSignOutMutation } from './operations';

/**
 * Signs out (spec §4): asks the gateway to revoke the token and clear the cookie, then forgets the
 * user and every cached answer and goes to the sign-in page, whether or not the gateway answered.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const client = useApolloClient();
  const session = useSessionStore();
  const navigate = useNavigate();
  const [logout, { loading }] = useMutation(AuthSignOutMutation, {
    context: { [SKIP_AUTH_REDIRECT]: true },
  });

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // the session may already be gone; signing out locally is what matters
    }
    session.clear();
    await navigate(paths.login, { replace: true });
    await client.clearStore();
  }, [client, logout, navigate, session]);

  return { signOut, signingOut: loading };
}
