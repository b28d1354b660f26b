/** The payment's failure, announced as it appears. */
export function PaymentError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="form-message form-message--error payment-error" role="alert">
      {message}
    </p>
  );
}
