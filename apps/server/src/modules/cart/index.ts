// The cart's public face: a member's open order, its lines, the tickets they hold and the vouchers on it.
// Other modules import only this file; the tables stay inside.
export { cartRoutes } from './routes.ts';
export { cartSettings, type CartSettings } from './settings.ts';
export { cartCurrency, expireLapsedReservations, isFrozen, loadLines, ticketCount, type Order, type OrderLine } from './orders.ts';
export { checkOrderVoucher, priceLines } from './pricing.ts';
export {
  availabilityOf,
  itemsWithLines,
  lockItems,
  soldOutMessage,
  ticketsLeft,
  ticketsTaken,
  ticketsTakenSql,
  type CatalogItem,
} from './stock.ts';
export { hasPaidBooking, holdsPaidBookingSql, paidUnrefunded } from './paid-orders.ts';
export { itemBookedLines, memberBookedLines, type BookedLine, type ItemBookedLine } from './booked-lines.ts';
export { standingBookings, type StandingBooking } from './notice-bookings.ts';
export { createVoucher } from './vouchers.ts';
export { checkVoucherItem, voucherDayEnd, voucherDayStart, VoucherInputError, voucherSummary, type Voucher } from './vouchers.ts';
export {
  lockVoucher,
  paidRedemptions,
  updateVoucher,
  voucherListing,
  voucherListings,
  voucherRedemptionsOf,
  type VoucherListing,
} from './console-vouchers.ts';
export { markWaitingListBought, queueWaitingListOffers } from './waiting-list.ts';
export { waitingListModule } from './waiting-list-routes.ts';
