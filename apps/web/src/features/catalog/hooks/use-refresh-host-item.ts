import { useQueryClient } from '@tanstack/react-query';
import type { HostItem } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { catalogKeys } from '../api/query-keys.ts';

/** After a save the item is reloaded everywhere it shows (spec part 2 §4). */
export function useRefreshHostItem(kind: CatalogKind, id: number) {
  const queryClient = useQueryClient();
  return async (item: HostItem) => {
    queryClient.setQueryData(catalogKeys.host(kind, id), item);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogKeys.host(kind) }),
      queryClient.invalidateQueries({ queryKey: catalogKeys.listings(kind) }),
      queryClient.invalidateQueries({ queryKey: catalogKeys.item(kind, id) }),
    ]);
  };
}
