import { Navigate, Outlet } from 'react-router';
import { paths } from '@trg/contract/paths';
import { useAuth } from '../../features/accounts/auth-context.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DashboardNav } from '../layout/dashboard-nav.tsx';
import { MemberHome } from '../../features/dashboard/components/member-home.tsx';
import { HostHome } from '../../features/dashboard/components/host-home.tsx';

/** /Mydashboard and every page under it: the side navigation by membership, and the page beside it. */
export function DashboardLayout() {
  const { user, membership } = useAuth();
  if (!user || !membership) return null;
  // Staff have no dashboard of their own: theirs is the operator's console.
  if (membership === 'staff') return <Navigate to={paths.operator} replace />;
  return (
    <div className="dashboard">
      <DashboardNav membership={membership} name={`${user.first_name} ${user.last_name}`.trim() || user.username} />
      <div className="dashboard__content">
        <Outlet />
      </div>
    </div>
  );
}

/** /Mydashboard itself. */
export function DashboardHome() {
  const { user, membership } = useAuth();
  usePageTitle('My dashboard');
  return (
    <section className="dashboard-page" aria-labelledby="dashboard-title">
      <h1 id="dashboard-title">Welcome{user?.first_name ? `, ${user.first_name}` : ''}</h1>
      <p>
        {membership === 'professionals'
          ? 'Keep your business details up to date, and create and manage your events, experiences and wine lists from the menu.'
          : 'Keep your details up to date, and find the events and experiences you have booked, from the menu.'}
      </p>
      {membership === 'professionals' ? <HostHome /> : membership === 'members' ? <MemberHome /> : null}
    </section>
  );
}
