import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { paths } from '@trg/contract/paths';
import { itemSlug } from '@trg/contract/slugs';
import type { WineProfileQuery } from '@trg/contract/wine-profiles';
import { WineTeaserSchema, type WineTeaser as Teaser } from '@trg/contract/wine-teaser';
import { apiFetch } from '../../../lib/api-client.ts';
import { profileQueryString } from '../api/profile-query.ts';
import { wineProfileKeys } from '../api/query-keys.ts';

const pageOf = (item: Teaser['pouredAt'][number]) =>
  (item.kind === 'event' ? paths.event : paths.experience)(itemSlug(item.title, item.id));

/**
 * Ours (issue 30): what a visitor or a member without a booking may know of the wine, and where to book to taste
 * it; nothing shows when no item on sale pours it (the teaser answers 404).
 */
export function WineTeaser({ query }: { query: WineProfileQuery }) {
  const teaser = useQuery({
    queryKey: wineProfileKeys.teaser(query),
    queryFn: ({ signal }) =>
      apiFetch(apiPath(API_PATHS.wineProfile.teaser, undefined, profileQueryString(query)), {
        schema: WineTeaserSchema,
        signal,
        anonymous: true,
      }),
    retry: false,
  });
  const wine = teaser.data;
  if (!wine) return null;
  const origin = [wine.appellation, wine.region, wine.country].filter(Boolean).join(', ');
  return (
    <div className="wine-teaser">
      <h2 className="wine-teaser__name">
        {wine.wine}
        {wine.vintage ? ` ${wine.vintage}` : ''}
      </h2>
      <dl className="wine-teaser__facts">
        {wine.producer && (
          <>
            <dt>Producer</dt>
            <dd>{wine.producer}</dd>
          </>
        )}
        {origin && (
          <>
            <dt>From</dt>
            <dd>{origin}</dd>
          </>
        )}
        {wine.grapes.length > 0 && (
          <>
            <dt>Grapes</dt>
            <dd>{wine.grapes.join(', ')}</dd>
          </>
        )}
        {wine.colour && (
          <>
            <dt>Colour</dt>
            <dd>{wine.colour}</dd>
          </>
        )}
      </dl>
      <h3>Taste it at</h3>
      <ul className="wine-teaser__items">
        {wine.pouredAt.map((item) => (
          <li key={item.id}>
            <Link to={pageOf(item)}>{item.title}</Link>
            {item.date ? ` (${item.date})` : ''}
          </li>
        ))}
      </ul>
      <p className="muted">Book a place and its full profile opens for you: how it is made, how it tastes and what to eat with it.</p>
    </div>
  );
}
