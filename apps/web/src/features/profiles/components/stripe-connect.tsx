import { useStartStripeOnboarding, useStripeConnect } from '../api/payouts.ts';

/**
 * Payouts through Stripe Connect (Express), when the site takes payments through Stripe: the host sets up or finishes
 * their account on Stripe's own pages and comes back here. Without Stripe the section is not shown.
 */
export function StripeConnectSection({ userId }: { userId: number }) {
  const status = useStripeConnect(userId);
  const start = useStartStripeOnboarding();
  if (!status.data) return null;
  const { accountId, payoutsEnabled } = status.data;
  const onStart = () =>
    start.mutate(undefined, {
      onSuccess: (onboarding) => window.location.assign(onboarding.onboardingUrl),
    });
  return (
    <section className="payouts__stripe" aria-labelledby="stripe-connect-title">
      <h2 id="stripe-connect-title">Payouts through Stripe</h2>
      {payoutsEnabled ? (
        <p role="status">Your Stripe account is ready: we pay what you are owed to it, instead of by bank transfer.</p>
      ) : (
        <>
          <p>
            {accountId
              ? 'Your Stripe account is not ready for payouts yet: Stripe needs a few more details.'
              : 'Be paid straight to a Stripe account: Stripe asks for your business and bank details on its own secure pages.'}
          </p>
          <button type="button" className="button" onClick={onStart} disabled={start.isPending}>
            {accountId ? 'Finish setting up on Stripe' : 'Set up payouts with Stripe'}
          </button>
          {start.error && (
            <p className="form-message form-message--error" role="alert">
              {start.error.message}
            </p>
          )}
        </>
      )}
    </section>
  );
}
