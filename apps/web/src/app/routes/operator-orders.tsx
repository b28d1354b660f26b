import { usePageTitle } from '../../lib/use-page-title.ts';

/** /operator/orders (issue 15). */
export function OperatorOrdersPage() {
  usePageTitle('Orders');
  return (
    <section className="dashboard-page" aria-labelledby="operator-orders-title">
      <h1 id="operator-orders-title">Orders</h1>
    </section>
  );
}

/** /operator/orders/:id (issue 15). */
export function OperatorOrderPage() {
  usePageTitle('Order');
  return (
    <section className="dashboard-page" aria-labelledby="operator-orders-one-title">
      <h1 id="operator-orders-one-title">Order</h1>
    </section>
  );
}
