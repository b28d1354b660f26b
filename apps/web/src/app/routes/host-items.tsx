import type { CatalogKind } from '@trg/contract/catalog-rules';
import { KINDS } from '../../features/catalog/catalog-kinds.ts';
import { HostItemList } from '../../features/catalog/components/host-item-list.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';

function HostItemsPage({ kind }: { kind: CatalogKind }) {
  usePageTitle(`My ${KINDS[kind].Plural}`);
  return <HostItemList kind={kind} />;
}

export const HostEventsPage = () => <HostItemsPage kind="event" />;
export const HostExperiencesPage = () => <HostItemsPage kind="experience" />;
