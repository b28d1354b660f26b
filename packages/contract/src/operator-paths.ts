/**
 * The operator's console: its API and page paths, apart from `api-paths.ts` and `paths.ts` so that
 * the public pages' first JavaScript carries none of them.
 *
 * Every API path under `/api/operator/` is for the staff group only
 * (401 for visitors, 403 for members and hosts), guarded as a subtree before any body is read.
 */
export const OPERATOR_API_PATHS = {
  staff: '/api/operator/staff',
  requests: '/api/operator/requests',
  request: '/api/operator/requests/:id',
  requestReply: '/api/operator/requests/:id/replies',
  signUps: '/api/operator/sign-ups',
  signUpsExport: '/api/operator/sign-ups/export',
  hosts: '/api/operator/hosts',
  host: '/api/operator/hosts/:id',
  hostSuspend: '/api/operator/hosts/:id/suspend',
  hostReinstate: '/api/operator/hosts/:id/reinstate',
  orders: '/api/operator/orders',
  order: '/api/operator/orders/:id',
  orderRefund: '/api/operator/orders/:id/refunds',
  orderResendConfirmation: '/api/operator/orders/:id/resend-confirmation',
  vouchers: '/api/operator/vouchers',
  voucher: '/api/operator/vouchers/:id',
  voucherItems: '/api/operator/voucher-items',
  audit: '/api/operator/audit',
  stats: '/api/operator/stats',
  /** Ours: the job queue's queued, running, done and failed jobs. */
  jobs: '/api/operator/jobs',
  statsExport: '/api/operator/stats/export',
  /** Ours (issue 33): gift cards, and voiding one. */
  giftCards: '/api/operator/gift-cards',
  giftCardVoid: '/api/operator/gift-cards/:id/void',
  /** Ours (decision 0030): hosts' balances, payout batches and their SEPA files, disputes. */
  payouts: '/api/operator/payouts',
  payoutFile: '/api/operator/payouts/:id/pain001',
  disputes: '/api/operator/disputes',
  /** Ours: with the built-in test provider only, staff simulate a buyer's dispute of an order and its outcome. */
  orderTestDispute: '/api/operator/orders/:id/test-dispute',
  /** Ours (issue 31): reported reviews still shown; hiding one (with a reason) or dismissing a report. */
  reviewReports: '/api/operator/review-reports',
  reviewHide: '/api/operator/reviews/:id/hide',
  reviewReportsDismiss: '/api/operator/reviews/:id/dismiss-reports',
  /** Ours (decision 0033): the same for a wine review. */
  wineReviewHide: '/api/operator/wine-reviews/:id/hide',
  wineReviewReportsDismiss: '/api/operator/wine-reviews/:id/dismiss-reports',
} as const;

/** The console's pages; `/operator` itself (the overview, with charts) is `paths.operator`. */
export const operatorPaths = {
  home: '/operator',
  requests: '/operator/requests',
  request: (id: number | string) => `/operator/requests/${id}`,
  signUps: '/operator/sign-ups',
  hosts: '/operator/hosts',
  host: (id: number | string) => `/operator/hosts/${id}`,
  orders: '/operator/orders',
  order: (id: number | string) => `/operator/orders/${id}`,
  vouchers: '/operator/vouchers',
  voucher: (id: number | string) => `/operator/vouchers/${id}`,
  audit: '/operator/audit',
  jobs: '/operator/jobs',
  giftCards: '/operator/gift-cards',
  /** Ours: hosts' balances, payout batches and disputes. */
  payouts: '/operator/payouts',
  /** Ours (issue 31): the moderation queue of reported reviews. */
  reviews: '/operator/reviews',
} as const;
