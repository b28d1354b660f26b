import { Link } from 'react-router';
import { paths } from '@trg/contract/paths';
import { ForgotPasswordForm } from '../../features/accounts/components/forgot-password-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /ForgotPassword: ask for a link to choose a new password. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  return (
    <div className="account-page">
      <section className="card account-page__card" aria-labelledby="forgot-title">
        <p className="eyebrow">Members and hosts</p>
        <h1 id="forgot-title">Forgot your password?</h1>
        <p className="account-page__intro">
          Enter your username or the email address of your account. We will email you a link to choose a new password; it works once, for
          one hour.
        </p>
        <ForgotPasswordForm />
        <div className="account-page__aside">
          <p>
            Remembered it? <Link to={paths.login}>Back to login</Link>.
          </p>
        </div>
      </section>
    </div>
  );
}
