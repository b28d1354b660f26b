import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { maxTicketsPerOrder, type CartLineChange, type OrderData, type UpdateCartChange } from '@trg/contract/cart';
import { ORDER_TOTAL_MAX_MINOR, priceOrder, type PricingRates } from '@trg/contract/pricing';
import { formatMoney } from '@trg/contract/money';
import { formatDate } from '@trg/contract/dates';
import { saleState } from '@trg/contract/sale-state';
import { queryRows, type Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../plugins/http-error.ts';
import { catalogItems } from '../catalog/schema.ts';
import type { ItemKind } from '../catalog/index.ts';
import { KIND_BY_GROUP, toOrderData } from './order-data.ts';
import { cartCurrency, isFrozen, type OrderLine } from './orders.ts';
import { priceLines } from './pricing.ts';
import { OPEN_ORDER_STATUSES, orderItems, orders, vouchers, type OrderStatus } from './schema.ts';
import { availabilityOf, soldOutMessage, ticketsLeft, ticketsTakenByOthersSql, type CatalogItem } from './stock.ts';
import { checkVoucher, normaliseVoucherCode, redemptionsInUseSql, type Voucher } from './vouchers.ts';

/*
 * A cart change reads once and writes once, in one transaction: one statement reads the member's open order
 * (locked), its lines with their items, the item being changed with the tickets others hold of it, and the
 * vouchers in question with their places in use; the change is decided in memory; one statement writes it
 * (the line, the order reopened, prices no longer frozen). The answer is worked out from what was read.
 */

/** What a cart change runs with. */
export interface CartDeps {
  db: Db;
  /** Tickets of these items were let go (committed): what their public answers show has changed. */
  onAvailabilityChanged: (itemIds: readonly number[]) => void;
}

type VoucherChange = Extract<UpdateCartChange, { action: 'voucher' }>;

/** An item as a message names it: a slot with its date and time ('Cellar Tour, 17 July 2027 at 15:00'). */
function slotTitle(item: CatalogItem): string {
  return item.parentId !== null && item.date ? `${item.title}, ${formatDate(item.date)}${item.time ? ` at ${item.time}` : ''}` : item.title;
}

function noun(kind: ItemKind): string {
  return kind === 'event' ? 'event' : 'experience';
}

const ticketWord = (n: number) => `${n} ${n === 1 ? 'ticket' : 'tickets'}`;

interface OpenOrder {
  id: number;
  status: OrderStatus;
  voucherId: number | null;
}

interface VoucherInUse {
  voucher: Voucher;
  /** Places under its limit held by other orders now. */
  inUse: number;
}

/** Everything a cart change decides on, read in one statement. */
interface CartForChange {
  order: OpenOrder | null;
  lines: OrderLine[];
  /** The item a line change names, with the tickets other orders take from it now; null when there is none. */
  target: { item: CatalogItem; takenByOthers: number } | null;
  /** The voucher a voucher change names, with the title of the item it is limited to. */
  codeVoucher: (VoucherInUse & { itemTitle: string | null }) | null;
  /** The voucher the order carries. */
  orderVoucher: VoucherInUse | null;
}

async function readCartForChange(tx: Db, userId: number, change: UpdateCartChange, now: Date): Promise<CartForChange> {
  const targetId = change.action === 'voucher' ? null : (change.slot ?? change.productId);
  const code = change.action === 'voucher' ? normaliseVoucherCode(change.voucherCode) : null;
  // The open order's row lock makes changes to one cart (and a checkout starting on it) take turns.
  const openOrder = tx.$with('open_order').as(
    tx
      .select({ id: orders.id, status: orders.status, voucherId: orders.voucherId })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, [...OPEN_ORDER_STATUSES])))
      .limit(1)
      .for('update'),
  );
  const codeVoucher = alias(vouchers, 'code_voucher');
  const codeVoucherItem = alias(catalogItems, 'code_voucher_item');
  const orderVoucher = alias(vouchers, 'order_voucher');
  const orderId = sql`${openOrder.id}`;
  // The items of interest: the order's lines' and the one the change names.
  const itemsOfInterest = sql`array(select ${orderItems.itemId} from ${orderItems} where ${orderItems.orderId} = ${orderId}) || ${targetId}::int`;
  const rows = await tx
    .with(openOrder)
    .select({
      order: { id: openOrder.id, status: openOrder.status, voucherId: openOrder.voucherId },
      line: orderItems,
      item: catalogItems,
      takenByOthers: sql<
        number | null
      >`case when ${catalogItems.id} = ${targetId}::int then ${ticketsTakenByOthersSql(catalogItems.id, orderId, userId, now)} end`,
      codeVoucher,
      codeVoucherInUse: redemptionsInUseSql(codeVoucher.id, now, orderId),
      codeVoucherItemTitle: codeVoucherItem.title,
      orderVoucher,
      orderVoucherInUse: redemptionsInUseSql(orderVoucher.id, now, orderId),
    })
    .from(sql`(values (1)) as one (one)`)
    .leftJoin(openOrder, sql`true`)
    .leftJoin(catalogItems, sql`${catalogItems.id} = any(${itemsOfInterest})`)
    .leftJoin(orderItems, and(eq(orderItems.orderId, openOrder.id), eq(orderItems.itemId, catalogItems.id)))
    .leftJoin(codeVoucher, eq(codeVoucher.code, sql`${code}::text`))
    .leftJoin(codeVoucherItem, eq(codeVoucherItem.id, codeVoucher.itemId))
    .leftJoin(orderVoucher, eq(orderVoucher.id, openOrder.voucherId))
    .orderBy(asc(orderItems.id));
  const [first] = rows;
  const lines: OrderLine[] = [];
  let target: CartForChange['target'] = null;
  for (const row of rows) {
    if (row.line && row.item) lines.push({ ...row.line, item: row.item });
    if (row.item && row.item.id === targetId) target = { item: row.item, takenByOthers: row.takenByOthers ?? 0 };
  }
  return {
    order: first?.order ?? null,
    lines,
    target,
    codeVoucher: first?.codeVoucher
      ? { voucher: first.codeVoucher, inUse: first.codeVoucherInUse, itemTitle: first.codeVoucherItemTitle }
      : null,
    orderVoucher: first?.orderVoucher ? { voucher: first.orderVoucher, inUse: first.orderVoucherInUse } : null,
  };
}

/** The one write a change makes to its line; `none` changes only the order. */
type LineWrite =
  | { kind: 'insert'; itemId: number; quantity: number }
  | { kind: 'update'; lineId: number; quantity: number }
  | { kind: 'delete'; lineId: number }
  | { kind: 'none' };

interface Decision {
  message: string;
  write: LineWrite;
  /** The order's lines once the change is made. */
  lines: OrderLine[];
  /** The order's voucher once the change is made (undefined: unchanged). */
  voucher?: VoucherInUse | null;
}

function decideLineChange(cart: CartForChange, change: CartLineChange, rates: PricingRates, now: Date): Decision {
  const kind = KIND_BY_GROUP[change.productGroup];
  const item = cart.target?.item;
  if (!cart.target || !item || item.kind !== kind) throw notFound(`We could not find that ${noun(kind)}.`);
  // A slot is named by its experience and its own id; the experience itself is sold only through its slots.
  if (change.slot !== undefined && item.parentId !== change.productId) {
    throw notFound("That date and time is not one of this experience's: choose one of the dates and times shown.");
  }
  const title = slotTitle(item);
  if (item.slotted && (change.action === 'add' || change.action === 'increase')) {
    throw badRequest(`Choose a date and time for ${title}: it is booked by the slot.`, { slot: 'Choose a date and time.' });
  }
  const least = item.minimumQuantity ?? 1;
  const { lines } = cart;
  const line = lines.find((one) => one.itemId === item.id);
  if (change.action !== 'add' && !line) throw notFound(`${title} is not in your cart.`);
  const withQuantity = (quantity: number) => lines.map((one) => (one === line ? { ...one, quantity } : one));

  if (change.action === 'remove' && line) {
    return {
      message: `${title} has been removed from your cart.`,
      write: { kind: 'delete', lineId: line.id },
      lines: lines.filter((one) => one !== line),
    };
  }
  const current = line?.quantity ?? 0;
  if (change.action === 'decrease' && line) {
    if (current <= 1) {
      throw badRequest(`You have 1 ticket for ${title}; use remove to take it out of your cart.`, {
        quantity: 'The quantity cannot go below 1.',
      });
    }
    if (current - 1 < least) {
      throw badRequest(`${title} takes parties of at least ${least}; use remove to take it out of your cart.`, {
        quantity: `The quantity cannot go below ${least}.`,
      });
    }
    return {
      message: `You now have ${ticketWord(current - 1)} for ${title}.`,
      write: { kind: 'update', lineId: line.id, quantity: current - 1 },
      lines: withQuantity(current - 1),
    };
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
      `Your cart is in ${other.currency} and ${title} is priced in ${item.currency}. One order takes one currency: please check out or empty your cart first.`,
      { productId: 'This item is in another currency.' },
    );
  }
  const added = change.quantity ?? 1;
  const wanted = change.action === 'add' ? current + added : current + 1;
  if (wanted < least) {
    throw badRequest(`${title} takes parties of at least ${least}: please book ${least} or more places.`, {
      quantity: `At least ${least}.`,
    });
  }
  const maximum = maxTicketsPerOrder(item);
  if (wanted > maximum) {
    throw badRequest(`You can book up to ${ticketWord(maximum)} for ${title}.`, {
      quantity: `At most ${maximum}${current > 0 ? `, and you have ${current} in your cart` : ''}.`,
    });
  }
  // One payment takes at most ORDER_TOTAL_MAX_MINOR: said now, not when the payment fails.
  const total = priceOrder(
    [...others, { itemId: item.id, item, quantity: wanted }].map((one) => ({
      itemId: one.itemId,
      unitPriceMinor: one.item.priceMinor ?? 0,
      quantity: one.quantity,
    })),
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
  const left = ticketsLeft(item, cart.target.takenByOthers);
  if (wanted > left) throw conflict(soldOutMessage(title, left));
  const message =
    change.action === 'add' ? `Added ${ticketWord(added)} for ${title} to your cart.` : `You now have ${ticketWord(wanted)} for ${title}.`;
  if (line) return { message, write: { kind: 'update', lineId: line.id, quantity: wanted }, lines: withQuantity(wanted) };
  const created: OrderLine = {
    id: 0,
    orderId: cart.order?.id ?? 0,
    itemId: item.id,
    quantity: wanted,
    unitPriceMinor: null,
    unitFeeMinor: null,
    unitVatMinor: null,
    refundedAt: null,
    createdAt: now,
    item,
  };
  return { message, write: { kind: 'insert', itemId: item.id, quantity: wanted }, lines: [...lines, created] };
}

function decideVoucher(cart: CartForChange, change: VoucherChange, now: Date): Decision {
  const wanted = normaliseVoucherCode(change.voucherCode);
  const none: LineWrite = { kind: 'none' };
  if (wanted === '') return { message: 'The voucher has been removed from your cart.', write: none, lines: cart.lines, voucher: null };
  if (!cart.codeVoucher) {
    const message = `We do not recognise the voucher code ${wanted}.`;
    throw badRequest(message, { voucherCode: message });
  }
  const { voucher, inUse, itemTitle } = cart.codeVoucher;
  const check = checkVoucher(voucher, {
    now,
    currency: cartCurrency(cart.lines),
    lines: cart.lines.map((line) => ({ itemId: line.itemId, title: line.item.title })),
    inUse,
    itemTitle,
  });
  if (!check.ok) throw badRequest(check.message, { voucherCode: check.message });
  const previous = cart.orderVoucher?.voucher;
  const replaced = previous && previous.id !== voucher.id ? ` in place of ${previous.code} (one voucher an order)` : '';
  return {
    message: `Voucher ${voucher.code} applied${replaced}: ${check.summary}.`,
    write: none,
    lines: cart.lines,
    voucher: cart.codeVoucher,
  };
}

const UNFROZEN = { unitPriceMinor: null, unitFeeMinor: null, unitVatMinor: null };

/**
 * The change in one statement. Any change to the cart ends a payment under way: the order goes back to 'cart',
 * its hold and frozen totals are cleared and its lines' frozen prices too, so prices are read afresh. Returns
 * the order's id, or null when a first change lost the race to open the member's order (then it is tried again).
 */
async function writeCartChange(tx: Db, userId: number, order: OpenOrder | null, decision: Decision, now: Date): Promise<number | null> {
  const { write } = decision;
  const reopen = {
    status: 'cart' as const,
    currency: cartCurrency(decision.lines),
    reservedUntil: null,
    subtotalMinor: null,
    discountMinor: null,
    feesMinor: null,
    vatMinor: null,
    totalMinor: null,
    updatedAt: now,
    ...(decision.voucher === undefined ? {} : { voucherId: decision.voucher?.voucher.id ?? null }),
  };
  if (!order) {
    if (write.kind === 'insert') {
      const [created] = await queryRows<{ order_id: number }>(
        tx,
        sql`with created as (
          insert into ${orders} (${sql.identifier(orders.userId.name)}, ${sql.identifier(orders.status.name)}, ${sql.identifier(orders.currency.name)})
          values (${userId}, 'cart', ${reopen.currency}) on conflict do nothing returning ${sql.identifier(orders.id.name)} as id)
        insert into ${orderItems} (${sql.identifier(orderItems.orderId.name)}, ${sql.identifier(orderItems.itemId.name)}, ${sql.identifier(orderItems.quantity.name)})
        select id, ${write.itemId}, ${write.quantity} from created returning ${sql.identifier(orderItems.orderId.name)}`,
      );
      return created?.order_id ?? null;
    }
    const [created] = await tx
      .insert(orders)
      .values({ userId, status: 'cart', voucherId: null })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    return created?.id ?? null;
  }
  const exceptLine = write.kind === 'update' || write.kind === 'delete' ? ne(orderItems.id, write.lineId) : undefined;
  const unfreezeLines = tx.$with('unfrozen').as(
    tx
      .update(orderItems)
      .set(UNFROZEN)
      .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.unitPriceMinor), exceptLine))
      .returning({ id: orderItems.id }),
  );
  const reopenOrder = tx.$with('reopened').as(tx.update(orders).set(reopen).where(eq(orders.id, order.id)).returning({ id: orders.id }));
  switch (write.kind) {
    case 'insert':
      await tx
        .with(unfreezeLines, reopenOrder)
        .insert(orderItems)
        .values({ orderId: order.id, itemId: write.itemId, quantity: write.quantity });
      break;
    case 'update':
      await tx
        .with(unfreezeLines, reopenOrder)
        .update(orderItems)
        .set({ quantity: write.quantity, ...UNFROZEN })
        .where(eq(orderItems.id, write.lineId));
      break;
    case 'delete':
      await tx.with(unfreezeLines, reopenOrder).delete(orderItems).where(eq(orderItems.id, write.lineId));
      break;
    case 'none':
      await tx.with(unfreezeLines).update(orders).set(reopen).where(eq(orders.id, order.id));
      break;
  }
  return order.id;
}

/** The cart as it stands after the change: today's prices, the order's voucher if it still applies. */
function answer(orderId: number, decision: Decision, previousVoucher: VoucherInUse | null, rates: PricingRates, now: Date): OrderData {
  const voucherInUse = decision.voucher === undefined ? previousVoucher : decision.voucher;
  const { lines } = decision;
  let discountRule = null;
  let voucherProblem: string | null = null;
  if (voucherInUse) {
    const check = checkVoucher(voucherInUse.voucher, {
      now,
      currency: cartCurrency(lines),
      lines: lines.map((line) => ({ itemId: line.itemId, title: line.item.title })),
      inUse: voucherInUse.inUse,
    });
    if (check.ok) discountRule = check.rule;
    else voucherProblem = check.message;
  }
  return toOrderData(
    {
      order: { id: orderId, status: 'cart', reservedUntil: null },
      lines,
      frozen: false,
      voucher: voucherInUse?.voucher,
      voucherProblem,
      discountRule,
      priced: priceLines(lines, false, rates, discountRule),
      currency: cartCurrency(lines),
    },
    rates,
  );
}

/** POST /api/cart/update-item-to-cart: one change in one transaction, answered with the new order data. */
export async function updateCart(
  { db, onAvailabilityChanged }: CartDeps,
  userId: number,
  change: UpdateCartChange,
  rates: PricingRates,
  now = new Date(),
): Promise<OrderData & { message: string }> {
  for (let attempt = 1; ; attempt += 1) {
    const outcome = await db.transaction(async (tx) => {
      const cart = await readCartForChange(tx, userId, change, now);
      const decision = change.action === 'voucher' ? decideVoucher(cart, change, now) : decideLineChange(cart, change, rates, now);
      const orderId = await writeCartChange(tx, userId, cart.order, decision, now);
      if (orderId === null) return null;
      // Reopening lets go of the tickets a checkout in progress was holding.
      const held = cart.order && isFrozen(cart.order) ? availabilityOf(cart.lines) : [];
      return { orderId, decision, held, orderVoucher: cart.orderVoucher };
    });
    // Two first changes at once: the other opened the member's order; this one is made on it.
    if (!outcome) {
      if (attempt < 3) continue;
      throw new Error('could not open a cart');
    }
    if (outcome.held.length > 0) onAvailabilityChanged(outcome.held);
    return { ...answer(outcome.orderId, outcome.decision, outcome.orderVoucher, rates, now), message: outcome.decision.message };
  }
}
