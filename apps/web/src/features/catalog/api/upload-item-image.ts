import { useMutation } from '@tanstack/react-query';
import { HostItemSchema } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { apiPath, hostPaths } from '@trg/contract/api-paths';
import { apiFetch } from '../../../lib/api-client.ts';
import { useRefreshHostItem } from '../hooks/use-refresh-host-item.ts';

/** The image goes as multipart in the field mainExperienceImage. */
export const uploadItemImage = (kind: CatalogKind, id: number, file: File) => {
  const form = new FormData();
  form.append('mainExperienceImage', file);
  return apiFetch(apiPath(hostPaths(kind).image, { id }), { body: form, schema: HostItemSchema });
};

export function useUploadItemImage(kind: CatalogKind, id: number) {
  const refresh = useRefreshHostItem(kind, id);
  return useMutation({ mutationFn: (file: File) => uploadItemImage(kind, id, file), onSuccess: refresh });
}
