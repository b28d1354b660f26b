import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { formatIban } from '@trg/contract/bank';
import { minorToDecimal } from '@trg/contract/money';
import { OPERATOR_API_PATHS } from '@trg/contract/operator-paths';
import { ApiErrorSchema } from '@trg/contract/errors';
import { ItemIdParamsSchema } from '@trg/contract/params';
import {
  DisputesPageSchema,
  PayoutRunInputSchema,
  PayoutRunResultSchema,
  PayoutsPageSchema,
  TestDisputeInputSchema,
  type PayoutBatch,
} from '@trg/contract/operator-payouts';
import { OrderDetailSchema } from '@trg/contract/operator-orders';
import type { Config } from '../../config.ts';
import { currentUser } from '../../plugins/auth.ts';
import { conflict, notFound } from '../../plugins/http-error.ts';
import {
  hostBalances,
  listDisputes,
  listPayoutBatches,
  payConnectedHosts,
  payoutBatchDocument,
  runPayoutBatch,
  type PayoutBatchSummary,
} from '../ledger/index.ts';
import { hostBankDetails } from '../profiles/index.ts';
import { PaymentProviderError, type StripeConnect } from '../payments/index.ts';
import { simulateTestDispute } from '../checkout/index.ts';
import { staffCommand } from './audit.ts';
import { orderDetail } from './orders.ts';

const refused = { 401: ApiErrorSchema, 403: ApiErrorSchema };
const common = { tags: ['operator'], security: [{ token: [] }] };

const maskedIban = (iban: string) => `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;

function presentBatch(batch: PayoutBatchSummary): PayoutBatch {
  return {
    id: batch.id,
    messageId: batch.messageId,
    currency: batch.currency,
    total: minorToDecimal(batch.totalMinor, batch.currency),
    payoutCount: batch.payoutCount,
    createdAt: batch.createdAt.toISOString(),
    payouts: batch.payouts.map((payout) => ({
      hostId: payout.hostId,
      name: payout.payeeName,
      amount: minorToDecimal(payout.amountMinor, batch.currency),
      iban: formatIban(payout.iban),
      endToEndId: payout.endToEndId,
    })),
  };
}

/**
 * The console's money owed to hosts (decision 0030): balances and what is payable, payout batches with their
 * pain.001 files, and disputes (simulated with the built-in test provider).
 */
export const operatorPayoutRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  /** Stripe Connect, when configured: hosts with a connected account are paid by transfer (decision 0030). */
  const stripeConnect = () => ('connect' in app.payments ? (app.payments as { connect?: StripeConnect }).connect : undefined);
  const settings = {
    holdDays: config.PAYOUT_HOLD_DAYS,
    debtor: { name: config.PAYOUT_DEBTOR_NAME, iban: config.PAYOUT_DEBTOR_IBAN, bic: config.PAYOUT_DEBTOR_BIC },
  };

  app.get(
    OPERATOR_API_PATHS.payouts,
    {
      schema: {
        ...common,
        summary: "Each host's balance per currency and what is payable now, and the payout batches run",
        response: { 200: PayoutsPageSchema, ...refused },
      },
    },
    async () => {
      const balances = await hostBalances(app.db, { now: new Date(), holdDays: settings.holdDays });
      const banks = await hostBankDetails(
        app.db,
        balances.map((balance) => balance.hostId),
      );
      return {
        holdDays: settings.holdDays,
        stripeTransfers: stripeConnect() !== undefined,
        balances: balances
          .filter((balance) => balance.balanceMinor !== 0 || balance.payableMinor !== 0)
          .map((balance) => {
            const bank = banks.get(balance.hostId);
            return {
              hostId: balance.hostId,
              name: bank?.payeeName ?? `Host ${balance.hostId}`,
              currency: balance.currency,
              balance: minorToDecimal(balance.balanceMinor, balance.currency),
              payable: minorToDecimal(balance.payableMinor, balance.currency),
              bankReady: Boolean(bank?.accountHolder && bank.iban && bank.bic),
              iban: bank?.iban ? maskedIban(bank.iban) : null,
            };
          }),
        batches: (await listPayoutBatches(app.db)).map(presentBatch),
      };
    },
  );

  app.post(
    OPERATOR_API_PATHS.payouts,
    {
      schema: {
        ...common,
        summary: 'Pays the chosen hosts what is payable to them in euros: books the payouts and writes one SEPA file (pain.001)',
        body: PayoutRunInputSchema,
        response: { 200: PayoutRunResultSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      const staff = currentUser(request);
      // With Stripe Connect, hosts whose Express account Stripe pays out are paid by transfer first (decision 0030).
      const connect = stripeConnect();
      let sepaHosts: readonly number[] = request.body.hosts;
      let transfers: { hostId: number; currency: string; amount: string; transferId: string }[] = [];
      if (connect) {
        const run = await payConnectedHosts(
          app.db,
          (input) => connect.transfer(input),
          { hostIds: sepaHosts, now: new Date() },
          settings,
        ).catch((error: unknown) => {
          // Hosts paid before the refusal stay paid (each in its own transaction); the run can be repeated.
          if (error instanceof PaymentProviderError) {
            throw conflict(`${error.message} Hosts already paid by transfer stay paid; run the payouts again later.`);
          }
          throw error;
        });
        sepaHosts = run.leftForSepa;
        transfers = run.paid.map((row) => ({
          hostId: row.hostId,
          currency: row.currency,
          amount: minorToDecimal(row.amountMinor, row.currency),
          transferId: row.transferId,
        }));
        if (transfers.length > 0) {
          await staffCommand(app.db, request, (_tx, audit) =>
            audit({
              action: 'payout.stripe_transfers',
              subjectType: 'payout',
              subjectId: run.paid[0]?.payoutId ?? 0,
              summary: `Paid ${transfers.length} payout(s) by Stripe transfer: ${transfers.map((row) => `host ${row.hostId} ${row.amount} ${row.currency}`).join(', ')}`,
            }),
          );
        }
        if (sepaHosts.length === 0) {
          return { batch: null, transfers, message: `Paid ${transfers.length} payout(s) by Stripe transfer; no SEPA file was needed.` };
        }
      }
      const batch = await staffCommand(app.db, request, async (tx, audit) => {
        const made = await runPayoutBatch(tx, { hostIds: sepaHosts, createdBy: staff.id, now: new Date() }, settings);
        await audit({
          action: 'payout.batch',
          subjectType: 'payout_batch',
          subjectId: made.id,
          summary: `Ran payout batch ${made.messageId}: ${made.payoutCount} host(s), ${minorToDecimal(made.totalMinor, made.currency)} ${made.currency}`,
        });
        return made;
      });
      const shown = presentBatch(batch);
      return {
        batch: shown,
        ...(connect ? { transfers } : {}),
        message:
          (transfers.length > 0 ? `Paid ${transfers.length} payout(s) by Stripe transfer. ` : '') +
          `Payout batch ${batch.messageId}: ${shown.total} EUR to ${batch.payoutCount} host(s). Download its file for the bank.`,
      };
    },
  );

  app.get(
    OPERATOR_API_PATHS.payoutFile,
    {
      schema: {
        ...common,
        summary: "A payout batch's SEPA credit-transfer file (ISO 20022 pain.001.001.03), for the bank",
        params: ItemIdParamsSchema,
        produces: ['application/xml'],
        response: { 200: z.string().describe('The pain.001.001.03 XML document'), 400: ApiErrorSchema, 404: ApiErrorSchema, ...refused },
      },
    },
    async (request, reply) => {
      const file = await payoutBatchDocument(app.db, request.params.id);
      if (!file) throw notFound(`There is no payout batch ${request.params.id}.`);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.messageId}.xml"`)
        .header('cache-control', 'no-store')
        .send(file.document);
    },
  );

  app.get(
    OPERATOR_API_PATHS.disputes,
    { schema: { ...common, summary: 'Disputes of payments, newest first', response: { 200: DisputesPageSchema, ...refused } } },
    async () => ({
      disputes: (await listDisputes(app.db)).map((dispute) => ({
        id: dispute.id,
        orderId: dispute.orderId,
        provider: dispute.provider,
        providerDisputeId: dispute.providerDisputeId,
        amount: minorToDecimal(dispute.amountMinor, dispute.currency),
        currency: dispute.currency,
        reason: dispute.reason,
        status: dispute.status,
        openedAt: dispute.openedAt.toISOString(),
        closedAt: dispute.closedAt ? dispute.closedAt.toISOString() : null,
      })),
    }),
  );

  app.post(
    OPERATOR_API_PATHS.orderTestDispute,
    {
      schema: {
        ...common,
        summary: "With the built-in test provider: simulates the buyer disputing the order's payment (open), or its outcome (won, lost)",
        params: ItemIdParamsSchema,
        body: TestDisputeInputSchema,
        response: { 200: OrderDetailSchema, 400: ApiErrorSchema, 404: ApiErrorSchema, 409: ApiErrorSchema, ...refused },
      },
    },
    async (request) => {
      if (app.payments.name !== 'test')
        throw conflict('Disputes are simulated only with the built-in test payment provider; Stripe reports real ones.');
      await staffCommand(app.db, request, async (tx, audit) => {
        await simulateTestDispute(tx, request.params.id, request.body.step);
        await audit({
          action: `dispute.test.${request.body.step}`,
          subjectType: 'order',
          subjectId: request.params.id,
          summary: `Simulated a dispute (${request.body.step}) of order ${request.params.id}`,
        });
      });
      return orderDetail(app.db, request.params.id);
    },
  );
};
