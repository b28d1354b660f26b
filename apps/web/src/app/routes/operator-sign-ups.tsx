import { usePageTitle } from '../../lib/use-page-title.ts';

/** /operator/sign-ups (issue 15). */
export function OperatorSignUpsPage() {
  usePageTitle('Sign-ups');
  return (
    <section className="dashboard-page" aria-labelledby="operator-sign-ups-title">
      <h1 id="operator-sign-ups-title">Sign-ups</h1>
    </section>
  );
}
