import { CatalogListing } from '../../features/catalog/components/catalog-listing.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { headFrom, pageHeads, type PageRoute } from '../page-handle.ts';
import { catalogListingLoader } from '../loaders/catalog-listing.ts';
import { listingParamsFrom } from '../../features/catalog/listing-params.ts';

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
  head: headFrom(pageHeads, ({ listingHead }, { url }) => listingHead('event', listingParamsFrom(url.searchParams).page)),
};

export const experiencesRoute: PageRoute = {
  Component: ExperiencesPage,
  loader: (queryClient) => catalogListingLoader(queryClient, 'experience'),
  head: headFrom(pageHeads, ({ listingHead }, { url }) => listingHead('experience', listingParamsFrom(url.searchParams).page)),
};
