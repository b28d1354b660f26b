import { useSearchParams } from 'react-router';
import { ORDER_PARAM } from '@trg/contract/paths';
import { RequireAuth } from '../../features/accounts/components/require-auth.tsx';
import { RequireMembership } from '../../features/accounts/components/require-membership.tsx';
import { CheckoutMembersOnly } from '../../features/cart/components/checkout-members-only.tsx';
import { CheckoutSignedOut } from '../../features/cart/components/checkout-signed-out.tsx';
import { OrderPaymentStatus } from '../../features/cart/components/order-payment-status.tsx';
import '../../features/cart/components/cart.css';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NotFoundPage } from './not-found.tsx';

/** /Checkout/payment?order=<id>: where a member's order's payment stands (a bank's page returns here). */
export default function CheckoutPaymentPage() {
  usePageTitle('Your payment');
  const [params] = useSearchParams();
  const orderId = Number(params.get(ORDER_PARAM));
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return <NotFoundPage />;
  return (
    <RequireAuth signedOut={(loginPath) => <CheckoutSignedOut loginPath={loginPath} />}>
      <RequireMembership membership="members" otherwise={<CheckoutMembersOnly />}>
        <OrderPaymentStatus orderId={orderId} />
      </RequireMembership>
    </RequireAuth>
  );
}
