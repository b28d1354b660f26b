import { useParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { OrdersList } from '../../features/operator/components/orders-list.tsx';
import { OrderDetailView } from '../../features/operator/components/order-detail.tsx';

/** /operator/orders: search orders by reference, email, name or item. */
export function OperatorOrdersPage() {
  usePageTitle('Orders');
  return (
    <section className="dashboard-page" aria-labelledby="operator-orders-title">
      <h1 id="operator-orders-title">Orders</h1>
      <OrdersList />
    </section>
  );
}

/** /operator/orders/:id: the order, its refunds and history. */
export function OperatorOrderPage() {
  usePageTitle('Order');
  const id = Number(useParams().id);
  return (
    <section className="dashboard-page" aria-labelledby="operator-orders-one-title">
      <h1 id="operator-orders-one-title">Order</h1>
      <OrderDetailView key={id} id={id} />
    </section>
  );
}
