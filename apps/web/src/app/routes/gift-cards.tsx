import { Link } from 'react-router';
import { useAuth } from '../../features/accounts/auth-context.tsx';
import { RequireAuth } from '../../features/accounts/components/require-auth.tsx';
import { usePaymentConfig } from '../../features/cart/api/get-payment-config.ts';
import { BuyGiftCard } from '../../features/gift-cards/components/buy-gift-card.tsx';
import { GiftCardBalanceCheck } from '../../features/gift-cards/components/gift-card-balance.tsx';
import { PaymentDetails } from '../../features/payments/components/payment-details.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** /GiftCards: buy a gift card for someone (signed in), and check a card's balance. */
export default function GiftCardsPage() {
  usePageTitle('Gift cards');
  const { user } = useAuth();
  const config = usePaymentConfig();
  const name = [user?.first_name, user?.last_name].filter(Boolean).join(' ');
  return (
    <section className="section gift-cards" aria-labelledby="gift-cards-title">
      <h1 id="gift-cards-title">Gift cards</h1>
      <p>
        Give a wine tasting, a vineyard visit or a dinner: choose an amount, and we email the gift card with your message on the day you
        choose. It pays for any event or experience in its currency, in one booking or several, for 24 months.
      </p>
      <RequireAuth
        signedOut={(loginPath) => (
          <p>
            <Link className="button" to={loginPath}>
              Log in to buy a gift card
            </Link>
          </p>
        )}
      >
        <BuyGiftCard
          senderName={name}
          renderPayment={(request) => <PaymentDetails {...request} publishableKey={config.data?.publishableKey ?? null} />}
        />
        <GiftCardBalanceCheck />
      </RequireAuth>
    </section>
  );
}
