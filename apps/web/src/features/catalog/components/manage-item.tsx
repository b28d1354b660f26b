import { Link } from 'react-router';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { moneyText } from '../../../lib/money.ts';
import { useHostItem } from '../api/get-host-item.ts';
import { KINDS, titleOf } from '../catalog-kinds.ts';
import { ExperienceDates } from './experience-dates.tsx';
import { ManageFields } from './manage-fields.tsx';
import { PublishPanel } from './publish-panel.tsx';
import { StatusBadge } from './status-badge.tsx';
import { WriteToGuests } from './write-to-guests.tsx';
import './catalog.css';

/** Manage Event / Manage Experience: status and gross at the top, every field with Edit, Save and Cancel, Publish and Cancel. */
export function ManageItem({ kind, id }: { kind: CatalogKind; id: number }) {
  const config = KINDS[kind];
  const query = useHostItem(kind, id);
  const item = query.data;
  return (
    <section className="section host-page manage" aria-labelledby="manage-title">
      <p>
        <Link to={config.hostListPath}>Back to My {config.Plural}</Link>
      </p>
      <h1 id="manage-title">Manage {config.Noun}</h1>
      <QueryStatus isLoading={query.isPending} error={query.error} onRetry={() => void query.refetch()} what={config.noun} />
      {item && (
        <>
          <div className="manage__summary card">
            <div>
              <h2 className="manage__item-title">{titleOf(item)}</h2>
              <p className="manage__figures">
                <span>
                  Status: <StatusBadge status={item.status} />
                </span>
                <span>
                  Gross: {moneyText(item.grossSales, item.currency)} of {moneyText(item.potentialSales, item.currency)} potential
                </span>
                <span>
                  Sales: {item.ticketsSold}/{item.quantity ?? 0}
                </span>
              </p>
              <p className="manage__links">
                <Link to={config.guestsPath(item.id)}>Guest list</Link>
                <Link to={config.checkInPath(item.id)}>Check-in</Link>
                <Link to={config.previewPath(item.id)}>Preview the public page</Link>
                {(item.status === 'Active' || item.status === 'Past') && (
                  <Link to={config.detailPath(item.slug)}>View the public page</Link>
                )}
              </p>
            </div>
            <PublishPanel kind={kind} item={item} />
          </div>
          {item.status === 'Cancelled' ? (
            <p className="muted">This {config.noun} is cancelled and can no longer be changed.</p>
          ) : (
            <>
              <ManageFields kind={kind} item={item} />
              {kind === 'experience' && <ExperienceDates id={item.id} />}
            </>
          )}
          {item.status !== 'Draft' && <WriteToGuests kind={kind} item={item} />}
        </>
      )}
    </section>
  );
}
