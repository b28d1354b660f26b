import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { LEGACY_DASHBOARD_REDIRECTS, paths } from '@trg/contract/paths';
import { RootLayout } from './layout/root-layout.tsx';
import { HomePage } from './routes/home.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { DashboardPage } from './routes/dashboard.tsx';
import { RequireAuth } from '../features/accounts/components/require-auth.tsx';

const CartPage = lazy(() => import('./routes/cart.tsx'));
const CheckoutPage = lazy(() => import('./routes/checkout.tsx'));

const page = (element: ReactNode) => <Suspense fallback={<p className="page-status" role="status">Loading...</p>}>{element}</Suspense>;

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      // Cart and checkout render their own logged-out views (spec part 1 §2), so they are not behind RequireAuth.
      { path: paths.cart, element: page(<CartPage />) },
      { path: paths.checkout, element: page(<CheckoutPage />) },
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
