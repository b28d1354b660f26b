import { useSyncExternalStore, type ReactNode } from 'react';
import { Outlet, useParams, useSearchParams } from 'react-router';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { useAuth } from '../../features/accounts/auth-context.tsx';
import { RequireAuth } from '../../features/accounts/components/require-auth.tsx';
import { RequireMembership } from '../../features/accounts/components/require-membership.tsx';
import { CheckInDoor } from '../../features/catalog/components/check-in-door.tsx';
import { GuestList } from '../../features/catalog/components/guest-list.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DashboardLayout } from './dashboard.tsx';
import { NotFoundPage } from './not-found.tsx';

const subscribeOnline = (change: () => void) => {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
};
const isOffline = () => !navigator.onLine;

/**
 * The check-in page's guard. Online, it is a host's dashboard page like the others. Opened without a network, the
 * session cannot be checked (the user's load waits for the network): a browser that holds a session then gets the
 * door as it was kept on this phone, without the dashboard's menu; the server checks the session when the check-ins
 * are sent.
 */
export function DoorSession() {
  const auth = useAuth();
  const offline = useSyncExternalStore(subscribeOnline, isOffline, () => false);
  if (offline && auth.status === 'loading' && auth.token) return <Outlet />;
  return (
    <RequireAuth>
      <DashboardLayout />
    </RequireAuth>
  );
}

/** The page for hosts; offline with a session not yet checked, the door as kept on the phone. */
function HostOnly({ children }: { children: ReactNode }) {
  const auth = useAuth();
  if (auth.status === 'loading') return children;
  return <RequireMembership membership="professionals">{children}</RequireMembership>;
}

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
  return (
    <HostOnly>
      <CheckInDoor key={ids.id} kind={kind} id={ids.id} itemId={ids.itemId} />
    </HostOnly>
  );
}

export const EventGuestListPage = () => <GuestListPage kind="event" />;
export const ExperienceGuestListPage = () => <GuestListPage kind="experience" />;
export const EventCheckInPage = () => <CheckInPage kind="event" />;
export const ExperienceCheckInPage = () => <CheckInPage kind="experience" />;
