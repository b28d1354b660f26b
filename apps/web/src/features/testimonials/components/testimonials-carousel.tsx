import { useCallback, useEffect, useId, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent } from 'react';
import { TESTIMONIALS } from '../testimonials.ts';
import './testimonials.css';

export const ROTATE_EVERY_MS = 7_000;

const reducedMotionQuery = () => window.matchMedia('(prefers-reduced-motion: reduce)');
const subscribeReducedMotion = (onChange: () => void) => {
  const query = reducedMotionQuery();
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * The home page's testimonials: four slides with arrows and dots, after the WAI carousel pattern. It turns by
 * itself, except while the pointer is over it, while focus is in it, after Pause, or when the person asked
 * their system for less motion. Arrow keys move between slides; a screen reader hears a slide when the
 * person moved to it, not while it turns by itself.
 */
export function TestimonialsCarousel() {
  const [index, setIndex] = useState(0);
  const [stopped, setStopped] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => reducedMotionQuery().matches,
    () => false,
  );
  const titleId = useId();
  const slidesId = useId();
  const count = TESTIMONIALS.length;
  const rotating = !stopped && !reducedMotion;
  const moving = rotating && !hovered && !focused;

  const show = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), ROTATE_EVERY_MS);
    return () => clearInterval(timer);
  }, [moving, count]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') show(index + 1);
    else if (event.key === 'ArrowLeft') show(index - 1);
    else return;
    event.preventDefault();
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <section
      className="testimonials section"
      aria-roledescription="carousel"
      aria-labelledby={titleId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="testimonials__head">
        <h2 id={titleId}>What our guests say</h2>
        {!reducedMotion && (
          <button type="button" className="button button--ghost testimonials__toggle" onClick={() => setStopped((s) => !s)}>
            {stopped ? 'Play testimonials' : 'Pause testimonials'}
          </button>
        )}
      </div>

      <div className="testimonials__stage">
        <button type="button" className="testimonials__arrow" aria-controls={slidesId} onClick={() => show(index - 1)}>
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">Previous testimonial</span>
        </button>
        <div id={slidesId} className="testimonials__slides" aria-live={moving ? 'off' : 'polite'}>
          {TESTIMONIALS.map((testimonial, i) => (
            // A group (the carousel's slide), holding the quote's figure: a figure may not take the group role.
            <div
              key={testimonial.name}
              className="testimonials__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              data-active={i === index}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              <figure className="testimonials__quote">
                <blockquote>
                  <p>&ldquo;{testimonial.quote}&rdquo;</p>
                </blockquote>
                <figcaption>
                  <strong>{testimonial.name}</strong>
                  <span>{testimonial.trip}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
        <button type="button" className="testimonials__arrow" aria-controls={slidesId} onClick={() => show(index + 1)}>
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">Next testimonial</span>
        </button>
      </div>

      <div className="testimonials__dots" role="group" aria-label="Choose a testimonial">
        {TESTIMONIALS.map((testimonial, i) => (
          <button
            key={testimonial.name}
            type="button"
            className="testimonials__dot"
            aria-controls={slidesId}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => show(i)}
          >
            <span className="visually-hidden">
              Testimonial {i + 1} of {count}
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
