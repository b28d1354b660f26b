import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { EmptyBodySchema, ItemIdParamsSchema } from '@trg/contract/params';
import { minorToDecimal } from '@trg/contract/money';
import {
  OrderDetailSchema,
  OrdersPageSchema,
  OrdersQuerySchema,
  RefundInputSchema,
  RefundResultSchema,
  ResendConfirmationResultSchema,
} from '@trg/contract/operator-orders';
import { processDueRefunds } from '../checkout/index.ts';
import { queueWaitingListOffers } from '../cart/index.ts';
import { staffCommand } from './audit.ts';
import { orderDetail, refundOrder, resendConfirmation, searchOrders } from './orders.ts';

const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const common = { tags: ['operator'], security: [{ token: [] }] };

/** The console's orders: search, the order in full, refunds through the payment provider, the confirmation again. */
export const operatorOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPERATOR_API_PATHS.orders,
    {
      schema: {
        ...common,
        summary: 'Orders, newest first: by booking reference, buyer email or name, attendee name or item title; by status',
        querystring: OrdersQuerySchema,
        response: { 200: OrdersPageSchema, 400: ApiErrorSchema, ...refused },
      },
    },
    async (request) => searchOrders(app.db, request.query),
  );

  app.get(
    OPERATOR_API_PATHS.order,
    {
      schema: {
        ...common,
        summary: 'One order: lines, attendee, buyer, voucher, totals, payment, refunds, tickets and history',
        params: ItemIdParamsSchema,
        response: { 200: OrderDetailSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...refused },
      },
    },
    async (request) => orderDetail(app.db, request.params.id),
  );

  app.post(
    OPERATOR_API_PATHS.orderRefund,
    {
      schema: {
        ...common,
        summary: 'Refund the whole order, some lines, or an amount, through the payment provider; the buyer is emailed',
        params: ItemIdParamsSchema,
        body: RefundInputSchema,
        response: { 200: RefundResultSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const { id } = request.params;
      const done = await staffCommand(app.db, request, (tx, audit) => refundOrder(tx, audit, id, request.body, randomUUID()));
      // After the commit, as a host's cancellation does: the test provider pays at once, Stripe is asked now;
      // a failure waits for the background job's retry.
      await processDueRefunds(app.db, app.payments, (error) => request.log.warn({ err: error }, 'refund failed; will retry'));
      app.mail.kick();
      const amount = minorToDecimal(done.amountMinor, done.currency);
      const order = await orderDetail(app.db, id);
      // A refunded line's places are free again: their waiting lists are offered them.
      await queueWaitingListOffers(
        app.queue,
        order.lines.filter((line) => line.refunded).map((line) => line.itemId),
        (error) => request.log.warn({ err: error }, 'could not queue a waiting-list offer; the scan will'),
      );
      return { order, refunded: amount, message: `Refunded ${amount} ${done.currency}.` };
    },
  );

  app.post(
    OPERATOR_API_PATHS.orderResendConfirmation,
    {
      schema: {
        ...common,
        summary: 'Send the booking confirmation email again',
        params: ItemIdParamsSchema,
        body: EmptyBodySchema,
        response: { 200: ResendConfirmationResultSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const to = await staffCommand(app.db, request, (tx, audit) => resendConfirmation(tx, audit, request.params.id));
      app.mail.kick();
      return { message: `The confirmation is on its way to ${to}.` };
    },
  );
};
