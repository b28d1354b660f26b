import { and, count, eq, ne, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { formatDate } from '@trg/contract/dates';
import { DEFAULT_CURRENCY, formatMoney } from '@trg/contract/money';
import { isCurrencyCode } from '@trg/contract/lists/currencies';
import type { DiscountRule } from '@trg/contract/pricing';
import { VOUCHER_CODE_PATTERN, VOUCHER_MESSAGES } from '@trg/contract/operator-vouchers';
import type { Db } from '../../db/client.ts';
import { qualified as q } from '../../db/fragments.ts';
import { catalogItems } from '../catalog/schema.ts';
import { orders, voucherRedemptions, vouchers } from './schema.ts';
import { liveReservation } from './stock.ts';

export type Voucher = typeof vouchers.$inferSelect;

export const VOUCHER_CODE = VOUCHER_CODE_PATTERN;

/**
 * A voucher's window is whole days in UTC, as the command and the console take it (YYYY-MM-DD): valid from the
 * first instant of its first day to the last instant of its last day.
 */
export const voucherDayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
export const voucherDayEnd = (day: string) => new Date(`${day}T23:59:59.999Z`);

export function normaliseVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

export async function findVoucher(db: Db, code: string): Promise<Voucher | undefined> {
  const [voucher] = await db
    .select()
    .from(vouchers)
    .where(eq(vouchers.code, normaliseVoucherCode(code)))
    .limit(1);
  return voucher;
}

/**
 * SQL true for a redemption that holds a place under the voucher's limit at `now`: its order is paid, or its
 * checkout's reservation is still live. Over voucher_redemptions joined to their orders.
 */
function redemptionInUse(now: Date): SQL {
  return sql`(${q(orders.status)} = 'paid' or ${liveReservation(now)})`;
}

/** How many redemptions of the voucher hold a place now, leaving out the order `exceptOrderId`'s own. */
export async function redemptionsInUse(db: Db, voucherId: number, exceptOrderId: number | null, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherRedemptions)
    .innerJoin(orders, eq(orders.id, voucherRedemptions.orderId))
    .where(
      and(
        eq(voucherRedemptions.voucherId, voucherId),
        exceptOrderId === null ? sql`true` : ne(orders.id, exceptOrderId),
        redemptionInUse(now),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The same count for each voucher of a statement that reads vouchers (the console's list, a cart change), as a
 * subquery; `exceptOrderId` leaves out one order's own redemption, as `redemptionsInUse` does.
 */
export function redemptionsInUseSql(voucherId: SQLWrapper, now: Date, exceptOrderId?: SQLWrapper): SQL<number> {
  const except = exceptOrderId === undefined ? sql`` : sql` and ${q(orders.id)} is distinct from ${exceptOrderId}`;
  return sql<number>`(select count(*)::int from ${voucherRedemptions} inner join ${orders} on ${q(orders.id)} = ${q(voucherRedemptions.orderId)}
    where ${q(voucherRedemptions.voucherId)} = ${voucherId} and ${redemptionInUse(now)}${except})`.mapWith(Number);
}

export interface VoucherContext {
  now: Date;
  /** The order's currency; null for an empty cart. */
  currency: string | null;
  lines: ReadonlyArray<{ itemId: number; title: string }>;
  inUse: number;
  /** Title of the voucher's item, for the message when it is not in the cart. */
  itemTitle?: string | null;
}

export type VoucherCheck = { ok: true; rule: DiscountRule; summary: string } | { ok: false; message: string };

/** What a voucher gives, in words: "10% off" or "£5.00 off". */
export function voucherSummary(voucher: Voucher): string {
  return voucher.kind === 'percent'
    ? `${voucher.percent}% off`
    : `${formatMoney(voucher.amountMinor ?? 0, voucher.currency ?? DEFAULT_CURRENCY)} off`;
}

/** Whether a voucher applies to this cart now, and if not, a message that says why. */
export function checkVoucher(voucher: Voucher, context: VoucherContext): VoucherCheck {
  const code = voucher.code;
  if (context.lines.length === 0) {
    return { ok: false, message: 'Add a booking to your cart before applying a voucher.' };
  }
  if (voucher.disabledAt) {
    return { ok: false, message: `The voucher ${code} has been withdrawn and can no longer be used.` };
  }
  if (voucher.validFrom && context.now < voucher.validFrom) {
    return { ok: false, message: `The voucher ${code} can be used from ${formatDate(voucher.validFrom)}.` };
  }
  if (voucher.validUntil && context.now > voucher.validUntil) {
    return { ok: false, message: `The voucher ${code} expired on ${formatDate(voucher.validUntil)}.` };
  }
  if (voucher.maxRedemptions !== null && context.inUse >= voucher.maxRedemptions) {
    return { ok: false, message: `The voucher ${code} has been used up.` };
  }
  if (voucher.itemId !== null && !context.lines.some((line) => line.itemId === voucher.itemId)) {
    const only = context.itemTitle ? ` only to ${context.itemTitle}, which` : ' only to a booking that';
    return { ok: false, message: `The voucher ${code} applies${only} is not in your cart.` };
  }
  if (voucher.kind === 'fixed' && voucher.currency !== context.currency) {
    return { ok: false, message: `The voucher ${code} is for bookings in ${voucher.currency}; your cart is in ${context.currency}.` };
  }
  const rule: DiscountRule =
    voucher.kind === 'percent'
      ? { kind: 'percent', percent: voucher.percent ?? 0, itemId: voucher.itemId }
      : { kind: 'fixed', amountMinor: voucher.amountMinor ?? 0, itemId: voucher.itemId };
  return { ok: true, rule, summary: voucherSummary(voucher) };
}

export interface NewVoucher {
  code: string;
  percent?: number;
  amountMinor?: number;
  currency?: string;
  itemId?: number | null;
  validFrom?: Date | null;
  validUntil?: Date | null;
  maxRedemptions?: number | null;
  description?: string | null;
}

/** A voucher that makes no sense; `field` names the input it is about (code, percent, amount...). */
export class VoucherInputError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** The item a voucher may be limited to must exist and be published (Active). */
export async function checkVoucherItem(db: Db, itemId: number): Promise<{ id: number; title: string }> {
  const [item] = await db
    .select({ id: catalogItems.id, title: catalogItems.title, status: catalogItems.status })
    .from(catalogItems)
    .where(eq(catalogItems.id, itemId))
    .limit(1);
  if (!item || item.status !== 'Active') throw new VoucherInputError(VOUCHER_MESSAGES.item, 'itemId');
  return { id: item.id, title: item.title };
}

/** Creates a voucher after checking it makes sense; used by the voucher command, the demo seed and the console. */
export async function createVoucher(db: Db, input: NewVoucher): Promise<Voucher> {
  const code = normaliseVoucherCode(input.code);
  if (!VOUCHER_CODE.test(code)) throw new VoucherInputError(VOUCHER_MESSAGES.code, 'code');
  const { percent, amountMinor } = input;
  const isPercent = percent !== undefined;
  if (isPercent === (amountMinor !== undefined)) throw new VoucherInputError('Give either a percentage or an amount.');
  if (percent !== undefined && !(Number.isInteger(percent) && percent >= 1 && percent <= 100)) {
    throw new VoucherInputError(VOUCHER_MESSAGES.percent, 'percent');
  }
  if (amountMinor !== undefined) {
    if (!(Number.isSafeInteger(amountMinor) && amountMinor > 0)) throw new VoucherInputError(VOUCHER_MESSAGES.amount, 'amount');
    if (!input.currency || !isCurrencyCode(input.currency)) throw new VoucherInputError(VOUCHER_MESSAGES.currency, 'currency');
  }
  if (input.validFrom && input.validUntil && input.validFrom > input.validUntil) {
    throw new VoucherInputError(VOUCHER_MESSAGES.window, 'validUntil');
  }
  if (
    input.maxRedemptions !== undefined &&
    input.maxRedemptions !== null &&
    !(Number.isInteger(input.maxRedemptions) && input.maxRedemptions >= 1)
  ) {
    throw new VoucherInputError(VOUCHER_MESSAGES.limit, 'maxRedemptions');
  }
  if (input.itemId !== undefined && input.itemId !== null) await checkVoucherItem(db, input.itemId);
  if (await findVoucher(db, code)) throw new VoucherInputError(`A voucher ${code} exists already.`, 'code');
  const [voucher] = await db
    .insert(vouchers)
    .values({
      code,
      kind: isPercent ? 'percent' : 'fixed',
      percent: isPercent ? input.percent : null,
      amountMinor: isPercent ? null : input.amountMinor,
      currency: isPercent ? null : input.currency,
      itemId: input.itemId ?? null,
      validFrom: input.validFrom ?? null,
      validUntil: input.validUntil ?? null,
      maxRedemptions: input.maxRedemptions ?? null,
      description: input.description ?? null,
    })
    .returning();
  if (!voucher) throw new Error('voucher insert returned nothing');
  return voucher;
}
