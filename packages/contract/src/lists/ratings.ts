/** The words for a rating of one to five stars, for events and wines alike. */
export const RATING_LABELS = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very Good',
  5: 'Excellent',
} as const;
export type RatingValue = keyof typeof RATING_LABELS;
export type RatingLabel = (typeof RATING_LABELS)[RatingValue];
