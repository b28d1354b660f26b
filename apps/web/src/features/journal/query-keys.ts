/** The journal's posts live in the client; the cache only marks their chunk as loaded. */
export const journalKeys = {
  all: ['journal'] as const,
  posts: () => [...journalKeys.all, 'posts'] as const,
};
