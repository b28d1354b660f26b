import { Route, Routes } from 'react-router';
import { paths } from '@trg/contract/paths';
import { operatorPaths } from '@trg/contract/operator-paths';
import { RequireAuth } from '../../features/accounts/components/require-auth.tsx';
import { RequireMembership } from '../../features/accounts/components/require-membership.tsx';
import { NotFoundPage } from './not-found.tsx';
import { lazyPage } from '../lazy-page.tsx';
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
const AuditPage = lazyPage(() => import('./operator-audit.tsx').then((module) => module.OperatorAuditPage));

// Paths under /operator, relative to it.
const under = (path: string) => path.slice(`${paths.operator}/`.length);

/**
 * /operator/*: the console's own route table, in its own chunk, so that neither its pages nor its
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
