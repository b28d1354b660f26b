import { queryOptions, useQuery } from '@tanstack/react-query';
import { compareIso } from '@trg/contract/dates';
import type { JournalPost } from '@trg/contract/journal-posts';
import { journalKeys } from './query-keys.ts';

/**
 * The posts are data of the contract (spec part 1 §3; the server lists them in the sitemap), loaded in the
 * client as a chunk of their own so that the first page stays small; "loading" here is that chunk arriving.
 */
export const journalPostsQueryOptions = () =>
  queryOptions({
    queryKey: journalKeys.posts(),
    queryFn: async () => {
      const { JOURNAL_POSTS } = await import('@trg/contract/journal-posts');
      return [...JOURNAL_POSTS].sort((a, b) => compareIso(b.date, a.date));
    },
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useJournalPosts() {
  return useQuery(journalPostsQueryOptions());
}

export function findPost(posts: readonly JournalPost[], slug: string): JournalPost | undefined {
  return posts.find((post) => post.slug === slug);
}
