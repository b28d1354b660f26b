import type { CompleteOrderResult, PaymentIntentResult } from '@trg/contract/cart';
import { DEFAULT_CURRENCY, minorToDecimal } from '@trg/contract/money';
import type { Order } from '../cart/index.ts';
import type { AppliedGiftCard } from '@trg/contract/gift-cards';

/** POST /api/cart/create-payment-intent: the held order's amount, and the secret the card form confirms. */
export function paymentIntentResult(
  held: { totalMinor: number; currency: string; reservedUntil: Date; bookingReference: string; giftCard?: AppliedGiftCard },
  provider: PaymentIntentResult['provider'],
  clientSecret: string | null,
): PaymentIntentResult {
  return {
    client_secret: clientSecret,
    provider,
    amount: minorToDecimal(held.totalMinor, held.currency),
    currency: held.currency,
    reservedUntil: held.reservedUntil.toISOString(),
    bookingReference: held.bookingReference,
    ...(held.giftCard ? { giftCard: held.giftCard } : {}),
  };
}

/** POST /api/cart/complete-order: the paid order. */
export function completeOrderResult(order: Order, tickets: number): CompleteOrderResult {
  const currency = order.currency ?? DEFAULT_CURRENCY;
  return {
    OrderId: order.id,
    status: 'paid',
    bookingReference: order.bookingReference ?? '',
    cartTotal: minorToDecimal(order.totalMinor ?? 0, currency),
    currency,
    tickets,
    message: `Thank you! Your booking ${order.bookingReference ?? ''} is confirmed. We have emailed your tickets to ${order.buyerEmail ?? 'you'}.`,
  };
}
