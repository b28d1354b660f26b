/** The member's cart (order and badge count), and the payment set-up the checkout reads. */
export const cartKeys = {
  all: ['cart'] as const,
  orders: () => [...cartKeys.all, 'orders'] as const,
  summary: () => [...cartKeys.all, 'summary'] as const,
  // Outside `all` on purpose: it never changes with the cart, so a cart change does not refetch it.
  paymentConfig: () => ['payment-config'] as const,
};
