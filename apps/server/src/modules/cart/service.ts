import { and, asc, eq, inArray, lte, ne } from 'drizzle-orm';
import { maxTicketsPerOrder, type CartItem, type CartLineAction, type OrderData, type ProductGroup, type UpdateCartChange } from '@trg/contract/cart';
import { DEFAULT_CURRENCY, minorToDecimal } from '@trg/contract/money';
import { priceOrder, priceTicket, type DiscountRule, type PricingRates } from '@trg/contract/pricing';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../plugins/http-error.ts';
import { catalogItems, type ItemKind } from '../catalog/schema.ts';
import { imageUrl } from '../media/images.ts';
import { saleState } from './sales-window.ts';
import { OPEN_ORDER_STATUSES, orderItems, orders, vouchers } from './schema.ts';
import { soldOutMessage, ticketsLeft, ticketsTaken, type CatalogItem } from './stock.ts';
import { checkVoucher, findVoucher, normaliseVoucherCode, redemptionsInUse, type Voucher } from './vouchers.ts';

export interface CartSettings {
  rates: PricingRates;
  reservationMinutes: number;
}

export type Order = typeof orders.$inferSelect;
export type OrderLine = typeof orderItems.$inferSelect & { item: CatalogItem };

export const KIND_BY_GROUP: Record<ProductGroup, ItemKind> = { Events: 'event', Experiences: 'experience' };
export const GROUP_BY_KIND: Record<ItemKind, ProductGroup> = { event: 'Events', experience: 'Experiences' };

/** Orders whose prices are frozen: a payment is under way and the tickets are held. */
export function isFrozen(order: Pick<Order, 'status'>): boolean {
  return order.status === 'awaiting_payment' || order.status === 'payment_failed';
}

export function noun(kind: ItemKind): string {
  return kind === 'event' ? 'event' : 'experience';
}

export async function findOpenOrder(db: Db, userId: number, lock = false): Promise<Order | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...OPEN_ORDER_STATUSES])))
    .limit(1);
  const [order] = lock ? await query.for('update') : await query;
  return order;
}

/** The member's open order, made on first use (two first uses at once still make one). */
async function openOrderForUpdate(tx: Db, userId: number): Promise<Order> {
  const existing = await findOpenOrder(tx, userId, true);
  if (existing) return existing;
  await tx.insert(orders).values({ userId, status: 'cart' }).onConflictDoNothing();
  const created = await findOpenOrder(tx, userId, true);
  if (!created) throw new Error('could not open a cart');
  return created;
}

export async function loadLines(db: Db, orderId: number): Promise<OrderLine[]> {
  const rows = await db
    .select({ line: orderItems, item: catalogItems })
    .from(orderItems)
    .innerJoin(catalogItems, eq(catalogItems.id, orderItems.itemId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({ ...row.line, item: row.item }));
}

/** Reservations that ran out: their orders become 'expired' (still the member's cart, no longer holding tickets). */
export async function expireLapsedReservations(db: Db, now: Date, userId?: number): Promise<number> {
  const lapsed = await db
    .update(orders)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        inArray(orders.status, ['awaiting_payment', 'payment_failed']),
        lte(orders.reservedUntil, now),
        userId === undefined ? undefined : eq(orders.userId, userId),
      ),
    )
    .returning({ id: orders.id });
  return lapsed.length;
}

function cartItem(line: OrderLine, unitPriceMinor: number, settings: CartSettings): CartItem {
  const { item } = line;
  const ticket = priceTicket(unitPriceMinor, item.currency, settings.rates);
  const isEvent = item.kind === 'event';
  const money = (minor: number) => minorToDecimal(minor, item.currency);
  return {
    orderType: GROUP_BY_KIND[item.kind],
    quantity: line.quantity,
    price: money(unitPriceMinor),
    currency: item.currency,
    clientTransactionFee: money(ticket.feeMinor),
    mainExperienceImage: imageUrl(item.imageKey, 640),
    event__id: isEvent ? item.id : null,
    event__eventTitle: isEvent ? item.title : null,
    event__eventType: isEvent ? item.itemType : null,
    experiences__id: isEvent ? null : item.id,
    experiences__experienceTitle: isEvent ? null : item.title,
    experiences__experienceType: isEvent ? null : item.itemType,
    productId: item.id,
    maximumQuantity: maxTicketsPerOrder(item),
    ticketsPerOrder: item.ticketsPerOrder ?? 1,
    feeVat: money(ticket.vatMinor),
    allInPrice: money(ticket.allInMinor),
    date: item.date,
    time: item.time,
    timeZone: item.timeZone,
  };
}

export interface PricedCart {
  order: Order | undefined;
  lines: OrderLine[];
  voucher: Voucher | undefined;
  /** Why the order's voucher does not apply now, when it does not. */
  voucherProblem: string | null;
  discountRule: DiscountRule | null;
  priced: ReturnType<typeof priceOrder>;
  currency: string | null;
}

/** Prices the cart at today's prices (or, during a payment, at the prices frozen for it). */
export async function priceCart(db: Db, order: Order | undefined, settings: CartSettings, now: Date): Promise<PricedCart> {
  const lines = order ? await loadLines(db, order.id) : [];
  const currency = lines[0]?.item.currency ?? null;
  const frozen = order !== undefined && isFrozen(order);
  const unitPrice = (line: OrderLine) => (frozen ? (line.unitPriceMinor ?? 0) : (line.item.priceMinor ?? 0));
  let voucher: Voucher | undefined;
  let voucherProblem: string | null = null;
  let discountRule: DiscountRule | null = null;
  if (order?.voucherId) {
    [voucher] = await db.select().from(vouchers).where(eq(vouchers.id, order.voucherId)).limit(1);
  }
  if (voucher && order && frozen) {
    // During a payment the discount is the one frozen with the prices.
    if (order.discountMinor) discountRule = { kind: 'fixed', amountMinor: order.discountMinor, itemId: null };
  } else if (voucher && order) {
    const check = checkVoucher(voucher, {
      now,
      currency,
      lines: lines.map((line) => ({ itemId: line.itemId, title: line.item.title })),
      inUse: await redemptionsInUse(db, voucher.id, order.id, now),
    });
    if (check.ok) discountRule = check.rule;
    else voucherProblem = check.message;
  }
  const priced = priceOrder(
    lines.map((line) => ({ itemId: line.itemId, unitPriceMinor: unitPrice(line), quantity: line.quantity })),
    currency ?? DEFAULT_CURRENCY,
    settings.rates,
    discountRule,
  );
  return { order, lines, voucher, voucherProblem, discountRule, priced, currency };
}

export function toOrderData(cart: PricedCart, settings: CartSettings): OrderData {
  const { order, lines, priced, voucher } = cart;
  const currency = cart.currency ?? DEFAULT_CURRENCY;
  const money = (minor: number) => minorToDecimal(minor, currency);
  const frozen = order !== undefined && isFrozen(order);
  return {
    OrderId: order?.id ?? null,
    numberOfItemsInCart: priced.numberOfItems,
    subtotal: money(priced.subtotalMinor),
    bookingFees: money(priced.feesMinor),
    VAT: money(priced.vatMinor),
    cartTotal: money(priced.totalMinor),
    cart: lines.map((line) => cartItem(line, frozen ? (line.unitPriceMinor ?? 0) : (line.item.priceMinor ?? 0), settings)),
    ...(voucher && cart.discountRule ? { discount: money(priced.discountMinor), voucherCode: voucher.code } : {}),
    ...(cart.voucherProblem ? { voucherMessage: cart.voucherProblem } : {}),
    currency: cart.currency,
    status: order?.status ?? null,
    reservedUntil: order?.reservedUntil && frozen ? order.reservedUntil.toISOString() : null,
  };
}

/** GET /api/cart/my-orders */
export async function myOrderData(db: Db, userId: number, settings: CartSettings, now = new Date()): Promise<OrderData> {
  await expireLapsedReservations(db, now, userId);
  const order = await findOpenOrder(db, userId);
  return toOrderData(await priceCart(db, order, settings, now), settings);
}

export async function cartCount(db: Db, userId: number): Promise<number> {
  const order = await findOpenOrder(db, userId);
  if (!order) return 0;
  const lines = await db.select({ quantity: orderItems.quantity }).from(orderItems).where(eq(orderItems.orderId, order.id));
  return lines.reduce((sum, line) => sum + line.quantity, 0);
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

const tickets = (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}`;

async function changeLine(
  tx: Db,
  order: Order,
  input: { action: CartLineAction; group: ProductGroup; productId: number; quantity: number },
  now: Date,
): Promise<string> {
  const kind = KIND_BY_GROUP[input.group];
  const [item] = await tx.select().from(catalogItems).where(eq(catalogItems.id, input.productId)).limit(1);
  if (!item || item.kind !== kind) throw notFound(`We could not find that ${noun(kind)}.`);
  const [line] = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.itemId, item.id)))
    .limit(1);
  if (input.action !== 'add' && !line) throw notFound(`${item.title} is not in your cart.`);

  if (input.action === 'remove' && line) {
    await tx.delete(orderItems).where(eq(orderItems.id, line.id));
    return `${item.title} has been removed from your cart.`;
  }
  const current = line?.quantity ?? 0;
  if (input.action === 'decrease' && line) {
    if (current <= 1) {
      throw badRequest(`You have 1 ticket for ${item.title}; use remove to take it out of your cart.`, {
        quantity: 'The quantity cannot go below 1.',
      });
    }
    await tx.update(orderItems).set({ quantity: current - 1 }).where(eq(orderItems.id, line.id));
    return `You now have ${tickets(current - 1)} for ${item.title}.`;
  }

  // add and increase sell more: the item must be on sale, in the cart's currency, within the limits.
  const state = saleState(item, now);
  if (!state.onSale) {
    if (state.reason === 'not_found') throw notFound(`We could not find that ${noun(kind)}.`);
    throw conflict(state.message);
  }
  const [other] = await tx
    .select({ currency: catalogItems.currency })
    .from(orderItems)
    .innerJoin(catalogItems, eq(catalogItems.id, orderItems.itemId))
    .where(and(eq(orderItems.orderId, order.id), ne(orderItems.itemId, item.id)))
    .limit(1);
  if (other && other.currency !== item.currency) {
    throw conflict(
      `Your cart is in ${other.currency} and ${item.title} is priced in ${item.currency}. One order takes one currency: please check out or empty your cart first.`,
      { productId: 'This item is in another currency.' },
    );
  }
  const wanted = input.action === 'add' ? current + input.quantity : current + 1;
  const maximum = maxTicketsPerOrder(item);
  if (wanted > maximum) {
    throw badRequest(`You can book up to ${tickets(maximum)} for ${item.title}.`, {
      quantity: `At most ${maximum}${current > 0 ? `, and you have ${current} in your cart` : ''}.`,
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
  return input.action === 'add'
    ? `Added ${tickets(input.quantity)} for ${item.title} to your cart.`
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
  const check = checkVoucher(voucher, {
    now,
    currency: lines[0]?.item.currency ?? null,
    lines: lines.map((line) => ({ itemId: line.itemId, title: line.item.title })),
    inUse: await redemptionsInUse(tx, voucher.id, order.id, now),
    itemTitle,
  });
  if (!check.ok) throw badRequest(check.message, { voucherCode: check.message });
  let replaced = '';
  if (order.voucherId !== null && order.voucherId !== voucher.id) {
    const [previous] = await tx.select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.id, order.voucherId)).limit(1);
    if (previous) replaced = ` in place of ${previous.code} (one voucher an order)`;
  }
  await tx.update(orders).set({ voucherId: voucher.id }).where(eq(orders.id, order.id));
  return `Voucher ${voucher.code} applied${replaced}: ${check.summary}.`;
}

/** POST /api/cart/update-item-to-cart: one change in one transaction, answered with the new order data. */
export async function updateCart(
  db: Db,
  userId: number,
  input: UpdateCartChange,
  settings: CartSettings,
  now = new Date(),
): Promise<OrderData & { message: string }> {
  const message = await db.transaction(async (tx) => {
    const order = await openOrderForUpdate(tx, userId);
    let text: string;
    if (input.action === 'voucher') {
      text = await applyVoucher(tx, order, input.voucherCode, now);
    } else {
      text = await changeLine(
        tx,
        order,
        { action: input.action, group: input.productGroup, productId: input.productId, quantity: input.quantity ?? 1 },
        now,
      );
    }
    await reopenCart(tx, order, now);
    return text;
  });
  return { ...(await myOrderData(db, userId, settings, now)), message };
}
