import { eq } from 'drizzle-orm';
import { maxTicketsPerOrder, type CartLineChange, type OrderData, type UpdateCartChange } from '@trg/contract/cart';
import { ORDER_TOTAL_MAX_MINOR, priceOrder, type PricingRates } from '@trg/contract/pricing';
import { formatMoney } from '@trg/contract/money';
import { saleState } from '@trg/contract/sale-state';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../plugins/http-error.ts';
import { catalogItems, type ItemKind } from '../catalog/schema.ts';
import { KIND_BY_GROUP, myOrderData } from './order-data.ts';
import { findOpenOrder, isFrozen, loadLines, type Order } from './orders.ts';
import { checkOrderVoucher } from './pricing.ts';
import { orderItems, orders, vouchers } from './schema.ts';
import { soldOutMessage, ticketsLeft, ticketsTaken } from './stock.ts';
import { findVoucher, normaliseVoucherCode } from './vouchers.ts';

function noun(kind: ItemKind): string {
  return kind === 'event' ? 'event' : 'experience';
}

const tickets = (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}`;

/** The member's open order, made on first use (two first uses at once still make one). */
async function openOrderForUpdate(tx: Db, userId: number): Promise<Order> {
  const existing = await findOpenOrder(tx, userId, true);
  if (existing) return existing;
  await tx.insert(orders).values({ userId, status: 'cart' }).onConflictDoNothing();
  const created = await findOpenOrder(tx, userId, true);
  if (!created) throw new Error('could not open a cart');
  return created;
}

/** Any change to the cart ends a payment under way: the hold is released and prices are read afresh. */
async function reopenCart(tx: Db, order: Order, now: Date): Promise<void> {
  const [first] = await tx
    .select({ currency: catalogItems.currency })
    .from(orderItems)
    .innerJoin(catalogItems, eq(catalogItems.id, orderItems.itemId))
    .where(eq(orderItems.orderId, order.id))
    .limit(1);
  await tx
    .update(orders)
    .set({
      status: 'cart',
      currency: first?.currency ?? null,
      reservedUntil: null,
      subtotalMinor: null,
      discountMinor: null,
      feesMinor: null,
      vatMinor: null,
      totalMinor: null,
      updatedAt: now,
    })
    .where(eq(orders.id, order.id));
  await tx
    .update(orderItems)
    .set({ unitPriceMinor: null, unitFeeMinor: null, unitVatMinor: null })
    .where(eq(orderItems.orderId, order.id));
}

async function changeLine(tx: Db, order: Order, change: CartLineChange, rates: PricingRates, now: Date): Promise<string> {
  const kind = KIND_BY_GROUP[change.productGroup];
  const [item] = await tx.select().from(catalogItems).where(eq(catalogItems.id, change.productId)).limit(1);
  if (!item || item.kind !== kind) throw notFound(`We could not find that ${noun(kind)}.`);
  const lines = await loadLines(tx, order.id);
  const line = lines.find((one) => one.itemId === item.id);
  if (change.action !== 'add' && !line) throw notFound(`${item.title} is not in your cart.`);

  if (change.action === 'remove' && line) {
    await tx.delete(orderItems).where(eq(orderItems.id, line.id));
    return `${item.title} has been removed from your cart.`;
  }
  const current = line?.quantity ?? 0;
  if (change.action === 'decrease' && line) {
    if (current <= 1) {
      throw badRequest(`You have 1 ticket for ${item.title}; use remove to take it out of your cart.`, {
        quantity: 'The quantity cannot go below 1.',
      });
    }
    await tx.update(orderItems).set({ quantity: current - 1 }).where(eq(orderItems.id, line.id));
    return `You now have ${tickets(current - 1)} for ${item.title}.`;
  }

  // add and increase sell more: the item must be on sale, in the cart's currency, within the limits.
  const state = saleState(item, now.getTime());
  if (!state.onSale) {
    if (state.reason === 'draft') throw notFound(`We could not find that ${noun(kind)}.`);
    throw conflict(state.message);
  }
  const others = lines.filter((one) => one.itemId !== item.id);
  const other = others[0]?.item;
  if (other && other.currency !== item.currency) {
    throw conflict(
      `Your cart is in ${other.currency} and ${item.title} is priced in ${item.currency}. One order takes one currency: please check out or empty your cart first.`,
      { productId: 'This item is in another currency.' },
    );
  }
  const added = change.quantity ?? 1;
  const wanted = change.action === 'add' ? current + added : current + 1;
  const maximum = maxTicketsPerOrder(item);
  if (wanted > maximum) {
    throw badRequest(`You can book up to ${tickets(maximum)} for ${item.title}.`, {
      quantity: `At most ${maximum}${current > 0 ? `, and you have ${current} in your cart` : ''}.`,
    });
  }
  // One payment takes at most ORDER_TOTAL_MAX_MINOR: said now, not when the payment fails.
  const total = priceOrder(
    [...others, { itemId: item.id, item, quantity: wanted }].map((one) => ({ itemId: one.itemId, unitPriceMinor: one.item.priceMinor ?? 0, quantity: one.quantity })),
    item.currency,
    rates,
    null,
  ).totalMinor;
  if (total > ORDER_TOTAL_MAX_MINOR) {
    const most = formatMoney(ORDER_TOTAL_MAX_MINOR, item.currency);
    throw badRequest(`One order can come to at most ${most}, fees included. Please book fewer tickets in this order.`, {
      quantity: `This would bring your order over ${most}.`,
    });
  }
  const taken = await ticketsTaken(tx, [item.id], order.id, now);
  const left = ticketsLeft(item, taken.get(item.id) ?? 0);
  if (wanted > left) throw conflict(soldOutMessage(item.title, left));
  if (line) {
    await tx.update(orderItems).set({ quantity: wanted }).where(eq(orderItems.id, line.id));
  } else {
    await tx.insert(orderItems).values({ orderId: order.id, itemId: item.id, quantity: wanted });
  }
  return change.action === 'add'
    ? `Added ${tickets(added)} for ${item.title} to your cart.`
    : `You now have ${tickets(wanted)} for ${item.title}.`;
}

async function applyVoucher(tx: Db, order: Order, code: string, now: Date): Promise<string> {
  const wanted = normaliseVoucherCode(code);
  if (wanted === '') {
    await tx.update(orders).set({ voucherId: null }).where(eq(orders.id, order.id));
    return 'The voucher has been removed from your cart.';
  }
  const voucher = await findVoucher(tx, wanted);
  if (!voucher) {
    const message = `We do not recognise the voucher code ${wanted}.`;
    throw badRequest(message, { voucherCode: message });
  }
  const lines = await loadLines(tx, order.id);
  let itemTitle: string | null = null;
  if (voucher.itemId !== null) {
    const [item] = await tx.select({ title: catalogItems.title }).from(catalogItems).where(eq(catalogItems.id, voucher.itemId)).limit(1);
    itemTitle = item?.title ?? null;
  }
  const check = await checkOrderVoucher(tx, voucher, order.id, lines, now, itemTitle);
  if (!check.ok) throw badRequest(check.message, { voucherCode: check.message });
  let replaced = '';
  if (order.voucherId !== null && order.voucherId !== voucher.id) {
    const [previous] = await tx.select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.id, order.voucherId)).limit(1);
    if (previous) replaced = ` in place of ${previous.code} (one voucher an order)`;
  }
  await tx.update(orders).set({ voucherId: voucher.id }).where(eq(orders.id, order.id));
  return `Voucher ${voucher.code} applied${replaced}: ${check.summary}.`;
}

/** What a cart change runs with. */
export interface CartDeps {
  db: Db;
  /** Tickets of these items were let go (committed): what their public answers show has changed. */
  onAvailabilityChanged: (itemIds: readonly number[]) => void;
}

/** POST /api/cart/update-item-to-cart: one change in one transaction, answered with the new order data. */
export async function updateCart(
  { db, onAvailabilityChanged }: CartDeps,
  userId: number,
  change: UpdateCartChange,
  rates: PricingRates,
  now = new Date(),
): Promise<OrderData & { message: string }> {
  const { text: message, releasedItemIds } = await db.transaction(async (tx) => {
    const order = await openOrderForUpdate(tx, userId);
    // Reopening lets go of the tickets a checkout in progress was holding.
    const held = isFrozen(order) ? (await loadLines(tx, order.id)).map((line) => line.itemId) : [];
    const text = change.action === 'voucher' ? await applyVoucher(tx, order, change.voucherCode, now) : await changeLine(tx, order, change, rates, now);
    await reopenCart(tx, order, now);
    return { text, releasedItemIds: held };
  });
  if (releasedItemIds.length > 0) onAvailabilityChanged(releasedItemIds);
  return { ...(await myOrderData(db, userId, rates, now)), message };
}
