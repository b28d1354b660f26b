import { Link } from 'react-router';
import type { ItemCard as ItemCardData } from '@trg/contract/catalog';
import { CATALOG_KINDS, type CatalogKind } from '@trg/contract/catalog-rules';
import { compareIso } from '@trg/contract/dates';
import { FIRST_LISTING_PAGE, useListing } from '../api/get-listing.ts';
import { KINDS } from '../catalog-kinds.ts';
import { ItemCard } from './item-card.tsx';

/** How many of the soonest items the home page shows. */
export const SOONEST_COUNT = 4;

type Listed = { kind: CatalogKind; item: ItemCardData };

const startKey = ({ item }: Listed) => `${item.date ?? '9999-12-31'} ${item.time ?? '23:59'}`;

/** The soonest items of both listings' first pages (each is soonest first), merged by date and time. */
export function soonestOf(listings: Partial<Record<CatalogKind, readonly ItemCardData[]>>, count = SOONEST_COUNT): Listed[] {
  return CATALOG_KINDS.flatMap((kind) => (listings[kind] ?? []).map((item) => ({ kind, item })))
    .sort((a, b) => compareIso(startKey(a), startKey(b)) || a.item.id - b.item.id)
    .slice(0, count);
}

/**
 * The inside of the home page's strip (the page renders its section, `soonest-title` labelling it) of what is soonest
 * on sale, events and experiences together, with links to both listings.
 * The page's loader has read both first pages on the server; while they are missing (a failed read) the strip says
 * where to look instead of showing nothing. Its styles (catalog.css) come with the home page's.
 */
export function SoonestItems() {
  const events = useListing('event', FIRST_LISTING_PAGE);
  const experiences = useListing('experience', FIRST_LISTING_PAGE);
  const soonest = soonestOf({ event: events.data?.results, experience: experiences.data?.results });
  const loading = events.isPending || experiences.isPending;

  return (
    <>
      <div className="soonest__head">
        <div>
          <p className="eyebrow">On sale now</p>
          <h2 id="soonest-title">Coming up soon</h2>
        </div>
        <p className="soonest__all">
          <Link to={KINDS.event.listingPath}>All events</Link>
          <Link to={KINDS.experience.listingPath}>All experiences</Link>
        </p>
      </div>
      {soonest.length > 0 ? (
        <ul className="catalog-grid soonest__grid">
          {soonest.map(({ kind, item }) => (
            <li key={`${kind}-${item.id}`}>
              <ItemCard kind={kind} item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          {loading
            ? 'Looking up the next dates...'
            : 'New dates are added every week: see the events and experiences pages for everything on sale.'}
        </p>
      )}
    </>
  );
}
