// @vitest-environment jsdom
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../testing/render.tsx';
import { StarRating } from './star-rating.tsx';
import { StarRatingInput } from './star-rating-input.tsx';

/** The widget as a form holds it: the chosen rating in state. */
function RateEvent({ onChange }: { onChange?: (rating: number) => void }) {
  const [rating, setRating] = useState(0);
  return (
    <StarRatingInput
      label="Rate Event"
      rating={rating}
      onChange={(value) => {
        setRating(value);
        onChange?.(value);
      }}
    />
  );
}

const caption = (container: HTMLElement) => container.querySelector('.star-rating__caption')?.textContent;
const filledStars = (container: HTMLElement) =>
  [...container.querySelectorAll('path')].filter((path) => path.getAttribute('fill') !== 'none').length;

describe('StarRating', () => {
  it('is a named group of five radios, none chosen at first', () => {
    renderWithApp(<RateEvent />);
    const group = screen.getByRole('group', { name: 'Rate Event' });
    expect(group).toBeTruthy();
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(radios.every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('radio', { name: '4 stars, Very Good' })).toBeTruthy();
  });

  it('chooses a rating with a click', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithApp(<RateEvent onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '4 stars, Very Good' }));
    expect(onChange).toHaveBeenCalledWith(4);
    expect((screen.getByRole('radio', { name: '4 stars, Very Good' }) as HTMLInputElement).checked).toBe(true);
    expect(filledStars(container)).toBe(4);
    expect(caption(container)).toBe('Very Good');
  });

  it('chooses and changes a rating with the keyboard', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<RateEvent onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '1 star, Poor' }));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect((screen.getByRole('radio', { name: '3 stars, Good' }) as HTMLInputElement).checked).toBe(true);
  });

  it('previews a rating on hover and returns to the chosen one when the pointer leaves', async () => {
    const onChange = vi.fn();
    const { user, container } = renderWithApp(<RateEvent onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: '2 stars, Fair' }));
    await user.hover(screen.getByRole('radio', { name: '5 stars, Excellent' }).closest('label') ?? document.body);
    expect(caption(container)).toBe('Excellent');
    expect(filledStars(container)).toBe(5);
    expect(onChange).toHaveBeenCalledTimes(1);
    await user.unhover(screen.getByRole('group', { name: 'Rate Event' }));
    expect(caption(container)).toBe('Fair');
    expect(filledStars(container)).toBe(2);
  });

  it('read-only, is one image named with the rating, with nothing to choose and no hover preview', async () => {
    const { user, container } = renderWithApp(<StarRating label="Your rating" rating={4} />);
    const image = screen.getByRole('img', { name: 'Your rating: 4 out of 5 (Very Good)' });
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(filledStars(container)).toBe(4);
    await user.hover(image);
    expect(filledStars(container)).toBe(4);
    expect(container.querySelector('.star-rating__caption')).toBeNull();
  });
});
