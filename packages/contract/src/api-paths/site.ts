import type { CatalogKind } from '../catalog-rules.ts';

// The API paths of the public site, the session, the contact forms and the cart.
export const health = '/api/health';
export const csrf = '/api/csrf';
export const docs = '/api/docs';
export const register = '/api/register-user-create/';
export const login = '/api/login-user/';
export const user = '/api/auth/user';
export const logout = '/api/auth/logout';
/** Ours: a reset link by email, and the new password with its token. */
export const passwordResetRequest = '/api/password-reset-request/';
export const passwordResetConfirm = '/api/password-reset-confirm/';
export const requestInfo = '/api/requestinfo-create/';
export const signUp = '/api/signup-create/';
export const pageView = '/api/pageview';
export const champagneNews = '/api/news/champagne';
export const catalog = {
  event: {
    listing: '/api/events',
    item: '/api/events/:id',
  },
  experience: {
    listing: '/api/experiences',
    item: '/api/experiences/:id',
    /** Ours (issue 29): an experience's slots still to come. */
    slots: '/api/experiences/:id/slots',
  },
} as const;
export const cart = {
  myOrders: '/api/cart/my-orders',
  summary: '/api/cart/get-cart-summary',
  update: '/api/cart/update-item-to-cart',
  createPaymentIntent: '/api/cart/create-payment-intent',
  completeOrder: '/api/cart/complete-order',
  paymentConfig: '/api/cart/payment-config',
  /** Ours: where an order's payment stands, asked of the provider (after a bank's redirect, while a debit is processing). */
  paymentStatus: '/api/cart/payment-status',
} as const;
export const payments = {
  testProviderConfirm: '/api/payments/test-provider/confirm',
  /** Ours: the test provider's redirect method (iDEAL-like) and its bank page, and its direct debit (SEPA-like). */
  testProviderRedirect: '/api/payments/test-provider/redirect',
  testProviderBank: '/api/payments/test-provider/bank',
  testProviderDebit: '/api/payments/test-provider/debit',
  stripeWebhook: '/api/payments/stripe/webhook',
} as const;

/** The public paths of one kind. */
export const publicCatalogPaths = (kind: CatalogKind) => catalog[kind];
