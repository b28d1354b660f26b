import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AuthSession } from '@trg/contract/accounts';
import { paths, safeNextPath } from '@trg/contract/paths';
import { useAuth } from '../auth-context.tsx';

/**
 * For the login and register pages: `start` signs in with a new session and sends the person on, to `?next=`
 * when it is a page of this site, else to `fallback`; a visitor who arrives signed in is sent to /.
 * Render `<Navigate to={redirect} replace />` whenever `redirect` is set.
 */
export function useSessionStart(fallback: string) {
  const auth = useAuth();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [destination, setDestination] = useState<string | null>(null);

  const start = (session: AuthSession) => {
    auth.signIn(session.token, session.user);
    setDestination(next ?? fallback);
  };
  const redirect = destination ?? (auth.isAuthenticated ? paths.home : null);
  return { status: auth.status, next, redirect, start };
}
