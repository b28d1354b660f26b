/** Every cached answer of the wine lists, under one root: invalidating a prefix refreshes all below it. */
export const wineListKeys = {
  all: ['wine-lists'] as const,
  /** The host's lists (My Wine Lists). */
  mine: () => [...wineListKeys.all, 'mine'] as const,
  /** One of the host's lists with its wines (Manage Winelist). */
  detail: (id: number) => [...wineListKeys.all, 'detail', id] as const,
};
