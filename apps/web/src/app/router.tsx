import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { LEGACY_DASHBOARD_REDIRECTS, paths } from '@trg/contract/paths';
import { RootLayout } from './layout/root-layout.tsx';
import { HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { DashboardPage } from './routes/dashboard.tsx';
import { RequireAuth } from '../features/accounts/components/require-auth.tsx';

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
      { path: paths.journal, element: page(<JournalPage />) },
      { path: '/Journal/:slug', element: page(<JournalPostPage />) },
      { path: paths.privacyPolicy, element: page(<PrivacyPolicyPage />) },
      { path: paths.offline, element: page(<OfflinePage />) },
      {
        path: paths.dashboard,
        element: (
          <RequireAuth>
            <DashboardPage />
          </RequireAuth>
        ),
      },
      ...Object.entries(LEGACY_DASHBOARD_REDIRECTS).map(([from, to]) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
