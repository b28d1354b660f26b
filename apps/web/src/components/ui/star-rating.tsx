import { RATING_LABELS, type RatingValue } from '@trg/contract/lists/ratings';
import './star-rating.css';

interface StarRatingProps {
  /** Number of stars (default 5). */
  count?: number;
  /** The rating shown (0 when none). */
  rating?: number;
  /** The image's name prefix ('Guests' rating'). */
  label: string;
  filledColor?: string;
  unfilledColor?: string;
  size?: number;
}

export const STAR_COLOURS = { filled: '#a8741a', unfilled: '#8c7d80' } as const;

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export const ratingLabel = (value: number) => RATING_LABELS[value as RatingValue] ?? `${value} stars`;

export function Star({
  filled,
  size,
  filledColor,
  unfilledColor,
}: {
  filled: boolean;
  size: number;
  filledColor: string;
  unfilledColor: string;
}) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={STAR}
        fill={filled ? filledColor : 'none'}
        stroke={filled ? filledColor : unfilledColor}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The spec's star rating as a read-only image of the rating. The radio group that chooses one is StarRatingInput
 * (star-rating-input.tsx), apart, so that a page which only shows ratings (an item's) does not carry it.
 */
export function StarRating({
  count = 5,
  rating = 0,
  label,
  filledColor = STAR_COLOURS.filled,
  unfilledColor = STAR_COLOURS.unfilled,
  size = 28,
}: StarRatingProps) {
  const stars = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <span
      className="star-rating star-rating--read-only"
      role="img"
      aria-label={`${label}: ${rating} out of ${count}${rating ? ` (${ratingLabel(Math.round(rating))})` : ''}`}
    >
      {stars.map((value) => (
        <Star key={value} filled={value <= Math.round(rating)} size={size} filledColor={filledColor} unfilledColor={unfilledColor} />
      ))}
    </span>
  );
}
