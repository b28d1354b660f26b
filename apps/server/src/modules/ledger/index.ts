// The ledger's public face (decision 0030): balanced double entries for every movement of money, hosts'
// balances, fee invoices, disputes and payouts. Its tables stay inside. `postLedgerTransaction` is the posting
// API for what books itself elsewhere (gift cards: see the decision for the accounts).
export { postLedgerTransaction, unbalancedTransactions } from './post.ts';
export {
  bookGiftCard,
  bookGiftCardReleased,
  bookProviderRefund,
  bookRefund,
  bookSale,
  bookUnmatchedPayment,
  hostBalances,
} from './books.ts';
export type { RefundShare } from './books.ts';
export { closeDispute, listDisputes, openDispute, type Dispute } from './disputes.ts';
export { listPayoutBatches, payConnectedHosts, payoutBatchDocument, runPayoutBatch, type PayoutBatchSummary } from './payouts.ts';
export { ledgerRoutes } from './routes.ts';
