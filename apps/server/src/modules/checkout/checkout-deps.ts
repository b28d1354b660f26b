import type { Db } from '../../db/client.ts';
import type { PaymentOutcome, PaymentProvider } from '../payments/index.ts';
import type { CartSettings } from '../cart/index.ts';

/** What the checkout runs with, handed over by the cart plugin. */
export interface CheckoutDeps {
  db: Db;
  provider: PaymentProvider;
  settings: CartSettings;
  /** Sends queued mail soon, without waiting for it. */
  kickMail: () => void;
  /** Tickets of these items were held, sold or let go (committed): what their public answers show has changed. */
  onAvailabilityChanged: (itemIds: readonly number[]) => void;
  onBackgroundError: (error: unknown) => void;
  /** What became of a payment, told where it is decided (for the operator's metrics). */
  reportPayment: (outcome: PaymentOutcome) => void;
}
