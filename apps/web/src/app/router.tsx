import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { Membership } from '@trg/contract/accounts';
import { LEGACY_DASHBOARD_REDIRECTS, paths } from '@trg/contract/paths';
import { RootLayout } from './layout/root-layout.tsx';
import { HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RequireAuth } from '../features/accounts/components/require-auth.tsx';
import { RequireMembership } from '../features/accounts/components/require-membership.tsx';

/** A page loaded on first visit, so that the first bundle stays small. */
function lazyPage(load: () => Promise<() => ReactNode>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
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
  };
}

const LoginPage = lazyPage(() => import('./routes/login.tsx').then((module) => module.LoginPage));
const RegisterPage = lazyPage(() => import('./routes/register.tsx').then((module) => module.RegisterPage));
const DashboardLayout = lazyPage(() => import('./routes/dashboard.tsx').then((module) => module.DashboardLayout));
const DashboardHome = lazyPage(() => import('./routes/dashboard.tsx').then((module) => module.DashboardHome));
const MyProfilePage = lazyPage(() => import('./routes/my-profile.tsx').then((module) => module.MyProfilePage));
const BusinessProfilePage = lazyPage(() => import('./routes/business-profile.tsx').then((module) => module.BusinessProfilePage));
const EventsPage = lazyPage(() => import('./routes/catalog-listing.tsx').then((module) => module.EventsPage));
const ExperiencesPage = lazyPage(() => import('./routes/catalog-listing.tsx').then((module) => module.ExperiencesPage));
const EventDetailPage = lazyPage(() => import('./routes/catalog-detail.tsx').then((module) => module.EventDetailPage));
const ExperienceDetailPage = lazyPage(() => import('./routes/catalog-detail.tsx').then((module) => module.ExperienceDetailPage));
const CreateEventPage = lazyPage(() => import('./routes/host-create.tsx').then((module) => module.CreateEventPage));
const CreateExperiencePage = lazyPage(() => import('./routes/host-create.tsx').then((module) => module.CreateExperiencePage));
const HostEventsPage = lazyPage(() => import('./routes/host-items.tsx').then((module) => module.HostEventsPage));
const HostExperiencesPage = lazyPage(() => import('./routes/host-items.tsx').then((module) => module.HostExperiencesPage));
const ManageEventPage = lazyPage(() => import('./routes/host-manage.tsx').then((module) => module.ManageEventPage));
const ManageExperiencePage = lazyPage(() => import('./routes/host-manage.tsx').then((module) => module.ManageExperiencePage));
const CreateWineListPage = lazyPage(() => import('./routes/host-wine-lists.tsx').then((module) => module.CreateWineListPage));
const HostWineListsPage = lazyPage(() => import('./routes/host-wine-lists.tsx').then((module) => module.HostWineListsPage));
const ManageWineListPage = lazyPage(() => import('./routes/host-wine-lists.tsx').then((module) => module.ManageWineListPage));
const MyEventsPage = lazyPage(() => import('./routes/member-bookings.tsx').then((module) => module.MyEventsPage));
const MyExperiencesPage = lazyPage(() => import('./routes/member-bookings.tsx').then((module) => module.MyExperiencesPage));
const MyEventPage = lazyPage(() => import('./routes/member-booking.tsx').then((module) => module.MyEventPage));
const MyExperiencePage = lazyPage(() => import('./routes/member-booking.tsx').then((module) => module.MyExperiencePage));
const WineProfilePage = lazyPage(() => import('./routes/wine-profile.tsx').then((module) => module.WineProfilePage));
const MyCellarPage = lazyPage(() => import('./routes/my-cellar.tsx').then((module) => module.MyCellarPage));

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
  { path: relative(paths.createWineList), element: only('professionals', <CreateWineListPage />) },
  { path: relative(paths.hostEvents), element: only('professionals', <HostEventsPage />) },
  { path: `${relative(paths.hostEvents)}/:id`, element: only('professionals', <ManageEventPage />) },
  { path: relative(paths.hostExperiences), element: only('professionals', <HostExperiencesPage />) },
  { path: `${relative(paths.hostExperiences)}/:id`, element: only('professionals', <ManageExperiencePage />) },
  { path: relative(paths.hostWineLists), element: only('professionals', <HostWineListsPage />) },
  { path: `${relative(paths.hostWineLists)}/:id`, element: only('professionals', <ManageWineListPage />) },
  // The older desktop paths lead to their current pages.
  ...Object.entries(LEGACY_DASHBOARD_REDIRECTS).map(([from, to]) => ({
    path: relative(from),
    element: <Navigate to={to} replace />,
  })),
];

const CartPage = lazy(() => import('./routes/cart.tsx'));
const CheckoutPage = lazy(() => import('./routes/checkout.tsx'));
const JournalPage = lazy(() => import('./routes/journal.tsx').then((m) => ({ default: m.JournalPage })));
const JournalPostPage = lazy(() => import('./routes/journal-post.tsx').then((m) => ({ default: m.JournalPostPage })));
const PrivacyPolicyPage = lazy(() => import('./routes/privacy-policy.tsx').then((m) => ({ default: m.PrivacyPolicyPage })));
const OfflinePage = lazy(() => import('./routes/offline.tsx').then((m) => ({ default: m.OfflinePage })));

/** A lazily loaded page, with the spec's loading text while its code arrives. */
const page = (element: ReactNode) => (
  <Suspense
    fallback={
      <p className="page-status" role="status">
        Loading page ....
      </p>
    }
  >
    {element}
  </Suspense>
);

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.register, element: <RegisterPage /> },
      { path: paths.events, element: <EventsPage /> },
      { path: paths.experiences, element: <ExperiencesPage /> },
      { path: paths.event(':slug'), element: <EventDetailPage /> },
      { path: paths.experience(':slug'), element: <ExperienceDetailPage /> },
      { path: paths.journal, element: page(<JournalPage />) },
      { path: '/Journal/:slug', element: page(<JournalPostPage />) },
      { path: paths.privacyPolicy, element: page(<PrivacyPolicyPage />) },
      { path: paths.offline, element: page(<OfflinePage />) },
      // The profile decides itself who sees what (editor, guest view, or why not), signed in or not.
      { path: paths.wineProfile, element: <WineProfilePage /> },
      { path: paths.wineProfileFor(':slug'), element: <WineProfilePage /> },
      // Cart and checkout show visitors a logged-out view of their own (spec part 1 §2), not the redirect to /login:
      // the cart page decides itself, checkout passes its view to RequireAuth.
      { path: paths.cart, element: page(<CartPage />) },
      { path: paths.checkout, element: page(<CheckoutPage />) },
      {
        path: paths.dashboard,
        element: (
          <RequireAuth>
            <DashboardLayout />
          </RequireAuth>
        ),
        children: dashboardChildren,
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
