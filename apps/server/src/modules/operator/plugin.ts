import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { operatorRoutes } from './routes.ts';
import { statsRoutes } from './stats-routes.ts';
import { requestRoutes } from './requests-routes.ts';
import { signUpRoutes } from './sign-ups-routes.ts';
import { voucherRoutes } from './vouchers.ts';
import { operatorOrderRoutes } from './orders-routes.ts';
import { operatorHostRoutes } from './hosts-routes.ts';
import { jobsRoutes } from './jobs-routes.ts';
import { giftCardConsoleRoutes } from './gift-cards.ts';
import type { GiftCardPayments } from '../gift-cards/index.ts';
import { operatorPayoutRoutes } from './payouts-routes.ts';
import { reviewModerationRoutes } from './reviews-routes.ts';

export interface OperatorOptions {
  config: Config;
  /** The gift cards the console lists and voids (issue 33). */
  giftCards: GiftCardPayments;
}

/**
 * The operator's console: every route under /api/operator, for the staff group only (the auth
 * plugin guards the subtree). Each area registers its routes here; every one that changes data does so
 * through `staffCommand`, which writes the audit log in the same transaction.
 */
export const operatorModule: FastifyPluginAsync<OperatorOptions> = async (app, { giftCards, config }) => {
  await app.register(operatorRoutes);
  await app.register(statsRoutes);
  await app.register(requestRoutes);
  await app.register(signUpRoutes);
  await app.register(voucherRoutes);
  await app.register(operatorOrderRoutes);
  await app.register(operatorHostRoutes);
  await app.register(jobsRoutes);
  await app.register(giftCardConsoleRoutes, { giftCards });
  await app.register(operatorPayoutRoutes, { config });
  await app.register(reviewModerationRoutes);
};
