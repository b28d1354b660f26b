// The checkout's public face: holding, paying, settling and refunding orders, and what they sold.
// Other modules import only this file; the refunds table stays inside.
export { shopModule } from './plugin.ts';
export { processDueRefunds, queueItemRefunds } from './refunds.ts';
export { salesByItem } from './sales.ts';
export { bookingsByItem, itemPaidLines, memberPaidLines } from './paid-lines.ts';
export { salesInRange } from './console-sales.ts';
export { consoleOrder, placedOrders, queueConfirmationAgain, recordStaffRefund, type Refund } from './console-orders.ts';
export { simulateTestDispute } from './disputes.ts';
