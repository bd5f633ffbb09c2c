import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { requestGraphQL } from '../../shared/graphql/request';
import { useSessionStore } from '../../shared/session/session-context';
import { AuthSignOut } from './operations';

/**
 * Signs out (spec §4): asks the gateway to revoke the token and clear the cookie, then forgets the
 * user (which also empties the Apollo cache, see create-app.tsx) and goes to the sign-in page,
 * whether or not the gateway answered.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const session = useSessionStore();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      await requestGraphQL(AuthSignOut);
    } catch {
      // the session may already be gone; signing out locally is what matters
    }
    session.clear();
    setSigningOut(false);
    await navigate(paths.login, { replace: true });
  }, [navigate, session]);

  return { signOut, signingOut };
}
