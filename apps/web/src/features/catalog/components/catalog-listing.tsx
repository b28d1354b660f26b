import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { isFiltered, listingParamsFrom } from '../listing-params.ts';
import { ListingFilters } from './listing-filters.tsx';
import { SocialLinks } from '../../../components/ui/social-links.tsx';
import { VineyardHills } from '../../../components/ui/vineyard-hills.tsx';
import { LazyMap } from '../../../components/ui/map/lazy-map.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useListing } from '../api/get-listing.ts';
import { KINDS, titleOf } from '../catalog-kinds.ts';
import { ItemCard } from './item-card.tsx';
import { Pagination } from './pagination.tsx';
import './catalog.css';

/** /Events and /Experiences: heading, search and filters, cards and pages, a map of the listed items, then the introduction. */
export function CatalogListing({ kind }: { kind: CatalogKind }) {
  const config = KINDS[kind];
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const params = listingParamsFrom(search);
  const listing = useListing(kind, params);

  const markers = useMemo(
    () =>
      (listing.data?.results ?? []).flatMap((item) =>
        item.lat !== null && item.lng !== null && !item.olineExperience
          ? [{ id: item.id, lat: item.lat, lng: item.lng, title: titleOf(item), href: config.detailPath(item.slug) }]
          : [],
      ),
    [listing.data, config],
  );

  const apply = (next: URLSearchParams) => setSearch(next);
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  const data = listing.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / data.pageSize)) : 1;

  const filtered = isFiltered(params);
  const otherKind: CatalogKind = kind === 'event' ? 'experience' : 'event';

  // The results come first, on a phone too (issue 31): the heading and the search, the cards, then the map and the
  // listing's introduction.
  return (
    <>
      <section className="section catalog-listing" aria-labelledby="catalog-hero-title">
        <div className="catalog-listing__head">
          <p className="eyebrow">{config.Plural}</p>
          {/* The spec gives both listings the events' heading; experiences have their own (docs/decisions/0007). */}
          <h1 id="catalog-hero-title">{kind === 'event' ? 'Wine Tasting Events and Dinners' : 'Wine Experiences and Vineyard Days'}</h1>
          <ListingFilters kind={kind} params={params} countries={listing.data?.countries ?? []} onApply={apply} />
        </div>

        <QueryStatus isLoading={listing.isPending} error={listing.error} onRetry={() => void listing.refetch()} what={config.plural} />
        {data && data.results.length === 0 && (
          <p className="catalog-empty">
            {filtered
              ? `No ${config.plural} match this search just now. Try fewer words or filters, or another place or date.`
              : `No ${config.plural} are on sale just now. New dates are added every week: please look again soon.`}
          </p>
        )}
        {data && data.results.length > 0 && (
          <>
            <h2 id="catalog-list-title" className="catalog-count" aria-live="polite">
              {/* A search ranks its first thousand matches (the server's SEARCH_MOST_RANKED): more is a search to narrow. */}
              {params.q && data.count >= 1000 ? '1,000 or more' : data.count} {data.count === 1 ? config.noun : config.plural}
              {params.q ? ` for '${params.q}'` : filtered ? '' : ' to come'}
              {data.near ? ` near ${data.near.name}` : ''}
              {pageCount > 1 ? `, page ${data.page} of ${pageCount}` : ''}
            </h2>
            <ul className="catalog-grid" aria-busy={listing.isFetching}>
              {data.results.map((item) => (
                <li key={item.id}>
                  <ItemCard kind={kind} item={item}>
                    {item.distanceKm !== undefined && data.near && (
                      <p className="item-card__place">
                        {Math.round(item.distanceKm)} km from {data.near.name}
                      </p>
                    )}
                    {item.matches && item.matches.length > 0 && <p className="item-card__matches">Matches: {item.matches.join(', ')}</p>}
                  </ItemCard>
                </li>
              ))}
            </ul>
            <Pagination page={data.page} pageCount={pageCount} hrefFor={hrefFor} label={`Pages of ${config.plural}`} />
          </>
        )}
        {params.q && (
          <p className="catalog-other-kind">
            <Link to={`${KINDS[otherKind].listingPath}?q=${encodeURIComponent(params.q)}`}>
              Search {KINDS[otherKind].plural} for &lsquo;{params.q}&rsquo;
            </Link>
          </p>
        )}

        <LazyMap
          markers={markers}
          label={`Map of the ${config.plural} on this page`}
          className="catalog-listing__map"
          onOpen={(href) => void navigate(href)}
        />
      </section>

      <section className="hero catalog-hero" aria-label={`About our ${config.plural}`}>
        <VineyardHills className="hero__art" />
        <div className="hero__content">
          <p className="hero__lede">
            {kind === 'event'
              ? 'Winemaker dinners, cellar tastings and masterclasses hosted by the estates themselves, in person or online.'
              : 'Vineyard walks, bodega days and harvest weeks with the growers, planned to the last glass.'}
          </p>
          <SocialLinks />
        </div>
      </section>
    </>
  );
}
