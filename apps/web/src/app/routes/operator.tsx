import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useAuth } from '../../features/accounts/auth-context.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DashboardNav } from '../layout/dashboard-nav.tsx';

// The overview's filters, charts and tables load with the overview (their file names stay out of the first script).
const ChartsOverview = lazy(() =>
  import('../../features/operator/components/charts-overview.tsx').then((module) => ({ default: module.ChartsOverview })),
);

/** /operator and every page under it: the console's side navigation, and the page beside it. */
export function OperatorLayout() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="dashboard">
      <DashboardNav membership="staff" name={`${user.first_name} ${user.last_name}`.trim() || user.username} />
      <div className="dashboard__content">
        <Outlet />
      </div>
    </div>
  );
}

/** /operator itself: the overview, with the sales, page views and funnel charts. */
export function OperatorHome() {
  usePageTitle('Overview');
  return (
    <section className="dashboard-page" aria-labelledby="operator-title">
      <h1 id="operator-title">Overview</h1>
      <Suspense
        fallback={
          <p className="page-status" role="status">
            Loading the figures...
          </p>
        }
      >
        <ChartsOverview />
      </Suspense>
    </section>
  );
}
