import { z } from './zod.ts';
import { inputObject, multiLineText } from './text.ts';

export const REVIEW_COMMENT_MAX = 2000;
export const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars.';

/**
 * The answer to a review written before the item has started (a guest reviews what they attended): the same for a
 * review of the event or experience and for one of a wine it pours, since both open at the same moment.
 */
export const reviewsNotOpenMessage = (kind: 'event' | 'experience') =>
  `Reviews open once this ${kind} has started: come back after you have been.`;

/** GET /api/auth/member-profile/get-event-review/{id}: the member's own review of an event or experience. */
export const EventReviewSchema = z.object({
  eventReviewExists: z.boolean(),
  rating: z.number().int().min(1).max(5).nullable(),
  comment: z.string().nullable(),
  /** Ours: whether this member holds a paid booking for the item, and so may review it. */
  canReview: z.boolean(),
});
export type EventReview = z.infer<typeof EventReviewSchema>;

/** POST /api/auth/business-profile/create-event-and-experience-review/{id} */
export const CreateEventReviewSchema = inputObject({
  product: z.enum(['event', 'experience'], { error: 'product must be event or experience.' }),
  rating: z.preprocess(
    (value) => (typeof value === 'string' && /^\d$/.test(value.trim()) ? Number(value) : value),
    z.number({ error: RATING_MESSAGE }).int({ error: RATING_MESSAGE }).min(1, { error: RATING_MESSAGE }).max(5, { error: RATING_MESSAGE }),
  ),
  comment: multiLineText('Please add a comment.')
    .trim()
    .min(1, { error: 'Please add a comment.' })
    .max(REVIEW_COMMENT_MAX, { error: `The comment can be at most ${REVIEW_COMMENT_MAX} characters.` }),
});
export type CreateEventReviewInput = z.input<typeof CreateEventReviewSchema>;
