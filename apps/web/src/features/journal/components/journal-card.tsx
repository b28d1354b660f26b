import './journal.css';
import { Link } from 'react-router';
import { formatDate } from '@trg/contract/dates';
import { paths } from '@trg/contract/paths';
import type { JournalPost } from '@trg/contract/journal-posts';

/** A card of the journal list: image, category, title, strapline and date, linking to the post. */
/** `first`: the list's first card, whose picture is above the fold and fetched first. */
export function JournalCard({ post, first = false }: { post: JournalPost; first?: boolean }) {
  return (
    <article className="journal-card card link-card">
      <img
        className="cover-image journal-card__image"
        src={post.image.src}
        alt=""
        width={post.image.width}
        height={post.image.height}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        decoding="async"
      />
      <div className="journal-card__body">
        <p className="eyebrow">
          {post.category}
          {post.placeholder && <span className="journal-card__placeholder">Placeholder</span>}
        </p>
        <h2 className="journal-card__title">
          <Link to={paths.journalPost(post.slug)} className="journal-card__link link-card__link">
            {post.title}
          </Link>
        </h2>
        <p className="journal-card__strap">{post.strapLine}</p>
        <p className="journal-card__date">
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
      </div>
    </article>
  );
}
