import { z } from './zod.ts';
import { inputObject, singleLineText } from './text.ts';

/*
 * A buyer cancelling their booking (issue 33, decision 0028): what the booking page is told it would refund, what
 * the buyer confirms, and the answer. The amount is the server's (`cancellationRefund` in refund-policy.ts).
 */

/** One booking's cancellation, as the booking page shows it. */
export const BookingCancellationSchema = z.object({
  /** open: it can be cancelled now; closed: no longer (started, or the item was cancelled); cancelled: it was. */
  state: z.enum(['open', 'closed', 'cancelled']),
  /** open: what cancelling now refunds; cancelled: what was refunded. Decimal in the booking's currency. */
  refund: z.string(),
  /** The policy's share that applies (100, P or 0). */
  percent: z.number().int(),
  /** In words: what cancelling now does, why it cannot be, or what was done. */
  message: z.string(),
  /** The item's refund policy in words. */
  terms: z.string(),
});
export type BookingCancellation = z.infer<typeof BookingCancellationSchema>;

const REFUND_MESSAGE = 'Send the refund the page showed, such as 45.00 (or 0.00 to cancel without a refund).';

/** POST booking-cancel/:id (the item's id): which booking, and the refund the buyer saw and confirms. */
export const BookingCancelInputSchema = inputObject({
  bookingReference: singleLineText('Please give the booking reference.')
    .trim()
    .min(1, { error: 'Please give the booking reference.' })
    .max(40),
  refund: singleLineText(REFUND_MESSAGE).regex(/^\d{1,9}(\.\d{1,3})?$/, { error: REFUND_MESSAGE }),
});
export type BookingCancelInput = z.infer<typeof BookingCancelInputSchema>;

export const BookingCancelResultSchema = z.object({
  message: z.string(),
  /** What is refunded (decimal, 0.00 for a cancellation without a refund) and its currency. */
  refund: z.string(),
  currency: z.string(),
});
export type BookingCancelResult = z.infer<typeof BookingCancelResultSchema>;
