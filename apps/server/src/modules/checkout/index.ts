// The checkout's public face: holding, paying, settling and refunding orders, and what they sold.
// Other modules import only this file; the refunds table stays inside.
export { shopModule, type ShopModuleOptions } from './plugin.ts';
export type { CheckoutDeps } from './checkout-deps.ts';
export { processDueRefunds, queueItemRefunds } from './refunds.ts';
export { salesByItem } from './sales.ts';
export { itemPaidLines, memberPaidLines } from './paid-lines.ts';
export { salesInRange, type SalesFiguresInRange, type SalesRange } from './console-sales.ts';
export {
  consoleOrder,
  placedOrders,
  queueConfirmationAgain,
  recordStaffRefund,
  type ConsoleOrder,
  type PlacedOrdersQuery,
  type Refund,
  type StaffRefund,
} from './console-orders.ts';
