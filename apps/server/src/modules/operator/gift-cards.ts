import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { formatMoney } from '@trg/contract/money';
import { ItemIdParamsSchema } from '@trg/contract/params';
import { GiftCardListQuerySchema, GiftCardListSchema, GiftCardRowSchema, VoidGiftCardSchema } from '@trg/contract/gift-cards';
import { notFound } from '../../plugins/http-error.ts';
import { giftCardListing, voidGiftCard, type GiftCardPayments } from '../gift-cards/index.ts';
import { staffCommand } from './audit.ts';

const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/** The console's gift cards: the list (never a whole code) and voiding one with a reason, in the audit log. */
export const giftCardConsoleRoutes: FastifyPluginAsyncZod<{ giftCards: GiftCardPayments }> = async (app, { giftCards }) => {
  app.get(
    OPERATOR_API_PATHS.giftCards,
    {
      schema: {
        tags: ['operator'],
        summary: 'Gift cards, newest first, searched by recipient, buyer or the last four characters of the code',
        security: [{ token: [] }],
        querystring: GiftCardListQuerySchema,
        response: { 200: GiftCardListSchema, 400: ApiErrorSchema, ...refused },
      },
    },
    async (request) => giftCardListing(app.db, request.query),
  );

  app.post(
    OPERATOR_API_PATHS.giftCardVoid,
    {
      schema: {
        tags: ['operator'],
        summary: 'Void a gift card, with the reason: it pays for nothing more (orders it paid stand)',
        security: [{ token: [] }],
        params: ItemIdParamsSchema,
        body: VoidGiftCardSchema,
        response: { 200: GiftCardRowSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      await staffCommand(app.db, request, async (tx, audit) => {
        const voided = await voidGiftCard(tx, giftCards.deps, id, reason);
        await audit({
          action: 'gift_card.void',
          subjectType: 'gift_card',
          subjectId: id,
          summary: `Voided gift card ${voided.shown} (balance ${formatMoney(voided.balanceMinor, voided.currency)}): ${reason}`,
          before: { status: voided.before, balanceMinor: voided.balanceMinor },
          after: { status: 'void', reason },
        });
      });
      const { results } = await giftCardListing(app.db, { q: '', page: 1 }, new Date(), id);
      const row = results[0];
      if (!row) throw notFound('We could not find that gift card.');
      return row;
    },
  );
};
