import { Link } from 'react-router';
import { paths } from '@trg/contract/paths';
import type { HostDashboard } from '@trg/contract/dashboard';
import { QueryStatus } from '../../../components/ui/query-status.tsx';
import { useHostDashboard } from '../api/get-host-dashboard.ts';
import { moneyOf, whenOf } from './format.ts';
import { SalesChart } from './sales-chart.tsx';
import { DigestSetting } from './digest-setting.tsx';
import './dashboard-home.css';

const managePath = (item: { kind: 'event' | 'experience'; itemId: number }) =>
  item.kind === 'event' ? paths.hostEvent(item.itemId) : paths.hostExperience(item.itemId);

const monthName = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

function ThisMonth({ month, figures }: { month: string; figures: HostDashboard['thisMonth'] }) {
  return (
    <section className="card dashboard-home__panel" aria-labelledby="this-month-title">
      <h2 id="this-month-title">This month, {monthName(month)}</h2>
      {figures.length === 0 ? (
        <p>No tickets sold yet this month.</p>
      ) : (
        <dl className="dashboard-home__figures">
          {figures.map((sum) => (
            <div key={sum.currency}>
              <dt>Tickets sold ({sum.currency})</dt>
              <dd>{sum.ticketsSold}</dd>
              <dt>Takings ({sum.currency})</dt>
              <dd>{moneyOf(sum.takings, sum.currency)}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="dashboard-home__muted">Ticket prices of paid bookings, booking fees excluded; refunded bookings do not count.</p>
    </section>
  );
}

function Upcoming({ items }: { items: HostDashboard['upcoming'] }) {
  return (
    <section className="card dashboard-home__panel" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title">On sale</h2>
      {items.length === 0 ? (
        <p>
          Nothing on sale. <Link to={paths.createEventSteps}>Create an event</Link> or{' '}
          <Link to={paths.createExperienceSteps}>an experience</Link>.
        </p>
      ) : (
        <ul className="dashboard-home__list">
          {items.map((item) => (
            <li key={item.itemId}>
              <Link to={managePath(item)}>{item.title}</Link>
              <span className="dashboard-home__muted"> · {whenOf(item)}</span>
              <br />
              {item.ticketsSold} sold{item.capacity !== null ? ` of ${item.capacity}` : ''} · {moneyOf(item.takings, item.currency)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Drafts({ drafts }: { drafts: HostDashboard['drafts'] }) {
  if (drafts.length === 0) return null;
  return (
    <section className="card dashboard-home__panel" aria-labelledby="drafts-title">
      <h2 id="drafts-title">Drafts</h2>
      <ul className="dashboard-home__list">
        {drafts.map((draft) => (
          <li key={draft.itemId}>
            <Link to={managePath(draft)}>{draft.title}</Link>
            <br />
            <span className="dashboard-home__muted">
              {draft.missing.length === 0 ? 'Ready to publish.' : `Still needed: ${draft.missing.join(', ')}.`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The host's home: this month's sales, items on sale with their sales, drafts, and sales by week. */
export function HostHome() {
  const query = useHostDashboard();
  if (!query.data)
    return <QueryStatus isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()} what="your dashboard" />;
  const { month, thisMonth, upcoming, drafts, weeklySales } = query.data;
  return (
    <div className="dashboard-home">
      <ThisMonth month={month} figures={thisMonth} />
      <Upcoming items={upcoming} />
      <Drafts drafts={drafts} />
      <section className="card dashboard-home__panel dashboard-home__wide" aria-labelledby="weekly-title">
        <h2 id="weekly-title">Sales by week</h2>
        <SalesChart weeks={weeklySales} />
      </section>
      <DigestSetting />
    </div>
  );
}
