import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { FoodPairingsReferenceDataSchema, WineReferenceDataSchema, WineRegionReferenceDataSchema } from '@trg/contract/wine-reference';
import { apiFetch } from '../../../lib/api-client.ts';
import { wineProfileKeys } from './query-keys.ts';

// The reference lists do not change while the editor is open: they are loaded once (no filter: every row).
const staleTime = 60 * 60_000;

/** GET wine-region-reference-data: countries, regions, sub-regions, sites and parcels, each naming its parent. */
export const useRegionReferenceData = (enabled: boolean) =>
  useQuery({
    queryKey: wineProfileKeys.reference('region'),
    queryFn: ({ signal }) => apiFetch(API_PATHS.wineReference.regionReferenceData, { schema: WineRegionReferenceDataSchema, signal }),
    enabled,
    staleTime,
  });

/** GET wine-reference-data: designations, classifications, wine types, colours, grapes, fining agents. */
export const useWineReferenceData = (enabled: boolean) =>
  useQuery({
    queryKey: wineProfileKeys.reference('wine'),
    queryFn: ({ signal }) => apiFetch(API_PATHS.wineReference.wineReferenceData, { schema: WineReferenceDataSchema, signal }),
    enabled,
    staleTime,
  });

/** GET food-pairings-reference-data: food groups and foods. */
export const useFoodPairingsReferenceData = (enabled: boolean) =>
  useQuery({
    queryKey: wineProfileKeys.reference('food'),
    queryFn: ({ signal }) =>
      apiFetch(API_PATHS.wineReference.foodPairingsReferenceData, { schema: FoodPairingsReferenceDataSchema, signal }),
    enabled,
    staleTime,
  });
