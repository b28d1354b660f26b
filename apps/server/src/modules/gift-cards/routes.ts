import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS } from '@trg/contract/api-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { BuyGiftCardSchema, GiftCardBalanceSchema, GiftCardCodeSchema, GiftCardPurchaseSchema } from '@trg/contract/gift-cards';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { currentUser } from '../../plugins/auth.ts';
import { buyGiftCard, completeGiftCardPurchase, giftCardBalance, type GiftCardDeps } from './service.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };
const common = { tags: ['gift-cards'], security: [{ token: [] }] };

/** Buying a gift card (anyone signed in), paying for it, and looking up a card's balance by its code. */
export const giftCardRoutes: FastifyPluginAsyncZod<{ deps: GiftCardDeps; publicUrl: string }> = async (app, { deps, publicUrl }) => {
  app.post(
    API_PATHS.giftCards.buy,
    {
      schema: {
        ...common,
        summary: 'Starts buying a gift card for someone: answers the payment client secret for its amount',
        body: BuyGiftCardSchema,
        response: { 200: GiftCardPurchaseSchema, ...errors, 502: ApiErrorSchema },
      },
      preValidation: app.requireUser,
      config: { rateLimit: { max: 20, timeWindow: 10 * 60_000, keyGenerator: (request) => `gift-buy:${request.user?.id ?? request.ip}` } },
    },
    async (request) => {
      const user = currentUser(request);
      return buyGiftCard(deps, { id: user.id, email: user.email }, request.body);
    },
  );

  app.post(
    API_PATHS.giftCards.complete,
    {
      schema: {
        ...common,
        summary: 'After the card payment: checks it with the provider and issues the gift card (idempotent)',
        params: ItemIdParamsSchema,
        response: { 200: GiftCardPurchaseSchema, ...errors, 402: ApiErrorSchema, 502: ApiErrorSchema },
      },
      preValidation: app.requireUser,
    },
    async (request) => completeGiftCardPurchase(deps, publicUrl, currentUser(request).id, request.params.id),
  );

  app.post(
    API_PATHS.giftCards.balance,
    {
      schema: {
        ...common,
        summary: "A gift card's balance, currency and expiry, by its code",
        body: GiftCardCodeSchema,
        response: { 200: GiftCardBalanceSchema, ...errors },
      },
      preValidation: app.requireUser,
      // Codes carry 80 bits; the limit keeps anyone from even trying.
      config: {
        rateLimit: { max: 30, timeWindow: 10 * 60_000, keyGenerator: (request) => `gift-balance:${request.user?.id ?? request.ip}` },
      },
    },
    async (request) => giftCardBalance(app.db, request.body.code),
  );
};
