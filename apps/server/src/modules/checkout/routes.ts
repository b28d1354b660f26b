import { API_PATHS } from '@trg/contract/api-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompleteOrderResultSchema,
  CompleteOrderSchema,
  CreatePaymentIntentSchema,
  PaymentConfigSchema,
  PaymentIntentResultSchema,
  PaymentStatusRequestSchema,
  PaymentStatusSchema,
} from '@trg/contract/cart';
import { ApiErrorSchema } from '@trg/contract/errors';
import { currentUser } from '../../plugins/auth.ts';
import type { CartSettings } from '../cart/index.ts';
import type { CheckoutDeps } from './checkout-deps.ts';
import { createPaymentIntent } from './reserve.ts';
import { completeOrder, paymentStatus } from './settle.ts';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/** The checkout part of the cart API (spec part 1 §7): hold and pay, and what the card form needs. */
export const checkoutRoutes: FastifyPluginAsyncZod<{ settings: CartSettings; deps: CheckoutDeps }> = async (app, { settings, deps }) => {
  const members = app.requireGroup('members');

  app.post(
    API_PATHS.cart.createPaymentIntent,
    {
      schema: {
        tags: ['cart'],
        summary: 'Stores the attendee details, holds the tickets and starts the payment; answers its client secret',
        security: [{ token: [] }],
        body: CreatePaymentIntentSchema,
        response: { 200: PaymentIntentResultSchema, ...errors, 502: ApiErrorSchema },
      },
      preValidation: members,
      config: { rateLimit: { max: 60, timeWindow: 10 * 60_000, keyGenerator: (request) => `intent:${request.user?.id ?? request.ip}` } },
    },
    async (request) => {
      const user = currentUser(request);
      return createPaymentIntent(deps, { id: user.id, email: user.email }, request.body);
    },
  );

  app.post(
    API_PATHS.cart.completeOrder,
    {
      schema: {
        tags: ['cart'],
        summary: 'After the card payment: checks it with the provider and pays the order (idempotent)',
        security: [{ token: [] }],
        body: CompleteOrderSchema,
        response: { 200: CompleteOrderResultSchema, ...errors, 402: ApiErrorSchema, 502: ApiErrorSchema },
      },
      preValidation: members,
    },
    async (request) => completeOrder(deps, currentUser(request).id, request.body.OrderId),
  );

  app.post(
    API_PATHS.cart.paymentStatus,
    {
      schema: {
        tags: ['cart'],
        summary: "Where the order's payment stands, asked of the provider (after a bank's redirect, while a debit processes)",
        security: [{ token: [] }],
        body: PaymentStatusRequestSchema,
        response: { 200: PaymentStatusSchema, ...errors, 502: ApiErrorSchema },
      },
      preValidation: members,
      config: {
        rateLimit: { max: 120, timeWindow: 10 * 60_000, keyGenerator: (request) => `pay-status:${request.user?.id ?? request.ip}` },
      },
    },
    async (request) => paymentStatus(deps, currentUser(request).id, request.body.OrderId),
  );

  app.get(
    API_PATHS.cart.paymentConfig,
    {
      schema: {
        tags: ['cart'],
        summary: 'The payment provider the checkout uses (and its publishable key), and the pricing rates',
        response: { 200: PaymentConfigSchema },
      },
    },
    async () => ({
      provider: app.payments.name,
      publishableKey: app.payments.publishableKey,
      reservationMinutes: settings.reservationMinutes,
      pricing: settings.rates,
    }),
  );
};
