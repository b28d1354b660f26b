export const reviewsKeys = {
  all: ['reviews'] as const,
  /** The member's own review of one event or experience. */
  item: (id: number) => [...reviewsKeys.all, 'item', id] as const,
  /** The reviews people read of one item; a signed-in reader's pages say what they may do (answer, reported). */
  ofItem: (id: number, reader: 'visitor' | 'signed-in') => [...reviewsKeys.all, 'of-item', id, reader] as const,
};
