/**
 * The cart's rule for one ticket (passed in by app.ts): its booking fee, the VAT on that fee and the all-in
 * price, in minor units of the ticket's currency.
 */
export type TicketPricing = (priceMinor: number, currency: string) => { feeMinor: number; vatMinor: number; allInMinor: number };
