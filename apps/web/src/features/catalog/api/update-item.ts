import { useMutation } from '@tanstack/react-query';
import { HostItemSchema } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { apiPath, hostPaths } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshHostItem } from '../hooks/use-refresh-host-item.ts';

/** Sends only the changed fields (or publishEvent / cancelEvent); answers the item as saved. */
export const updateItem = (kind: CatalogKind, id: number, changes: Record<string, unknown>) =>
  apiFetch(apiPath(hostPaths(kind).update, { id }), { body: changes, schema: HostItemSchema });

export function useUpdateItem(kind: CatalogKind, id: number) {
  const refresh = useRefreshHostItem(kind, id);
  return useMutation({ mutationFn: (changes: Record<string, unknown>) => updateItem(kind, id, changes), onSuccess: refresh });
}
