import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, apiPath } from '@trg/contract/api-paths';
import { WineDetailsSchema, type WineProfileQuery } from '@trg/contract/wine-profiles';
import { apiFetch } from '../../../lib/api-client.ts';
import { profileQueryString } from './profile-query.ts';
import { wineProfileKeys } from './query-keys.ts';

/** The profile's image fields, each a file of the multipart form. */
export type WineImageField = 'wineImg' | 'estateImg';

export interface WineDetailsChange {
  /** The changed fields by wire name; null clears (sent blank), an image field included. */
  fields: Record<string, string | number | null>;
  /** The new wine and estate images, when chosen. */
  images?: Partial<Record<WineImageField, File>>;
}

/** The multipart body of an update: every value as text, a cleared one blank, and the image files when chosen. */
export function wineDetailsFormData({ fields, images = {} }: WineDetailsChange): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value === null ? '' : String(value));
  for (const [name, file] of Object.entries(images)) body.append(name, file);
  return body;
}

/** POST wine-details-update-with-image/search?wine-list={id}&wine={id}: multipart; answers the profile. */
export const updateWineDetails = (query: WineProfileQuery, change: WineDetailsChange) =>
  apiFetch(apiPath(API_PATHS.wineProfile.update, undefined, profileQueryString(query)), {
    method: 'POST',
    body: wineDetailsFormData(change),
    schema: WineDetailsSchema,
  });

/** Confirm Details of a section: on success the profile is reloaded. */
export function useUpdateWineDetails(query: WineProfileQuery) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: WineDetailsChange) => updateWineDetails(query, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: wineProfileKeys.details(query) }),
  });
}
