/** The booking fee on one ticket, in minor units of the ticket's currency (the cart's rule, passed in by app.ts). */
export type TicketFee = (priceMinor: number, currency: string) => number;
