import { and, count, desc, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/fragments.ts';
import { catalogItems } from '../catalog/schema.ts';
import { orders, voucherRedemptions, vouchers, type OrderStatus } from './schema.ts';
import { redemptionsInUseSql, type Voucher } from './vouchers.ts';

// The console's vouchers, read and changed here where the vouchers and their redemptions live.

/** A voucher as the console lists it: its item's title, the paid orders that used it and the places in use. */
export interface VoucherListing {
  voucher: Voucher;
  itemTitle: string | null;
  /** Paid orders that used the voucher. */
  redemptions: number;
  /** What counts towards its limit now, by the cart's rule. */
  inUse: number;
}

const paidCount = sql<number>`(select count(*)::int from ${voucherRedemptions} r join ${orders} o on o.id = r.order_id
  where r.voucher_id = ${vouchers.id} and o.status = 'paid')`;

const listingColumns = (now: Date) => ({
  voucher: vouchers,
  itemTitle: catalogItems.title,
  redemptions: paidCount,
  inUse: redemptionsInUseSql(qualified(vouchers.id), now),
});

/** A page of vouchers, newest first; `pattern` (an ILIKE pattern) searches code, description and item title. */
export async function voucherListings(
  db: Db,
  { pattern, limit, offset }: { pattern?: string | undefined; limit: number; offset: number },
): Promise<{ rows: VoucherListing[]; count: number }> {
  const where = pattern
    ? or(ilike(vouchers.code, pattern), ilike(vouchers.description, pattern), ilike(catalogItems.title, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(listingColumns(new Date()))
      .from(vouchers)
      .leftJoin(catalogItems, eq(catalogItems.id, vouchers.itemId))
      .where(where)
      .orderBy(desc(vouchers.createdAt), desc(vouchers.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(vouchers).leftJoin(catalogItems, eq(catalogItems.id, vouchers.itemId)).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function voucherListing(db: Db, id: number): Promise<VoucherListing | undefined> {
  const [row] = await db
    .select(listingColumns(new Date()))
    .from(vouchers)
    .leftJoin(catalogItems, eq(catalogItems.id, vouchers.itemId))
    .where(eq(vouchers.id, id))
    .limit(1);
  return row;
}

/** How many orders have paid with the voucher: from the first, what it gives is fixed. */
export async function paidRedemptions(db: Db, voucherId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherRedemptions)
    .innerJoin(orders, eq(orders.id, voucherRedemptions.orderId))
    .where(and(eq(voucherRedemptions.voucherId, voucherId), isNotNull(orders.paidAt)));
  return row?.n ?? 0;
}

export interface VoucherRedemption {
  orderId: number;
  bookingReference: string | null;
  /** The buyer's account; null once it was deleted. */
  userId: number | null;
  buyerEmail: string | null;
  discountMinor: number | null;
  currency: string | null;
  status: OrderStatus;
  paidAt: Date | null;
  at: Date;
}

/** The orders that redeemed the voucher, newest first. */
export async function voucherRedemptionsOf(db: Db, voucherId: number): Promise<VoucherRedemption[]> {
  return db
    .select({
      orderId: orders.id,
      bookingReference: orders.bookingReference,
      userId: orders.userId,
      buyerEmail: orders.buyerEmail,
      discountMinor: orders.discountMinor,
      currency: orders.currency,
      status: orders.status,
      paidAt: orders.paidAt,
      at: voucherRedemptions.createdAt,
    })
    .from(voucherRedemptions)
    .innerJoin(orders, eq(orders.id, voucherRedemptions.orderId))
    .where(eq(voucherRedemptions.voucherId, voucherId))
    .orderBy(desc(voucherRedemptions.createdAt), desc(voucherRedemptions.id));
}

/** The voucher, its row locked until the transaction ends. */
export async function lockVoucher(tx: Db, id: number): Promise<Voucher | undefined> {
  const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.id, id)).for('update').limit(1);
  return voucher;
}

export type VoucherSettings = Partial<Omit<Voucher, 'id' | 'code' | 'createdAt'>>;

export async function updateVoucher(tx: Db, id: number, settings: VoucherSettings): Promise<Voucher | undefined> {
  const [updated] = await tx.update(vouchers).set(settings).where(eq(vouchers.id, id)).returning();
  return updated;
}
