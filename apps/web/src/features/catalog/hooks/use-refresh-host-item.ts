import { useQueryClient } from '@tanstack/react-query';
import type { HostItem } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';

/** After a save the item is reloaded everywhere it shows (spec part 2 §4). */
export function useRefreshHostItem(kind: CatalogKind, id: number) {
  const queryClient = useQueryClient();
  return async (item: HostItem) => {
    queryClient.setQueryData(['catalog', kind, 'host', id], item);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['catalog', kind, 'host'] }),
      queryClient.invalidateQueries({ queryKey: ['catalog', kind, 'listing'] }),
      queryClient.invalidateQueries({ queryKey: ['catalog', kind, 'item', id] }),
    ]);
  };
}
