import { usePageTitle } from '../../lib/use-page-title.ts';
import { SignUpsList } from '../../features/operator/components/sign-ups-list.tsx';

/** /operator/sign-ups: the newsletter sign-ups and their CSV export. */
export function OperatorSignUpsPage() {
  usePageTitle('Sign-ups');
  return (
    <section className="dashboard-page" aria-labelledby="operator-sign-ups-title">
      <h1 id="operator-sign-ups-title">Sign-ups</h1>
      <SignUpsList />
    </section>
  );
}
