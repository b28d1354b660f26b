import { usePageTitle } from '../../lib/use-page-title.ts';
import { useJournalPosts } from '../../features/journal/use-journal-posts.ts';
import { JournalCard } from '../../features/journal/components/journal-card.tsx';
import { headFrom, pageHeads, type PageRoute } from '../page-handle.ts';
import { journalLoader } from '../loaders/journal.ts';

export function JournalPage() {
  usePageTitle('Journal');
  const posts = useJournalPosts();
  return (
    <section className="section" aria-labelledby="journal-title">
      <p className="eyebrow">Stories from the vineyards</p>
      <h1 id="journal-title">Journal</h1>
      {posts.isPending ? (
        <p className="page-status" role="status">
          Loading page ....
        </p>
      ) : posts.isError ? (
        <p className="page-status" role="alert">
          The journal could not be loaded. <a href="/Journal">Reload the page</a> to try again.
        </p>
      ) : (
        <ul className="journal-list">
          {posts.data.map((post, index) => (
            <li key={post.slug}>
              <JournalCard post={post} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const journalRoute: PageRoute = {
  Component: JournalPage,
  loader: journalLoader,
  head: headFrom(pageHeads, ({ journalHead }) => journalHead()),
};
