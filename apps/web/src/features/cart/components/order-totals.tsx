import type { OrderData } from '@trg/contract/cart';
import { moneyText } from '../../../lib/money.ts';

/** Subtotal, the voucher's discount when one applies, Booking Fee, VAT and Total, as the server priced them. */
export function OrderTotals({ order }: { order: OrderData }) {
  const money = (amount: string) => moneyText(amount, order.currency);
  return (
    <dl className="order-totals">
      <div>
        <dt>Subtotal</dt>
        <dd>{money(order.subtotal)}</dd>
      </div>
      {order.discount !== undefined && (
        <div className="order-totals__discount">
          <dt>Discount{order.voucherCode ? ` (${order.voucherCode})` : ''}</dt>
          <dd>-{money(order.discount)}</dd>
        </div>
      )}
      <div>
        <dt>Booking Fee</dt>
        <dd>{money(order.bookingFees)}</dd>
      </div>
      <div>
        <dt>VAT</dt>
        <dd>{money(order.VAT)}</dd>
      </div>
      <div className="order-totals__total">
        <dt>Total</dt>
        <dd>{money(order.cartTotal)}</dd>
      </div>
    </dl>
  );
}
