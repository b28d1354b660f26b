import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JournalPost } from './posts.ts';
import { journalKeys } from './query-keys.ts';

/**
 * The posts live in the client (spec part 1 §3), in a chunk of their own so that the first page stays small;
 * "loading" here is that chunk arriving.
 */
export const journalPostsQueryOptions = () =>
  queryOptions({
    queryKey: journalKeys.posts(),
    queryFn: async () => {
      const { JOURNAL_POSTS } = await import('./posts.ts');
      return [...JOURNAL_POSTS].sort((a, b) => b.date.localeCompare(a.date));
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useJournalPosts() {
  return useQuery(journalPostsQueryOptions());
}

export function findPost(posts: readonly JournalPost[], slug: string): JournalPost | undefined {
  return posts.find((post) => post.slug === slug);
}
