// The wine profile's API paths.
/**
 * The wine profile (spec part 2 §2, §4, §7): outside /api/auth, so each route declares who may call it. The
 * profile calls take `?wine-list={id}&wine={id}`; `{id}` below is the wine.
 */
export const wineProfile = {
  retrieve: '/api/wine-profile/retrieve-wine-details/search',
  update: '/api/wine-profile/wine-details-update-with-image/search',
  createReview: '/api/wine-profile/create-wine-review/:id',
  myReviews: '/api/wine-profile/get-wine-reviews/',
  addToCellar: '/api/wine-profile/add-wine-to-cellar/:id',
  /** Ours (issue 30): the guests' tastings of a wine (`?wine-list={id}&wine={id}`); PUT records the signed-in guest's own. */
  tastings: '/api/wine-profile/tastings/search',
  /** Ours (issue 30): what anyone may know of a wine poured at an item on sale (`?wine-list={id}&wine={id}`). */
  teaser: '/api/wine-profile/teaser/search',
  /** Ours (issue 31): a wine's reviews people read, newest first, paged (`?wine-list={id}&wine={id}&page=`). */
  reviews: '/api/wine-profile/reviews/search',
  /** Ours (decision 0033): the wine list's owner answers a wine review (`:id`) once, publicly. */
  answerReview: '/api/wine-profile/reviews/:id/answer',
  /** Ours (decision 0033): anyone signed in but its author reports a wine review, once, with a reason. */
  reportReview: '/api/wine-profile/reviews/:id/report',
} as const;
