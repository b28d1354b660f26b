import type { CatalogKind } from '@trg/contract/catalog-rules';
import { KINDS } from '../../features/catalog/catalog-kinds.ts';
import { CreateSteps, type WineListChoice } from '../../features/catalog/components/create-steps.tsx';
import { useMyWineLists } from '../../features/wine-lists/api/get-my-wine-lists.ts';
import { useUpdateWineListStatus } from '../../features/wine-lists/api/update-wine-list-status.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';

/** Create an Event / Experience in four steps: the catalog's form, with the host's wine lists to pour at it. */
function CreateStepsPage({ kind }: { kind: CatalogKind }) {
  usePageTitle(`Create an ${KINDS[kind].Noun} in four steps`);
  const lists = useMyWineLists();
  const attach = useUpdateWineListStatus();
  const wineLists: WineListChoice = {
    options: (lists.data ?? []).map((list) => ({ id: list.id, name: list.wineListName })),
    loading: lists.isPending,
    preview: (id) => {
      const list = lists.data?.find((candidate) => candidate.id === id);
      return list
        ? {
            id: list.id,
            wineListName: list.wineListName,
            wineListdescription: list.wineListdescription,
            wines: list.wines.map((wine) => ({ id: wine.id, wine: wine.wine, producer: null })),
          }
        : undefined;
    },
    attach: (itemId, wineListId) =>
      attach.mutateAsync({
        action: 'add_to_event_experience',
        wineListId,
        ...(kind === 'event' ? { eventId: itemId } : { experienceId: itemId }),
      }),
  };
  return <CreateSteps kind={kind} wineLists={wineLists} />;
}

export const CreateEventStepsPage = () => <CreateStepsPage kind="event" />;
export const CreateExperienceStepsPage = () => <CreateStepsPage kind="experience" />;
