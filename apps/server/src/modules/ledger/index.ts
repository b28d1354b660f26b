// The ledger's public face (decision 0030): balanced double entries for every movement of money, hosts'
// balances, fee invoices, disputes and payouts. Its tables stay inside.
export { postLedgerTransaction, unbalancedTransactions, type LedgerLineInput, type LedgerPosting } from './post.ts';
export {
  bookDisputeLost,
  bookDisputeOpened,
  bookDisputeWon,
  bookRefund,
  bookSale,
  bookUnmatchedPayment,
  DEFAULT_PAYOUT_HOLD_DAYS,
  hostBalances,
  type HostBalance,
  type SaleLine,
} from './books.ts';
export type { LedgerAccount } from './schema.ts';
export { closeDispute, listDisputes, openDispute, type Dispute } from './disputes.ts';
export {
  listPayoutBatches,
  paidOutByHost,
  payoutBatchDocument,
  runPayoutBatch,
  SEPA_CURRENCY,
  type PayoutBatchSummary,
  type PayoutSettings,
} from './payouts.ts';
export { ledgerRoutes } from './routes.ts';
