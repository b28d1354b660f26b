import { useParams, useSearchParams } from 'react-router';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { CheckInDoor } from '../../features/catalog/components/check-in-door.tsx';
import { GuestList } from '../../features/catalog/components/guest-list.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NotFoundPage } from './not-found.tsx';

const validId = (id: string | null) => id !== null && /^\d{1,9}$/.test(id) && Number(id) >= 1;

/** The item's id, or the slot's when the page is one slot's (`?slot=`). */
function useDoorIds(): { itemId: number; id: number } | null {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const slot = search.get('slot');
  if (!validId(id) || (slot !== null && !validId(slot))) return null;
  return { itemId: Number(id), id: slot === null ? Number(id) : Number(slot) };
}

function GuestListPage({ kind }: { kind: CatalogKind }) {
  usePageTitle('Guest list');
  const ids = useDoorIds();
  if (!ids) return <NotFoundPage />;
  return <GuestList key={ids.id} kind={kind} id={ids.id} />;
}

function CheckInPage({ kind }: { kind: CatalogKind }) {
  usePageTitle('Check-in');
  const ids = useDoorIds();
  if (!ids) return <NotFoundPage />;
  return <CheckInDoor key={ids.id} kind={kind} id={ids.id} itemId={ids.itemId} />;
}

export const EventGuestListPage = () => <GuestListPage kind="event" />;
export const ExperienceGuestListPage = () => <GuestListPage kind="experience" />;
export const EventCheckInPage = () => <CheckInPage kind="event" />;
export const ExperienceCheckInPage = () => <CheckInPage kind="experience" />;
