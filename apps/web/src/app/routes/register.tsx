import { Link, Navigate } from 'react-router';
import { paths } from '@trg/contract/paths';
import { RegisterForm } from '../../features/accounts/components/register-form.tsx';
import { useSessionStart } from '../../features/accounts/hooks/use-session-start.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { headFrom, pageHeads, type PageRoute } from '../page-handle.ts';

/** /Register: the Register Account form; a new account is signed in and taken to its dashboard (or `next`). */
export function RegisterPage() {
  usePageTitle('Register Account');
  const { redirect, start } = useSessionStart(paths.dashboard);

  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <div className="account-page">
      <section className="card account-page__card" aria-labelledby="register-title">
        <p className="eyebrow">Join us</p>
        <h1 id="register-title">Register Account</h1>
        <p className="account-page__intro">
          Members book tastings and trips and keep a cellar; professionals host events and publish their wine lists.
        </p>
        <RegisterForm onRegistered={start} />
        <div className="account-page__aside">
          <p>
            Already registered? <Link to={paths.login}>Login</Link>.
          </p>
        </div>
      </section>
    </div>
  );
}

export const registerRoute: PageRoute = { Component: RegisterPage, head: headFrom(pageHeads, ({ registerHead }) => registerHead()) };
