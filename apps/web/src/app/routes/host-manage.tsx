import { useParams } from 'react-router';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { KINDS } from '../../features/catalog/catalog-kinds.ts';
import { ItemPreview } from '../../features/catalog/components/item-preview.tsx';
import { ManageItem } from '../../features/catalog/components/manage-item.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NotFoundPage } from './not-found.tsx';

const validId = (id: string) => /^\d{1,9}$/.test(id) && Number(id) >= 1;

function ManagePage({ kind }: { kind: CatalogKind }) {
  const { id = '' } = useParams();
  usePageTitle(`Manage ${KINDS[kind].Noun}`);
  if (!validId(id)) return <NotFoundPage />;
  return <ManageItem key={id} kind={kind} id={Number(id)} />;
}

function PreviewPage({ kind }: { kind: CatalogKind }) {
  const { id = '' } = useParams();
  usePageTitle(`Preview: ${KINDS[kind].Noun}`);
  if (!validId(id)) return <NotFoundPage />;
  return <ItemPreview key={id} kind={kind} id={Number(id)} />;
}

export const ManageEventPage = () => <ManagePage kind="event" />;
export const ManageExperiencePage = () => <ManagePage kind="experience" />;
export const PreviewEventPage = () => <PreviewPage kind="event" />;
export const PreviewExperiencePage = () => <PreviewPage kind="experience" />;
