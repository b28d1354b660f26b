import { useId } from 'react';
import { formatDate } from '@trg/contract/dates';
import { useGateOpened, type NearScreenGate } from '../../../lib/near-screen-gate.tsx';
import { useChampagneNews } from '../api/get-champagne-news.ts';
import './news.css';

/**
 * The champagne news of the home page, read once the gate opens (as the visitor nears it). Hidden until then, while
 * loading, without a feed, or when the feed is down; the stories' pictures come from other sites, so they show only
 * with the visitor's consent.
 */
export function ChampagneNews({ showImages, gate }: { showImages: boolean; gate: NearScreenGate }) {
  const news = useChampagneNews(useGateOpened(gate));
  const titleId = useId();
  const items = news.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section className="section news" aria-labelledby={titleId}>
      <p className="eyebrow">From the wider world of wine</p>
      <h2 id={titleId}>Champagne news</h2>
      <ul className="news__list">
        {items.map((item) => (
          <li key={item.link} className="card news__item">
            {showImages && item.imageUrl && (
              <img
                className="news__image"
                src={item.imageUrl}
                alt=""
                width={320}
                height={180}
                loading="lazy"
                referrerPolicy="no-referrer"
              />
            )}
            <h3 className="news__title">
              <a href={item.link} rel="noopener noreferrer external" target="_blank">
                {item.title}
                <span className="visually-hidden"> (opens another site in a new tab)</span>
              </a>
            </h3>
            {item.publishedAt && (
              <p className="news__date">
                <time dateTime={item.publishedAt}>{formatDate(item.publishedAt)}</time>
              </p>
            )}
            {item.summary && <p className="news__summary">{item.summary}</p>}
          </li>
        ))}
      </ul>
      {!showImages && items.some((item) => item.imageUrl) && (
        <p className="news__note">Pictures from the news sites show once you accept all content in the cookie settings.</p>
      )}
    </section>
  );
}
