import { paths } from '@trg/contract/paths';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@trg/contract/api-paths';
import { StripeConnectOnboardingSchema, StripeConnectStatusSchema } from '@trg/contract/bank';
import { ApiErrorSchema } from '@trg/contract/errors';
import { currentUser } from '../../plugins/auth.ts';
import { conflict } from '../../plugins/http-error.ts';
import { profiles } from './schema.ts';
import { PaymentProviderError, type PaymentProvider, type StripeConnect } from '../payments/index.ts';

const CONNECT_NOT_CONFIGURED = "Stripe Connect is not configured: payouts are made by bank transfer from the operator's console.";

/** Where Stripe sends the host back after onboarding (the host's payout page), and where an expired link restarts. */
const PAYOUT_PAGE = paths.hostPayouts;

function connectOf(provider: PaymentProvider): StripeConnect {
  if ('connect' in provider && provider.connect) return provider.connect as StripeConnect;
  throw conflict(CONNECT_NOT_CONFIGURED);
}

/** Stripe's refusal (or absence) as a 409 the host can read, rather than a 5xx. */
async function viaStripe<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    if (error instanceof PaymentProviderError) throw conflict(`${error.message} Please try again later.`);
    throw error;
  }
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 409: ApiErrorSchema };

/** Ours (decision 0030, "Stripe Connect"): a host opens a Stripe Express account and reads whether it can be paid. */
export const stripeConnectRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const base = { tags: ['profiles'], security: [{ token: [] }] };
  const preHandler = app.requireGroup('professionals');
  const stored = async (hostId: number) =>
    (
      await app.db
        .select({ accountId: profiles.stripeAccountId, payoutsEnabled: profiles.stripePayoutsEnabled })
        .from(profiles)
        .where(eq(profiles.userId, hostId))
    )[0];
  const save = (hostId: number, values: { stripeAccountId: string; stripePayoutsEnabled: boolean }) =>
    app.db
      .insert(profiles)
      .values({ userId: hostId, ...values, updatedAt: new Date() })
      .onConflictDoUpdate({ target: profiles.userId, set: { ...values, updatedAt: new Date() } });

  app.get(
    API_PATHS.hostStripeConnect,
    {
      schema: {
        ...base,
        summary: "The signed-in host's Stripe Express account and whether Stripe pays it out (refreshed from Stripe); 409 without Stripe",
        response: { 200: StripeConnectStatusSchema, ...errors },
      },
      preHandler,
    },
    async (request) =>
      viaStripe(async () => {
        const connect = connectOf(app.payments);
        const host = currentUser(request);
        const row = await stored(host.id);
        if (!row?.accountId) return { accountId: null, payoutsEnabled: false, detailsSubmitted: false };
        const account = await connect.accountReady(row.accountId);
        if (account.payoutsEnabled !== row.payoutsEnabled) {
          await save(host.id, { stripeAccountId: account.id, stripePayoutsEnabled: account.payoutsEnabled });
        }
        return { accountId: account.id, payoutsEnabled: account.payoutsEnabled, detailsSubmitted: account.detailsSubmitted };
      }),
  );

  app.post(
    API_PATHS.hostStripeConnect,
    {
      schema: {
        ...base,
        summary: "Opens the signed-in host's Stripe Express account if there is none and answers the onboarding link; 409 without Stripe",
        response: { 200: StripeConnectOnboardingSchema, ...errors },
      },
      preHandler,
    },
    async (request) =>
      viaStripe(async () => {
        const connect = connectOf(app.payments);
        const host = currentUser(request);
        const row = await stored(host.id);
        const country = (await app.db.select({ country: profiles.country }).from(profiles).where(eq(profiles.userId, host.id)))[0]?.country;
        const account = row?.accountId
          ? await connect.accountReady(row.accountId)
          : await connect.createExpressAccount({ hostId: host.id, email: host.email, country: country ?? null });
        await save(host.id, { stripeAccountId: account.id, stripePayoutsEnabled: account.payoutsEnabled });
        const page = new URL(PAYOUT_PAGE, publicUrl);
        const link = await connect.onboardingLink(account.id, `${page.href}?stripe=refresh`, `${page.href}?stripe=return`);
        return {
          accountId: account.id,
          payoutsEnabled: account.payoutsEnabled,
          detailsSubmitted: account.detailsSubmitted,
          onboardingUrl: link.url,
          expiresAt: link.expiresAt.toISOString(),
        };
      }),
  );
};
