import { Link } from 'react-router';
import type { CatalogKind } from '@trg/contract/catalog-rules';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useHostItems } from '../api/get-host-items.ts';
import { KINDS, titleOf } from '../catalog-kinds.ts';
import { onlineLabel, whenText } from '../format.ts';
import { moneyText } from '../../../lib/money.ts';
import { StatusBadge } from './status-badge.tsx';
import './catalog.css';

/** My Events / My Experiences: each of the host's items with venue, when, status, sales and gross. */
export function HostItemList({ kind }: { kind: CatalogKind }) {
  const config = KINDS[kind];
  const items = useHostItems(kind);
  return (
    <section className="section host-page" aria-labelledby="host-list-title">
      <div className="host-page__head">
        <h1 id="host-list-title">My {config.Plural}</h1>
        <Link className="button" to={config.createStepsPath}>
          Create an {config.Noun}
        </Link>
      </div>
      <QueryStatus isLoading={items.isPending} error={items.error} onRetry={() => void items.refetch()} what={`your ${config.plural}`} />
      {items.data?.length === 0 && (
        <p className="catalog-empty">
          You have no {config.plural} yet. <Link to={config.createStepsPath}>Create your first {config.noun}</Link>.
        </p>
      )}
      {items.data && items.data.length > 0 && (
        <ul className="host-list">
          {items.data.map((item) => (
            <li key={item.id} className="host-list__item">
              <div className="host-list__main">
                <h2 className="host-list__title">
                  <Link to={config.managePath(item.id)}>
                    {titleOf(item)}
                    {item.olineExperience ? ' (Online)' : ''}
                  </Link>
                </h2>
                <p className="host-list__venue">{item.olineExperience ? onlineLabel(kind) : item.locationAddress || 'Venue not set'}</p>
                <p className="host-list__when">{whenText(item) || 'Date not set'}</p>
              </div>
              <div className="host-list__figures">
                <StatusBadge status={item.status} />
                <p>
                  Sales: {item.ticketsSold}/{item.quantity ?? 0} ·{' '}
                  <Link to={config.guestsPath(item.id)}>
                    Guest list<span className="visually-hidden"> of {titleOf(item)}</span>
                  </Link>{' '}
                  ·{' '}
                  <Link to={config.checkInPath(item.id)}>
                    Check-in<span className="visually-hidden"> for {titleOf(item)}</span>
                  </Link>
                </p>
                <p>
                  Gross: {moneyText(item.grossSales, item.currency)}/{moneyText(item.potentialSales, item.currency)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
