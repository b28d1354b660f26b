import { useState } from 'react';

/**
 * Confirm & Pay: a processing state while the provider answers; a decline shows 'Payment failed: ' and the
 * provider's message and lets the person try again; then `onPaid` books the order.
 */
export function usePay(onPaid: () => Promise<void>) {
  const [processing, setProcessing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (pay: () => Promise<string | null>) => {
    setProcessing(true);
    setError(null);
    try {
      const declined = await pay();
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
