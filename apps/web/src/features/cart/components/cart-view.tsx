import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@trg/contract/paths';
import type { OrderData } from '@trg/contract/cart';
import { formatTime } from '@trg/contract/dates';
import { useMyOrders } from '../api/get-my-orders.ts';
import { useUpdateCart } from '../api/update-cart.ts';
import { CartLine, type LineAction } from './cart-line.tsx';
import { OrderTotals } from './order-totals.tsx';
import { VoucherForm } from './voucher-form.tsx';
import './cart.css';

const itemsLabel = (n: number) => `Your cart (${n} ${n === 1 ? 'item' : 'items'})`;

function EmptyCart({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="cart-empty card">
      <p>You do not have any bookings in your cart</p>
      <p className="cart-empty__links">
        {!signedIn && (
          <Link className="button" to={`${paths.login}?next=${encodeURIComponent(paths.cart)}`}>
            Log in
          </Link>
        )}
        <Link className="button button--ghost" to={paths.events}>
          Events
        </Link>
        <Link className="button button--ghost" to={paths.experiences}>
          Experiences
        </Link>
      </p>
    </div>
  );
}

/** The visitor's view of /Cart: nothing in it, and the way to log in. */
export function SignedOutCart() {
  return (
    <section className="section cart" aria-labelledby="cart-title">
      <h1 id="cart-title">{itemsLabel(0)}</h1>
      <EmptyCart signedIn={false} />
    </section>
  );
}

function heldUntil(order: OrderData): string | null {
  if (!order.reservedUntil) return null;
  const local = new Date(order.reservedUntil);
  return formatTime(`${String(local.getHours()).padStart(2, '0')}:${String(local.getMinutes()).padStart(2, '0')}`);
}

/** A member's /Cart: the items, quantities, voucher and totals, priced by the server. */
export function MemberCart() {
  const orders = useMyOrders(true);
  const update = useUpdateCart();
  const [lineError, setLineError] = useState<string | null>(null);

  if (orders.isPending) {
    return (
      <p className="page-status" role="status">
        Loading cart ...
      </p>
    );
  }
  if (orders.isError) {
    return (
      <section className="section cart" aria-labelledby="cart-title">
        <h1 id="cart-title">Your cart</h1>
        <p className="form-message form-message--error" role="alert">
          {orders.error.message}
        </p>
        <button type="button" className="button" onClick={() => void orders.refetch()}>
          Try again
        </button>
      </section>
    );
  }
  const order = orders.data;

  const changeLine = (productGroup: 'Events' | 'Experiences', productId: number, action: LineAction) => {
    setLineError(null);
    update.mutate({ productGroup, productId, action, quantity: 1 }, { onError: (error) => setLineError(error.message) });
  };
  const applyVoucher = async (voucherCode: string) => (await update.mutateAsync({ action: 'voucher', voucherCode })).message;
  const until = heldUntil(order);

  return (
    <section className="section cart" aria-labelledby="cart-title">
      <h1 id="cart-title">{itemsLabel(order.numberOfItemsInCart)}</h1>
      {lineError && (
        <p className="form-message form-message--error" role="alert">
          {lineError}
        </p>
      )}
      {order.cart.length === 0 ? (
        <EmptyCart signedIn />
      ) : (
        <div className="cart__layout">
          <ul className="cart__lines">
            {order.cart.map((item) => (
              <CartLine
                key={item.productId}
                item={item}
                busy={update.isPending}
                onChange={(action) => changeLine(item.orderType, item.productId, action)}
              />
            ))}
          </ul>
          <aside className="cart__summary card" aria-labelledby="cart-summary-title">
            <h2 id="cart-summary-title">Summary</h2>
            <VoucherForm order={order} busy={update.isPending} onApply={applyVoucher} />
            <OrderTotals order={order} />
            {until && <p className="cart__held">Your tickets are held for you until {until}.</p>}
            {order.numberOfItemsInCart > 0 && (
              <Link className="button cart__checkout" to={paths.checkout}>
                checkout securely
              </Link>
            )}
          </aside>
        </div>
      )}
    </section>
  );
}
