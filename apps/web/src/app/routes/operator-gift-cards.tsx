import { usePageTitle } from '../../lib/use-page-title.ts';
import { GiftCardsList } from '../../features/operator/components/gift-cards-list.tsx';

/** /operator/gift-cards: every gift card (never its whole code), and voiding one with a reason. */
export function OperatorGiftCardsPage() {
  usePageTitle('Gift cards');
  return (
    <section className="dashboard-page" aria-labelledby="operator-gift-cards-title">
      <h1 id="operator-gift-cards-title">Gift cards</h1>
      <GiftCardsList />
    </section>
  );
}
