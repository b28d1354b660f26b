import type { ShownReview } from './reviews.ts';

/**
 * How a reviewer is named where reviews are read: the first name and the last name's initial ('Anna K.'), never the
 * whole name or the username; an account with neither reads 'A guest'. Event, experience and wine reviews alike.
 */
export function reviewerName({ firstName, lastName }: { firstName: string | null; lastName: string | null }): string {
  const first = firstName?.trim() ?? '';
  const initial = lastName?.trim().charAt(0).toLocaleUpperCase('en-GB') ?? '';
  if (!first) return initial ? `${initial}.` : 'A guest';
  return initial ? `${first} ${initial}.` : first;
}

/** A review as the database gives it, of an event or experience or of a wine: the reviewer's account names. */
export interface ShownReviewRow {
  id: number;
  rating: number;
  comment: string;
  createdAt: Date | string;
  answer: string | null;
  answeredAt: Date | string | null;
  reviewer: { firstName: string | null; lastName: string | null } | null;
}

/** The calendar day (UTC) of a timestamp, as the API shows dates (YYYY-MM-DD). */
const dayOf = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/**
 * A review as people read it, an item's or a wine's alike: the reviewer's first name and initial, the day, 'Verified
 * guest' (only reviews of guests are shown), the host's answer with its day.
 */
export function shownReviewOf(row: ShownReviewRow): ShownReview {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    reviewerName: reviewerName(row.reviewer ?? { firstName: null, lastName: null }),
    date: dayOf(row.createdAt),
    verifiedGuest: true,
    answer: row.answer !== null && row.answeredAt !== null ? { comment: row.answer, date: dayOf(row.answeredAt) } : null,
  };
}
