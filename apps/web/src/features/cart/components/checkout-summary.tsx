import { Link } from 'react-router';
import type { OrderData } from '@trg/contract/cart';
import { paths } from '@trg/contract/paths';
import { lineTitle } from './cart-line.tsx';
import { OrderTotals } from './order-totals.tsx';
import { moneyText } from '../../../lib/money.ts';

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
    </aside>
  );
}
