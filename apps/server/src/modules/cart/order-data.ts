import { maxTicketsPerOrder, type CartItem, type CartSummary, type OrderData, type ProductGroup } from '@trg/contract/cart';
import { DEFAULT_CURRENCY, minorToDecimal } from '@trg/contract/money';
import { priceTicket, type PricingRates } from '@trg/contract/pricing';
import type { Db } from '../../db/client.ts';
import { refundTermsOf, type ItemKind } from '../catalog/index.ts';
import { describeRefundTerms, effectiveRefundTerms } from '@trg/contract/refund-policy';
import { imageUrl } from '../media/index.ts';
import { expireLapsedReservations, findOpenOrder, ticketCount, type OrderLine } from './orders.ts';
import { priceCart, unitPriceMinor, type PricedCart } from './pricing.ts';
import { zoneOnTheWire } from '@trg/contract/local-time-labels';

// The cart's answers in the spec's names (spec part 1 §3 and §7): the only place they meet our columns.

export const KIND_BY_GROUP: Record<ProductGroup, ItemKind> = { Events: 'event', Experiences: 'experience' };
export const GROUP_BY_KIND: Record<ItemKind, ProductGroup> = { event: 'Events', experience: 'Experiences' };

/** One line of the cart; the spec names the item's id, title and type after its kind, the other kind's are null. */
function cartItem(line: OrderLine, frozen: boolean, rates: PricingRates): CartItem {
  const { item } = line;
  const priceMinor = unitPriceMinor(line, frozen);
  const ticket = priceTicket(priceMinor, item.currency, rates);
  const isEvent = item.kind === 'event';
  const money = (minor: number) => minorToDecimal(minor, item.currency);
  return {
    orderType: GROUP_BY_KIND[item.kind],
    quantity: line.quantity,
    price: money(priceMinor),
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
    ...zoneOnTheWire(item.timeZone, item.date, item.time),
    // A slot's line: its date and time above are the slot's; its page is its experience's.
    ...(item.parentId !== null ? { slot: { id: item.id, experienceId: item.parentId } } : {}),
    refundTerms: describeRefundTerms(effectiveRefundTerms(refundTermsOf(item))),
  };
}

export function toOrderData(cart: PricedCart, rates: PricingRates): OrderData {
  const { order, lines, priced, voucher, frozen } = cart;
  const money = (minor: number) => minorToDecimal(minor, cart.currency ?? DEFAULT_CURRENCY);
  return {
    OrderId: order?.id ?? null,
    numberOfItemsInCart: priced.numberOfItems,
    subtotal: money(priced.subtotalMinor),
    bookingFees: money(priced.feesMinor),
    VAT: money(priced.vatMinor),
    cartTotal: money(priced.totalMinor),
    cart: lines.map((line) => cartItem(line, frozen, rates)),
    ...(voucher && cart.discountRule ? { discount: money(priced.discountMinor), voucherCode: voucher.code } : {}),
    ...(cart.voucherProblem ? { voucherMessage: cart.voucherProblem } : {}),
    currency: cart.currency,
    status: order?.status ?? null,
    reservedUntil: order?.reservedUntil && frozen ? order.reservedUntil.toISOString() : null,
  };
}

/** GET /api/cart/my-orders */
export async function myOrderData(db: Db, userId: number, rates: PricingRates, now = new Date()): Promise<OrderData> {
  await expireLapsedReservations(db, now, userId);
  const order = await findOpenOrder(db, userId);
  return toOrderData(await priceCart(db, order, rates, now), rates);
}

/** GET /api/cart/get-cart-summary */
export async function cartSummary(db: Db, userId: number): Promise<CartSummary> {
  const order = await findOpenOrder(db, userId);
  return { numberOfItemsInCart: order ? await ticketCount(db, order.id) : 0 };
}
