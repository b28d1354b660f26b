import { useAuth } from '../../features/accounts/auth-context.tsx';
import { MemberCart, SignedOutCart } from '../../features/cart/components/cart-view.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /Cart: logged out it is empty with the way in; a member sees their cart. */
export default function CartPage() {
  const auth = useAuth();
  usePageTitle('Your cart');
  if (auth.status === 'loading') {
    return (
      <p className="page-status" role="status">
        Loading cart ...
      </p>
    );
  }
  if (!auth.isAuthenticated) return <SignedOutCart />;
  if (auth.membership !== 'members') {
    return (
      <section className="section" aria-labelledby="cart-title">
        <h1 id="cart-title">Your cart (0 items)</h1>
        <p>Booking tickets is for member accounts. Host accounts manage their events and experiences from the dashboard.</p>
      </section>
    );
  }
  return <MemberCart />;
}
