import { useId, useState } from 'react';
import { ratingLabel, Star, STAR_COLOURS } from './star-rating.tsx';

interface StarRatingInputProps {
  /** Number of stars (default 5). */
  count?: number;
  /** The chosen rating (0 when none). */
  rating?: number;
  onChange: (rating: number) => void;
  /** The group's visible legend. */
  label: string;
  size?: number;
}

/** The spec's star rating widget: a radio group of stars with a hover preview and the chosen rating's word. */
export function StarRatingInput({ count = 5, rating = 0, onChange, label, size = 28 }: StarRatingInputProps) {
  const [hover, setHover] = useState(0);
  const name = useId();
  const stars = Array.from({ length: count }, (_, index) => index + 1);
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
            <Star filled={value <= shown} size={size} filledColor={STAR_COLOURS.filled} unfilledColor={STAR_COLOURS.unfilled} />
            <span className="visually-hidden">
              {value} {value === 1 ? 'star' : 'stars'}, {ratingLabel(value)}
            </span>
          </label>
        ))}
        <span className="star-rating__caption" aria-hidden="true">
          {shown ? ratingLabel(shown) : ''}
        </span>
      </div>
    </fieldset>
  );
}
