import { useAuth } from '../../features/accounts/auth-context.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** The dashboard home; the side navigation and the pages under it arrive with the accounts capability. */
export function DashboardPage() {
  const { user } = useAuth();
  usePageTitle('My dashboard');
  return (
    <section className="section" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Welcome{user?.first_name ? `, ${user.first_name}` : ''}</h1>
    </section>
  );
}
