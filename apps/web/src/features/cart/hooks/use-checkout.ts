import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { PaymentIntentResult } from '@trg/contract/cart';
import { paths } from '@trg/contract/paths';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useCompleteOrder } from '../api/complete-order.ts';
import { useCreatePaymentIntent } from '../api/create-payment-intent.ts';
import { useMyOrders } from '../api/get-my-orders.ts';
import { usePaymentConfig } from '../api/get-payment-config.ts';
import { emptyAttendee, type AttendeeValues } from '../components/attendee-form.tsx';
import { bookingState } from '../components/booking-confirmation.tsx';

/** The server's messages about attendee fields ('attendeeDetails.city'), keyed by the form's field names. */
function attendeeErrorsOf(error: unknown): Partial<Record<keyof AttendeeValues, string>> {
  if (!(error instanceof ApiRequestError)) return {};
  const found: Record<string, string> = {};
  for (const [key, message] of Object.entries(error.fields)) {
    if (key.startsWith('attendeeDetails.')) found[key.slice('attendeeDetails.'.length)] = message;
  }
  return found;
}

/**
 * The checkout's state: the order and payment set-up, the attendee details (prefilled with the member's
 * name), the payment intent once they are confirmed, and booking the paid order, which returns the member
 * to the home page with its confirmation.
 */
export function useCheckout(firstName?: string, lastName?: string) {
  const navigate = useNavigate();
  const orders = useMyOrders(true);
  const config = usePaymentConfig();
  const createIntent = useCreatePaymentIntent();
  const complete = useCompleteOrder();
  const [attendee, setAttendee] = useState<AttendeeValues>(() => emptyAttendee(firstName, lastName));
  const [intent, setIntent] = useState<PaymentIntentResult | null>(null);
  const orderId = orders.data?.OrderId ?? null;

  const confirmDetails = (details: AttendeeValues) => {
    if (orderId === null) return;
    setAttendee(details);
    createIntent.mutate({ OrderId: orderId, attendeeDetails: details }, { onSuccess: setIntent });
  };

  const bookPaidOrder = async () => {
    if (orderId === null) return;
    const result = await complete.mutateAsync({ OrderId: orderId });
    await navigate(paths.home, { state: bookingState(result.bookingReference, result.message) });
  };

  const attendeeErrors = attendeeErrorsOf(createIntent.error);
  const intentError = createIntent.error && Object.keys(attendeeErrors).length === 0 ? createIntent.error.message : null;

  return {
    orders,
    config,
    attendee,
    intent,
    confirming: createIntent.isPending,
    attendeeErrors,
    intentError,
    confirmDetails,
    editAttendee: () => setIntent(null),
    bookPaidOrder,
  };
}
