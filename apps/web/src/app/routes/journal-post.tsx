import { Link, useParams } from 'react-router';
import { paths } from '@trg/contract/paths';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { findPost, useJournalPosts } from '../../features/journal/use-journal-posts.ts';
import { JournalArticle } from '../../features/journal/components/journal-article.tsx';
import { headFrom, pageHeads, type PageRoute } from '../page-handle.ts';
import { journalPostLoader } from '../loaders/journal.ts';

export function JournalPostPage() {
  const { slug = '' } = useParams();
  const posts = useJournalPosts();
  const post = posts.data ? findPost(posts.data, slug) : undefined;
  usePageTitle(post ? post.title : posts.isPending ? 'Journal' : 'Post not found');

  if (posts.isPending) {
    return (
      <p className="page-status" role="status">
        Loading page ....
      </p>
    );
  }
  if (posts.isError) {
    return (
      <p className="page-status" role="alert">
        This post could not be loaded. <a href={paths.journal}>Reload the journal</a> to try again.
      </p>
    );
  }
  if (!post) {
    return (
      <section className="section not-found" aria-labelledby="post-missing-title">
        <p className="eyebrow">Journal</p>
        <h1 id="post-missing-title">We could not find that post</h1>
        <p>It may have moved, or the address may be mistyped. Addresses are case-sensitive.</p>
        <p className="not-found__actions">
          <Link className="button" to={paths.journal}>
            See all journal posts
          </Link>
        </p>
      </section>
    );
  }
  return <JournalArticle post={post} />;
}

export const journalPostRoute: PageRoute = {
  Component: JournalPostPage,
  loader: journalPostLoader,
  head: headFrom(pageHeads, ({ articleHead, notFoundHead }, { url, data }) =>
    data && 'post' in data ? articleHead(data.post, url.origin) : notFoundHead(),
  ),
};
