import { useEffect } from 'react';
import { Link } from 'react-router';
import type { HostItem, PublicItem } from '@trg/contract/catalog';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useHostItem } from '../api/get-host-item.ts';
import { KINDS } from '../catalog-kinds.ts';
import { BookingPanel } from './booking-panel.tsx';
import { ItemDetail } from './item-detail.tsx';

/** The host's item as its public page would show it: no reviews yet, every ticket still to sell. */
export function previewOf(item: HostItem): PublicItem {
  return {
    ...item,
    salesState: 'open',
    ticketsAvailable: Math.max(0, (item.quantity ?? 0) - item.ticketsSold),
    reviewAverage: null,
    reviewCount: 0,
  };
}

/** Keeps a page out of search engines while it is shown (the dashboard is never served to them anyway). */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    meta.dataset.preview = 'true';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** Preview: the public detail page rendered from the draft, under a banner that says so. */
export function ItemPreview({ kind, id }: { kind: CatalogKind; id: number }) {
  const config = KINDS[kind];
  const query = useHostItem(kind, id);
  useNoIndex();
  const item = query.data;
  return (
    <div className="item-preview">
      <div className="item-preview__banner" role="region" aria-label="Preview">
        <p>
          <strong>Preview</strong>{' '}
          {item?.status === 'Draft'
            ? `This is how guests will see your ${config.noun} once it is published. It is not public yet.`
            : `This is how guests see your ${config.noun}.`}
        </p>
        <Link className="button button--small" to={config.managePath(id)}>
          Back to Manage {config.Noun}
        </Link>
      </div>
      <QueryStatus isLoading={query.isPending} error={query.error} onRetry={() => void query.refetch()} what={config.noun} />
      {item && (
        <ItemDetail kind={kind} item={previewOf(item)}>
          <BookingPanel kind={kind} item={previewOf(item)} buyer="host" onAdd={async () => 'added' as const} />
        </ItemDetail>
      )}
    </div>
  );
}
