import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, API_PATHS } from '@trg/contract/api-paths';
import { PLACES_LIMITS, PlacesSchema } from '@trg/contract/places';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

/** Towns from the offline gazetteer: those starting with q, or (q '') the country's largest. */
export const getPlaces = (q: string, country: string | null, signal?: AbortSignal) =>
  apiFetch(apiPath(API_PATHS.places, undefined, { q: q || undefined, country: country ?? undefined }), { schema: PlacesSchema, signal });

export const placesQueryOptions = (q: string, country: string | null) =>
  queryOptions({
    queryKey: catalogKeys.places(q, country),
    queryFn: ({ signal }) => getPlaces(q, country, signal),
    // The gazetteer ships with the app and does not change while it runs.
    staleTime: Infinity,
  });

/** The towns for what is typed; nothing is asked until it is long enough. */
export const usePlaces = (q: string, country: string | null) =>
  useQuery({
    ...placesQueryOptions(q.trim(), country),
    enabled: q.trim().length >= PLACES_LIMITS.minQuery,
    placeholderData: keepPreviousData,
  });

/** Where a map opens for an item without a position: its town, else its country's largest town. */
export function usePlaceCentre(town: string | null, country: string | null) {
  const byTown = useQuery({
    ...placesQueryOptions(town?.trim() ?? '', country),
    enabled: (town?.trim().length ?? 0) >= PLACES_LIMITS.minQuery,
  });
  const byCountry = useQuery({ ...placesQueryOptions('', country), enabled: country !== null && !byTown.data?.results.length });
  const place = byTown.data?.results.find((found) => !country || found.country === country) ?? byCountry.data?.results[0];
  return place ? { lat: place.lat, lng: place.lng } : undefined;
}
