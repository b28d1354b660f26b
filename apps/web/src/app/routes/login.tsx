import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths, safeNextPath } from '@trg/contract/paths';
import type { AuthSession } from '@trg/contract/accounts';
import { useAuth } from '../../features/accounts/auth-context.tsx';
import { LoginForm } from '../../features/accounts/components/login-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /login: signed-in visitors go to /; after signing in, back to `next` when it is a page of this site. */
export function LoginPage() {
  usePageTitle('Login');
  const auth = useAuth();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [destination, setDestination] = useState<string | null>(null);

  if (destination) return <Navigate to={destination} replace />;
  if (auth.isAuthenticated) return <Navigate to={paths.home} replace />;
  if (auth.status === 'loading') {
    return (
      <p className="page-status" role="status">
        Loading...
      </p>
    );
  }

  const onSignedIn = (session: AuthSession) => {
    auth.signIn(session.token, session.user);
    setDestination(next ?? paths.home);
  };

  return (
    <div className="account-page">
      <section className="card account-page__card" aria-labelledby="login-title">
        <p className="eyebrow">Members and hosts</p>
        <h1 id="login-title">Login</h1>
        <p className="account-page__intro">Sign in with your username and password.</p>
        <LoginForm onSignedIn={onSignedIn} />
        <div className="account-page__aside">
          <p>
            New here? Join the waiting list through the stay-in-touch form at the foot of any page, and we will keep you
            posted on new tastings and journeys.
          </p>
          <p>
            Or <Link to={next ? `${paths.register}?next=${encodeURIComponent(next)}` : paths.register}>register an account</Link> now.
          </p>
        </div>
      </section>
    </div>
  );
}
