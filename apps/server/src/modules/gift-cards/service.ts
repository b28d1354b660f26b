import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, ilike, isNull, lte, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { BRAND } from '@trg/contract/brand';
import { formatDate, isoDateInDays, todayIso } from '@trg/contract/dates';
import { ERROR_CODES } from '@trg/contract/errors';
import {
  formatGiftCardCode,
  GIFT_CARD_CODE_ALPHABET,
  GIFT_CARD_CODE_LENGTH,
  GIFT_CARD_LIMITS,
  GIFT_CARD_MAX_DELIVERY_DAYS,
  GIFT_CARD_MESSAGES,
  GIFT_CARD_VALID_MONTHS,
  isGiftCardCurrency,
  normaliseGiftCardCode,
  type AppliedGiftCard,
  type GiftCardBalance,
  type GiftCardList,
  type GiftCardPurchase,
  type GiftCardRow,
} from '@trg/contract/gift-cards';
import { decimalToMinor, formatMoney, minorToDecimal } from '@trg/contract/money';
import { escapeHtml } from '@trg/contract/html';
import type { Db } from '../../db/client.ts';
import { qualified as q } from '../../db/fragments.ts';
import { badRequest, conflict, HttpError, notFound } from '../../plugins/http-error.ts';
import { enqueueEmail, type QueuedEmail } from '../email/index.ts';
import { PaymentProviderError, type PaymentProvider, type ProviderIntent } from '../payments/index.ts';
import { orders } from '../cart/schema.ts';
import { giftCardRedemptions, giftCards } from './schema.ts';

type GiftCard = typeof giftCards.$inferSelect;

/** A money movement of a gift card, for the ledger to book (decision 0029). */
export type GiftCardEvent =
  | { kind: 'issued'; giftCardId: number; amountMinor: number; currency: string }
  | { kind: 'voided'; giftCardId: number; amountMinor: number; currency: string };

export interface GiftCardDeps {
  db: Db;
  provider: PaymentProvider;
  kickMail: () => void;
  /** Told inside the transaction that issues or voids a card (a paid card, a void with its balance). */
  onEvent: (tx: Db, event: GiftCardEvent) => Promise<void>;
}

const providerUnavailable = () =>
  new HttpError(502, ERROR_CODES.paymentProvider, 'We could not reach the payment service. Please try again in a moment.');

export const hashGiftCardCode = (code: string) => createHash('sha256').update(normaliseGiftCardCode(code)).digest('hex');

function newGiftCardCode(): string {
  let code = '';
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  return code;
}

const shownCode = (last4: string | null) => (last4 ? `…${last4}` : null);

function addMonths(from: Date, months: number): Date {
  const at = new Date(from);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at;
}

function purchase(card: GiftCard, provider: PaymentProvider['name'], clientSecret: string | null): GiftCardPurchase {
  return {
    id: card.id,
    status: card.status,
    amount: minorToDecimal(card.amountMinor, card.currency),
    currency: card.currency,
    recipientName: card.recipientName,
    deliverOn: card.deliverOn,
    client_secret: card.status === 'pending_payment' ? clientSecret : null,
    provider,
    message:
      card.status === 'active'
        ? `Thank you! Your gift card for ${card.recipientName} is paid. We will email it to ${card.recipientEmail} on ${formatDate(card.deliverOn)}.`
        : 'Please pay for the gift card to send it.',
  };
}

/** POST /api/gift-cards/buy: a card waiting for its payment, and the payment's client secret. */
export async function buyGiftCard(
  deps: GiftCardDeps,
  buyer: { id: number; email: string },
  input: {
    amount: string;
    currency: string;
    recipientName: string;
    recipientEmail: string;
    senderName: string;
    message: string;
    deliverOn: string;
  },
  now = new Date(),
): Promise<GiftCardPurchase> {
  if (!isGiftCardCurrency(input.currency)) throw badRequest(GIFT_CARD_MESSAGES.currency, { currency: GIFT_CARD_MESSAGES.currency });
  const limits = GIFT_CARD_LIMITS[input.currency];
  const amountMinor = decimalToMinor(input.amount, input.currency);
  if (amountMinor === undefined || amountMinor < limits.minMinor || amountMinor > limits.maxMinor) {
    const message = `A gift card is from ${formatMoney(limits.minMinor, input.currency)} to ${formatMoney(limits.maxMinor, input.currency)}.`;
    throw badRequest(message, { amount: message });
  }
  const first = todayIso(now);
  const last = isoDateInDays(GIFT_CARD_MAX_DELIVERY_DAYS, now);
  if (input.deliverOn < first || input.deliverOn > last) {
    const message = `Choose a day to send it from today to ${formatDate(last)}.`;
    throw badRequest(message, { deliverOn: message });
  }
  const [card] = await deps.db
    .insert(giftCards)
    .values({
      buyerUserId: buyer.id,
      buyerEmail: buyer.email,
      senderName: input.senderName,
      recipientName: input.recipientName,
      recipientEmail: input.recipientEmail,
      message: input.message,
      amountMinor,
      currency: input.currency,
      deliverOn: input.deliverOn,
      createdAt: now,
    })
    .returning();
  if (!card) throw new Error('gift card insert returned nothing');
  let intent: ProviderIntent;
  try {
    intent = await deps.provider.createIntent({
      amountMinor,
      currency: card.currency,
      orderId: null,
      bookingReference: `GIFT-${card.id}`,
      description: `Gift card for ${card.recipientName}`,
      receiptEmail: buyer.email,
      idempotencyKey: `gift-card-${card.id}`,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    throw providerUnavailable();
  }
  const [paying] = await deps.db
    .update(giftCards)
    .set({ paymentIntentId: intent.id, paymentProvider: deps.provider.name })
    .where(eq(giftCards.id, card.id))
    .returning();
  return purchase(paying ?? card, deps.provider.name, intent.clientSecret);
}

/** The email the recipient reads: the code, the amount, the message and who sent it. */
function giftCardEmail(card: GiftCard, code: string, publicUrl: string): QueuedEmail {
  const amount = formatMoney(card.amountMinor, card.currency);
  const shown = formatGiftCardCode(code);
  const expires = card.expiresAt ? formatDate(card.expiresAt) : '';
  const lines = [
    `Dear ${card.recipientName},`,
    '',
    `${card.senderName} has sent you a ${BRAND.name} gift card of ${amount}.`,
    ...(card.message ? ['', card.message, ''] : ['']),
    `Your gift card code: ${shown}`,
    `Spend it at checkout on any event or experience priced in ${card.currency}, in one booking or several, until ${expires}.`,
    `Browse: ${publicUrl}`,
    '',
    BRAND.company,
  ];
  return {
    kind: 'gift_card',
    to: card.recipientEmail,
    subject: `${card.senderName} sent you a ${BRAND.name} gift card of ${amount}`,
    text: lines.join('\n'),
    html: `<!doctype html><html><body style="font-family:Helvetica,Arial,sans-serif">${lines
      .map((line) =>
        line === `Your gift card code: ${shown}`
          ? `<p>Your gift card code: <strong style="font-size:1.25em;letter-spacing:0.08em">${escapeHtml(shown)}</strong></p>`
          : `<p>${escapeHtml(line)}</p>`,
      )
      .join('')}</body></html>`,
    attachments: [],
  };
}

/**
 * Emails the card if its day has come: makes its code and queues the mail in one statement's guard (delivered_at
 * still null), so however often or wherever it runs, the code is made and sent once.
 */
async function deliverIfDue(tx: Db, cardId: number, now: Date, publicUrl: string): Promise<boolean> {
  const code = newGiftCardCode();
  const [card] = await tx
    .update(giftCards)
    .set({ codeHash: hashGiftCardCode(code), codeLast4: code.slice(-4), deliveredAt: now })
    .where(
      and(eq(giftCards.id, cardId), eq(giftCards.status, 'active'), isNull(giftCards.deliveredAt), lte(giftCards.deliverOn, todayIso(now))),
    )
    .returning();
  if (!card) return false;
  await enqueueEmail(tx, giftCardEmail(card, code, publicUrl));
  return true;
}

/** The gift-card-deliveries job: every paid card whose day has come and that has not gone yet. */
export async function deliverDueGiftCards(db: Db, publicUrl: string, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.status, 'active'), isNull(giftCards.deliveredAt), lte(giftCards.deliverOn, todayIso(now))))
    .orderBy(giftCards.id)
    .limit(200);
  let sent = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => deliverIfDue(tx, id, now, publicUrl))) sent++;
  }
  return sent;
}

/**
 * A payment succeeded at the provider: the card it paid for becomes active (once), valid 24 months, and goes out at
 * once when its day is today. Answers false when the intent paid for no gift card.
 */
export async function settleGiftCardIntent(deps: GiftCardDeps, publicUrl: string, intent: ProviderIntent, now = new Date()) {
  if (intent.status !== 'succeeded') return false;
  const found = await deps.db.transaction(async (tx) => {
    const [card] = await tx.select().from(giftCards).where(eq(giftCards.paymentIntentId, intent.id)).for('update');
    if (!card) return false;
    if (card.status !== 'pending_payment') return true;
    if (card.amountMinor !== intent.amountMinor || card.currency !== intent.currency) return true;
    await tx
      .update(giftCards)
      .set({ status: 'active', paidAt: now, expiresAt: addMonths(now, GIFT_CARD_VALID_MONTHS) })
      .where(eq(giftCards.id, card.id));
    await deps.onEvent(tx, { kind: 'issued', giftCardId: card.id, amountMinor: card.amountMinor, currency: card.currency });
    await deliverIfDue(tx, card.id, now, publicUrl);
    return true;
  });
  deps.kickMail();
  return found;
}

/** POST /api/gift-cards/complete/:id: after the card payment, asks the provider and activates the card (idempotent). */
export async function completeGiftCardPurchase(
  deps: GiftCardDeps,
  publicUrl: string,
  buyerUserId: number,
  id: number,
  now = new Date(),
): Promise<GiftCardPurchase> {
  const find = async () => {
    const [card] = await deps.db
      .select()
      .from(giftCards)
      .where(and(eq(giftCards.id, id), eq(giftCards.buyerUserId, buyerUserId)))
      .limit(1);
    if (!card) throw notFound('We could not find that gift card.');
    return card;
  };
  const card = await find();
  if (card.status !== 'pending_payment' || !card.paymentIntentId) return purchase(card, deps.provider.name, null);
  let intent: ProviderIntent;
  try {
    intent = await deps.provider.retrieveIntent(card.paymentIntentId);
  } catch {
    throw providerUnavailable();
  }
  if (intent.status !== 'succeeded') {
    throw new HttpError(
      402,
      ERROR_CODES.paymentFailed,
      intent.lastErrorMessage ?? 'Your payment has not gone through yet. Please confirm it with your card.',
    );
  }
  await settleGiftCardIntent(deps, publicUrl, intent, now);
  return purchase(await find(), deps.provider.name, null);
}

/**
 * The part of a card's amount that orders hold now (paid, or a live reservation), less what refunds gave back,
 * leaving out `exceptOrderId`'s own. One owner for "what is left on a card": the checkout's hold, the balance
 * and the console all read it.
 */
function heldSql(cardId: SQLWrapper | number, now: Date, exceptOrderId?: number): SQL<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const except = exceptOrderId === undefined ? sql`` : sql` and ${q(giftCardRedemptions.orderId)} <> ${exceptOrderId}`;
  return sql<number>`(select coalesce(sum(${q(giftCardRedemptions.amountMinor)} - ${q(giftCardRedemptions.restoredMinor)}), 0)::int
    from ${giftCardRedemptions} inner join ${orders} on ${q(orders.id)} = ${q(giftCardRedemptions.orderId)}
    where ${q(giftCardRedemptions.giftCardId)} = ${cardId}${except}
      and (${q(orders.status)} = 'paid'
        or (${q(orders.status)} in ('awaiting_payment', 'payment_failed') and ${q(orders.reservedUntil)} > ${at})))`.mapWith(Number);
}

async function balanceOf(db: Db, card: GiftCard, now: Date, exceptOrderId?: number): Promise<number> {
  const [row] = await db.select({ held: heldSql(card.id, now, exceptOrderId) }).from(sql`(select 1) as one`);
  return card.amountMinor - (row?.held ?? 0);
}

/** Why a card cannot pay now, in words a buyer can act on; null when it can. */
function unusable(card: GiftCard | undefined, now: Date): string | null {
  if (!card || card.status === 'pending_payment' || !card.codeHash)
    return 'We do not know that gift card code. Please check it against the email.';
  if (card.status === 'void') return 'This gift card has been cancelled and can no longer be used.';
  if (card.expiresAt && card.expiresAt <= now) return `This gift card expired on ${formatDate(card.expiresAt)}.`;
  return null;
}

/** POST /api/gift-cards/balance */
export async function giftCardBalance(db: Db, code: string, now = new Date()): Promise<GiftCardBalance> {
  const [card] = await db
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, hashGiftCardCode(code)))
    .limit(1);
  if (!card || card.status === 'pending_payment' || !card.codeHash) {
    throw notFound('We do not know that gift card code. Please check it against the email.');
  }
  const expired = card.expiresAt !== null && card.expiresAt <= now;
  return {
    code: formatGiftCardCode(code),
    currency: card.currency,
    amount: minorToDecimal(card.amountMinor, card.currency),
    balance: minorToDecimal(card.status === 'void' || expired ? 0 : await balanceOf(db, card, now), card.currency),
    expiresOn: card.expiresAt ? todayIso(card.expiresAt) : '',
    status: card.status === 'void' ? 'void' : expired ? 'expired' : 'active',
  };
}

/**
 * Inside the checkout's reserve transaction: the card pays what it can of `dueMinor` for this order. The card's
 * row is locked first, so two orders spending one card take turns and the second sees the first's hold: together
 * they never take more than the card holds. Throws a 400 (the field `giftCardCode`) a buyer can act on.
 */
export async function holdGiftCard(
  tx: Db,
  hold: { orderId: number; code: string; currency: string; dueMinor: number; now: Date },
): Promise<AppliedGiftCard & { takenMinor: number }> {
  const refuse = (message: string): never => {
    throw badRequest(message, { giftCardCode: message });
  };
  const [card] = await tx
    .select()
    .from(giftCards)
    .where(eq(giftCards.codeHash, hashGiftCardCode(hold.code)))
    .for('update');
  const problem = unusable(card, hold.now);
  if (problem || !card) return refuse(problem ?? '');
  if (card.currency !== hold.currency) {
    return refuse(
      `This gift card is in ${card.currency} and your order is in ${hold.currency}: a gift card pays only for bookings in its own currency.`,
    );
  }
  const balance = await balanceOf(tx, card, hold.now, hold.orderId);
  if (balance <= 0) return refuse('This gift card has been spent: there is no balance left on it.');
  const takenMinor = Math.min(balance, hold.dueMinor);
  if (takenMinor > 0) {
    await tx
      .insert(giftCardRedemptions)
      .values({ giftCardId: card.id, orderId: hold.orderId, amountMinor: takenMinor, createdAt: hold.now })
      .onConflictDoUpdate({
        target: giftCardRedemptions.orderId,
        set: { giftCardId: card.id, amountMinor: takenMinor, restoredMinor: 0, createdAt: hold.now },
      });
  } else {
    await releaseGiftCardHold(tx, hold.orderId);
  }
  return {
    code: formatGiftCardCode(hold.code),
    takenMinor,
    taken: minorToDecimal(takenMinor, card.currency),
    remaining: minorToDecimal(balance - takenMinor, card.currency),
    currency: card.currency,
  };
}

/** The order is reserved without a gift card (or again with none): any earlier hold goes. */
export async function releaseGiftCardHold(tx: Db, orderId: number): Promise<void> {
  await tx.delete(giftCardRedemptions).where(eq(giftCardRedemptions.orderId, orderId));
}

/**
 * A payment came after the order's hold lapsed: the sale stands only if the gift card's part is still there (no other
 * order spent it in the meantime) and the card is still good. True when the order has no gift card.
 */
export async function giftCardHoldStands(tx: Db, orderId: number, now: Date): Promise<boolean> {
  const [redemption] = await tx.select().from(giftCardRedemptions).where(eq(giftCardRedemptions.orderId, orderId)).limit(1);
  if (!redemption) return true;
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, redemption.giftCardId)).for('update');
  if (!card || unusable(card, now)) return false;
  return (await balanceOf(tx, card, now, orderId)) >= redemption.amountMinor - redemption.restoredMinor;
}

/** What a gift card paid of an order (for the ledger's booking of the sale, and the order's pages). */
export async function giftCardRedemptionOf(
  db: Db,
  orderId: number,
): Promise<{ giftCardId: number; amountMinor: number; restoredMinor: number; currency: string } | null> {
  const [row] = await db
    .select({
      giftCardId: giftCardRedemptions.giftCardId,
      amountMinor: giftCardRedemptions.amountMinor,
      restoredMinor: giftCardRedemptions.restoredMinor,
      currency: giftCards.currency,
    })
    .from(giftCardRedemptions)
    .innerJoin(giftCards, eq(giftCards.id, giftCardRedemptions.giftCardId))
    .where(eq(giftCardRedemptions.orderId, orderId))
    .limit(1);
  return row ?? null;
}

const OPERATOR_PAGE = 25;

function rowStatus(card: GiftCard, now: Date): GiftCardRow['status'] {
  if (card.status === 'void') return 'void';
  if (card.status === 'pending_payment') return 'pending_payment';
  if (card.expiresAt && card.expiresAt <= now) return 'expired';
  return card.deliveredAt ? 'active' : 'scheduled';
}

/** The operator's list, newest first, searched by recipient, buyer or the code's last four characters. */
export async function giftCardListing(
  db: Db,
  query: { q: string; page: number },
  now = new Date(),
  onlyId?: number,
): Promise<GiftCardList> {
  const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = query.q
    ? or(
        ilike(giftCards.recipientName, pattern),
        ilike(giftCards.recipientEmail, pattern),
        ilike(giftCards.buyerEmail, pattern),
        ilike(giftCards.senderName, pattern),
        ilike(giftCards.codeLast4, pattern),
      )
    : undefined;
  const rows = await db
    .select({ card: giftCards, held: heldSql(q(giftCards.id), now), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(giftCards)
    .where(onlyId === undefined ? where : eq(giftCards.id, onlyId))
    .orderBy(desc(giftCards.id))
    .limit(OPERATOR_PAGE)
    .offset((query.page - 1) * OPERATOR_PAGE);
  return {
    results: rows.map(({ card, held }) => {
      const status = rowStatus(card, now);
      const balance = status === 'void' || status === 'expired' || status === 'pending_payment' ? 0 : card.amountMinor - held;
      return {
        id: card.id,
        code: shownCode(card.codeLast4),
        buyer: card.buyerEmail,
        senderName: card.senderName,
        recipientName: card.recipientName,
        recipientEmail: card.recipientEmail,
        amount: minorToDecimal(card.amountMinor, card.currency),
        balance: minorToDecimal(balance, card.currency),
        currency: card.currency,
        status,
        deliverOn: card.deliverOn,
        expiresAt: card.expiresAt?.toISOString() ?? null,
        voidReason: card.voidReason,
      };
    }),
    count: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: OPERATOR_PAGE,
  };
}

/**
 * Staff void a card (inside their audited command): it pays for nothing more. Orders it already paid stand; a hold
 * by a checkout under way is refused when that order is paid after its hold lapsed, as a spent card is.
 */
export async function voidGiftCard(
  tx: Db,
  deps: Pick<GiftCardDeps, 'onEvent'>,
  id: number,
  reason: string,
  now = new Date(),
): Promise<{ before: GiftCardRow['status']; balanceMinor: number; currency: string; shown: string }> {
  const [card] = await tx.select().from(giftCards).where(eq(giftCards.id, id)).for('update');
  if (!card) throw notFound('We could not find that gift card.');
  if (card.status === 'void') throw conflict('This gift card is void already.');
  if (card.status === 'pending_payment') throw conflict('This gift card was never paid for, so there is nothing to void.');
  const before = rowStatus(card, now);
  const balanceMinor = before === 'expired' ? 0 : await balanceOf(tx, card, now);
  await tx.update(giftCards).set({ status: 'void', voidedAt: now, voidReason: reason }).where(eq(giftCards.id, id));
  await deps.onEvent(tx, { kind: 'voided', giftCardId: card.id, amountMinor: balanceMinor, currency: card.currency });
  return { before, balanceMinor, currency: card.currency, shown: shownCode(card.codeLast4) ?? `#${card.id}` };
}

/** Purchases whose payment may have succeeded with nobody told (a closed tab, a lost webhook): asked again. */
export async function reconcileGiftCardPurchases(deps: GiftCardDeps, publicUrl: string, now = new Date()): Promise<number> {
  const since = new Date(now.getTime() - 2 * 24 * 3600_000);
  const until = new Date(now.getTime() - 2 * 60_000);
  const pending = await deps.db
    .select({ intentId: giftCards.paymentIntentId })
    .from(giftCards)
    .where(
      and(
        eq(giftCards.status, 'pending_payment'),
        ne(giftCards.paymentIntentId, ''),
        sql`${giftCards.createdAt} between ${since.toISOString()}::timestamptz and ${until.toISOString()}::timestamptz`,
      ),
    )
    .limit(50);
  let settled = 0;
  for (const { intentId } of pending) {
    if (!intentId) continue;
    try {
      const intent = await deps.provider.retrieveIntent(intentId);
      if (intent.status === 'succeeded' && (await settleGiftCardIntent(deps, publicUrl, intent, now))) settled++;
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
    }
  }
  return settled;
}
