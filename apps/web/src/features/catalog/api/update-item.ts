import { useMutation } from '@tanstack/react-query';
import { apiPath, hostPaths } from '@trg/contract/api-paths';
import { HostItemSchema, type ItemUpdate } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshHostItem } from '../hooks/use-refresh-host-item.ts';

/** What a host changed, under the contract's field names; the server checks the values. */
export type ItemChanges = Partial<Record<keyof ItemUpdate, unknown>>;

/** Sends only the changed fields (or publishEvent / cancelEvent); answers the item as saved. */
export const updateItem = (kind: CatalogKind, id: number, changes: ItemChanges) =>
  apiFetch(apiPath(hostPaths(kind).update, { id }), { body: changes, schema: HostItemSchema });

export function useUpdateItem(kind: CatalogKind, id: number) {
  const refresh = useRefreshHostItem(kind, id);
  return useMutation({ mutationFn: (changes: ItemChanges) => updateItem(kind, id, changes), onSuccess: refresh });
}
