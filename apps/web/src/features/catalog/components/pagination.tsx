import { Link } from 'react-router';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The link for a page, keeping the other filters. */
  hrefFor: (page: number) => string;
  label: string;
}

/** Previous, numbered pages and Next, as links so every page has an address. */
export function Pagination({ page, pageCount, hrefFor, label }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1).filter(
    (n) => n === 1 || n === pageCount || Math.abs(n - page) <= 1,
  );
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev">
              Previous
            </Link>
          ) : (
            <span aria-disabled="true">Previous</span>
          )}
        </li>
        {pages.map((n, index) => (
          <li key={n}>
            {index > 0 && (pages[index - 1] ?? n) < n - 1 && <span aria-hidden="true">…</span>}
            <Link to={hrefFor(n)} aria-current={n === page ? 'page' : undefined} aria-label={`Page ${n}`}>
              {n}
            </Link>
          </li>
        ))}
        <li>
          {page < pageCount ? (
            <Link to={hrefFor(page + 1)} rel="next">
              Next
            </Link>
          ) : (
            <span aria-disabled="true">Next</span>
          )}
        </li>
      </ul>
    </nav>
  );
}
