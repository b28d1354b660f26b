import { Navigate, useRoutes, type RouteObject } from 'react-router';
import type { ReactNode } from 'react';
import type { Membership } from '@trg/contract/accounts';
import { LEGACY_DASHBOARD_REDIRECTS, paths } from '@trg/contract/paths';
import { RequireAuth } from '../../features/accounts/components/require-auth.tsx';
import { RequireMembership } from '../../features/accounts/components/require-membership.tsx';
import { lazyPage } from '../lazy-page.tsx';
import { caseSensitive } from '../routes.tsx';
import { NotFoundPage } from './not-found.tsx';

const DashboardLayout = lazyPage(() => import('./dashboard.tsx').then((module) => module.DashboardLayout));
const DashboardHome = lazyPage(() => import('./dashboard.tsx').then((module) => module.DashboardHome));
const MyProfilePage = lazyPage(() => import('./my-profile.tsx').then((module) => module.MyProfilePage));
const BusinessProfilePage = lazyPage(() => import('./business-profile.tsx').then((module) => module.BusinessProfilePage));
const CreateEventPage = lazyPage(() => import('./host-create.tsx').then((module) => module.CreateEventPage));
const CreateExperiencePage = lazyPage(() => import('./host-create.tsx').then((module) => module.CreateExperiencePage));
const CreateEventStepsPage = lazyPage(() => import('./host-create-steps.tsx').then((module) => module.CreateEventStepsPage));
const CreateExperienceStepsPage = lazyPage(() => import('./host-create-steps.tsx').then((module) => module.CreateExperienceStepsPage));
const HostEventsPage = lazyPage(() => import('./host-items.tsx').then((module) => module.HostEventsPage));
const HostExperiencesPage = lazyPage(() => import('./host-items.tsx').then((module) => module.HostExperiencesPage));
const ManageEventPage = lazyPage(() => import('./host-manage.tsx').then((module) => module.ManageEventPage));
const ManageExperiencePage = lazyPage(() => import('./host-manage.tsx').then((module) => module.ManageExperiencePage));
const PreviewEventPage = lazyPage(() => import('./host-manage.tsx').then((module) => module.PreviewEventPage));
const PreviewExperiencePage = lazyPage(() => import('./host-manage.tsx').then((module) => module.PreviewExperiencePage));
const EventGuestListPage = lazyPage(() => import('./host-door.tsx').then((module) => module.EventGuestListPage));
const ExperienceGuestListPage = lazyPage(() => import('./host-door.tsx').then((module) => module.ExperienceGuestListPage));
const EventCheckInPage = lazyPage(() => import('./host-door.tsx').then((module) => module.EventCheckInPage));
const ExperienceCheckInPage = lazyPage(() => import('./host-door.tsx').then((module) => module.ExperienceCheckInPage));
const DoorSession = lazyPage(() => import('./host-door.tsx').then((module) => module.DoorSession));
const CreateWineListPage = lazyPage(() => import('./host-wine-lists.tsx').then((module) => module.CreateWineListPage));
const HostWineListsPage = lazyPage(() => import('./host-wine-lists.tsx').then((module) => module.HostWineListsPage));
const ManageWineListPage = lazyPage(() => import('./host-wine-lists.tsx').then((module) => module.ManageWineListPage));
const HostPayoutsPage = lazyPage(() => import('./host-payouts.tsx').then((module) => module.HostPayoutsPage));
const HostReviewsPage = lazyPage(() => import('./host-reviews.tsx').then((module) => module.HostReviewsPage));
const HostStatementPage = lazyPage(() => import('./host-payouts.tsx').then((module) => module.HostStatementPage));
const MyEventsPage = lazyPage(() => import('./member-bookings.tsx').then((module) => module.MyEventsPage));
const MyExperiencesPage = lazyPage(() => import('./member-bookings.tsx').then((module) => module.MyExperiencesPage));
const MyEventPage = lazyPage(() => import('./member-booking.tsx').then((module) => module.MyEventPage));
const MyExperiencePage = lazyPage(() => import('./member-booking.tsx').then((module) => module.MyExperiencePage));
const MyCellarPage = lazyPage(() => import('./my-cellar.tsx').then((module) => module.MyCellarPage));

const only = (membership: Membership, page: ReactNode) => <RequireMembership membership={membership}>{page}</RequireMembership>;

// Paths under /Mydashboard, relative to it (spec part 2 §2).
const relative = (path: string) => path.slice(`${paths.dashboard}/`.length);

const dashboardChildren: RouteObject[] = [
  { index: true, element: <DashboardHome /> },
  // Members
  { path: relative(paths.myProfile), element: only('members', <MyProfilePage />) },
  { path: relative(paths.myEvents), element: only('members', <MyEventsPage />) },
  { path: relative(paths.myEvent(':slug')), element: only('members', <MyEventPage />) },
  { path: relative(paths.myExperiences), element: only('members', <MyExperiencesPage />) },
  { path: relative(paths.myExperience(':slug')), element: only('members', <MyExperiencePage />) },
  { path: relative(paths.myCellar), element: only('members', <MyCellarPage />) },
  // Professionals (business hosts)
  { path: relative(paths.businessProfile), element: only('professionals', <BusinessProfilePage />) },
  { path: relative(paths.createEvent), element: only('professionals', <CreateEventPage />) },
  { path: relative(paths.createExperience), element: only('professionals', <CreateExperiencePage />) },
  { path: relative(paths.createEventSteps), element: only('professionals', <CreateEventStepsPage />) },
  { path: relative(paths.createExperienceSteps), element: only('professionals', <CreateExperienceStepsPage />) },
  { path: relative(paths.createWineList), element: only('professionals', <CreateWineListPage />) },
  { path: relative(paths.hostEvents), element: only('professionals', <HostEventsPage />) },
  { path: relative(paths.hostEvent(':id')), element: only('professionals', <ManageEventPage />) },
  { path: relative(paths.hostEventPreview(':id')), element: only('professionals', <PreviewEventPage />) },
  { path: relative(paths.hostEventGuests(':id')), element: only('professionals', <EventGuestListPage />) },
  { path: relative(paths.hostExperiences), element: only('professionals', <HostExperiencesPage />) },
  { path: relative(paths.hostExperience(':id')), element: only('professionals', <ManageExperiencePage />) },
  { path: relative(paths.hostExperiencePreview(':id')), element: only('professionals', <PreviewExperiencePage />) },
  { path: relative(paths.hostExperienceGuests(':id')), element: only('professionals', <ExperienceGuestListPage />) },
  { path: relative(paths.hostWineLists), element: only('professionals', <HostWineListsPage />) },
  { path: relative(paths.hostWineList(':id')), element: only('professionals', <ManageWineListPage />) },
  { path: relative(paths.hostPayouts), element: only('professionals', <HostPayoutsPage />) },
  { path: relative(paths.hostStatement), element: only('professionals', <HostStatementPage />) },
  { path: relative(paths.hostReviews), element: only('professionals', <HostReviewsPage />) },
  // The older desktop paths lead to their current pages.
  ...Object.entries(LEGACY_DASHBOARD_REDIRECTS).map(([from, to]) => ({
    path: relative(from),
    element: <Navigate to={to} replace />,
  })),
];

/** The dashboards' routes under /Mydashboard (the page manifest lists their pages too). */
export const dashboardRoutes: RouteObject[] = [
  // The door's pages open without a network too (the service worker keeps them): their own guard, see host-door.tsx.
  {
    element: <DoorSession />,
    children: caseSensitive([
      { path: relative(paths.hostEventCheckIn(':id')), element: <EventCheckInPage /> },
      { path: relative(paths.hostExperienceCheckIn(':id')), element: <ExperienceCheckInPage /> },
    ]),
  },
  {
    element: (
      <RequireAuth>
        <DashboardLayout />
      </RequireAuth>
    ),
    children: caseSensitive([...dashboardChildren, { path: '*', element: <NotFoundPage /> }]),
  },
];

/**
 * /Mydashboard/* (spec part 2 §2): the dashboards' own route table, in its own chunk, so that neither their pages nor
 * their routes weigh on the public pages' first JavaScript. Paths match case-sensitively, as everywhere.
 */
export function DashboardApp() {
  return useRoutes(dashboardRoutes);
}
