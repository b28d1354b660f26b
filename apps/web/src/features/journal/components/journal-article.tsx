import './journal.css';
import { Link } from 'react-router';
import { formatDate } from '@trg/contract/dates';
import { paths } from '@trg/contract/paths';
import type { JournalPost } from '@trg/contract/journal-posts';
import { PostBody } from './post-body.tsx';
import { RealBeats } from './real-beats.tsx';

/** A journal post: category, title, strapline, hero image, body, links to what it speaks of, hashtags and Real Beats. */
export function JournalArticle({ post }: { post: JournalPost }) {
  return (
    <article className="journal-article">
      <header className="journal-article__header">
        {/* The spec's back icon returns to the journal with a fresh page load. */}
        <a className="journal-article__back" href={paths.journal}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M15 5 8 12l7 7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <span className="visually-hidden">Back to the journal</span>
        </a>
        <p className="eyebrow">
          {post.category}
          {post.placeholder && <span className="journal-card__placeholder">Placeholder</span>}
        </p>
        <h1>{post.title}</h1>
        <p className="journal-article__strap">{post.strapLine}</p>
        <p className="journal-article__date">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
      </header>
      <img
        className="journal-article__image"
        src={post.image.src}
        alt={post.image.alt}
        width={post.image.width}
        height={post.image.height}
        fetchPriority="high"
      />
      <PostBody content={post.content} />
      {post.related && post.related.length > 0 && (
        <section className="journal-article__related" aria-labelledby="related-title">
          <h2 id="related-title">Book what you have read about</h2>
          <ul>
            {post.related.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <ul className="journal-article__tags" aria-label="Hashtags">
        {post.hashTags.map((tag) => (
          <li key={tag}>#{tag}</li>
        ))}
      </ul>
      <RealBeats src={post.playlist} blurb={post.playlistBlurb} title={post.title} />
    </article>
  );
}
