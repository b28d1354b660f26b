import './pager.css';
interface PagerProps {
  page: number;
  pageSize: number;
  count: number;
  onPage: (page: number) => void;
  /** What the list holds, for the navigation's name: 'requests', 'orders', 'reviews'... */
  label: string;
}

/** Previous and next for a paged list (the console's, the host's reviews), with where you are in it. */
export function Pager({ page, pageSize, count, onPage, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={`Pages of ${label}`}>
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {pages}
      </span>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}
