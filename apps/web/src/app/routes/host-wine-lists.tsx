import { useParams } from 'react-router';
import { useHostItems } from '../../features/catalog/api/get-host-items.ts';
import { CreateWineListForm } from '../../features/wine-lists/components/create-wine-list-form.tsx';
import { ManageWineList } from '../../features/wine-lists/components/manage-wine-list.tsx';
import { MyWineLists } from '../../features/wine-lists/components/my-wine-lists.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NotFoundPage } from './not-found.tsx';

/** Create Wine List: the form stays on the page, which confirms the new list with a link to it. */
export function CreateWineListPage() {
  usePageTitle('Create Wine List');
  return <CreateWineListForm />;
}

/** My Wine Lists; the host's events and experiences to pour a list at are the catalog's own host listings. */
export function HostWineListsPage() {
  usePageTitle('My Wine Lists');
  const events = useHostItems('event');
  const experiences = useHostItems('experience');
  return <MyWineLists pourTargets={{ events, experiences }} />;
}

export function ManageWineListPage() {
  const { id = '' } = useParams();
  usePageTitle('Manage Winelist');
  if (!/^\d{1,9}$/.test(id) || Number(id) < 1) return <NotFoundPage />;
  return <ManageWineList key={id} id={Number(id)} />;
}
