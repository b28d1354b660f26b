import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider, ProviderIntent } from '../payments/index.ts';
import { giftCardRoutes } from './routes.ts';
import { deliverDueGiftCards, reconcileGiftCardPurchases, settleGiftCardIntent, type GiftCardDeps, type GiftCardEvent } from './service.ts';

export const GIFT_CARD_QUEUES = { deliveries: 'gift-card-deliveries' } as const;

export interface GiftCardPayments {
  deps: GiftCardDeps;
  publicUrl: string;
  /** A succeeded payment that paid for no order: the gift card it bought, if any, is issued. False if none. */
  settle(intent: ProviderIntent): Promise<boolean>;
}

/**
 * What the gift cards run with, made once in app.ts: the shop's webhook hands on the payments that paid for no order,
 * and the ledger (when wired) hears each card issued or voided through `onEvent`, inside the same transaction.
 */
export function giftCardPayments(options: {
  db: Db;
  provider: PaymentProvider;
  kickMail: () => void;
  publicUrl: string;
  onEvent?: (tx: Db, event: GiftCardEvent) => Promise<void>;
}): GiftCardPayments {
  const deps: GiftCardDeps = {
    db: options.db,
    provider: options.provider,
    kickMail: options.kickMail,
    onEvent: options.onEvent ?? (async () => {}),
  };
  return { deps, publicUrl: options.publicUrl, settle: (intent) => settleGiftCardIntent(deps, options.publicUrl, intent) };
}

/**
 * Gift cards: the routes to buy one and check a balance, and the queue's schedule that emails each card on its day
 * (and asks the provider about purchases nobody completed). See docs/decisions/0029-gift-cards.md.
 */
export const giftCardsModule: FastifyPluginAsync<{ payments: GiftCardPayments }> = async (app, { payments }) => {
  app.queue.define({
    name: GIFT_CARD_QUEUES.deliveries,
    data: z.object({}),
    cron: '*/5 * * * *',
    retryLimit: 1,
    handle: async () => {
      await reconcileGiftCardPurchases(payments.deps, payments.publicUrl);
      if ((await deliverDueGiftCards(app.db, payments.publicUrl)) > 0) app.mail.kick();
    },
  });
  await app.register(giftCardRoutes, { deps: payments.deps, publicUrl: payments.publicUrl });
};
