import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '@trg/contract/paths';
import { operatorPaths } from '@trg/contract/operator-paths';
import { RequireAuth } from '../../features/accounts/components/require-auth.tsx';
import { RequireMembership } from '../../features/accounts/components/require-membership.tsx';
import { NotFoundPage } from './not-found.tsx';
import { OperatorHome, OperatorLayout } from './operator.tsx';

/** A console page, loaded on its first visit. */
function page(load: () => Promise<() => ReactNode>) {
  const Page = lazy(async () => ({ default: await load() }));
  return () => (
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

const RequestsPage = page(() => import('./operator-requests.tsx').then((module) => module.OperatorRequestsPage));
const RequestPage = page(() => import('./operator-requests.tsx').then((module) => module.OperatorRequestPage));
const SignUpsPage = page(() => import('./operator-sign-ups.tsx').then((module) => module.OperatorSignUpsPage));
const HostsPage = page(() => import('./operator-hosts.tsx').then((module) => module.OperatorHostsPage));
const HostPage = page(() => import('./operator-hosts.tsx').then((module) => module.OperatorHostPage));
const OrdersPage = page(() => import('./operator-orders.tsx').then((module) => module.OperatorOrdersPage));
const OrderPage = page(() => import('./operator-orders.tsx').then((module) => module.OperatorOrderPage));
const VouchersPage = page(() => import('./operator-vouchers.tsx').then((module) => module.OperatorVouchersPage));
const VoucherPage = page(() => import('./operator-vouchers.tsx').then((module) => module.OperatorVoucherPage));
const AuditPage = page(() => import('./operator-audit.tsx').then((module) => module.OperatorAuditPage));

// Paths under /operator, relative to it.
const under = (path: string) => path.slice(`${paths.operator}/`.length);

/**
 * /operator/* (issue 15): the console's own route table, in its own chunk, so that neither its pages nor its
 * routes weigh on the public pages' first JavaScript. Staff only; the API refuses everyone else anyway.
 */
export function OperatorApp() {
  return (
    <RequireAuth>
      <RequireMembership membership="staff">
        <Routes>
          <Route element={<OperatorLayout />}>
            <Route index element={<OperatorHome />} />
            <Route path={under(operatorPaths.requests)} caseSensitive element={<RequestsPage />} />
            <Route path={under(operatorPaths.request(':id'))} caseSensitive element={<RequestPage />} />
            <Route path={under(operatorPaths.signUps)} caseSensitive element={<SignUpsPage />} />
            <Route path={under(operatorPaths.hosts)} caseSensitive element={<HostsPage />} />
            <Route path={under(operatorPaths.host(':id'))} caseSensitive element={<HostPage />} />
            <Route path={under(operatorPaths.orders)} caseSensitive element={<OrdersPage />} />
            <Route path={under(operatorPaths.order(':id'))} caseSensitive element={<OrderPage />} />
            <Route path={under(operatorPaths.vouchers)} caseSensitive element={<VouchersPage />} />
            <Route path={under(operatorPaths.voucher(':id'))} caseSensitive element={<VoucherPage />} />
            <Route path={under(operatorPaths.audit)} caseSensitive element={<AuditPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </RequireMembership>
    </RequireAuth>
  );
}
