import { useNavigate } from 'react-router';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { KINDS } from '../../features/catalog/catalog-kinds.ts';
import { CreateItemForm } from '../../features/catalog/components/create-item-form.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Create an Event / Create an Experience; the new item's Manage page opens once created. */
function CreatePage({ kind }: { kind: CatalogKind }) {
  const navigate = useNavigate();
  usePageTitle(`Create an ${KINDS[kind].Noun}`);
  return <CreateItemForm kind={kind} onCreated={(item) => void navigate(KINDS[kind].managePath(item.id))} />;
}

export const CreateEventPage = () => <CreatePage kind="event" />;
export const CreateExperiencePage = () => <CreatePage kind="experience" />;
