import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@trg/contract/paths';
import { ResetPasswordForm } from '../../features/accounts/components/reset-password-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /ResetPassword?token=...: the page the emailed link opens, to choose a new password. */
export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [done, setDone] = useState<string | null>(null);

  return (
    <div className="account-page">
      <section className="card account-page__card" aria-labelledby="reset-title">
        <p className="eyebrow">Members and hosts</p>
        <h1 id="reset-title">Choose a new password</h1>
        {done ? (
          <div role="status">
            <p className="account-page__intro">{done}</p>
            <p>
              <Link className="button" to={paths.login}>
                Go to login
              </Link>
            </p>
          </div>
        ) : (
          <>
            <p className="account-page__intro">
              Your new password replaces the old one, and every device signed in to your account is signed out.
            </p>
            <ResetPasswordForm token={token} onDone={setDone} />
            <div className="account-page__aside">
              <p>
                Link not working? <Link to={paths.forgotPassword}>Ask for a new one</Link>.
              </p>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
