import { redirect, type LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { idFromSlug } from '@trg/contract/slugs';
import { itemQueryOptions } from '../../features/catalog/api/get-item.ts';
import { KINDS } from '../../features/catalog/catalog-kinds.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import type { PageData } from '../page-handle.ts';
import { notFound } from './not-found.ts';

/** An item at its slug; a stale slug (the title changed) moves permanently to the current one. */
export const catalogDetailLoader =
  (queryClient: QueryClient, kind: CatalogKind): LoaderFunction =>
  async ({ request, params }) => {
    const slug = params.slug ?? '';
    const id = idFromSlug(slug);
    if (id === undefined) return notFound();
    try {
      const item = await queryClient.ensureQueryData(itemQueryOptions(kind, id));
      if (item.slug !== slug) throw redirect(`${KINDS[kind].detailPath(item.slug)}${new URL(request.url).search}`, 301);
      return { item } satisfies PageData;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) return notFound();
      throw error;
    }
  };
