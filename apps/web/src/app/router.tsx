import { createBrowserRouter, Navigate } from 'react-router';
import { LEGACY_DASHBOARD_REDIRECTS, paths } from '@trg/contract/paths';
import { RootLayout } from './layout/root-layout.tsx';
import { HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { DashboardPage } from './routes/dashboard.tsx';
import { RequireAuth } from '../features/accounts/components/require-auth.tsx';

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
      ...Object.entries(LEGACY_DASHBOARD_REDIRECTS).map(([from, to]) => ({
        path: from,
        element: <Navigate to={to} replace />,
      })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
