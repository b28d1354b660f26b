/** The console's query keys: every area's keys start with `operator`, so one invalidation can refresh them all. */
export const operatorKeys = {
  all: ['operator'] as const,
  area: (area: string) => ['operator', area] as const,
};
