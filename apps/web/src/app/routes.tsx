import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { Membership } from '@trg/contract/accounts';
import { LEGACY_DASHBOARD_REDIRECTS, paths } from '@trg/contract/paths';
import { RootLayout } from './layout/root-layout.tsx';
import { RequireAuth } from '../features/accounts/components/require-auth.tsx';
import { RequireMembership } from '../features/accounts/components/require-membership.tsx';
import type { PageRoute } from './page-handle.ts';

/** A client-rendered page loaded on first visit, so that the first bundle stays small. */
function lazyPage(load: () => Promise<() => ReactNode>, loadingText = 'Loading...') {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <p className="page-status" role="status">
            {loadingText}
          </p>
        }
      >
        <Page />
      </Suspense>
    );
  };
}

const DashboardLayout = lazyPage(() => import('./routes/dashboard.tsx').then((module) => module.DashboardLayout));
const DashboardHome = lazyPage(() => import('./routes/dashboard.tsx').then((module) => module.DashboardHome));
const MyProfilePage = lazyPage(() => import('./routes/my-profile.tsx').then((module) => module.MyProfilePage));
const BusinessProfilePage = lazyPage(() => import('./routes/business-profile.tsx').then((module) => module.BusinessProfilePage));
const CreateEventPage = lazyPage(() => import('./routes/host-create.tsx').then((module) => module.CreateEventPage));
const CreateExperiencePage = lazyPage(() => import('./routes/host-create.tsx').then((module) => module.CreateExperiencePage));
const HostEventsPage = lazyPage(() => import('./routes/host-items.tsx').then((module) => module.HostEventsPage));
const HostExperiencesPage = lazyPage(() => import('./routes/host-items.tsx').then((module) => module.HostExperiencesPage));
const ManageEventPage = lazyPage(() => import('./routes/host-manage.tsx').then((module) => module.ManageEventPage));
const ManageExperiencePage = lazyPage(() => import('./routes/host-manage.tsx').then((module) => module.ManageExperiencePage));
const PreviewEventPage = lazyPage(() => import('./routes/host-manage.tsx').then((module) => module.PreviewEventPage));
const PreviewExperiencePage = lazyPage(() => import('./routes/host-manage.tsx').then((module) => module.PreviewExperiencePage));
const CreateWineListPage = lazyPage(() => import('./routes/host-wine-lists.tsx').then((module) => module.CreateWineListPage));
const HostWineListsPage = lazyPage(() => import('./routes/host-wine-lists.tsx').then((module) => module.HostWineListsPage));
const ManageWineListPage = lazyPage(() => import('./routes/host-wine-lists.tsx').then((module) => module.ManageWineListPage));
const MyEventsPage = lazyPage(() => import('./routes/member-bookings.tsx').then((module) => module.MyEventsPage));
const MyExperiencesPage = lazyPage(() => import('./routes/member-bookings.tsx').then((module) => module.MyExperiencesPage));
const MyEventPage = lazyPage(() => import('./routes/member-booking.tsx').then((module) => module.MyEventPage));
const MyExperiencePage = lazyPage(() => import('./routes/member-booking.tsx').then((module) => module.MyExperiencePage));
const WineProfilePage = lazyPage(() => import('./routes/wine-profile.tsx').then((module) => module.WineProfilePage));
const MyCellarPage = lazyPage(() => import('./routes/my-cellar.tsx').then((module) => module.MyCellarPage));
// The spec's loading text for these pages.
const CartPage = lazyPage(() => import('./routes/cart.tsx').then((module) => module.default), 'Loading page ....');
const CheckoutPage = lazyPage(() => import('./routes/checkout.tsx').then((module) => module.default), 'Loading page ....');
const ForgotPasswordPage = lazyPage(() => import('./routes/forgot-password.tsx').then((module) => module.ForgotPasswordPage));
const ResetPasswordPage = lazyPage(() => import('./routes/reset-password.tsx').then((module) => module.ResetPasswordPage));
// The operator's console (issue 15): its routes, like its pages, load with its first page, never on a public one.
const OperatorApp = lazyPage(() => import('./routes/operator-app.tsx').then((module) => module.OperatorApp));
const OfflinePage = lazyPage(() => import('./routes/offline.tsx').then((module) => module.OfflinePage), 'Loading page ....');

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
  { path: `${relative(paths.hostEvents)}/:id/preview`, element: only('professionals', <PreviewEventPage />) },
  { path: relative(paths.hostExperiences), element: only('professionals', <HostExperiencesPage />) },
  { path: `${relative(paths.hostExperiences)}/:id`, element: only('professionals', <ManageExperiencePage />) },
  { path: `${relative(paths.hostExperiences)}/:id/preview`, element: only('professionals', <PreviewExperiencePage />) },
  { path: relative(paths.hostWineLists), element: only('professionals', <HostWineListsPage />) },
  { path: `${relative(paths.hostWineLists)}/:id`, element: only('professionals', <ManageWineListPage />) },
  // The older desktop paths lead to their current pages.
  ...Object.entries(LEGACY_DASHBOARD_REDIRECTS).map(([from, to]) => ({
    path: relative(from),
    element: <Navigate to={to} replace />,
  })),
];

/**
 * A page the server renders. Its module's `route` brings, with the route (React Router's `lazy`), its component,
 * its loader (which reads the page's data into the query cache) and its head; `module` is its source file, which
 * the server looks up in the build's manifest to link the route's scripts and styles into the first response.
 */
function served(path: string, module: string, load: () => Promise<PageRoute>, queryClient: QueryClient): RouteObject {
  return {
    path,
    lazy: async () => {
      const { Component, loader, head } = await load();
      return { Component, loader: loader?.(queryClient), handle: { ssr: true, module, head } };
    },
  };
}

/** Every page of the site. Paths match case-sensitively, as on the server (spec part 1 §2's paths are exact). */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const page = (path: string, file: string, load: () => Promise<PageRoute>) => served(path, `src/app/routes/${file}`, load, queryClient);
  const pages: RouteObject[] = [
    page(paths.home, 'home.tsx', () => import('./routes/home.tsx').then((m) => m.homeRoute)),
    page(paths.login, 'login.tsx', () => import('./routes/login.tsx').then((m) => m.loginRoute)),
    page(paths.register, 'register.tsx', () => import('./routes/register.tsx').then((m) => m.registerRoute)),
    page(paths.events, 'catalog-listing.tsx', () => import('./routes/catalog-listing.tsx').then((m) => m.eventsRoute)),
    page(paths.experiences, 'catalog-listing.tsx', () => import('./routes/catalog-listing.tsx').then((m) => m.experiencesRoute)),
    page(paths.event(':slug'), 'catalog-detail.tsx', () => import('./routes/catalog-detail.tsx').then((m) => m.eventRoute)),
    page(paths.experience(':slug'), 'catalog-detail.tsx', () => import('./routes/catalog-detail.tsx').then((m) => m.experienceRoute)),
    page(paths.journal, 'journal.tsx', () => import('./routes/journal.tsx').then((m) => m.journalRoute)),
    page(paths.journalPost(':slug'), 'journal-post.tsx', () => import('./routes/journal-post.tsx').then((m) => m.journalPostRoute)),
    page(paths.privacyPolicy, 'privacy-policy.tsx', () => import('./routes/privacy-policy.tsx').then((m) => m.privacyPolicyRoute)),
    { path: paths.offline, element: <OfflinePage /> },
    // Client-rendered: nothing on them for a preview or a search engine, and the reset link's token stays in the browser.
    { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
    { path: paths.resetPassword, element: <ResetPasswordPage /> },
    // The profile decides itself who sees what (editor, guest view, or why not), signed in or not.
    { path: paths.wineProfile, element: <WineProfilePage /> },
    { path: paths.wineProfileFor(':slug'), element: <WineProfilePage /> },
    // Cart and checkout show visitors a logged-out view of their own (spec part 1 §2), not the redirect to /login:
    // the cart page decides itself, checkout passes its view to RequireAuth.
    { path: paths.cart, element: <CartPage /> },
    { path: paths.checkout, element: <CheckoutPage /> },
    {
      path: paths.dashboard,
      element: (
        <RequireAuth>
          <DashboardLayout />
        </RequireAuth>
      ),
      children: dashboardChildren,
    },
    { path: `${paths.operator}/*`, element: <OperatorApp /> },
    page('*', 'not-found.tsx', () => import('./routes/not-found.tsx').then((m) => m.notFoundRoute)),
  ];
  return [{ id: 'root', element: <RootLayout />, children: caseSensitive(pages) }];
}

function caseSensitive(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    route.index ? route : { ...route, caseSensitive: true, ...(route.children ? { children: caseSensitive(route.children) } : {}) },
  ) as RouteObject[];
}
