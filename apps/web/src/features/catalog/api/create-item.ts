import { useMutation, useQueryClient } from '@tanstack/react-query';
import { HostItemSchema } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { hostPaths } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { KINDS } from '../catalog-kinds.ts';
import { catalogKeys } from './query-keys.ts';

/** Only the title and the online flag are sent (spec part 2 §5). */
export const createItem = (kind: CatalogKind, input: { title: string; online: boolean }) =>
  apiFetch(hostPaths(kind).create, {
    body: { [KINDS[kind].titleField]: input.title, olineExperience: input.online },
    schema: HostItemSchema,
  });

export function useCreateItem(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { title: string; online: boolean }) => createItem(kind, input),
    onSuccess: (item) => {
      queryClient.setQueryData(catalogKeys.host(kind, item.id), item);
      return queryClient.invalidateQueries({ queryKey: catalogKeys.hostList(kind) });
    },
  });
}
