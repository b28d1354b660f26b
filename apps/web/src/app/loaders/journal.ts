import type { LoaderFunction } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { findPost, journalPostsQueryOptions } from '../../features/journal/use-journal-posts.ts';
import type { PageData } from '../page-handle.ts';
import { notFound } from './not-found.ts';

export const journalLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(journalPostsQueryOptions());
    return null;
  };

export const journalPostLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const post = findPost(await queryClient.ensureQueryData(journalPostsQueryOptions()), params.slug ?? '');
    return post ? ({ post } satisfies PageData) : notFound();
  };
