import { useAuth } from '../../features/accounts/auth-context.tsx';
import { RequireAuth } from '../../features/accounts/components/require-auth.tsx';
import { RequireMembership } from '../../features/accounts/components/require-membership.tsx';
import { CheckoutFlow } from '../../features/cart/components/checkout-flow.tsx';
import { CheckoutMembersOnly } from '../../features/cart/components/checkout-members-only.tsx';
import { CheckoutSignedOut } from '../../features/cart/components/checkout-signed-out.tsx';
import { PaymentDetails } from '../../features/payments/components/payment-details.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /Checkout: for members; a visitor is asked to log in (and comes back here), a host is told it is for members. */
export default function CheckoutPage() {
  usePageTitle('Checkout');
  const { user } = useAuth();
  return (
    <RequireAuth signedOut={(loginPath) => <CheckoutSignedOut loginPath={loginPath} />}>
      <RequireMembership membership="members" otherwise={<CheckoutMembersOnly />}>
        <CheckoutFlow
          firstName={user?.first_name}
          lastName={user?.last_name}
          renderPayment={(request) => <PaymentDetails {...request} />}
        />
      </RequireMembership>
    </RequireAuth>
  );
}
