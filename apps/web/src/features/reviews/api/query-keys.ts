export const reviewsKeys = {
  all: ['reviews'] as const,
  /** The member's own review of one event or experience. */
  item: (id: number) => [...reviewsKeys.all, 'item', id] as const,
};
