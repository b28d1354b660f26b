import { CatalogListing } from '../../features/catalog/components/catalog-listing.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

export function EventsPage() {
  usePageTitle('Events');
  return <CatalogListing kind="event" />;
}

export function ExperiencesPage() {
  usePageTitle('Experiences');
  return <CatalogListing kind="experience" />;
}
