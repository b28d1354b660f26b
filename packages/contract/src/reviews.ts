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

// Reviews people read (issue 31, decision 0032) ------------------------------------------------------------------

/** How many reviews a page of an item's reviews holds: the item page shows the first, 'More reviews' the next. */
export const REVIEWS_PAGE_SIZE = 5;
export const REVIEW_ANSWER_MAX = 2000;
export const REVIEW_REPORT_REASON_MAX = 500;
export const REVIEW_HIDE_REASON_MAX = 500;

export const REVIEW_MESSAGES = {
  answerRequired: 'Please write your answer.',
  answerTooLong: `Keep the answer to ${REVIEW_ANSWER_MAX} characters or fewer.`,
  answeredAlready: 'This review has been answered already: a host answers a review once.',
  answerNotHost: 'Only the host of this item can answer its reviews.',
  reportReason: 'Please say why this review should be looked at.',
  reportedAlready: 'You have reported this review already: our team will look at it.',
  reportOwn: 'You cannot report your own review.',
  reviewMissing: 'We could not find that review.',
  hideReason: 'Please give the reason for hiding this review.',
  hiddenAlready: 'This review is hidden already.',
  reportMissing: 'We could not find that report, or it has been dealt with already.',
  /** Decision 0033: the wine list's owner answers its wines' reviews. */
  wineAnswerNotOwner: 'Only the host whose wine list holds this wine can answer its reviews.',
  waitingChoice: 'waiting must be true or false.',
} as const;

/** The host's one public answer to a review. */
export const ReviewAnswerSchema = z.object({ comment: z.string(), date: z.string() });

/** One review as people read it: the reviewer's first name and initial, the day (YYYY-MM-DD), the host's answer. */
export const ShownReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  /** 'Anna K.' */
  reviewerName: z.string(),
  date: z.string(),
  /** Always true: only reviews of guests holding a paid, unrefunded booking are shown. */
  verifiedGuest: z.literal(true),
  answer: ReviewAnswerSchema.nullable(),
  /** Signed in only: whether the reader has reported this review. */
  reportedByYou: z.boolean().optional(),
});
export type ShownReview = z.infer<typeof ShownReviewSchema>;

/** GET /api/reviews/items/{id}?page= : an item's visible reviews, newest first. */
export const ItemReviewsPageSchema = z.object({
  results: z.array(ShownReviewSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Whether the signed-in reader hosts the item (and so may answer); false for visitors. */
  youHost: z.boolean(),
});
export type ItemReviewsPage = z.infer<typeof ItemReviewsPageSchema>;

const PAGE_MESSAGE = 'The page must be a whole number from 1.';
/** `?page=` of a list of reviews, from 1. */
export const reviewsPageField = () =>
  z.coerce
    .number({ error: PAGE_MESSAGE })
    .int({ error: PAGE_MESSAGE })
    .min(1, { error: PAGE_MESSAGE })
    .max(100_000, { error: PAGE_MESSAGE })
    .default(1);
export const ReviewsPageQuerySchema = inputObject({ page: reviewsPageField() });

/** GET /api/wine-profile/reviews/search?wine-list=&wine=&page= : a wine's reviews people read, newest first. */
export const WineReviewsPageSchema = ItemReviewsPageSchema.omit({ youHost: true });
export type WineReviewsPage = z.infer<typeof WineReviewsPageSchema>;

/** POST /api/reviews/{id}/answer */
export const AnswerReviewSchema = inputObject({
  answer: multiLineText(REVIEW_MESSAGES.answerRequired)
    .trim()
    .min(1, { error: REVIEW_MESSAGES.answerRequired })
    .max(REVIEW_ANSWER_MAX, { error: REVIEW_MESSAGES.answerTooLong }),
});
export type AnswerReviewInput = z.input<typeof AnswerReviewSchema>;

/** POST /api/reviews/{id}/report */
export const ReportReviewSchema = inputObject({
  reason: multiLineText(REVIEW_MESSAGES.reportReason)
    .trim()
    .min(1, { error: REVIEW_MESSAGES.reportReason })
    .max(REVIEW_REPORT_REASON_MAX, { error: REVIEW_MESSAGES.reportReason }),
});
export type ReportReviewInput = z.input<typeof ReportReviewSchema>;
export const ReviewReportedSchema = z.object({ reported: z.literal(true) });

/** The console's queue: one row per reported review still shown, its open reports' reasons. */
export const ReportedReviewSchema = z.object({
  reviewId: z.number().int(),
  /**
   * Ours (decision 0033): a review of an event or experience (`item`), or of a wine (`wine`: then `itemId` and
   * `itemTitle` are the wine's id and name, and `wineList` the list that holds it).
   */
  kind: z.enum(['item', 'wine']),
  wineList: z.object({ id: z.number().int(), name: z.string() }).optional(),
  itemId: z.number().int(),
  itemTitle: z.string(),
  rating: z.number().int(),
  comment: z.string(),
  reviewerName: z.string(),
  date: z.string(),
  reports: z.array(z.object({ id: z.number().int(), reason: z.string(), date: z.string() })),
});
export type ReportedReview = z.infer<typeof ReportedReviewSchema>;
export const ReviewReportQueueSchema = z.object({ results: z.array(ReportedReviewSchema), count: z.number().int() });
export type ReviewReportQueue = z.infer<typeof ReviewReportQueueSchema>;

/** POST /api/operator/reviews/{id}/hide */
export const HideReviewSchema = inputObject({
  reason: multiLineText(REVIEW_MESSAGES.hideReason)
    .trim()
    .min(1, { error: REVIEW_MESSAGES.hideReason })
    .max(REVIEW_HIDE_REASON_MAX, { error: REVIEW_MESSAGES.hideReason }),
});
export type HideReviewInput = z.input<typeof HideReviewSchema>;
export const ModerationDoneSchema = z.object({ done: z.literal(true) });

// Review answers from the dashboard, wine review moderation (decision 0033) --------------------------------------

/** GET /api/reviews/hosted?page=&waiting= : the host's shown reviews, newest first; `waiting=true` only those unanswered. */
export const HostedReviewsQuerySchema = inputObject({
  page: reviewsPageField(),
  waiting: z
    .enum(['true', 'false'], { error: REVIEW_MESSAGES.waitingChoice })
    .default('false')
    .transform((value) => value === 'true'),
});

/** One shown review of the host's item, with the item it is of. */
export const HostedReviewSchema = ShownReviewSchema.extend({
  itemId: z.number().int(),
  itemTitle: z.string(),
  itemKind: z.enum(['event', 'experience']),
  itemSlug: z.string(),
});
export type HostedReview = z.infer<typeof HostedReviewSchema>;

export const HostedReviewsPageSchema = z.object({
  results: z.array(HostedReviewSchema),
  /** How many reviews the page's filter holds. */
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many shown reviews of the host's items wait for an answer, whatever the filter. */
  waiting: z.number().int(),
});
export type HostedReviewsPage = z.infer<typeof HostedReviewsPageSchema>;
