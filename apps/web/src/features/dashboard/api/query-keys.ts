/** Query keys of the dashboards' home pages and the host's reviews. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  member: () => [...dashboardKeys.all, 'member'] as const,
  host: () => [...dashboardKeys.all, 'host'] as const,
  /** The host's reviews (decision 0033), every page and filter under one key. */
  hostedReviewsAll: () => [...dashboardKeys.all, 'hosted-reviews'] as const,
  hostedReviews: (page: number, waiting: boolean) => [...dashboardKeys.hostedReviewsAll(), page, waiting] as const,
};
