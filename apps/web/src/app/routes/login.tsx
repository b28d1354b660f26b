import { Link, Navigate } from 'react-router';
import { paths } from '@trg/contract/paths';
import { LoginForm } from '../../features/accounts/components/login-form.tsx';
import { useSessionStart } from '../../features/accounts/hooks/use-session-start.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { headFrom, pageHeads, type PageRoute } from '../page-handle.ts';

/** /login: signed-in visitors go to /; after signing in, back to `next` when it is a page of this site. */
export function LoginPage() {
  usePageTitle('Login');
  const { status, next, redirect, start } = useSessionStart(paths.home);

  if (redirect) return <Navigate to={redirect} replace />;
  if (status === 'loading') {
    return (
      <p className="page-status" role="status">
        Loading...
      </p>
    );
  }

  return (
    <div className="account-page">
      <section className="card account-page__card" aria-labelledby="login-title">
        <p className="eyebrow">Members and hosts</p>
        <h1 id="login-title">Login</h1>
        <p className="account-page__intro">Sign in with your username and password.</p>
        <LoginForm onSignedIn={start} />
        <p className="account-page__forgot">
          <Link to={paths.forgotPassword}>Forgot password?</Link>
        </p>
        <div className="account-page__aside">
          <p>
            New here? Join the waiting list through the stay-in-touch form at the foot of any page, and we will keep you posted on new
            tastings and journeys.
          </p>
          <p>
            Or <Link to={next ? `${paths.register}?next=${encodeURIComponent(next)}` : paths.register}>register an account</Link> now.
          </p>
        </div>
      </section>
    </div>
  );
}

export const loginRoute: PageRoute = { Component: LoginPage, head: headFrom(pageHeads, ({ loginHead }) => loginHead()) };
