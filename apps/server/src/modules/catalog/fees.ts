/** The booking fee on one ticket, in minor units of the ticket's currency. */
export type TicketFee = (priceMinor: number, currency: string) => number;

/**
 * Shown as clientTransactionFee until the app passes the cart's configured fee rule (merge seam:
 * `catalogRoutes` option `ticketFee`): 5% of the ticket price, rounded to the nearest minor unit; free tickets have none.
 */
export const defaultTicketFee: TicketFee = (priceMinor) => (priceMinor > 0 ? Math.round(priceMinor * 0.05) : 0);
