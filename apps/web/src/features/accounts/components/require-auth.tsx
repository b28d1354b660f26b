import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@trg/contract/paths';
import { useAuth } from '../auth-context.tsx';

/** Private routes: 'Loading...' while the session loads, else to /login and back here after signing in. */
export function RequireAuth({ children }: { children: ReactNode }) {
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
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(from)}`} replace />;
  }
  return children;
}
