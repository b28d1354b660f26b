// The payments' public face: the provider the checkout pays and refunds through, and its callbacks' routes.
// Other modules import only this file; the test provider's tables stay inside.
export { isStripeConfigured, paymentsPlugin } from './plugin.ts';
export type { StripeConnect } from './stripe-connect.ts';
export { PaymentProviderError, type PaymentOutcome, type PaymentProvider, type ProviderIntent } from './provider.ts';
export { paymentRoutes } from './routes.ts';
