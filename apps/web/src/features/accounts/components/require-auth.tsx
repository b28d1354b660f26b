import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@trg/contract/paths';
import { useAuth } from '../auth-context.tsx';

interface Props {
  children: ReactNode;
  /** A page of its own for visitors, given the way to /login and back; without it they are sent there at once. */
  signedOut?: (loginPath: string) => ReactNode;
}

/** Private routes: 'Loading...' while the session loads, else to /login and back here after signing in. */
export function RequireAuth({ children, signedOut }: Props) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') {
    return (
      <p className="page-status" role="status">
        Loading...
      </p>
    );
  }
  if (!auth.isAuthenticated) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    const loginPath = `${paths.login}?next=${encodeURIComponent(from)}`;
    return signedOut ? signedOut(loginPath) : <Navigate to={loginPath} replace />;
  }
  return children;
}
