import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CreateIntentInput, PaymentProvider, ProviderIntent, RefundInput } from './provider.ts';
import { PaymentProviderError } from './provider.ts';
import { testPaymentIntents, testPaymentRefunds, type TestIntentStatus } from './schema.ts';
import { BANK_REFUSED_MESSAGE, DEBIT_FAILED_MESSAGE, judgeTestIban } from './test-debits.ts';

export interface TestCard {
  number: string;
  expiry: string;
  cvc: string;
}

export type CardOutcome = { ok: true } | { ok: false; code: string; message: string };

/** Stripe's documented test cards that succeed (https://docs.stripe.com/testing). */
const SUCCEEDING_CARDS = new Set([
  '4242424242424242', // Visa
  '4000056655665556', // Visa debit
  '4000008260000000', // Visa (GB)
  '5555555555554444', // Mastercard
  '2223003122003222', // Mastercard (2-series)
  '5200828282828210', // Mastercard debit
  '378282246310005', // American Express
  '6011111111111117', // Discover
]);

/** Stripe's decline test cards, with the messages Stripe gives the card holder. */
const DECLINING_CARDS: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'lost_card', message: 'Your card was declined.' },
  '4000000000009979': { code: 'stolen_card', message: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': {
    code: 'processing_error',
    message: 'An error occurred while processing your card. Try again in a little bit.',
  },
};

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What Stripe would answer for a card in test mode: its test numbers succeed or decline as documented;
 * a malformed number, a past expiry or a short security code is refused with Stripe's wording.
 */
export function judgeTestCard(card: TestCard, now: Date): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { ok: false, code: 'incomplete_number', message: 'Your card number is incomplete.' };
  if (!passesLuhn(number)) return { ok: false, code: 'invalid_number', message: 'Your card number is invalid.' };
  // 'MM/YY' or 'MM/YYYY', with any separator, or the digits alone ('1229'): a phone's number pad has no slash.
  const expiry = /^\s*(\d{1,2})\s*[/\-.\s]\s*(\d{2}|\d{4})\s*$/.exec(card.expiry) ?? /^\s*(\d{2})(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry) return { ok: false, code: 'incomplete_expiry', message: "Your card's expiry date is incomplete." };
  const month = Number(expiry[1]);
  const yearText = expiry[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return { ok: false, code: 'invalid_expiry_month', message: "Your card's expiry month is invalid." };
  // A card is valid to the end of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { ok: false, code: 'invalid_expiry_year_past', message: "Your card's expiry date is in the past." };
  }
  const cvcLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) {
    return { ok: false, code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
  }
  if (SUCCEEDING_CARDS.has(number)) return { ok: true };
  const decline = DECLINING_CARDS[number];
  if (decline) return { ok: false, ...decline };
  return {
    ok: false,
    code: 'card_declined',
    message: 'Your card was declined. This is the test payment provider: please use a test card such as 4242 4242 4242 4242.',
  };
}

type IntentRow = typeof testPaymentIntents.$inferSelect;

/** Stripe's answer to confirming an intent that cannot take a payment now (or that does not exist). */
function unexpected(row: IntentRow | undefined): ConfirmOutcome {
  if (!row) {
    return {
      ok: false,
      intent: null,
      code: 'resource_missing',
      message: 'This payment could not be found. Please confirm your details again.',
    };
  }
  const messages: Partial<Record<TestIntentStatus, string>> = {
    succeeded: 'This payment has already been made.',
    processing: 'This payment is already being processed.',
    canceled: 'This payment was cancelled because your cart changed. Please confirm your details again.',
  };
  return {
    ok: false,
    intent: toProviderIntent(row),
    code: 'payment_intent_unexpected_state',
    message: messages[row.status] ?? 'This payment cannot be confirmed now. Please confirm your details again.',
  };
}

function toProviderIntent(row: IntentRow): ProviderIntent {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    amountMinor: row.amountMinor,
    currency: row.currency,
    orderId: row.orderId,
    lastErrorMessage: row.lastErrorMessage,
  };
}

export type ConfirmOutcome =
  { ok: true; intent: ProviderIntent } | { ok: false; intent: ProviderIntent | null; code: string; message: string };

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** The card form's submit: takes the card, answers like Stripe, and keeps nothing of the card. */
  confirmCardPayment(clientSecret: string, card: TestCard, now?: Date): Promise<ConfirmOutcome>;
  /** A redirect method (iDEAL-like): the intent waits for the test bank's answer, then the buyer returns to `returnPath`. */
  startRedirect(clientSecret: string, returnPath: string): Promise<ConfirmOutcome>;
  /** The intent the test bank's page shows, while it waits for the bank's answer; null otherwise. */
  awaitingBank(clientSecret: string): Promise<ProviderIntent | null>;
  /** The test bank's Authorize or Fail: the intent succeeds or goes back to needing a payment method. */
  bankAnswer(clientSecret: string, authorize: boolean): Promise<{ intent: ProviderIntent; returnPath: string } | null>;
  /** A direct debit (SEPA-like): the intent is processing, and settles at `settleAt` as the test IBAN says. */
  startDebit(clientSecret: string, iban: string, settleAt: Date): Promise<ConfirmOutcome>;
  /** Settles the processing debits that are due, once each (however many processes ask), and answers them. */
  settleDueDebits(now: Date): Promise<ProviderIntent[]>;
}

/** A processing debit settled as its test IBAN said: succeeded, or back to needing a payment method with the bank's reason. */
function settledDebit(now: Date) {
  const succeeds = sql`${testPaymentIntents.settleOutcome} = 'succeeded'`;
  return {
    status: sql<TestIntentStatus>`case when ${succeeds} then 'succeeded' else 'requires_payment_method' end`,
    lastErrorCode: sql<string | null>`case when ${succeeds} then null else 'debit_not_authorized' end`,
    lastErrorMessage: sql<string | null>`case when ${succeeds} then null else ${DEBIT_FAILED_MESSAGE} end`,
    settleAt: null,
    updatedAt: now,
  };
}

/** Statuses in which an intent takes a (new) payment method, as in Stripe. */
const CONFIRMABLE: TestIntentStatus[] = ['requires_payment_method', 'requires_action'];

const randomId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

/**
 * A payment provider that runs offline, in this database, and behaves like Stripe's test mode:
 * intents with client secrets, idempotency keys, declines by test card number, refunds.
 */
export function createTestProvider(db: Db): TestPaymentProvider {
  async function find(id: string): Promise<IntentRow> {
    const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, id)).limit(1);
    if (!row) throw new PaymentProviderError(`No such payment intent: ${id}`);
    return row;
  }

  async function bySecret(clientSecret: string): Promise<IntentRow | undefined> {
    const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.clientSecret, clientSecret)).limit(1);
    return row;
  }

  return {
    name: 'test',
    publishableKey: null,

    async createIntent(input: CreateIntentInput) {
      const id = randomId('pi');
      const [created] = await db
        .insert(testPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(12).toString('hex')}`,
          amountMinor: input.amountMinor,
          currency: input.currency.toUpperCase(),
          orderId: input.orderId,
          idempotencyKey: input.idempotencyKey,
        })
        .onConflictDoNothing({ target: testPaymentIntents.idempotencyKey })
        .returning();
      if (created) return toProviderIntent(created);
      // A retried request: answer the intent the key made, as Stripe does, unless the request changed.
      const [existing] = await db
        .select()
        .from(testPaymentIntents)
        .where(eq(testPaymentIntents.idempotencyKey, input.idempotencyKey))
        .limit(1);
      if (!existing || existing.amountMinor !== input.amountMinor || existing.currency !== input.currency.toUpperCase()) {
        throw new PaymentProviderError('Keys for idempotent requests can only be used with the same parameters.');
      }
      return toProviderIntent(existing);
    },

    async retrieveIntent(id) {
      const row = await find(id);
      // A debit past its time has settled at the "bank", whether or not its event was delivered.
      if (row.status === 'processing' && row.settleAt !== null && row.settleAt <= new Date()) {
        const [settled] = await db
          .update(testPaymentIntents)
          .set(settledDebit(new Date()))
          .where(and(eq(testPaymentIntents.id, id), eq(testPaymentIntents.status, 'processing')))
          .returning();
        if (settled) return toProviderIntent(settled);
        return toProviderIntent(await find(id));
      }
      return toProviderIntent(row);
    },

    async cancelIntent(id) {
      await db
        .update(testPaymentIntents)
        .set({ status: 'canceled', updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, id), inArray(testPaymentIntents.status, CONFIRMABLE)));
    },

    async refund(input: RefundInput) {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(testPaymentRefunds)
          .where(eq(testPaymentRefunds.idempotencyKey, input.idempotencyKey))
          .limit(1);
        if (existing) return { id: existing.id };
        const [intent] = await tx.select().from(testPaymentIntents).where(eq(testPaymentIntents.id, input.intentId)).for('update');
        if (!intent || intent.status !== 'succeeded') throw new PaymentProviderError('Only a succeeded payment can be refunded.');
        if (intent.refundedMinor + input.amountMinor > intent.amountMinor) {
          throw new PaymentProviderError('The refund is larger than what is left of the payment.');
        }
        const id = randomId('re');
        await tx
          .insert(testPaymentRefunds)
          .values({ id, intentId: intent.id, amountMinor: input.amountMinor, idempotencyKey: input.idempotencyKey });
        await tx
          .update(testPaymentIntents)
          .set({ refundedMinor: sql`${testPaymentIntents.refundedMinor} + ${input.amountMinor}`, updatedAt: new Date() })
          .where(eq(testPaymentIntents.id, intent.id));
        return { id };
      });
    },

    async confirmCardPayment(clientSecret, card, now = new Date()) {
      const [row] = await db.select().from(testPaymentIntents).where(eq(testPaymentIntents.clientSecret, clientSecret)).limit(1);
      if (!row)
        return {
          ok: false,
          intent: null,
          code: 'resource_missing',
          message: 'This payment could not be found. Please confirm your details again.',
        };
      if (row.status === 'succeeded')
        return {
          ok: false,
          intent: toProviderIntent(row),
          code: 'payment_intent_unexpected_state',
          message: 'This payment has already been made.',
        };
      if (row.status === 'canceled') {
        return {
          ok: false,
          intent: toProviderIntent(row),
          code: 'payment_intent_unexpected_state',
          message: 'This payment was cancelled because your cart changed. Please confirm your details again.',
        };
      }
      if (row.status === 'processing') return unexpected(row);
      const outcome = judgeTestCard(card, now);
      if (!outcome.ok) {
        const [failed] = await db
          .update(testPaymentIntents)
          .set({ lastErrorCode: outcome.code, lastErrorMessage: outcome.message, updatedAt: new Date() })
          .where(and(eq(testPaymentIntents.id, row.id), inArray(testPaymentIntents.status, CONFIRMABLE)))
          .returning();
        return {
          ok: false,
          intent: failed ? toProviderIntent(failed) : toProviderIntent(row),
          code: outcome.code,
          message: outcome.message,
        };
      }
      // Only one confirmation of an intent succeeds, however many arrive at once.
      const [succeeded] = await db
        .update(testPaymentIntents)
        .set({ status: 'succeeded', method: 'card', lastErrorCode: null, lastErrorMessage: null, updatedAt: new Date() })
        .where(and(eq(testPaymentIntents.id, row.id), inArray(testPaymentIntents.status, CONFIRMABLE)))
        .returning();
      if (!succeeded)
        return {
          ok: false,
          intent: toProviderIntent(row),
          code: 'payment_intent_unexpected_state',
          message: 'This payment has already been made.',
        };
      return { ok: true, intent: toProviderIntent(succeeded) };
    },

    async startRedirect(clientSecret, returnPath) {
      const row = await bySecret(clientSecret);
      if (!row || !CONFIRMABLE.includes(row.status)) return unexpected(row);
      const [waiting] = await db
        .update(testPaymentIntents)
        .set({
          status: 'requires_action',
          method: 'redirect',
          returnPath,
          lastErrorCode: null,
          lastErrorMessage: null,
          updatedAt: new Date(),
        })
        .where(and(eq(testPaymentIntents.id, row.id), inArray(testPaymentIntents.status, CONFIRMABLE)))
        .returning();
      return waiting ? { ok: true, intent: toProviderIntent(waiting) } : unexpected(row);
    },

    async awaitingBank(clientSecret) {
      const row = await bySecret(clientSecret);
      return row?.status === 'requires_action' ? toProviderIntent(row) : null;
    },

    async bankAnswer(clientSecret, authorize) {
      const row = await bySecret(clientSecret);
      if (!row || row.status !== 'requires_action' || row.returnPath === null) return null;
      const [answered] = await db
        .update(testPaymentIntents)
        .set(
          authorize
            ? { status: 'succeeded', updatedAt: new Date() }
            : {
                status: 'requires_payment_method',
                lastErrorCode: 'payment_method_provider_decline',
                lastErrorMessage: BANK_REFUSED_MESSAGE,
                updatedAt: new Date(),
              },
        )
        .where(and(eq(testPaymentIntents.id, row.id), eq(testPaymentIntents.status, 'requires_action')))
        .returning();
      return answered ? { intent: toProviderIntent(answered), returnPath: row.returnPath } : null;
    },

    async startDebit(clientSecret, iban, settleAt) {
      const row = await bySecret(clientSecret);
      if (!row || !CONFIRMABLE.includes(row.status)) return unexpected(row);
      const judged = judgeTestIban(iban);
      if (!judged.ok) return { ok: false, intent: toProviderIntent(row), code: judged.code, message: judged.message };
      const [processing] = await db
        .update(testPaymentIntents)
        .set({
          status: 'processing',
          method: 'debit',
          settleAt,
          settleOutcome: judged.outcome,
          lastErrorCode: null,
          lastErrorMessage: null,
          updatedAt: new Date(),
        })
        .where(and(eq(testPaymentIntents.id, row.id), inArray(testPaymentIntents.status, CONFIRMABLE)))
        .returning();
      return processing ? { ok: true, intent: toProviderIntent(processing) } : unexpected(row);
    },

    async settleDueDebits(now) {
      // One statement flips each due debit, so two processes never both report it.
      const settled = await db
        .update(testPaymentIntents)
        .set(settledDebit(now))
        .where(and(eq(testPaymentIntents.status, 'processing'), lte(testPaymentIntents.settleAt, now)))
        .returning();
      return settled.map(toProviderIntent);
    },
  };
}
