import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '../api/query-keys.ts';
import type { PaymentIntentResult } from '@trg/contract/cart';
import type { OrderData } from '@trg/contract/cart';
import { orderPaymentPath, paths } from '@trg/contract/paths';
import { itemSlug } from '@trg/contract/slugs';
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

/** Where the buyer lands after paying: the booking page of the order's first item, or the home page without one. */
export function bookingPagePath(order: OrderData | undefined): string {
  const line = order?.cart[0];
  if (!line) return paths.home;
  if (line.orderType === 'Events' && line.event__id !== null && line.event__eventTitle !== null) {
    return paths.myEvent(itemSlug(line.event__eventTitle, line.event__id));
  }
  if (line.experiences__id !== null && line.experiences__experienceTitle !== null) {
    return paths.myExperience(itemSlug(line.experiences__experienceTitle, line.experiences__id));
  }
  return paths.home;
}

/**
 * The checkout's state: the order and payment set-up, the attendee details (prefilled with the member's
 * name), the payment intent once they are confirmed, and booking the paid order, which takes the member to
 * their booking (tickets, QR codes, calendar) with the confirmation banner.
 */
export function useCheckout(firstName?: string, lastName?: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const orders = useMyOrders(true);
  const config = usePaymentConfig();
  const createIntent = useCreatePaymentIntent();
  const complete = useCompleteOrder();
  const [attendee, setAttendee] = useState<AttendeeValues>(() => emptyAttendee(firstName, lastName));
  const [intent, setIntent] = useState<PaymentIntentResult | null>(null);
  const [giftCardCode, setGiftCardCode] = useState<string | null>(null);
  const orderId = orders.data?.OrderId ?? null;

  const confirmDetails = (details: AttendeeValues) => {
    if (orderId === null) return;
    setAttendee(details);
    createIntent.mutate(
      { OrderId: orderId, attendeeDetails: details, ...(giftCardCode ? { giftCardCode } : {}) },
      { onSuccess: setIntent },
    );
  };

  const bookPaidOrder = async () => {
    if (orderId === null) return;
    // Read before completing: the paid order leaves the cart.
    const destination = bookingPagePath(orders.data);
    const result = await complete.mutateAsync({ OrderId: orderId });
    await navigate(destination, { state: bookingState(result.bookingReference, result.message) });
  };

  /** A direct debit was accepted: its order is no longer the cart, and its payment page shows it pending. */
  const followPendingPayment = () => {
    if (orderId === null) return;
    void queryClient.invalidateQueries({ queryKey: cartKeys.all });
    void navigate(orderPaymentPath(orderId));
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
    giftCardCode,
    setGiftCardCode,
    editAttendee: () => setIntent(null),
    bookPaidOrder,
    followPendingPayment,
  };
}
