import { useRoutes, type RouteObject } from 'react-router';
import { paths } from '@trg/contract/paths';
import { operatorPaths } from '@trg/contract/operator-paths';
import { RequireAuth } from '../../features/accounts/components/require-auth.tsx';
import { RequireMembership } from '../../features/accounts/components/require-membership.tsx';
import { NotFoundPage } from './not-found.tsx';
import { lazyPage } from '../lazy-page.tsx';
import { caseSensitive } from '../routes.tsx';
import { OperatorHome, OperatorLayout } from './operator.tsx';

const RequestsPage = lazyPage(() => import('./operator-requests.tsx').then((module) => module.OperatorRequestsPage));
const RequestPage = lazyPage(() => import('./operator-requests.tsx').then((module) => module.OperatorRequestPage));
const SignUpsPage = lazyPage(() => import('./operator-sign-ups.tsx').then((module) => module.OperatorSignUpsPage));
const HostsPage = lazyPage(() => import('./operator-hosts.tsx').then((module) => module.OperatorHostsPage));
const HostPage = lazyPage(() => import('./operator-hosts.tsx').then((module) => module.OperatorHostPage));
const OrdersPage = lazyPage(() => import('./operator-orders.tsx').then((module) => module.OperatorOrdersPage));
const OrderPage = lazyPage(() => import('./operator-orders.tsx').then((module) => module.OperatorOrderPage));
const VouchersPage = lazyPage(() => import('./operator-vouchers.tsx').then((module) => module.OperatorVouchersPage));
const VoucherPage = lazyPage(() => import('./operator-vouchers.tsx').then((module) => module.OperatorVoucherPage));
const GiftCardsPage = lazyPage(() => import('./operator-gift-cards.tsx').then((module) => module.OperatorGiftCardsPage));
const ReviewsPage = lazyPage(() => import('./operator-reviews.tsx').then((module) => module.OperatorReviewsPage));
const AuditPage = lazyPage(() => import('./operator-audit.tsx').then((module) => module.OperatorAuditPage));
const PayoutsPage = lazyPage(() => import('./operator-payouts.tsx').then((module) => module.OperatorPayoutsPage));
const JobsPage = lazyPage(() => import('./operator-jobs.tsx').then((module) => module.OperatorJobsPage));

// Paths under /operator, relative to it.
const under = (path: string) => path.slice(`${paths.operator}/`.length);

/** The console's pages under /operator, case-sensitive as everywhere (the page manifest lists them too). */
export const operatorRoutes: RouteObject[] = [
  {
    element: <OperatorLayout />,
    children: caseSensitive([
      { index: true, element: <OperatorHome /> },
      { path: under(operatorPaths.requests), element: <RequestsPage /> },
      { path: under(operatorPaths.request(':id')), element: <RequestPage /> },
      { path: under(operatorPaths.signUps), element: <SignUpsPage /> },
      { path: under(operatorPaths.hosts), element: <HostsPage /> },
      { path: under(operatorPaths.host(':id')), element: <HostPage /> },
      { path: under(operatorPaths.orders), element: <OrdersPage /> },
      { path: under(operatorPaths.order(':id')), element: <OrderPage /> },
      { path: under(operatorPaths.vouchers), element: <VouchersPage /> },
      { path: under(operatorPaths.voucher(':id')), element: <VoucherPage /> },
      { path: under(operatorPaths.giftCards), element: <GiftCardsPage /> },
      { path: under(operatorPaths.reviews), element: <ReviewsPage /> },
      { path: under(operatorPaths.audit), element: <AuditPage /> },
      { path: under(operatorPaths.jobs), element: <JobsPage /> },
      { path: under(operatorPaths.payouts), element: <PayoutsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ]),
  },
];

/**
 * /operator/*: the console's own route table, in its own chunk, so that neither its pages nor its
 * routes weigh on the public pages' first JavaScript. Staff only; the API refuses everyone else anyway.
 */
export function OperatorApp() {
  const page = useRoutes(operatorRoutes);
  return (
    <RequireAuth>
      <RequireMembership membership="staff">{page}</RequireMembership>
    </RequireAuth>
  );
}
