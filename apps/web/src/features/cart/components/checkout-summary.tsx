import { Link } from 'react-router';
import type { OrderData } from '@trg/contract/cart';
import { paths } from '@trg/contract/paths';
import { lineTitle } from './cart-line.tsx';
import { OrderTotals } from './order-totals.tsx';
import { moneyText } from '../../../lib/money.ts';

/** Each item's refund terms, in the words the server applies when a buyer cancels (decision 0028). */
function CheckoutRefundTerms({ order }: { order: OrderData }) {
  const stated = order.cart.filter((item) => item.refundTerms);
  if (stated.length === 0) return null;
  const same = stated.every((item) => item.refundTerms === stated[0]?.refundTerms);
  return (
    <div className="checkout__refunds">
      <h3>If you cancel</h3>
      {same ? (
        <p>{stated[0]?.refundTerms}</p>
      ) : (
        <ul>
          {stated.map((item) => (
            <li key={item.productId}>
              {lineTitle(item)}: {item.refundTerms}
            </li>
          ))}
        </ul>
      )}
      <p className="muted">Cancel from your booking page or the Manage booking link in your confirmation email.</p>
    </div>
  );
}

/** The checkout's side summary: items with quantity and price, the totals, and a way back to edit the cart. */
export function CheckoutSummary({ order }: { order: OrderData }) {
  return (
    <aside className="checkout__summary card" aria-labelledby="checkout-summary-title">
      <div className="checkout__summary-head">
        <h2 id="checkout-summary-title">Your order</h2>
        <Link to={paths.cart}>
          Edit<span className="visually-hidden"> your cart</span>
        </Link>
      </div>
      <ul className="checkout__items">
        {order.cart.map((item) => (
          <li key={item.productId}>
            <span>
              {lineTitle(item)} <span className="checkout__qty">× {item.quantity}</span>
            </span>
            <span>{moneyText(item.price, item.currency)}</span>
          </li>
        ))}
      </ul>
      <OrderTotals order={order} />
      <CheckoutRefundTerms order={order} />
    </aside>
  );
}
