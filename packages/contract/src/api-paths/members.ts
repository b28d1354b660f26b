// The member's API paths: the profile, the dashboard, bookings, event reviews and the cellar.
/** Ours: the figures of the dashboards' home pages. */
export const memberDashboard = '/api/auth/member-profile/dashboard';
export const memberProfile = {
  page: '/api/auth/member-profile-page',
  update: '/api/auth/member-profile-update',
  picture: '/api/auth/member-profile-picture',
} as const;
export const bookings = {
  mine: '/api/auth/member-profile/my-events-and-experiences',
  one: '/api/auth/member-profile/my-booking/:id',
  /** Ours (issue 32): the buyer passes one ticket (by its code) on to another person. */
  transfer: '/api/auth/member-profile/ticket-transfer/:code',
  /** Ours (issue 33): the buyer cancels their booking (`bookingReference`) of the item `:id`, refunded by its terms. */
  cancel: '/api/auth/member-profile/booking-cancel/:id',
} as const;
/** Ours (issue 32): a member's place on the waiting list of a sold-out item or slot (`:id`). */
export const waitingList = {
  status: '/api/auth/member-profile/waiting-list/:id',
  join: '/api/auth/member-profile/waiting-list-join/:id',
  leave: '/api/auth/member-profile/waiting-list-leave/:id',
} as const;
export const reviews = {
  mine: '/api/auth/member-profile/get-event-review/:id',
  create: '/api/auth/business-profile/create-event-and-experience-review/:id/',
  /** Ours (issue 31): an item's visible reviews, newest first, paged; anyone reads them. */
  ofItem: '/api/reviews/items/:id',
  /** Ours (issue 31): the item's host answers a review (`:id`) once, publicly. */
  answer: '/api/reviews/:id/answer',
  /** Ours (issue 31): anyone signed in reports a review, once, with a reason. */
  report: '/api/reviews/:id/report',
  /** Ours (decision 0033): the host's shown reviews of their items, newest first, paged, for the dashboard. */
  hosted: '/api/reviews/hosted',
} as const;
/** The member's cellar (spec part 2 §7 for `get-wines-from-cellar`; the rest are ours, see cellar.ts). */
export const cellar = {
  list: '/api/auth/member-profile/get-wines-from-cellar',
  add: '/api/auth/member-profile/cellar-add',
  update: '/api/auth/member-profile/cellar-update/:id',
  remove: '/api/auth/member-profile/cellar-remove/:id',
  import: '/api/auth/member-profile/cellar-import',
  export: '/api/auth/member-profile/cellar-export',
  /** Issue 30 (decision 0021): an entry's details, a bottle drunk, the monthly window email. */
  details: '/api/auth/member-profile/cellar-details/:id',
  drank: '/api/auth/member-profile/cellar-drank/:id',
  settings: '/api/auth/member-profile/cellar-settings',
} as const;
/** Ours (issue 33): gift cards bought by anyone signed in, paid like an order, checked by their code. */
export const giftCards = {
  buy: '/api/gift-cards/buy',
  complete: '/api/gift-cards/complete/:id',
  balance: '/api/gift-cards/balance',
} as const;
