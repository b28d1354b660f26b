import { CatalogListing } from '../../features/catalog/components/catalog-listing.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { headFrom, pageHeads, type PageRoute } from '../page-handle.ts';
import { catalogListingLoader } from '../loaders/catalog-listing.ts';
import { listingParamsFrom, listingQueryString } from '../../features/catalog/listing-params.ts';
import type { CatalogKind } from '@trg/contract/catalog-rules';

const headOf = (kind: CatalogKind) =>
  headFrom(pageHeads, ({ listingHead }, { url }) => {
    const params = listingParamsFrom(url.searchParams);
    return listingHead(kind, params.page, listingQueryString(params), params.q);
  });

export function EventsPage() {
  usePageTitle('Events');
  return <CatalogListing kind="event" />;
}

export function ExperiencesPage() {
  usePageTitle('Experiences');
  return <CatalogListing kind="experience" />;
}

export const eventsRoute: PageRoute = {
  Component: EventsPage,
  loader: (queryClient) => catalogListingLoader(queryClient, 'event'),
  head: headOf('event'),
};

export const experiencesRoute: PageRoute = {
  Component: ExperiencesPage,
  loader: (queryClient) => catalogListingLoader(queryClient, 'experience'),
  head: headOf('experience'),
};
