import type { CatalogKind } from '@trg/contract/catalog-rules';
import { KINDS } from '../../features/catalog/catalog-kinds.ts';
import { BookingsList } from '../../features/catalog/components/bookings-list.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

function BookingsPage({ kind }: { kind: CatalogKind }) {
  usePageTitle(KINDS[kind].bookingsTitle);
  return <BookingsList kind={kind} />;
}

export const MyEventsPage = () => <BookingsPage kind="event" />;
export const MyExperiencesPage = () => <BookingsPage kind="experience" />;
