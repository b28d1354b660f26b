import { useId } from 'react';

/** The Real Beats section of a post: the playlist blurb and an audio player (our own recording, no embed). */
export function RealBeats({ src, blurb, title }: { src: string; blurb: string; title: string }) {
  const headingId = useId();
  return (
    <section className="real-beats" aria-labelledby={headingId}>
      <h2 id={headingId}>Real Beats</h2>
      <p>{blurb}</p>
      <audio className="real-beats__player" controls preload="none" src={src} aria-label={`Real Beats for ${title}`}>
        <a href={src}>Download the Real Beats track</a>
      </audio>
    </section>
  );
}
