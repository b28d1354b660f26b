import { useId, useState } from 'react';
import { RATING_LABELS, type RatingValue } from '@trg/contract/lists/ratings';
import './star-rating.css';

interface StarRatingProps {
  /** Number of stars (default 5). */
  count?: number;
  /** The chosen rating (0 when none). */
  rating?: number;
  /** Omit for the read-only variant, which has no hover preview. */
  onChange?: (rating: number) => void;
  /** The group's visible legend (interactive) or the image's name prefix (read-only). */
  label: string;
  filledColor?: string;
  unfilledColor?: string;
  size?: number;
}

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

const labelFor = (value: number) => RATING_LABELS[value as RatingValue] ?? `${value} stars`;

function Star({ filled, size, filledColor, unfilledColor }: { filled: boolean; size: number; filledColor: string; unfilledColor: string }) {
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

/** The spec's star rating widget: a radio group with hover preview, or a read-only image of the rating. */
export function StarRating({
  count = 5,
  rating = 0,
  onChange,
  label,
  filledColor = '#a8741a',
  unfilledColor = '#8c7d80',
  size = 28,
}: StarRatingProps) {
  const [hover, setHover] = useState(0);
  const name = useId();
  const stars = Array.from({ length: count }, (_, index) => index + 1);

  if (!onChange) {
    return (
      <span
        className="star-rating star-rating--read-only"
        role="img"
        aria-label={`${label}: ${rating} out of ${count}${rating ? ` (${labelFor(Math.round(rating))})` : ''}`}
      >
        {stars.map((value) => (
          <Star key={value} filled={value <= Math.round(rating)} size={size} filledColor={filledColor} unfilledColor={unfilledColor} />
        ))}
      </span>
    );
  }

  const shown = hover || rating;
  return (
    <fieldset className="star-rating" onMouseLeave={() => setHover(0)}>
      <legend className="star-rating__legend">{label}</legend>
      <div className="star-rating__stars">
        {stars.map((value) => (
          <label key={value} className="star-rating__star" onMouseEnter={() => setHover(value)}>
            <input
              type="radio"
              className="visually-hidden"
              name={name}
              value={value}
              checked={rating === value}
              onChange={() => onChange(value)}
            />
            <Star filled={value <= shown} size={size} filledColor={filledColor} unfilledColor={unfilledColor} />
            <span className="visually-hidden">
              {value} {value === 1 ? 'star' : 'stars'}, {labelFor(value)}
            </span>
          </label>
        ))}
        <span className="star-rating__caption" aria-hidden="true">
          {shown ? labelFor(shown) : ''}
        </span>
      </div>
    </fieldset>
  );
}
