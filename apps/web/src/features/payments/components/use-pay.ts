import { useState } from 'react';

/** What a payment form's `pay` answers when the payment is processing (a direct debit): the order's page follows it. */
export const PAYMENT_PENDING = Symbol('payment pending');

/**
 * Confirm & Pay: a processing state while the provider answers; a decline shows 'Payment failed: ' and the
 * provider's message and lets the person try again; then `onPaid` books the order, or `onPending` follows a
 * payment that the bank confirms later.
 */
export function usePay(onPaid: () => Promise<void>, onPending?: () => void) {
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (pay: () => Promise<string | null | typeof PAYMENT_PENDING>) => {
    setProcessing(true);
    setError(null);
    try {
      const declined = await pay();
      if (declined === PAYMENT_PENDING) {
        onPending?.();
        return;
      }
      if (declined !== null) {
        setError(`Payment failed: ${declined}`);
        return;
      }
      await onPaid();
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Something went wrong. Please try again.');
    } finally {
      setProcessing(false);
    }
  };
  return { processing, error, run };
}

export const PAY_LABEL = 'Confirm & Pay';
export const PROCESSING_LABEL = 'Processing…';
