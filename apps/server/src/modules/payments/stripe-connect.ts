import Stripe from 'stripe';
import { toProviderAmount } from '@trg/contract/provider-units';
import { PaymentProviderError } from './provider.ts';

/** A host's Express account as the shop keeps it (decision 0030, "Stripe Connect"). */
export interface ConnectedAccount {
  id: string;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
}

export interface StripeConnect {
  createExpressAccount(input: { hostId: number; email: string; country: string | null }): Promise<ConnectedAccount>;
  onboardingLink(accountId: string, refreshUrl: string, returnUrl: string): Promise<{ url: string; expiresAt: Date }>;
  accountReady(accountId: string): Promise<ConnectedAccount>;
  transfer(input: { accountId: string; amountMinor: number; currency: string; reference: string; idempotencyKey: string }): Promise<{
    id: string;
  }>;
}

function account(value: Stripe.Account): ConnectedAccount {
  return { id: value.id, payoutsEnabled: value.payouts_enabled === true, detailsSubmitted: value.details_submitted === true };
}

async function call<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new PaymentProviderError(`Stripe: ${error.message}`);
    throw error;
  }
}

/** Stripe Connect (Express) through the same SDK client as the payments: onboarding, readiness and transfers. */
export function createStripeConnect(stripe: Stripe): StripeConnect {
  return {
    createExpressAccount: ({ hostId, email, country }) =>
      call(async () =>
        account(
          await stripe.accounts.create(
            {
              type: 'express',
              email,
              ...(country && /^[A-Z]{2}$/i.test(country) ? { country: country.toUpperCase() } : {}),
              capabilities: { transfers: { requested: true } },
              metadata: { hostId: String(hostId) },
            },
            { idempotencyKey: `connect-account-host-${hostId}` },
          ),
        ),
      ),

    onboardingLink: (accountId, refreshUrl, returnUrl) =>
      call(async () => {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: 'account_onboarding',
          refresh_url: refreshUrl,
          return_url: returnUrl,
        });
        return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
      }),

    accountReady: (accountId) => call(async () => account(await stripe.accounts.retrieve(accountId))),

    transfer: ({ accountId, amountMinor, currency, reference, idempotencyKey }) =>
      call(async () => {
        const transfer = await stripe.transfers.create(
          {
            amount: toProviderAmount(amountMinor, currency),
            currency: currency.toLowerCase(),
            destination: accountId,
            transfer_group: reference,
            metadata: { reference },
          },
          { idempotencyKey },
        );
        return { id: transfer.id };
      }),
  };
}
