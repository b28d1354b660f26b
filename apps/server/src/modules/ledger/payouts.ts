import { desc, eq, inArray } from 'drizzle-orm';
import { BRAND } from '@trg/contract/brand';
import { ibanProblem, bicProblem } from '@trg/contract/bank';
import { minorToDecimal } from '@trg/contract/money';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../plugins/http-error.ts';
import { hostBankDetails, hostsPaidByStripe } from '../profiles/index.ts';
import { hostBalances } from './books.ts';
import { nextNumber, postLedgerTransaction } from './post.ts';
import { pain001Document, type SepaParty } from './pain001.ts';
import { payoutBatches, payouts } from './schema.ts';

/** SEPA credit transfers are in euros only; other currencies' balances wait (decision 0030). */
const SEPA_CURRENCY = 'EUR';

export interface PayoutSettings {
  holdDays: number;
  /** The platform's own account, debited by the bank. */
  debtor: SepaParty;
}

export interface PayoutBatchSummary {
  id: number;
  messageId: string;
  currency: string;
  totalMinor: number;
  payoutCount: number;
  createdAt: Date;
  payouts: { hostId: number; payeeName: string; amountMinor: number; iban: string; endToEndId: string }[];
}

/**
 * Staff pay the chosen hosts what is payable to them in euros: in one transaction, each payout is recorded
 * and booked (host payable to payouts in transit), and the batch's pain.001 file is written. Runs one at a
 * time (the batch counter's row is locked until commit), so no balance is paid twice. A host with nothing
 * payable, or without valid bank details, stops the run with a 409 saying who.
 */
export async function runPayoutBatch(
  db: Db,
  input: { hostIds: readonly number[]; createdBy: number | null; now: Date },
  settings: PayoutSettings,
): Promise<PayoutBatchSummary> {
  const hostIds = [...new Set(input.hostIds)].sort((a, b) => a - b);
  if (hostIds.length === 0) throw conflict('Choose at least one host to pay.');
  return db.transaction(async (tx) => {
    const number = await nextNumber(tx, 'payout_batch');
    const balances = await hostBalances(tx, { now: input.now, holdDays: settings.holdDays, hostIds });
    const banks = await hostBankDetails(tx, hostIds);
    const chosen = hostIds.map((hostId) => {
      const bank = banks.get(hostId);
      const payable = balances.find((balance) => balance.hostId === hostId && balance.currency === SEPA_CURRENCY)?.payableMinor ?? 0;
      const name = bank?.payeeName ?? `Host ${hostId}`;
      if (!bank) throw notFound(`There is no host ${hostId}.`);
      if (payable <= 0) throw conflict(`${name} has nothing payable in euros now.`);
      if (!bank.iban || !bank.bic || !bank.accountHolder || ibanProblem(bank.iban) || bicProblem(bank.bic)) {
        throw conflict(`${name} has not given valid bank details (account holder, IBAN and BIC) for a payout.`);
      }
      return { hostId, name, payable, holder: bank.accountHolder, iban: bank.iban, bic: bank.bic };
    });
    const stamp = input.now.toISOString().slice(0, 10).replace(/-/g, '');
    const messageId = `TRG-PAY-${stamp}-${String(number).padStart(6, '0')}`;
    const total = chosen.reduce((sum, host) => sum + host.payable, 0);
    const [batch] = await tx
      .insert(payoutBatches)
      .values({
        messageId,
        currency: SEPA_CURRENCY,
        totalMinor: total,
        payoutCount: chosen.length,
        createdBy: input.createdBy,
        document: '',
        createdAt: input.now,
      })
      .returning();
    if (!batch) throw new Error('payout batch insert returned nothing');
    const made: PayoutBatchSummary['payouts'] = [];
    for (const host of chosen) {
      const endToEndId = `${messageId}-${host.hostId}`.slice(0, 35);
      const [payout] = await tx
        .insert(payouts)
        .values({
          batchId: batch.id,
          hostId: host.hostId,
          currency: SEPA_CURRENCY,
          amountMinor: host.payable,
          accountHolder: host.holder,
          iban: host.iban,
          bic: host.bic,
          endToEndId,
          createdAt: input.now,
        })
        .returning();
      if (!payout) throw new Error('payout insert returned nothing');
      await postLedgerTransaction(tx, {
        kind: 'payout',
        reference: `payout-${payout.id}`,
        currency: SEPA_CURRENCY,
        occurredAt: input.now,
        lines: [
          { account: 'host_payable', hostId: host.hostId, amountMinor: host.payable },
          { account: 'payouts_in_transit', amountMinor: -host.payable },
        ],
      });
      made.push({ hostId: host.hostId, payeeName: host.name, amountMinor: host.payable, iban: host.iban, endToEndId });
    }
    const document = pain001Document({
      messageId,
      createdAt: input.now,
      executionDate: input.now.toISOString().slice(0, 10),
      initiatingParty: BRAND.name,
      debtor: settings.debtor,
      transfers: chosen.map((host, index) => ({
        endToEndId: made[index]?.endToEndId ?? '',
        amountMinor: host.payable,
        creditor: { name: host.holder, iban: host.iban, bic: host.bic },
        remittance: `${BRAND.name} payout ${messageId} to ${host.name}: ${minorToDecimal(host.payable, SEPA_CURRENCY)} EUR`,
      })),
    });
    await tx.update(payoutBatches).set({ document }).where(eq(payoutBatches.id, batch.id));
    return {
      id: batch.id,
      messageId,
      currency: SEPA_CURRENCY,
      totalMinor: total,
      payoutCount: chosen.length,
      createdAt: input.now,
      payouts: made,
    };
  });
}

/** Moves money to a host's Stripe Express account (the Connect adapter's `transfer`). */
export type ConnectTransfer = (input: {
  accountId: string;
  amountMinor: number;
  currency: string;
  reference: string;
  idempotencyKey: string;
}) => Promise<{ id: string }>;

export interface StripeTransferRun {
  /** Hosts paid by a Stripe transfer, one row per host and currency. */
  paid: { hostId: number; currency: string; amountMinor: number; payoutId: number; transferId: string }[];
  /** The chosen hosts without a connected account Stripe pays out: theirs is the SEPA file. */
  leftForSepa: number[];
}

/**
 * Decision 0030, "Stripe Connect": of the chosen hosts, those whose Express account Stripe pays out are paid what
 * is payable to them (in each currency) by a transfer; each payout is recorded and booked as it is made (host payable
 * to provider clearing: the money leaves the platform's Stripe balance), in its own transaction, so the transfer and
 * its booking stand or fall together. The transfer's idempotency key is the payout's id: a retry of the same row
 * never pays twice. The others are answered for the SEPA batch.
 */
export async function payConnectedHosts(
  db: Db,
  transfer: ConnectTransfer,
  input: { hostIds: readonly number[]; now: Date },
  settings: Pick<PayoutSettings, 'holdDays'>,
): Promise<StripeTransferRun> {
  const hostIds = [...new Set(input.hostIds)].sort((a, b) => a - b);
  const accounts = await hostsPaidByStripe(db, hostIds);
  const paid: StripeTransferRun['paid'] = [];
  for (const [hostId, accountId] of [...accounts].sort(([a], [b]) => a - b)) {
    const made = await db.transaction(async (tx) => {
      // The counter's row is locked until commit: one payout run at a time, so no balance is paid twice.
      await nextNumber(tx, 'payout_batch');
      const balances = await hostBalances(tx, { now: input.now, holdDays: settings.holdDays, hostIds: [hostId] });
      const rows: StripeTransferRun['paid'] = [];
      for (const balance of balances.filter((entry) => entry.payableMinor > 0)) {
        const [payout] = await tx
          .insert(payouts)
          .values({
            batchId: null,
            hostId,
            currency: balance.currency,
            amountMinor: balance.payableMinor,
            endToEndId: `STRIPE-${accountId}-${input.now.getTime()}-${balance.currency}`.slice(0, 35),
            status: 'paid',
            createdAt: input.now,
          })
          .returning();
        if (!payout) throw new Error('payout insert returned nothing');
        const reference = `payout-${payout.id}`;
        const sent = await transfer({
          accountId,
          amountMinor: balance.payableMinor,
          currency: balance.currency,
          reference,
          idempotencyKey: reference,
        });
        await tx
          .update(payouts)
          .set({ endToEndId: sent.id.slice(0, 35) })
          .where(eq(payouts.id, payout.id));
        await postLedgerTransaction(tx, {
          kind: 'payout',
          reference,
          currency: balance.currency,
          occurredAt: input.now,
          lines: [
            { account: 'host_payable', hostId, amountMinor: balance.payableMinor },
            { account: 'provider_clearing', amountMinor: -balance.payableMinor },
          ],
        });
        rows.push({ hostId, currency: balance.currency, amountMinor: balance.payableMinor, payoutId: payout.id, transferId: sent.id });
      }
      return rows;
    });
    paid.push(...made);
  }
  return { paid, leftForSepa: hostIds.filter((hostId) => !accounts.has(hostId)) };
}

/** The batch's pain.001 file, as it was generated. */
export async function payoutBatchDocument(db: Db, batchId: number): Promise<{ messageId: string; document: string } | null> {
  const [batch] = await db
    .select({ messageId: payoutBatches.messageId, document: payoutBatches.document })
    .from(payoutBatches)
    .where(eq(payoutBatches.id, batchId))
    .limit(1);
  return batch ?? null;
}

/** The batches, newest first, with their payouts. */
export async function listPayoutBatches(db: Db): Promise<PayoutBatchSummary[]> {
  const batches = await db.select().from(payoutBatches).orderBy(desc(payoutBatches.id)).limit(100);
  if (batches.length === 0) return [];
  const rows = await db
    .select()
    .from(payouts)
    .where(
      inArray(
        payouts.batchId,
        batches.map((batch) => batch.id),
      ),
    )
    .orderBy(payouts.id);
  const banks = await hostBankDetails(
    db,
    rows.map((row) => row.hostId),
  );
  return batches.map((batch) => ({
    id: batch.id,
    messageId: batch.messageId,
    currency: batch.currency,
    totalMinor: batch.totalMinor,
    payoutCount: batch.payoutCount,
    createdAt: batch.createdAt,
    payouts: rows
      .filter((row) => row.batchId === batch.id)
      .map((row) => ({
        hostId: row.hostId,
        payeeName: banks.get(row.hostId)?.payeeName ?? `Host ${row.hostId}`,
        amountMinor: row.amountMinor,
        iban: row.iban ?? '',
        endToEndId: row.endToEndId,
      })),
  }));
}
