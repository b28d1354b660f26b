import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import type { Membership } from '@trg/contract/accounts';
import { LEGACY_DASHBOARD_REDIRECTS, paths } from '@trg/contract/paths';
import { RootLayout } from './layout/root-layout.tsx';
import { HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { DashboardPage } from './routes/dashboard.tsx';
import { RequireAuth } from '../features/accounts/components/require-auth.tsx';
import { RequireMembership } from '../features/accounts/components/require-membership.tsx';

/** A page loaded on first visit, so the first bundle stays small. */
function lazyPage(load: () => Promise<ComponentType>): ReactNode {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense
      fallback={
        <p className="page-status" role="status">
          Loading...
        </p>
      }
    >
      <Page />
    </Suspense>
  );
}

/** Dashboard pages for one membership: to /login and back when signed out, a plain note for the other membership. */
function privatePage(membership: Membership, page: ReactNode): ReactNode {
  return (
    <RequireAuth>
      <RequireMembership membership={membership}>{page}</RequireMembership>
    </RequireAuth>
  );
}

const catalogListing = () => import('./routes/catalog-listing.tsx');
const catalogDetail = () => import('./routes/catalog-detail.tsx');
const hostCreate = () => import('./routes/host-create.tsx');
const hostItems = () => import('./routes/host-items.tsx');
const hostManage = () => import('./routes/host-manage.tsx');
const memberBookings = () => import('./routes/member-bookings.tsx');
const memberBooking = () => import('./routes/member-booking.tsx');

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      {
        path: paths.dashboard,
        element: (
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        ),
      },
      { path: paths.events, element: lazyPage(async () => (await catalogListing()).EventsPage) },
      { path: paths.experiences, element: lazyPage(async () => (await catalogListing()).ExperiencesPage) },
      { path: paths.event(':slug'), element: lazyPage(async () => (await catalogDetail()).EventDetailPage) },
      { path: paths.experience(':slug'), element: lazyPage(async () => (await catalogDetail()).ExperienceDetailPage) },
      // Host pages; the lead nests these in the dashboard layout.
      { path: paths.createEvent, element: privatePage('professionals', lazyPage(async () => (await hostCreate()).CreateEventPage)) },
      { path: paths.createExperience, element: privatePage('professionals', lazyPage(async () => (await hostCreate()).CreateExperiencePage)) },
      { path: paths.hostEvents, element: privatePage('professionals', lazyPage(async () => (await hostItems()).HostEventsPage)) },
      { path: paths.hostExperiences, element: privatePage('professionals', lazyPage(async () => (await hostItems()).HostExperiencesPage)) },
      { path: `${paths.hostEvents}/:id`, element: privatePage('professionals', lazyPage(async () => (await hostManage()).ManageEventPage)) },
      {
        path: `${paths.hostExperiences}/:id`,
        element: privatePage('professionals', lazyPage(async () => (await hostManage()).ManageExperiencePage)),
      },
      // Member pages.
      { path: paths.myEvents, element: privatePage('members', lazyPage(async () => (await memberBookings()).MyEventsPage)) },
      { path: paths.myExperiences, element: privatePage('members', lazyPage(async () => (await memberBookings()).MyExperiencesPage)) },
      { path: paths.myEvent(':slug'), element: privatePage('members', lazyPage(async () => (await memberBooking()).MyEventPage)) },
      { path: paths.myExperience(':slug'), element: privatePage('members', lazyPage(async () => (await memberBooking()).MyExperiencePage)) },
      ...Object.entries(LEGACY_DASHBOARD_REDIRECTS).map(([from, to]) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
