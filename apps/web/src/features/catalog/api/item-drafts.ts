import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@trg/contract/api-paths';
import { HostItemSchema } from '@trg/contract/catalog';
import { DraftDefaultsSchema, type CreateDraftInput } from '@trg/contract/catalog-draft';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { apiFetch } from '../../../lib/api-client.ts';
import { catalogKeys } from './query-keys.ts';

/** GET event-draft (or experience-draft): what the four steps start from, the profile's and the last item's values. */
export const useDraftDefaults = (kind: CatalogKind) =>
  useQuery({
    queryKey: [...catalogKeys.host(kind), 'draft-defaults'] as const,
    queryFn: ({ signal }) => apiFetch(API_PATHS.itemDrafts[kind], { schema: DraftDefaultsSchema, signal }),
    // The form copies them once; a refetch later would not change what the host is typing.
    staleTime: Infinity,
  });

/** POST event-draft: the draft with every field filled in, made in one request; the server checks the dates again. */
export const createDraft = (kind: CatalogKind, body: CreateDraftInput) =>
  apiFetch(API_PATHS.itemDrafts[kind], { body, schema: HostItemSchema });
