import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { paths, safeNextPath } from '@trg/contract/paths';
import type { AuthSession } from '@trg/contract/accounts';
import { useAuth } from '../../features/accounts/auth-context.tsx';
import { RegisterForm } from '../../features/accounts/components/register-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /Register: the Register Account form; a new account is signed in and taken to its dashboard (or `next`). */
export function RegisterPage() {
  usePageTitle('Register Account');
  const auth = useAuth();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [destination, setDestination] = useState<string | null>(null);

  if (destination) return <Navigate to={destination} replace />;
  if (auth.isAuthenticated) return <Navigate to={paths.home} replace />;

  const onRegistered = (session: AuthSession) => {
    auth.signIn(session.token, session.user);
    setDestination(next ?? paths.dashboard);
  };

  return (
    <div className="account-page">
      <section className="card account-page__card" aria-labelledby="register-title">
        <p className="eyebrow">Join us</p>
        <h1 id="register-title">Register Account</h1>
        <p className="account-page__intro">
          Members book tastings and trips and keep a cellar; professionals host events and publish their wine lists.
        </p>
        <RegisterForm onRegistered={onRegistered} />
        <div className="account-page__aside">
          <p>
            Already registered? <Link to={paths.login}>Login</Link>.
          </p>
        </div>
      </section>
    </div>
  );
}
