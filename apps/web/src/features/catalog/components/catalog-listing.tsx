import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { listingParamsFrom } from '../listing-params.ts';
import { SocialLinks } from '../../../components/ui/social-links.tsx';
import { VineyardHills } from '../../../components/ui/vineyard-hills.tsx';
import { LazyMap } from '../../../components/ui/map/lazy-map.tsx';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useListing } from '../api/get-listing.ts';
import { KINDS, titleOf } from '../catalog-kinds.ts';
import { ItemCard } from './item-card.tsx';
import { Pagination } from './pagination.tsx';
import './catalog.css';

/** /Events and /Experiences: hero, social links, a map of the listed items, cards and pages. */
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

  const setFilter = (name: 'online' | 'country', value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    next.delete('page');
    setSearch(next);
  };
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(page));
    return `?${next.toString()}`;
  };
  const data = listing.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / data.pageSize)) : 1;

  return (
    <>
      <section className="hero catalog-hero" aria-labelledby="catalog-hero-title">
        <VineyardHills className="hero__art" />
        <div className="hero__content">
          <p className="eyebrow">{config.Plural}</p>
          {/* The spec gives both listings the events' heading; experiences have their own (docs/decisions/0007). */}
          <h1 id="catalog-hero-title">{kind === 'event' ? 'Wine Tasting Events and Dinners' : 'Wine Experiences and Vineyard Days'}</h1>
          <p className="hero__lede">
            {kind === 'event'
              ? 'Winemaker dinners, cellar tastings and masterclasses hosted by the estates themselves, in person or online.'
              : 'Vineyard walks, bodega days and harvest weeks with the growers, planned to the last glass.'}
          </p>
          <SocialLinks />
        </div>
      </section>

      <section className="section catalog-listing" aria-labelledby="catalog-list-title">
        <div className="catalog-listing__head">
          <h2 id="catalog-list-title">{kind === 'event' ? 'Upcoming events' : 'Upcoming experiences'}</h2>
          <form className="catalog-filters" onSubmit={(event) => event.preventDefault()} aria-label={`Filter ${config.plural}`}>
            <label>
              <span>Where</span>
              <select value={params.online ?? ''} onChange={(event) => setFilter('online', event.target.value)}>
                <option value="">In person and online</option>
                <option value="false">In person</option>
                <option value="true">Online</option>
              </select>
            </label>
            <label>
              <span>Country</span>
              <select value={params.country ?? ''} onChange={(event) => setFilter('country', event.target.value)}>
                <option value="">All countries</option>
                {/* The countries the listed items are in (the listing names them): none that would show nothing. */}
                {(listing.data?.countries ?? []).map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            </label>
          </form>
        </div>

        <LazyMap
          markers={markers}
          label={`Map of the ${config.plural} on this page`}
          className="catalog-listing__map"
          onOpen={(href) => void navigate(href)}
        />

        <QueryStatus isLoading={listing.isPending} error={listing.error} onRetry={() => void listing.refetch()} what={config.plural} />
        {data && data.results.length === 0 && (
          <p className="catalog-empty">
            {params.online || params.country
              ? `No ${config.plural} match these filters just now. Try another country, or both in person and online.`
              : `No ${config.plural} are on sale just now. New dates are added every week: please look again soon.`}
          </p>
        )}
        {data && data.results.length > 0 && (
          <>
            <p className="catalog-count" aria-live="polite">
              {data.count} {data.count === 1 ? config.noun : config.plural}
              {pageCount > 1 ? `, page ${data.page} of ${pageCount}` : ''}
            </p>
            <ul className="catalog-grid" aria-busy={listing.isFetching}>
              {data.results.map((item) => (
                <li key={item.id}>
                  <ItemCard kind={kind} item={item} />
                </li>
              ))}
            </ul>
            <Pagination page={data.page} pageCount={pageCount} hrefFor={hrefFor} label={`Pages of ${config.plural}`} />
          </>
        )}
      </section>
    </>
  );
}
