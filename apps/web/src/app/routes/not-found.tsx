import { Link } from 'react-router';
import { paths } from '@trg/contract/paths';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { headFrom, pageHeads, type PageRoute } from '../page-handle.ts';
import { notFoundLoader } from '../loaders/not-found.ts';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <section className="section not-found" aria-labelledby="not-found-title">
      <p className="eyebrow">Error 404</p>
      <h1 id="not-found-title">This bottle is not in our cellar</h1>
      <p>The page you asked for does not exist or has moved. Page addresses are case-sensitive.</p>
      <p className="not-found__actions">
        <Link className="button" to={paths.home}>
          Back to the home page
        </Link>
        <Link className="button button--ghost" to={paths.journal}>
          Read the journal
        </Link>
      </p>
    </section>
  );
}

export const notFoundRoute: PageRoute = {
  Component: NotFoundPage,
  loader: () => notFoundLoader,
  head: headFrom(pageHeads, ({ notFoundHead }) => notFoundHead()),
};
