/** Every cached answer of the cellar, under one root. */
export const cellarKeys = {
  all: ['cellar'] as const,
  /** The member's wines (My Cellar). */
  list: () => [...cellarKeys.all, 'list'] as const,
};
