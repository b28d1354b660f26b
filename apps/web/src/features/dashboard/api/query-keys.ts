/** Query keys of the dashboards' home pages. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  member: () => [...dashboardKeys.all, 'member'] as const,
  host: () => [...dashboardKeys.all, 'host'] as const,
};
