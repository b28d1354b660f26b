import { formatDate } from '@trg/contract/dates';
import type { HostDashboard } from '@trg/contract/dashboard';
import { moneyOf } from './format.ts';

const shortDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * Tickets sold by week as a table whose last column draws each week's bar: the numbers are the text
 * equivalent, read in order by a screen reader; the bars are decoration beside them.
 */
export function SalesChart({ weeks }: { weeks: HostDashboard['weeklySales'] }) {
  const most = Math.max(1, ...weeks.map((week) => week.ticketsSold));
  return (
    <table className="sales-chart">
      <caption>Tickets sold by week (weeks from Monday)</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          <th scope="col">Tickets</th>
          <th scope="col">Takings</th>
          <th scope="col" className="sales-chart__bar-head">
            <span className="visually-hidden">Bar</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.weekStart}>
            <th scope="row">
              {/* Short on screen ('5 Oct'), whole for screen readers ('5 October 2026'). */}
              <span aria-hidden="true">{shortDate(week.weekStart)}</span>
              <span className="visually-hidden">{formatDate(week.weekStart)}</span>
            </th>
            <td>{week.ticketsSold}</td>
            <td>{week.takings.length === 0 ? '–' : week.takings.map((sum) => moneyOf(sum.takings, sum.currency)).join(', ')}</td>
            <td className="sales-chart__bar-cell" aria-hidden="true">
              <span
                className="sales-chart__bar"
                style={{ width: `${(week.ticketsSold / most) * 100}%` }}
                data-empty={week.ticketsSold === 0}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
